import{N as e,_ as t}from"./index-BoqkaeXc.js";import{m as n,o as r}from"./Page-C9MDVgOt.js";import{t as i}from"./urlState-Dw1W3PvB.js";import{r as a}from"./Events-BrmOSIq1.js";import{n as o}from"./format-DnCTM5RU.js";import{a as s,t as c}from"./ui-B82uN88m.js";import{i as l}from"./filters-DiZpp0le.js";import{a as u,i as d,n as f,o as p,r as m,t as h}from"./ObjectPage-Bc-5U6Wi.js";import{n as g,t as _}from"./ui-BPBJfpb6.js";import{n as v,r as y}from"./assets-_Dp94pIv.js";import{a as b}from"./ui-BR-Q_jE4.js";var x=n(),S={value:``,label:`Any`};function C({coin:e,chain:t,onChange:n}){return(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(b,{label:`Coin`,value:e,onChange:e=>n({coin:e.target.value}),options:[S,...y.map(e=>({value:e,label:e}))]}),(0,x.jsx)(b,{label:`Chain`,value:t,onChange:e=>n({chain:e.target.value}),options:[S,...Object.entries(v).map(([e,t])=>({value:e,label:t}))]})]})}t(`
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
`);var w=t(`
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
`),T=t(`
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
`),E={additionalTypenames:[`CryptoDeposit`]},D=25,O=Object.keys(v),k={coin:``,chain:``,customer:``,...m};function A({rows:e,caption:t,customer:n=!0}){return(0,x.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,x.jsx)(`caption`,{className:`sr-only`,children:t}),(0,x.jsx)(`thead`,{children:(0,x.jsxs)(`tr`,{children:[(0,x.jsx)(`th`,{scope:`col`,children:`Deposit`}),(0,x.jsx)(`th`,{scope:`col`,children:`Received`}),(0,x.jsx)(`th`,{scope:`col`,children:`Credited`}),(0,x.jsx)(`th`,{scope:`col`,children:`Chain`}),n&&(0,x.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,x.jsx)(`th`,{scope:`col`,children:`Received at`})]})}),(0,x.jsx)(`tbody`,{children:e.map(e=>(0,x.jsxs)(`tr`,{children:[(0,x.jsx)(`td`,{"data-label":`Deposit`,children:(0,x.jsx)(r,{to:`/crypto/deposits/`+e.id,className:`mono`,children:e.id})}),(0,x.jsx)(`td`,{"data-label":`Received`,children:(0,x.jsx)(_,{money:e.amount})}),(0,x.jsxs)(`td`,{"data-label":`Credited`,children:[(0,x.jsx)(_,{money:e.credited}),` `,e.offramp&&(0,x.jsx)(c,{tone:`info`,children:`Off-ramped`})]}),(0,x.jsx)(`td`,{"data-label":`Chain`,children:v[e.chain]}),n&&(0,x.jsx)(`td`,{"data-label":`Customer`,children:(0,x.jsx)(g,{id:e.address.customerId})}),(0,x.jsx)(`td`,{"data-label":`Received at`,className:`nowrap`,children:o(e.createdAt)})]},e.id))})]})}function j(){let[t,n]=i(k),r=l({coin:u(t.coin,y),chain:u(t.chain,O),customerId:t.customer,...p(t)}),[a,o]=e({query:w,variables:{filter:r,first:D,after:t.after||null},context:E}),s=a.data?.cryptoDeposits,c=d(r);return(0,x.jsxs)(`section`,{className:`section`,"aria-labelledby":`deposits-title`,children:[(0,x.jsx)(`h2`,{id:`deposits-title`,children:`Deposits`}),(0,x.jsx)(f,{label:`deposits`,one:`deposit`,many:`deposits`,u:t,set:n,defaults:k,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No deposits yet.`,filters:e=>(0,x.jsx)(C,{coin:t.coin,chain:t.chain,onChange:e}),children:(0,x.jsx)(A,{rows:s?.edges.map(e=>e.node)??[],caption:`Deposits, newest first`})})]})}function M({id:t}){let[n,r]=e({query:T,variables:{id:t}}),i=n.data?.cryptoDeposit;return(0,x.jsx)(h,{title:`Deposit ${t}`,what:`deposit ${t}`,result:n,reexecute:r,found:!!i,back:{to:`/crypto/deposits`,label:`All deposits`},children:i&&(0,x.jsx)(s,{items:[[`Received`,(0,x.jsx)(_,{money:i.amount})],[`Credited`,(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(_,{money:i.credited}),` `,i.offramp?`to the organization’s USD wallet`:`to the customer’s crypto wallet`]})],[`Conversion`,i.exchange?(0,x.jsxs)(x.Fragment,{children:[(0,x.jsx)(a,{id:i.exchange.id}),` at `,i.exchange.rate]}):`None`],[`Address`,(0,x.jsx)(a,{id:i.address.id})],[`Customer`,(0,x.jsx)(g,{id:i.address.customerId})],[`Chain`,`${i.coin} on ${v[i.chain]}`],[`Transaction hash`,(0,x.jsx)(`code`,{children:i.txHash})],[`Log index`,String(i.logIndex)],[`Ledger transaction`,(0,x.jsx)(a,{id:i.transaction.id})],[`Received at`,o(i.createdAt)]]})})}export{C as i,A as n,j as r,M as t};