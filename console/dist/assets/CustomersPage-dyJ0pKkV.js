import{C as e,O as t,T as n,b as r,g as i,m as a,n as o,o as s,r as c,t as l,w as u}from"./Page-DsUAc6k5.js";import{F as d,M as f,P as p,r as m,y as h}from"./index-D6ovAevV.js";import{n as g}from"./Deposits-BStLysKO.js";import{a as _,i as v,r as y}from"./Events-DElbeo1f.js";import{n as b}from"./format-Bs6c8SWm.js";import{r as x,t as S}from"./parts-BaJxHQ76.js";import{n as C}from"./labels-Cv03W6YX.js";import{n as w}from"./StatusBadge-CCoOw3pj.js";import{t as T}from"./TextFilter-mlHFh-DI.js";import{t as E}from"./Badge-DF5gUEP1.js";import{t as D}from"./Dialog-B16EH7mF.js";import{n as O,r as k}from"./Select-Dh1bMjuw.js";import{t as A}from"./Field-uUhrnyTs.js";import{n as j,t as M}from"./Pager-BZ_Yvyp6.js";import{t as N}from"./ListCount-B_e783g4.js";import{t as P}from"./Table-B9xVjmSN.js";import{n as F}from"./fields-DfBj4R10.js";import{t as I}from"./urlState-B_YL1bSd.js";/* empty css                  */var L=t(n(),1);function R(e){return`${e.firstName} ${e.lastName}`.trim()||e.email||``}function z(e){return`${e.coin} on ${e.chain.charAt(0)}${e.chain.slice(1).toLowerCase()}`}var B=h(`
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
`),V=h(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`),H=h(`
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
`),U=u(),W=25;function G({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,U.jsx)(K,{}):t.length===1?(0,U.jsx)(J,{id:t[0]}):(0,U.jsx)(l,{to:`/customers`,label:`See the customers`})}function K(){let e=m(),[t,n]=I({q:``,after:``,back:[]}),r=_(),a=t.q.trim(),[l,u]=d({query:B,variables:{filter:a?{search:a}:null,first:W,after:r.after}}),[f,p]=(0,L.useState)(!1),h=l.data?.customers,g=h?.edges??[];return(0,U.jsxs)(o,{title:`Customers`,description:`The people the organization serves, newest first.`,actions:e(`MONEY`)&&(0,U.jsx)(s,{variant:`primary`,onClick:()=>p(!0),children:`New customer`}),children:[(0,U.jsx)(j,{label:`Search the customers`,className:`customers-search`,children:(0,U.jsx)(T,{label:`Search`,type:`search`,value:t.q,hint:`Names and email, in part`,onCommit:e=>n({q:e,...v},{replace:!0})})}),(0,U.jsxs)(c,{loading:!h&&!l.error,error:h?void 0:l.error,onRetry:()=>u({requestPolicy:`network-only`}),empty:g.length===0,emptyMessage:(0,U.jsx)(`p`,{children:a?`No customer matches “${a}”.`:`No customers yet: create them with the API or here.`}),children:[h&&(0,U.jsx)(N,{count:h.totalCount,one:`customer`,many:`customers`,filtered:!!a}),(0,U.jsx)(P,{caption:`Customers`,className:`customers`,columns:[`Name`,`Email`,`Country`,`Status`,`Created`],children:(0,U.jsx)(`tbody`,{children:g.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Name`,children:(0,U.jsxs)(`div`,{children:[(0,U.jsx)(i,{to:`/customers/${encodeURIComponent(e.id)}`,children:R(e)}),(0,U.jsx)(`span`,{className:`sub mono`,children:e.id})]})}),(0,U.jsx)(`td`,{"data-label":`Email`,children:e.email}),(0,U.jsx)(`td`,{"data-label":`Country`,children:e.country}),(0,U.jsx)(`td`,{"data-label":`Status`,children:(0,U.jsx)(E,{tone:`success`,children:e.status===`ACTIVE`?`Active`:e.status})}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})}),(0,U.jsx)(M,{label:`Pages of customers`,hasPrevious:!r.isFirst,hasNext:!!h?.pageInfo.hasNextPage,onPrevious:r.previous,onNext:()=>h?.pageInfo.endCursor&&r.next(h.pageInfo.endCursor)})]}),e(`MONEY`)&&(0,U.jsx)(q,{open:f,onOpenChange:p})]})}function q({open:t,onOpenChange:n}){let i=e(),[o,c]=p(V),[l,u]=(0,L.useState)({firstName:``,lastName:``,email:``,country:``}),d=F(o.error),m=async e=>{e.preventDefault();let t=(await c({input:{...l,country:l.country.trim().toUpperCase()}})).data?.createCustomer.id;t&&(n(!1),i(r(`/customers/${encodeURIComponent(t)}`)))},h=(e,t,n={})=>(0,U.jsx)(A,{label:t,value:l[e],required:!0,problem:d[e]?.join(` `),onChange:t=>u({...l,[e]:t.target.value}),...n});return(0,U.jsx)(D,{open:t,onOpenChange:n,title:`New customer`,children:(0,U.jsxs)(`form`,{className:`form`,onSubmit:m,children:[h(`firstName`,`First name`,{autoComplete:`off`}),h(`lastName`,`Last name`,{autoComplete:`off`}),h(`email`,`Email`,{type:`email`,autoComplete:`off`}),h(`country`,`Country`,{hint:`Two letters (ISO 3166-1), such as NG or US`,maxLength:2,autoComplete:`off`}),o.error&&Object.keys(d).length===0&&(0,U.jsx)(f,{error:o.error}),(0,U.jsxs)(a,{end:!0,children:[(0,U.jsx)(s,{onClick:()=>n(!1),children:`Cancel`}),(0,U.jsx)(s,{type:`submit`,variant:`primary`,disabled:o.fetching,children:`Create the customer`})]})]})})}function J({id:e}){let[t,n]=d({query:H,variables:{id:e,firstSessions:20}}),r=t.data?.customer,a=t.data&&!r;return(0,U.jsx)(o,{title:r?R(r):`Customer ${e}`,loading:!t.data&&!t.error,error:t.data?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:a,emptyMessage:(0,U.jsxs)(`p`,{children:[`There is no customer `,e,` in this organization and mode.`]}),description:(0,U.jsx)(i,{to:`/customers`,children:`All customers`}),children:r&&t.data&&(0,U.jsx)(Y,{c:r,sessions:t.data.sessions})})}function Y({c:e,sessions:t}){return(0,U.jsxs)(`div`,{className:`customer`,children:[(0,U.jsx)(O,{title:`Customer`,children:(0,U.jsx)(k,{items:[[`Id`,(0,U.jsx)(`code`,{children:e.id},`id`)],[`Email`,e.email],[`Country`,e.country],[`Status`,e.status===`ACTIVE`?`Active`:e.status],[`Tier`,String(e.tier)],[`Created`,b(e.createdAt)]]})}),(0,U.jsx)(Z,{c:e,sessions:t}),(0,U.jsx)(Q,{c:e}),(0,U.jsx)($,{c:e}),(0,U.jsx)(ee,{c:e}),(0,U.jsx)(te,{c:e}),(0,U.jsx)(ne,{c:e})]})}function X({children:e}){return(0,U.jsx)(`p`,{className:`muted`,children:e})}function Z({c:e,sessions:t}){let n=`/verifications?customer=${encodeURIComponent(e.id)}`;return(0,U.jsx)(O,{title:`Verifications`,more:t.totalCount>t.edges.length&&(0,U.jsxs)(i,{to:n,children:[`All `,t.totalCount.toLocaleString(),` verifications`]}),children:t.edges.length===0?(0,U.jsx)(X,{children:`No verification yet.`}):(0,U.jsx)(P,{plain:!0,columns:[`Session`,`Status`,`Decision reason`,`Created`],children:(0,U.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Session`,children:(0,U.jsx)(y,{id:e.id})}),(0,U.jsx)(`td`,{"data-label":`Status`,children:(0,U.jsx)(w,{status:e.status})}),(0,U.jsx)(`td`,{"data-label":`Reason`,children:e.decisionReason?C[e.decisionReason]:`—`}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})})})}function Q({c:e}){let t=e.usdAccountRequest,n=e.usdAccount,r=n?.counterparties.edges??[];return(0,U.jsxs)(O,{title:`USD account`,children:[!t&&!n&&(0,U.jsx)(X,{children:`No USD account requested.`}),t&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`h3`,{className:`facts-head`,children:`Request`}),(0,U.jsx)(k,{items:[[`Reference`,(0,U.jsx)(y,{id:t.reference},`ref`)],[`Status`,(0,U.jsx)(x,{status:t.status},`status`)],[`Verification`,t.session?(0,U.jsxs)(`span`,{children:[(0,U.jsx)(y,{id:t.session.id}),` `,(0,U.jsx)(w,{status:t.session.status})]},`ses`):t.sessionId?(0,U.jsx)(y,{id:t.sessionId},`ses`):`—`],...t.messages.length>0?[[`Why`,t.messages.join(` `)]]:[],[`Requested`,b(t.createdAt)]]})]}),n&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`h3`,{className:`facts-head`,children:`Account`}),(0,U.jsx)(k,{items:[[`Account`,(0,U.jsx)(y,{id:n.id},`id`)],[`Account name`,n.accountName],[`Account number`,(0,U.jsx)(`span`,{className:`mono`,children:n.accountNumber},`no`)],[`Routing number (ABA)`,(0,U.jsx)(`span`,{className:`mono`,children:n.routingNumber},`aba`)],[`Bank`,n.bankName],[`Opened`,b(n.createdAt)]]}),(0,U.jsx)(`h3`,{className:`facts-head`,children:`Counterparties`}),r.length===0?(0,U.jsx)(X,{children:`No counterparty yet.`}):(0,U.jsx)(P,{plain:!0,columns:[`Counterparty`,`Bank account`,`Rails`,`Active`],children:(0,U.jsx)(`tbody`,{children:r.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Counterparty`,children:(0,U.jsxs)(`div`,{children:[e.accountName,(0,U.jsx)(`div`,{children:(0,U.jsx)(y,{id:e.id})})]})}),(0,U.jsx)(`td`,{"data-label":`Account`,children:(0,U.jsxs)(`div`,{children:[(0,U.jsx)(`span`,{className:`mono`,children:e.accountNumber}),(0,U.jsxs)(`span`,{className:`sub`,children:[e.institutionName,` · ABA `,(0,U.jsx)(`span`,{className:`mono`,children:e.routingNumber})]})]})}),(0,U.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.join(`, `)}),(0,U.jsx)(`td`,{"data-label":`Active`,children:e.active?`Yes`:`No`})]},e.id))})})]})]})}function $({c:e}){let t=e.usdTransfers;return!e.usdAccount&&t.edges.length===0?null:(0,U.jsx)(O,{title:`USD transfers`,more:t.totalCount>t.edges.length&&e.usdAccount&&(0,U.jsxs)(i,{to:`/usd/accounts/${encodeURIComponent(e.usdAccount.id)}`,children:[`All `,t.totalCount.toLocaleString(),` transfers, on the account’s page`]}),children:t.edges.length===0?(0,U.jsx)(X,{children:`No transfer yet.`}):(0,U.jsx)(P,{plain:!0,columns:[`Transfer`,{label:`Amount`,num:!0},`To`,`Status`,`Created`],children:(0,U.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Transfer`,children:(0,U.jsxs)(`div`,{children:[(0,U.jsx)(y,{id:e.id}),(0,U.jsxs)(`span`,{className:`sub`,children:[e.paymentRail,` · `,e.reference]})]})}),(0,U.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,U.jsx)(S,{money:e.amount})}),(0,U.jsx)(`td`,{"data-label":`To`,children:(0,U.jsx)(i,{to:`/usd/counterparties/${encodeURIComponent(e.counterparty.id)}`,children:e.counterparty.accountName})}),(0,U.jsx)(`td`,{"data-label":`Status`,children:(0,U.jsx)(x,{status:e.status})}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})})})}function ee({c:e}){return(0,U.jsx)(O,{title:`Crypto wallets`,children:e.cryptoWallets.length===0?(0,U.jsx)(X,{children:`No crypto wallet: a deposit address opens one.`}):(0,U.jsx)(P,{plain:!0,columns:[`Wallet`,{label:`Balance`,num:!0},{label:`Available`,num:!0}],children:(0,U.jsx)(`tbody`,{children:e.cryptoWallets.map(e=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Wallet`,children:(0,U.jsxs)(`div`,{children:[z(e.address),(0,U.jsx)(`div`,{children:(0,U.jsx)(y,{id:e.address.id})})]})}),(0,U.jsx)(`td`,{"data-label":`Balance`,className:`num`,children:(0,U.jsx)(S,{money:e.balance})}),(0,U.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,U.jsx)(S,{money:e.availableBalance})})]},e.address.id))})})})}function te({c:e}){let t=e.depositAddresses.edges;return(0,U.jsx)(O,{title:`Deposit addresses`,more:e.depositAddresses.pageInfo.hasNextPage&&(0,U.jsx)(i,{to:`/crypto/addresses?customer=${encodeURIComponent(e.id)}`,children:`Every address`}),children:t.length===0?(0,U.jsx)(X,{children:`No deposit address.`}):(0,U.jsx)(P,{plain:!0,columns:[`Address`,`Coin`,`Deposits`,`Created`],children:(0,U.jsx)(`tbody`,{children:t.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Address`,children:(0,U.jsxs)(`div`,{children:[(0,U.jsx)(i,{to:`/crypto/addresses/${encodeURIComponent(e.id)}`,className:`mono address`,children:e.address}),!e.active&&(0,U.jsx)(`span`,{className:`sub`,children:`inactive`})]})}),(0,U.jsx)(`td`,{"data-label":`Coin`,children:z(e)}),(0,U.jsx)(`td`,{"data-label":`Deposits`,children:e.offramp?`Converted to USD`:`Kept in the coin`}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:b(e.createdAt)})]},e.id))})})})}function ne({c:e}){let t=e.cryptoDeposits;return(0,U.jsx)(O,{title:`Deposits`,more:t.totalCount>t.edges.length&&(0,U.jsxs)(i,{to:`/crypto/deposits?customer=${encodeURIComponent(e.id)}`,children:[`All `,t.totalCount.toLocaleString(),` deposits`]}),children:t.edges.length===0?(0,U.jsx)(X,{children:`No deposit yet.`}):(0,U.jsx)(g,{rows:t.edges.map(e=>e.node),caption:`The customer’s deposits, newest first`,customer:!1,plain:!0})})}export{G as default};