import{F as e,y as t}from"./index-D6ovAevV.js";import{g as n,w as r}from"./Page-DsUAc6k5.js";import{t as i}from"./urlState-B_YL1bSd.js";import{r as a}from"./Events-DElbeo1f.js";import{n as o}from"./format-Bs6c8SWm.js";import{a as s,i as c,n as l,o as u,r as d,t as f}from"./filters-CnfMj5j8.js";import{n as p,t as m}from"./parts-BaJxHQ76.js";import{i as h}from"./filters-DKYJPQHi.js";import{t as g}from"./Badge-DF5gUEP1.js";import{r as _,t as v}from"./Select-Dh1bMjuw.js";import{t as y}from"./Table-B9xVjmSN.js";import{n as b,r as x}from"./assets-_Dp94pIv.js";var S=r(),C={value:``,label:`Any`};function w({coin:e,chain:t,onChange:n}){return(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(v,{label:`Coin`,value:e,onChange:e=>n({coin:e.target.value}),options:[C,...x.map(e=>({value:e,label:e}))]}),(0,S.jsx)(v,{label:`Chain`,value:t,onChange:e=>n({chain:e.target.value}),options:[C,...Object.entries(b).map(([e,t])=>({value:e,label:t}))]})]})}t(`
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
`),D={additionalTypenames:[`CryptoDeposit`]},O=25,k=Object.keys(b),A={coin:``,chain:``,customer:``,...f};function j({rows:e,caption:t,customer:r=!0,plain:i}){return(0,S.jsx)(y,{caption:t,plain:i,columns:[`Deposit`,`Received`,`Credited`,`Chain`,r&&`Customer`,`Received at`],children:(0,S.jsx)(`tbody`,{children:e.map(e=>(0,S.jsxs)(`tr`,{children:[(0,S.jsx)(`td`,{"data-label":`Deposit`,children:(0,S.jsx)(n,{to:`/crypto/deposits/`+e.id,className:`mono`,children:e.id})}),(0,S.jsx)(`td`,{"data-label":`Received`,children:(0,S.jsx)(m,{money:e.amount})}),(0,S.jsxs)(`td`,{"data-label":`Credited`,children:[(0,S.jsx)(m,{money:e.credited}),` `,e.offramp&&(0,S.jsx)(g,{tone:`info`,children:`Off-ramped`})]}),(0,S.jsx)(`td`,{"data-label":`Chain`,children:b[e.chain]}),r&&(0,S.jsx)(`td`,{"data-label":`Customer`,children:(0,S.jsx)(p,{id:e.address.customerId})}),(0,S.jsx)(`td`,{"data-label":`Received at`,className:`nowrap`,children:o(e.createdAt)})]},e.id))})})}function M(){let[t,n]=i(A),r=h({coin:d(t.coin,x),chain:d(t.chain,k),customerId:t.customer,...c(t)}),[a,o]=e({query:T,variables:{filter:r,first:O,after:t.after||null},context:D}),u=a.data?.cryptoDeposits,f=l(r);return(0,S.jsxs)(`section`,{className:`section`,"aria-labelledby":`deposits-title`,children:[(0,S.jsx)(`h2`,{id:`deposits-title`,children:`Deposits`}),(0,S.jsx)(s,{label:`deposits`,one:`deposit`,many:`deposits`,u:t,set:n,defaults:A,filtered:f,result:a,conn:u,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No deposits yet.`,filters:e=>(0,S.jsx)(w,{coin:t.coin,chain:t.chain,onChange:e}),children:(0,S.jsx)(j,{rows:u?.edges.map(e=>e.node)??[],caption:`Deposits, newest first`})})]})}function N({id:t}){let[n,r]=e({query:E,variables:{id:t}}),i=n.data?.cryptoDeposit;return(0,S.jsx)(u,{title:`Deposit ${t}`,what:`deposit ${t}`,result:n,reexecute:r,found:!!i,back:{to:`/crypto/deposits`,label:`All deposits`},children:i&&(0,S.jsx)(_,{items:[[`Received`,(0,S.jsx)(m,{money:i.amount})],[`Credited`,(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(m,{money:i.credited}),` `,i.offramp?`to the organization’s USD wallet`:`to the customer’s crypto wallet`]})],[`Conversion`,i.exchange?(0,S.jsxs)(S.Fragment,{children:[(0,S.jsx)(a,{id:i.exchange.id}),` at `,i.exchange.rate]}):`None`],[`Address`,(0,S.jsx)(a,{id:i.address.id})],[`Customer`,(0,S.jsx)(p,{id:i.address.customerId})],[`Chain`,`${i.coin} on ${b[i.chain]}`],[`Transaction hash`,(0,S.jsx)(`code`,{children:i.txHash})],[`Log index`,String(i.logIndex)],[`Ledger transaction`,(0,S.jsx)(a,{id:i.transaction.id})],[`Received at`,o(i.createdAt)]]})})}export{w as i,j as n,M as r,N as t};