// The Customers pages' operations.
import { graphql } from '../../gql';

export const CUSTOMERS = graphql(`
  query Customers($filter: CustomerFilter, $first: Int, $after: String) {
    customers(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          firstName
          lastName
          email
          country
          status
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CREATE_CUSTOMER = graphql(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`);

export const CUSTOMER = graphql(`
  query Customer($id: ID!, $firstSessions: Int!) {
    customer(id: $id) {
      id
      firstName
      lastName
      email
      country
      status
      tier
      createdAt
      updatedAt
      cryptoWallets {
        address {
          id
          coin
          chain
        }
        balance {
          ...MoneyFields
        }
        availableBalance {
          ...MoneyFields
        }
      }
      depositAddresses(first: 50) {
        edges {
          node {
            id
            address
            coin
            chain
            offramp
            active
            createdAt
          }
        }
        pageInfo {
          hasNextPage
        }
      }
      cryptoDeposits(first: 20) {
        totalCount
        edges {
          node {
            id
            coin
            chain
            offramp
            amount {
              ...MoneyFields
            }
            credited {
              ...MoneyFields
            }
            address {
              id
            }
            createdAt
          }
        }
      }
      usdAccountRequest {
        reference
        status
        sessionId
        session {
          id
          status
        }
        accountId
        messages
        createdAt
        updatedAt
      }
      usdAccount {
        id
        accountName
        accountNumber
        routingNumber
        bankName
        createdAt
        counterparties(first: 50) {
          edges {
            node {
              id
              accountName
              accountNumber
              routingNumber
              institutionName
              paymentRails
              active
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
      usdTransfers(first: 20) {
        totalCount
        edges {
          node {
            id
            reference
            amount {
              ...MoneyFields
            }
            paymentRail
            status
            counterparty {
              id
              accountName
            }
            createdAt
          }
        }
      }
    }
    sessions(filter: { customerId: $id }, first: $firstSessions) {
      totalCount
      edges {
        node {
          id
          status
          decisionReason
          createdAt
        }
      }
    }
  }
`);
