import{C as e,a as t,b as n,i as r,m as i,o as a,p as o,t as s,u as c}from"./Page-C9MDVgOt.js";import{M as l,g as u,j as d,t as f}from"./index-pmXXdgtl.js";import{t as p}from"./Field-Hwjir-5s.js";import{t as m}from"./TextFilter-BBLF9OGZ.js";import{i as h,r as g}from"./ui-BIvR18La.js";import{a as _,i as v,r as y}from"./Events-DgVW6jsO.js";import{n as b}from"./format-DnCTM5RU.js";import{a as x,c as S,o as C,s as w,t as T}from"./ui-BziqVj4l.js";import{n as E}from"./labels-BMAkip0N.js";import{o as D}from"./ui-C6rDS8W6.js";/* empty css                  */import{t as O}from"./fields-3GVtopdl.js";import{t as k}from"./money-CHqc_1k8.js";import{t as A}from"./urlState-Dw1W3PvB.js";var j=e(n(),1);function M(e){return`${e.firstName} ${e.lastName}`.trim()||e.email||``}function N(e){return`${e.coin} on ${e.chain.charAt(0)}${e.chain.slice(1).toLowerCase()}`}var P=u(`
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
`),F=u(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`),I=u(`
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
`),L=i(),R=25;function z({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,L.jsx)(B,{}):t.length===1?(0,L.jsx)(H,{id:t[0]}):(0,L.jsx)(r,{to:`/customers`,label:`See the customers`})}function B(){let e=f(),[n,r]=A({q:``,after:``,back:[]}),i=_(),o=n.q.trim(),[s,c]=l({query:P,variables:{filter:o?{search:o}:null,first:R,after:i.after}}),[u,d]=(0,j.useState)(!1),p=s.data?.customers,h=p?.edges??[];return(0,L.jsxs)(t,{title:`Customers`,description:`The people the organization serves, newest first.`,actions:e(`MONEY`)&&(0,L.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>d(!0),children:`New customer`}),children:[(0,L.jsx)(`form`,{className:`filters customers-search`,role:`search`,"aria-label":`Search the customers`,onSubmit:e=>e.preventDefault(),children:(0,L.jsx)(m,{label:`Search`,type:`search`,value:n.q,hint:`Names and email, in part`,onCommit:e=>r({q:e,...v},{replace:!0})})}),(0,L.jsxs)(S,{loading:!p&&!s.error,error:p?void 0:s.error,onRetry:()=>c({requestPolicy:`network-only`}),empty:h.length===0,emptyMessage:(0,L.jsx)(`p`,{children:o?`No customer matches “${o}”.`:`No customers yet: create them with the API or here.`}),children:[p&&(0,L.jsx)(g,{count:p.totalCount,one:`customer`,many:`customers`,filtered:!!o}),(0,L.jsx)(`div`,{className:`table-wrap`,children:(0,L.jsxs)(`table`,{className:`data-table stack-table customers`,children:[(0,L.jsx)(`caption`,{className:`sr-only`,children:`Customers`}),(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Name`}),(0,L.jsx)(`th`,{scope:`col`,children:`Email`}),(0,L.jsx)(`th`,{scope:`col`,children:`Country`}),(0,L.jsx)(`th`,{scope:`col`,children:`Status`}),(0,L.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,L.jsx)(`tbody`,{children:h.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Name`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(a,{to:`/customers/${encodeURIComponent(e.id)}`,children:M(e)}),(0,L.jsx)(`span`,{className:`sub mono`,children:e.id})]})}),(0,L.jsx)(`td`,{"data-label":`Email`,children:e.email}),(0,L.jsx)(`td`,{"data-label":`Country`,children:e.country}),(0,L.jsx)(`td`,{"data-label":`Status`,children:(0,L.jsx)(T,{tone:`success`,children:e.status===`ACTIVE`?`Active`:e.status})}),(0,L.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})]})}),(0,L.jsx)(w,{label:`Pages of customers`,isFirst:i.isFirst,hasNext:!!p?.pageInfo.hasNextPage,onPrevious:i.previous,onNext:()=>p?.pageInfo.endCursor&&i.next(p.pageInfo.endCursor)})]}),e(`MONEY`)&&(0,L.jsx)(V,{open:u,onOpenChange:d})]})}function V({open:e,onOpenChange:t}){let n=o(),[r,i]=d(F),[a,l]=(0,j.useState)({firstName:``,lastName:``,email:``,country:``}),u=O(r.error),f=async e=>{e.preventDefault();let r=(await i({input:{...a,country:a.country.trim().toUpperCase()}})).data?.createCustomer.id;r&&(t(!1),n(c(`/customers/${encodeURIComponent(r)}`)))},m=(e,t,n={})=>(0,L.jsx)(p,{label:t,value:a[e],required:!0,problem:u[e]?.join(` `),onChange:t=>l({...a,[e]:t.target.value}),...n});return(0,L.jsx)(C,{open:e,onOpenChange:t,title:`New customer`,children:(0,L.jsxs)(`form`,{className:`form`,onSubmit:f,children:[m(`firstName`,`First name`,{autoComplete:`off`}),m(`lastName`,`Last name`,{autoComplete:`off`}),m(`email`,`Email`,{type:`email`,autoComplete:`off`}),m(`country`,`Country`,{hint:`Two letters (ISO 3166-1), such as NG or US`,maxLength:2,autoComplete:`off`}),r.error&&Object.keys(u).length===0&&(0,L.jsx)(s,{error:r.error}),(0,L.jsxs)(`div`,{className:`modal-actions`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>t(!1),children:`Cancel`}),(0,L.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:r.fetching,children:`Create the customer`})]})]})})}function H({id:e}){let[n,r]=l({query:I,variables:{id:e,firstSessions:20}}),i=n.data?.customer,o=n.data&&!i;return(0,L.jsx)(t,{title:i?M(i):`Customer ${e}`,loading:!n.data&&!n.error,error:n.data?void 0:n.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:o,emptyMessage:(0,L.jsxs)(`p`,{children:[`There is no customer `,e,` in this organization and mode.`]}),description:(0,L.jsx)(a,{to:`/customers`,children:`All customers`}),children:i&&n.data&&(0,L.jsx)(W,{c:i,sessions:n.data.sessions})})}function U({title:e,id:t,children:n,more:r}){return(0,L.jsxs)(`section`,{className:`panel`,"aria-labelledby":t,children:[(0,L.jsx)(`h2`,{id:t,className:`panel-title`,children:e}),n,r&&(0,L.jsx)(`p`,{className:`panel-more`,children:r})]})}function W({c:e,sessions:t}){return(0,L.jsxs)(`div`,{className:`customer`,children:[(0,L.jsx)(U,{title:`Customer`,id:`customer-facts`,children:(0,L.jsx)(x,{items:[[`Id`,(0,L.jsx)(`code`,{children:e.id},`id`)],[`Email`,e.email],[`Country`,e.country],[`Status`,e.status===`ACTIVE`?`Active`:e.status],[`Tier`,String(e.tier)],[`Created`,b(e.createdAt)]]})}),(0,L.jsx)(K,{c:e,sessions:t}),(0,L.jsx)(q,{c:e}),(0,L.jsx)(J,{c:e}),(0,L.jsx)(Y,{c:e}),(0,L.jsx)(X,{c:e}),(0,L.jsx)(Z,{c:e})]})}function G({children:e}){return(0,L.jsx)(`p`,{className:`muted`,children:e})}function K({c:e,sessions:t}){let n=`/verifications?customer=${encodeURIComponent(e.id)}`;return(0,L.jsx)(U,{title:`Verifications`,id:`customer-verifications`,more:t.totalCount>t.edges.length&&(0,L.jsxs)(a,{to:n,children:[`All `,t.totalCount.toLocaleString(),` verifications`]}),children:t.edges.length===0?(0,L.jsx)(G,{children:`No verification yet.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Session`}),(0,L.jsx)(`th`,{scope:`col`,children:`Status`}),(0,L.jsx)(`th`,{scope:`col`,children:`Decision reason`}),(0,L.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,L.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Session`,children:(0,L.jsx)(y,{id:e.id})}),(0,L.jsx)(`td`,{"data-label":`Status`,children:(0,L.jsx)(D,{status:e.status})}),(0,L.jsx)(`td`,{"data-label":`Reason`,children:e.decisionReason?E[e.decisionReason]:`—`}),(0,L.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})]})})}function q({c:e}){let t=e.usdAccountRequest,n=e.usdAccount,r=n?.counterparties.edges??[];return(0,L.jsxs)(U,{title:`USD account`,id:`customer-usd`,children:[!t&&!n&&(0,L.jsx)(G,{children:`No USD account requested.`}),t&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`h3`,{className:`facts-head`,children:`Request`}),(0,L.jsx)(x,{items:[[`Reference`,(0,L.jsx)(y,{id:t.reference},`ref`)],[`Status`,(0,L.jsx)(h,{status:t.status},`status`)],[`Verification`,t.session?(0,L.jsxs)(`span`,{children:[(0,L.jsx)(y,{id:t.session.id}),` `,(0,L.jsx)(D,{status:t.session.status})]},`ses`):t.sessionId?(0,L.jsx)(y,{id:t.sessionId},`ses`):`—`],...t.messages.length>0?[[`Why`,t.messages.join(` `)]]:[],[`Requested`,b(t.createdAt)]]})]}),n&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`h3`,{className:`facts-head`,children:`Account`}),(0,L.jsx)(x,{items:[[`Account`,(0,L.jsx)(y,{id:n.id},`id`)],[`Account name`,n.accountName],[`Account number`,(0,L.jsx)(`span`,{className:`mono`,children:n.accountNumber},`no`)],[`Routing number (ABA)`,(0,L.jsx)(`span`,{className:`mono`,children:n.routingNumber},`aba`)],[`Bank`,n.bankName],[`Opened`,b(n.createdAt)]]}),(0,L.jsx)(`h3`,{className:`facts-head`,children:`Counterparties`}),r.length===0?(0,L.jsx)(G,{children:`No counterparty yet.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Counterparty`}),(0,L.jsx)(`th`,{scope:`col`,children:`Bank account`}),(0,L.jsx)(`th`,{scope:`col`,children:`Rails`}),(0,L.jsx)(`th`,{scope:`col`,children:`Active`})]})}),(0,L.jsx)(`tbody`,{children:r.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Counterparty`,children:(0,L.jsxs)(`div`,{children:[e.accountName,(0,L.jsx)(`div`,{children:(0,L.jsx)(y,{id:e.id})})]})}),(0,L.jsx)(`td`,{"data-label":`Account`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(`span`,{className:`mono`,children:e.accountNumber}),(0,L.jsxs)(`span`,{className:`sub`,children:[e.institutionName,` · ABA `,(0,L.jsx)(`span`,{className:`mono`,children:e.routingNumber})]})]})}),(0,L.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.join(`, `)}),(0,L.jsx)(`td`,{"data-label":`Active`,children:e.active?`Yes`:`No`})]},e.id))})]})]})]})}function J({c:e}){let t=e.usdTransfers;return!e.usdAccount&&t.edges.length===0?null:(0,L.jsx)(U,{title:`USD transfers`,id:`customer-transfers`,more:t.totalCount>t.edges.length&&e.usdAccount&&(0,L.jsxs)(a,{to:`/usd/accounts/${encodeURIComponent(e.usdAccount.id)}`,children:[`All `,t.totalCount.toLocaleString(),` transfers, on the account’s page`]}),children:t.edges.length===0?(0,L.jsx)(G,{children:`No transfer yet.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Transfer`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,L.jsx)(`th`,{scope:`col`,children:`To`}),(0,L.jsx)(`th`,{scope:`col`,children:`Status`}),(0,L.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,L.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Transfer`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(y,{id:e.id}),(0,L.jsxs)(`span`,{className:`sub`,children:[e.paymentRail,` · `,e.reference]})]})}),(0,L.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:k(e.amount)}),(0,L.jsx)(`td`,{"data-label":`To`,children:(0,L.jsx)(a,{to:`/usd/counterparties/${encodeURIComponent(e.counterparty.id)}`,children:e.counterparty.accountName})}),(0,L.jsx)(`td`,{"data-label":`Status`,children:(0,L.jsx)(h,{status:e.status})}),(0,L.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})]})})}function Y({c:e}){return(0,L.jsx)(U,{title:`Crypto wallets`,id:`customer-wallets`,children:e.cryptoWallets.length===0?(0,L.jsx)(G,{children:`No crypto wallet: a deposit address opens one.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Wallet`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Balance`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Available`})]})}),(0,L.jsx)(`tbody`,{children:e.cryptoWallets.map(e=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Wallet`,children:(0,L.jsxs)(`div`,{children:[N(e.address),(0,L.jsx)(`div`,{children:(0,L.jsx)(y,{id:e.address.id})})]})}),(0,L.jsx)(`td`,{"data-label":`Balance`,className:`num`,children:k(e.balance)}),(0,L.jsx)(`td`,{"data-label":`Available`,className:`num`,children:k(e.availableBalance)})]},e.address.id))})]})})}function X({c:e}){let t=e.depositAddresses.edges;return(0,L.jsx)(U,{title:`Deposit addresses`,id:`customer-addresses`,more:e.depositAddresses.pageInfo.hasNextPage&&(0,L.jsx)(a,{to:`/crypto/addresses?customer=${encodeURIComponent(e.id)}`,children:`Every address`}),children:t.length===0?(0,L.jsx)(G,{children:`No deposit address.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Address`}),(0,L.jsx)(`th`,{scope:`col`,children:`Coin`}),(0,L.jsx)(`th`,{scope:`col`,children:`Deposits`}),(0,L.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,L.jsx)(`tbody`,{children:t.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Address`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(a,{to:`/crypto/addresses/${encodeURIComponent(e.id)}`,className:`mono address`,children:e.address}),!e.active&&(0,L.jsx)(`span`,{className:`sub`,children:`inactive`})]})}),(0,L.jsx)(`td`,{"data-label":`Coin`,children:N(e)}),(0,L.jsx)(`td`,{"data-label":`Deposits`,children:e.offramp?`Converted to USD`:`Kept in the coin`}),(0,L.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})]})})}function Z({c:e}){let t=e.cryptoDeposits;return(0,L.jsx)(U,{title:`Deposits`,id:`customer-deposits`,more:t.totalCount>t.edges.length&&(0,L.jsxs)(a,{to:`/crypto/deposits?customer=${encodeURIComponent(e.id)}`,children:[`All `,t.totalCount.toLocaleString(),` deposits`]}),children:t.edges.length===0?(0,L.jsx)(G,{children:`No deposit yet.`}):(0,L.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Deposit`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Received`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Credited`}),(0,L.jsx)(`th`,{scope:`col`,children:`Received on`})]})}),(0,L.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Deposit`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(y,{id:e.id}),(0,L.jsx)(`span`,{className:`sub`,children:N(e)})]})}),(0,L.jsx)(`td`,{"data-label":`Received`,className:`num`,children:k(e.amount)}),(0,L.jsx)(`td`,{"data-label":`Credited`,className:`num`,children:(0,L.jsxs)(`div`,{children:[k(e.credited),e.offramp&&(0,L.jsx)(`span`,{className:`sub`,children:`converted`})]})}),(0,L.jsx)(`td`,{"data-label":`Received on`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})]})})}export{z as default};