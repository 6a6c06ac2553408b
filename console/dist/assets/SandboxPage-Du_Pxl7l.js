import{M as e,N as t,_ as n}from"./index-BoqkaeXc.js";import{C as r,a as i,b as a,m as o,o as s,t as c}from"./Page-C9MDVgOt.js";import{n as l}from"./format-DnCTM5RU.js";import{c as u}from"./ui-B82uN88m.js";import{i as d,n as f,t as p}from"./ui-BPBJfpb6.js";import{i as m,n as h,r as g,t as _}from"./actions-CrPZsTFN.js";import{n as v}from"./money-CHqc_1k8.js";import{t as y}from"./Field-Hwjir-5s.js";import{a as b}from"./ui-BR-Q_jE4.js";var x=r(a(),1),S=o(),C=n(`
  mutation CreditTestWallet($currency: String!, $amount: Int64!) {
    creditTestWallet(currency: $currency, amount: $amount) {
      ...WalletBalances
    }
  }
`);function w({wallets:t}){let[n,r]=(0,x.useState)(t[0]?.currency??`USD`),[i,a]=(0,x.useState)(``),[o,s]=(0,x.useState)(),[l,u]=e(C),d=t.find(e=>e.currency===n)?.decimals??2,f=async e=>{e.preventDefault();let t=v(i,d);if(!t.ok)return s(t.message);s(void 0),(await u({currency:n,amount:t.minor},{additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`]})).data&&a(``)},m=l.data?.creditTestWallet;return(0,S.jsxs)(`form`,{className:`inline-form`,onSubmit:f,noValidate:!0,"aria-label":`Credit a wallet`,children:[(0,S.jsx)(b,{label:`Wallet`,value:n,onChange:e=>r(e.target.value),options:t.map(e=>({value:e.currency,label:e.currency}))}),(0,S.jsx)(y,{label:`Amount (${n})`,inputMode:`decimal`,autoComplete:`off`,value:i,onChange:e=>a(e.target.value),problem:o}),(0,S.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:l.fetching,children:`Credit wallet (sandbox)`}),(0,S.jsx)(`p`,{role:`status`,className:`muted`,children:m&&(0,S.jsxs)(S.Fragment,{children:[`The `,m.currency,` wallet now holds `,(0,S.jsx)(p,{money:m.ledgerBalance}),`.`]})}),(0,S.jsx)(c,{error:l.error})]})}var T=n(`
  query Sandbox {
    wallets {
      ...WalletBalances
    }
    withdrawals: cryptoWithdrawals(filter: { status: PENDING }, first: 10) {
      totalCount
      edges {
        node {
          id
          amount {
            ...MoneyFields
          }
          status
          createdAt
        }
      }
    }
    requests: usdAccountRequests(filter: { status: PENDING }, first: 10) {
      totalCount
      edges {
        node {
          reference
          status
          customerId
          createdAt
        }
      }
    }
    pending: usdTransfers(filter: { status: PENDING }, first: 10) {
      ...SandboxTransfers
    }
    processing: usdTransfers(filter: { status: PROCESSING }, first: 10) {
      ...SandboxTransfers
    }
    sent: usdTransfers(filter: { status: SUCCESS, paymentRail: ACH }, first: 10) {
      ...SandboxTransfers
    }
  }
  fragment SandboxTransfers on UsdTransferConnection {
    totalCount
    edges {
      node {
        id
        amount {
          ...MoneyFields
        }
        paymentRail
        status
        createdAt
      }
    }
  }
`),E={additionalTypenames:[`CryptoWithdrawal`,`UsdAccountRequest`,`UsdTransfer`]};function D({to:e,id:t,children:n,actions:r}){return(0,S.jsxs)(`li`,{className:`card sandbox-row`,children:[(0,S.jsx)(s,{to:e,className:`mono`,children:t}),` `,n,r]})}function O({title:e,count:t,empty:n,children:r}){let i=`sandbox-`+e.toLowerCase().replace(/\W+/g,`-`);return(0,S.jsxs)(`section`,{className:`section`,"aria-labelledby":i,children:[(0,S.jsxs)(`h2`,{id:i,children:[e,` `,(0,S.jsxs)(`span`,{className:`muted`,children:[`(`,t,`)`]})]}),t===0?(0,S.jsx)(`p`,{className:`muted`,children:n}):(0,S.jsx)(`ul`,{className:`sandbox-list`,children:r})]})}function k(){let[e,n]=t({query:T,context:E}),r=e.data,a=r?[...r.pending.edges,...r.processing.edges,...r.sent.edges]:[];return(0,S.jsx)(i,{title:`Sandbox`,description:`Test mode’s stand-ins for a chain, a bank and a compliance team. Each goes through the same code and fires the same events as in live mode.`,children:(0,S.jsx)(u,{loading:!r&&!e.error,error:r?void 0:e.error,onRetry:()=>n({requestPolicy:`network-only`}),children:r&&(0,S.jsxs)(S.Fragment,{children:[(0,S.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-wallets`,children:[(0,S.jsx)(`h2`,{id:`sandbox-wallets`,children:`Wallets`}),(0,S.jsx)(`div`,{className:`table-wrap`,children:(0,S.jsxs)(`table`,{className:`data-table stack-table wallet-table`,children:[(0,S.jsx)(`caption`,{className:`sr-only`,children:`The organization’s wallets`}),(0,S.jsx)(`thead`,{children:(0,S.jsxs)(`tr`,{children:[(0,S.jsx)(`th`,{scope:`col`,children:`Currency`}),(0,S.jsx)(`th`,{scope:`col`,children:`Ledger`}),(0,S.jsx)(`th`,{scope:`col`,children:`Available`}),(0,S.jsx)(`th`,{scope:`col`,children:`Held`})]})}),(0,S.jsx)(`tbody`,{children:r.wallets.map(e=>(0,S.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,S.jsx)(`th`,{scope:`row`,"data-label":`Currency`,children:e.currency}),(0,S.jsx)(`td`,{"data-label":`Ledger`,"data-amount":e.ledgerBalance.amount,children:(0,S.jsx)(p,{money:e.ledgerBalance})}),(0,S.jsx)(`td`,{"data-label":`Available`,"data-amount":e.availableBalance.amount,children:(0,S.jsx)(p,{money:e.availableBalance})}),(0,S.jsx)(`td`,{"data-label":`Held`,"data-amount":e.holdingBalance.amount,children:(0,S.jsx)(p,{money:e.holdingBalance})})]},e.id))})]})}),(0,S.jsx)(w,{wallets:r.wallets.map(e=>({currency:e.currency,decimals:e.ledgerBalance.decimals}))})]}),(0,S.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-deposit`,children:[(0,S.jsx)(`h2`,{id:`sandbox-deposit`,children:`A deposit`}),(0,S.jsxs)(`p`,{className:`section-text`,children:[`Stablecoin arriving on one of the customers’ `,(0,S.jsx)(s,{to:`/crypto/addresses`,children:`deposit addresses`}),`, as if seen on its chain.`]}),(0,S.jsx)(_,{})]}),(0,S.jsx)(O,{title:`Withdrawals being sent`,count:r.withdrawals.totalCount,empty:`No withdrawal is pending.`,children:r.withdrawals.edges.map(({node:e})=>(0,S.jsxs)(D,{to:`/crypto/withdrawals/`+e.id,id:e.id,actions:(0,S.jsx)(m,{id:e.id,status:e.status}),children:[(0,S.jsx)(p,{money:e.amount}),` `,(0,S.jsx)(d,{status:e.status}),` `,(0,S.jsx)(`span`,{className:`muted`,children:l(e.createdAt)})]},e.id))}),(0,S.jsx)(O,{title:`USD account requests awaiting a decision`,count:r.requests.totalCount,empty:`No request is pending.`,children:r.requests.edges.map(({node:e})=>(0,S.jsxs)(D,{to:`/usd/requests/`+e.reference,id:e.reference,actions:(0,S.jsx)(h,{reference:e.reference,status:e.status}),children:[`for `,(0,S.jsx)(f,{id:e.customerId}),` `,(0,S.jsx)(`span`,{className:`muted`,children:l(e.createdAt)})]},e.reference))}),(0,S.jsx)(O,{title:`USD transfers`,count:r.pending.totalCount+r.processing.totalCount+r.sent.totalCount,empty:`No transfer is pending, processing, or sent by ACH and still returnable.`,children:a.map(({node:e})=>(0,S.jsxs)(D,{to:`/usd/transfers/`+e.id,id:e.id,actions:(0,S.jsx)(g,{id:e.id,status:e.status,rail:e.paymentRail}),children:[(0,S.jsx)(p,{money:e.amount}),` `,e.paymentRail,` `,(0,S.jsx)(d,{status:e.status}),` `,(0,S.jsx)(`span`,{className:`muted`,children:l(e.createdAt)})]},e.id))})]})})})}export{k as default};