import{_ as e,m as t}from"./App-vgWWs0Qf.js";import{h as n,o as r}from"./errors-D0yAjBxm.js";import{t as i}from"./urlState-pgb6pj7T.js";import{r as a}from"./Events-C8Lgpk1L.js";import{n as o}from"./format-kI26hCus.js";import{a as s,i as c,n as l,o as u,r as d,t as f}from"./filters-BO2QNVOf.js";import{n as p,t as m}from"./parts-BFFI3kmv.js";import{t as h}from"./Badge-BFRkuz1-.js";import{t as g}from"./Facts-vhSKexqM.js";import{i as _}from"./filters-CUM2KBba.js";import{t as v}from"./Table-BaCWfk8W.js";import{n as y,r as b}from"./assets-_Dp94pIv.js";import{t as x}from"./Select-DXs5eDiv.js";var S=n(),C={value:``,label:`Any`};function w({coin:e,chain:t,onChange:n}){return(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(x,{label:`Coin`,value:e,onChange:e=>n({coin:e.target.value}),options:[C,...b.map(e=>({value:e,label:e}))]}),(0,S.jsx)(x,{label:`Chain`,value:t,onChange:e=>n({chain:e.target.value}),options:[C,...Object.entries(y).map(([e,t])=>({value:e,label:t}))]})]})}t(`
  fragment DepositRow on CryptoDeposit {
    id
    coin
    chain
    amount {
      ...MoneyFields
    }
    credited {
      ...MoneyFields
    }
    offramp
    address {
      id
      customerId
    }
    createdAt
  }
`);var T=t(`
  query CryptoDeposits($filter: CryptoDepositFilter, $first: Int, $after: String) {
    cryptoDeposits(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...DepositRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),E=t(`
  query CryptoDeposit($id: ID!) {
    cryptoDeposit(id: $id) {
      ...DepositRow
      txHash
      logIndex
      address {
        id
        address
      }
      exchange {
        id
        rate
      }
      transaction {
        id
      }
    }
  }
`),D={additionalTypenames:[`CryptoDeposit`]},O=25,k=Object.keys(y),A={coin:``,chain:``,customer:``,...f};function j({rows:e,caption:t,customer:n=!0,plain:i}){return(0,S.jsx)(v,{caption:t,plain:i,columns:[`Deposit`,`Received`,`Credited`,`Chain`,n&&`Customer`,`Received at`],children:(0,S.jsx)(`tbody`,{children:e.map(e=>(0,S.jsxs)(`tr`,{children:[(0,S.jsx)(`td`,{"data-label":`Deposit`,children:(0,S.jsx)(r,{to:`/crypto/deposits/`+e.id,className:`mono`,children:e.id})}),(0,S.jsx)(`td`,{"data-label":`Received`,children:(0,S.jsx)(m,{money:e.amount})}),(0,S.jsxs)(`td`,{"data-label":`Credited`,children:[(0,S.jsx)(m,{money:e.credited}),` `,e.offramp&&(0,S.jsx)(h,{tone:`info`,children:`Off-ramped`})]}),(0,S.jsx)(`td`,{"data-label":`Chain`,children:y[e.chain]}),n&&(0,S.jsx)(`td`,{"data-label":`Customer`,children:(0,S.jsx)(p,{id:e.address.customerId})}),(0,S.jsx)(`td`,{"data-label":`Received at`,className:`nowrap`,children:o(e.createdAt)})]},e.id))})})}function M(){let[t,n]=i(A),r=_({coin:d(t.coin,b),chain:d(t.chain,k),customerId:t.customer,...c(t)}),[a,o]=e({query:T,variables:{filter:r,first:O,after:t.after||null},context:D}),u=a.data?.cryptoDeposits,f=l(r);return(0,S.jsxs)(`section`,{className:`section`,"aria-labelledby":`deposits-title`,children:[(0,S.jsx)(`h2`,{id:`deposits-title`,children:`Deposits`}),(0,S.jsx)(s,{label:`deposits`,one:`deposit`,many:`deposits`,u:t,set:n,defaults:A,filtered:f,result:a,conn:u,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No deposits yet.`,filters:e=>(0,S.jsx)(w,{coin:t.coin,chain:t.chain,onChange:e}),children:(0,S.jsx)(j,{rows:u?.edges.map(e=>e.node)??[],caption:`Deposits, newest first`})})]})}function N({id:t}){let[n,r]=e({query:E,variables:{id:t}}),i=n.data?.cryptoDeposit;return(0,S.jsx)(u,{title:`Deposit ${t}`,what:`deposit ${t}`,result:n,reexecute:r,found:!!i,back:{to:`/crypto/deposits`,label:`All deposits`},children:i&&(0,S.jsx)(g,{items:[[`Received`,(0,S.jsx)(m,{money:i.amount})],[`Credited`,(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(m,{money:i.credited}),` `,i.offramp?`to the organization’s USD wallet`:`to the customer’s crypto wallet`]})],[`Conversion`,i.exchange?(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(a,{id:i.exchange.id}),` at `,i.exchange.rate]}):`None`],[`Address`,(0,S.jsx)(a,{id:i.address.id})],[`Customer`,(0,S.jsx)(p,{id:i.address.customerId})],[`Chain`,`${i.coin} on ${y[i.chain]}`],[`Transaction hash`,(0,S.jsx)(`code`,{children:i.txHash})],[`Log index`,String(i.logIndex)],[`Ledger transaction`,(0,S.jsx)(a,{id:i.transaction.id})],[`Received at`,o(i.createdAt)]]})})}export{w as i,j as n,M as r,N as t};