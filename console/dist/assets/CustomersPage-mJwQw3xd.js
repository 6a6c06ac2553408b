import{C as e,a as t,b as n,i as r,m as i,o as a,p as o,t as s,u as c}from"./Page-C9MDVgOt.js";import{M as l,N as u,_ as d,t as f}from"./index-BoqkaeXc.js";import{t as p}from"./Field-Hwjir-5s.js";import{t as m}from"./customers-bejg8R8r.js";import{t as h}from"./TextFilter-BBLF9OGZ.js";import{n as g}from"./Deposits-Cmg63PRb.js";import{i as _,r as v,t as y}from"./ui-BPBJfpb6.js";import{a as b,i as x,r as S}from"./Events-BrmOSIq1.js";import{n as C}from"./format-DnCTM5RU.js";import{a as w,c as T,o as E,s as D,t as O}from"./ui-B82uN88m.js";import{n as k}from"./labels-DhyGzz7I.js";import{o as A}from"./ui-BR-Q_jE4.js";import{t as j}from"./fields-3GVtopdl.js";import{t as M}from"./urlState-Dw1W3PvB.js";var N=e(n(),1);function P(e){return`${e.firstName} ${e.lastName}`.trim()||e.email||``}function F(e){return`${e.coin} on ${e.chain.charAt(0)}${e.chain.slice(1).toLowerCase()}`}var I=d(`
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
`),L=d(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`),R=d(`
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
            ...AddressRow
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
            ...DepositRow
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
              ...CounterpartyRow
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
            ...TransferRow
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
`),z=i(),B=25;function V({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,z.jsx)(H,{}):t.length===1?(0,z.jsx)(W,{id:t[0]}):(0,z.jsx)(r,{to:`/customers`,label:`See the customers`})}function H(){let e=f(),[n,r]=M({q:``,after:``,back:[]}),i=b(),o=n.q.trim(),[s,c]=u({query:I,variables:{filter:o?{search:o}:null,first:B,after:i.after}}),[l,d]=(0,N.useState)(!1),p=s.data?.customers,m=p?.edges??[];return(0,z.jsxs)(t,{title:`Customers`,description:`The people the organization serves, newest first.`,actions:e(`MONEY`)&&(0,z.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>d(!0),children:`New customer`}),children:[(0,z.jsx)(`form`,{className:`filters customers-search`,role:`search`,"aria-label":`Search the customers`,onSubmit:e=>e.preventDefault(),children:(0,z.jsx)(h,{label:`Search`,type:`search`,value:n.q,hint:`Names and email, in part`,onCommit:e=>r({q:e,...x},{replace:!0})})}),(0,z.jsxs)(T,{loading:!p&&!s.error,error:p?void 0:s.error,onRetry:()=>c({requestPolicy:`network-only`}),empty:m.length===0,emptyMessage:(0,z.jsx)(`p`,{children:o?`No customer matches “${o}”.`:`No customers yet: create them with the API or here.`}),children:[p&&(0,z.jsx)(v,{count:p.totalCount,one:`customer`,many:`customers`,filtered:!!o}),(0,z.jsx)(`div`,{className:`table-wrap`,children:(0,z.jsxs)(`table`,{className:`data-table stack-table customers`,children:[(0,z.jsx)(`caption`,{className:`sr-only`,children:`Customers`}),(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Name`}),(0,z.jsx)(`th`,{scope:`col`,children:`Email`}),(0,z.jsx)(`th`,{scope:`col`,children:`Country`}),(0,z.jsx)(`th`,{scope:`col`,children:`Status`}),(0,z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,z.jsx)(`tbody`,{children:m.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Name`,children:(0,z.jsxs)(`div`,{children:[(0,z.jsx)(a,{to:`/customers/${encodeURIComponent(e.id)}`,children:P(e)}),(0,z.jsx)(`span`,{className:`sub mono`,children:e.id})]})}),(0,z.jsx)(`td`,{"data-label":`Email`,children:e.email}),(0,z.jsx)(`td`,{"data-label":`Country`,children:e.country}),(0,z.jsx)(`td`,{"data-label":`Status`,children:(0,z.jsx)(O,{tone:`success`,children:e.status===`ACTIVE`?`Active`:e.status})}),(0,z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})}),(0,z.jsx)(D,{label:`Pages of customers`,isFirst:i.isFirst,hasNext:!!p?.pageInfo.hasNextPage,onPrevious:i.previous,onNext:()=>p?.pageInfo.endCursor&&i.next(p.pageInfo.endCursor)})]}),e(`MONEY`)&&(0,z.jsx)(U,{open:l,onOpenChange:d})]})}function U({open:e,onOpenChange:t}){let n=o(),[r,i]=l(L),[a,u]=(0,N.useState)({firstName:``,lastName:``,email:``,country:``}),d=j(r.error),f=async e=>{e.preventDefault();let r=(await i({input:{...a,country:a.country.trim().toUpperCase()}})).data?.createCustomer.id;r&&(t(!1),n(c(`/customers/${encodeURIComponent(r)}`)))},m=(e,t,n={})=>(0,z.jsx)(p,{label:t,value:a[e],required:!0,problem:d[e]?.join(` `),onChange:t=>u({...a,[e]:t.target.value}),...n});return(0,z.jsx)(E,{open:e,onOpenChange:t,title:`New customer`,children:(0,z.jsxs)(`form`,{className:`form`,onSubmit:f,children:[m(`firstName`,`First name`,{autoComplete:`off`}),m(`lastName`,`Last name`,{autoComplete:`off`}),m(`email`,`Email`,{type:`email`,autoComplete:`off`}),m(`country`,`Country`,{hint:`Two letters (ISO 3166-1), such as NG or US`,maxLength:2,autoComplete:`off`}),r.error&&Object.keys(d).length===0&&(0,z.jsx)(s,{error:r.error}),(0,z.jsxs)(`div`,{className:`modal-actions`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>t(!1),children:`Cancel`}),(0,z.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:r.fetching,children:`Create the customer`})]})]})})}function W({id:e}){let[n,r]=u({query:R,variables:{id:e,firstSessions:20}}),i=n.data?.customer,o=n.data&&!i;return(0,z.jsx)(t,{title:i?P(i):`Customer ${e}`,loading:!n.data&&!n.error,error:n.data?void 0:n.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:o,emptyMessage:(0,z.jsxs)(`p`,{children:[`There is no customer `,e,` in this organization and mode.`]}),description:(0,z.jsx)(a,{to:`/customers`,children:`All customers`}),children:i&&n.data&&(0,z.jsx)(G,{c:i,sessions:n.data.sessions})})}function G({c:e,sessions:t}){return(0,z.jsxs)(`div`,{className:`customer`,children:[(0,z.jsx)(m,{title:`Customer`,children:(0,z.jsx)(w,{items:[[`Id`,(0,z.jsx)(`code`,{children:e.id},`id`)],[`Email`,e.email],[`Country`,e.country],[`Status`,e.status===`ACTIVE`?`Active`:e.status],[`Tier`,String(e.tier)],[`Created`,C(e.createdAt)]]})}),(0,z.jsx)(q,{c:e,sessions:t}),(0,z.jsx)(J,{c:e}),(0,z.jsx)(Y,{c:e}),(0,z.jsx)(X,{c:e}),(0,z.jsx)(Z,{c:e}),(0,z.jsx)(Q,{c:e})]})}function K({children:e}){return(0,z.jsx)(`p`,{className:`muted`,children:e})}function q({c:e,sessions:t}){let n=`/verifications?customer=${encodeURIComponent(e.id)}`;return(0,z.jsx)(m,{title:`Verifications`,more:t.totalCount>t.edges.length&&(0,z.jsxs)(a,{to:n,children:[`All `,t.totalCount.toLocaleString(),` verifications`]}),children:t.edges.length===0?(0,z.jsx)(K,{children:`No verification yet.`}):(0,z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Session`}),(0,z.jsx)(`th`,{scope:`col`,children:`Status`}),(0,z.jsx)(`th`,{scope:`col`,children:`Decision reason`}),(0,z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,z.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Session`,children:(0,z.jsx)(S,{id:e.id})}),(0,z.jsx)(`td`,{"data-label":`Status`,children:(0,z.jsx)(A,{status:e.status})}),(0,z.jsx)(`td`,{"data-label":`Reason`,children:e.decisionReason?k[e.decisionReason]:`—`}),(0,z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})})}function J({c:e}){let t=e.usdAccountRequest,n=e.usdAccount,r=n?.counterparties.edges??[];return(0,z.jsxs)(m,{title:`USD account`,children:[!t&&!n&&(0,z.jsx)(K,{children:`No USD account requested.`}),t&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`h3`,{className:`facts-head`,children:`Request`}),(0,z.jsx)(w,{items:[[`Reference`,(0,z.jsx)(S,{id:t.reference},`ref`)],[`Status`,(0,z.jsx)(_,{status:t.status},`status`)],[`Verification`,t.session?(0,z.jsxs)(`span`,{children:[(0,z.jsx)(S,{id:t.session.id}),` `,(0,z.jsx)(A,{status:t.session.status})]},`ses`):t.sessionId?(0,z.jsx)(S,{id:t.sessionId},`ses`):`—`],...t.messages.length>0?[[`Why`,t.messages.join(` `)]]:[],[`Requested`,C(t.createdAt)]]})]}),n&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`h3`,{className:`facts-head`,children:`Account`}),(0,z.jsx)(w,{items:[[`Account`,(0,z.jsx)(S,{id:n.id},`id`)],[`Account name`,n.accountName],[`Account number`,(0,z.jsx)(`span`,{className:`mono`,children:n.accountNumber},`no`)],[`Routing number (ABA)`,(0,z.jsx)(`span`,{className:`mono`,children:n.routingNumber},`aba`)],[`Bank`,n.bankName],[`Opened`,C(n.createdAt)]]}),(0,z.jsx)(`h3`,{className:`facts-head`,children:`Counterparties`}),r.length===0?(0,z.jsx)(K,{children:`No counterparty yet.`}):(0,z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Counterparty`}),(0,z.jsx)(`th`,{scope:`col`,children:`Bank account`}),(0,z.jsx)(`th`,{scope:`col`,children:`Rails`}),(0,z.jsx)(`th`,{scope:`col`,children:`Active`})]})}),(0,z.jsx)(`tbody`,{children:r.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Counterparty`,children:(0,z.jsxs)(`div`,{children:[e.accountName,(0,z.jsx)(`div`,{children:(0,z.jsx)(S,{id:e.id})})]})}),(0,z.jsx)(`td`,{"data-label":`Account`,children:(0,z.jsxs)(`div`,{children:[(0,z.jsx)(`span`,{className:`mono`,children:e.accountNumber}),(0,z.jsxs)(`span`,{className:`sub`,children:[e.institutionName,` · ABA `,(0,z.jsx)(`span`,{className:`mono`,children:e.routingNumber})]})]})}),(0,z.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.join(`, `)}),(0,z.jsx)(`td`,{"data-label":`Active`,children:e.active?`Yes`:`No`})]},e.id))})]})]})]})}function Y({c:e}){let t=e.usdTransfers;return!e.usdAccount&&t.edges.length===0?null:(0,z.jsx)(m,{title:`USD transfers`,more:t.totalCount>t.edges.length&&e.usdAccount&&(0,z.jsxs)(a,{to:`/usd/accounts/${encodeURIComponent(e.usdAccount.id)}`,children:[`All `,t.totalCount.toLocaleString(),` transfers, on the account’s page`]}),children:t.edges.length===0?(0,z.jsx)(K,{children:`No transfer yet.`}):(0,z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Transfer`}),(0,z.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,z.jsx)(`th`,{scope:`col`,children:`To`}),(0,z.jsx)(`th`,{scope:`col`,children:`Status`}),(0,z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,z.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Transfer`,children:(0,z.jsxs)(`div`,{children:[(0,z.jsx)(S,{id:e.id}),(0,z.jsxs)(`span`,{className:`sub`,children:[e.paymentRail,` · `,e.reference]})]})}),(0,z.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,z.jsx)(y,{money:e.amount})}),(0,z.jsx)(`td`,{"data-label":`To`,children:(0,z.jsx)(a,{to:`/usd/counterparties/${encodeURIComponent(e.counterparty.id)}`,children:e.counterparty.accountName})}),(0,z.jsx)(`td`,{"data-label":`Status`,children:(0,z.jsx)(_,{status:e.status})}),(0,z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})})}function X({c:e}){return(0,z.jsx)(m,{title:`Crypto wallets`,children:e.cryptoWallets.length===0?(0,z.jsx)(K,{children:`No crypto wallet: a deposit address opens one.`}):(0,z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Wallet`}),(0,z.jsx)(`th`,{scope:`col`,className:`num`,children:`Balance`}),(0,z.jsx)(`th`,{scope:`col`,className:`num`,children:`Available`})]})}),(0,z.jsx)(`tbody`,{children:e.cryptoWallets.map(e=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Wallet`,children:(0,z.jsxs)(`div`,{children:[F(e.address),(0,z.jsx)(`div`,{children:(0,z.jsx)(S,{id:e.address.id})})]})}),(0,z.jsx)(`td`,{"data-label":`Balance`,className:`num`,children:(0,z.jsx)(y,{money:e.balance})}),(0,z.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,z.jsx)(y,{money:e.availableBalance})})]},e.address.id))})]})})}function Z({c:e}){let t=e.depositAddresses.edges;return(0,z.jsx)(m,{title:`Deposit addresses`,more:e.depositAddresses.pageInfo.hasNextPage&&(0,z.jsx)(a,{to:`/crypto/addresses?customer=${encodeURIComponent(e.id)}`,children:`Every address`}),children:t.length===0?(0,z.jsx)(K,{children:`No deposit address.`}):(0,z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Address`}),(0,z.jsx)(`th`,{scope:`col`,children:`Coin`}),(0,z.jsx)(`th`,{scope:`col`,children:`Deposits`}),(0,z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,z.jsx)(`tbody`,{children:t.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Address`,children:(0,z.jsxs)(`div`,{children:[(0,z.jsx)(a,{to:`/crypto/addresses/${encodeURIComponent(e.id)}`,className:`mono address`,children:e.address}),!e.active&&(0,z.jsx)(`span`,{className:`sub`,children:`inactive`})]})}),(0,z.jsx)(`td`,{"data-label":`Coin`,children:F(e)}),(0,z.jsx)(`td`,{"data-label":`Deposits`,children:e.offramp?`Converted to USD`:`Kept in the coin`}),(0,z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})})}function Q({c:e}){let t=e.cryptoDeposits;return(0,z.jsx)(m,{title:`Deposits`,more:t.totalCount>t.edges.length&&(0,z.jsxs)(a,{to:`/crypto/deposits?customer=${encodeURIComponent(e.id)}`,children:[`All `,t.totalCount.toLocaleString(),` deposits`]}),children:t.edges.length===0?(0,z.jsx)(K,{children:`No deposit yet.`}):(0,z.jsx)(g,{rows:t.edges.map(e=>e.node),caption:`The customer’s deposits, newest first`,customer:!1})})}export{V as default};