import{F as e,M as t,P as n,y as r}from"./index-D6ovAevV.js";import{n as i}from"./format-Bs6c8SWm.js";import{n as a,r as o,t as s}from"./parts-BaJxHQ76.js";import{O as c,T as l,g as u,n as d,o as f,r as p,w as m}from"./Page-DsUAc6k5.js";import{i as h,n as g,r as _,t as v}from"./actions-DyTKSRUW.js";import{n as y}from"./money-CHqc_1k8.js";import{t as b}from"./Field-uUhrnyTs.js";import{n as x,t as S}from"./Select-Dh1bMjuw.js";import{t as C}from"./Table-B9xVjmSN.js";var w=c(l(),1),T=m(),E=r(`
  mutation CreditTestWallet($currency: String!, $amount: Int64!) {
    creditTestWallet(currency: $currency, amount: $amount) {
      ...WalletBalances
    }
  }
`);function D({wallets:e}){let[r,i]=(0,w.useState)(e[0]?.currency??`USD`),[a,o]=(0,w.useState)(``),[c,l]=(0,w.useState)(),[u,d]=n(E),p=e.find(e=>e.currency===r)?.decimals??2,m=async e=>{e.preventDefault();let t=y(a,p);if(!t.ok)return l(t.message);l(void 0),(await d({currency:r,amount:t.minor},{additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`]})).data&&o(``)},h=u.data?.creditTestWallet;return(0,T.jsxs)(`form`,{className:`inline-form`,onSubmit:m,noValidate:!0,"aria-label":`Credit a wallet`,children:[(0,T.jsx)(S,{label:`Wallet`,value:r,onChange:e=>i(e.target.value),options:e.map(e=>({value:e.currency,label:e.currency}))}),(0,T.jsx)(b,{label:`Amount (${r})`,inputMode:`decimal`,autoComplete:`off`,value:a,onChange:e=>o(e.target.value),problem:c}),(0,T.jsx)(f,{type:`submit`,variant:`primary`,disabled:u.fetching,children:`Credit wallet (sandbox)`}),(0,T.jsx)(`p`,{role:`status`,className:`muted`,children:h&&(0,T.jsxs)(T.Fragment,{children:[`The `,h.currency,` wallet now holds `,(0,T.jsx)(s,{money:h.ledgerBalance}),`.`]})}),(0,T.jsx)(t,{error:u.error})]})}var O=r(`
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
`),k={additionalTypenames:[`CryptoWithdrawal`,`UsdAccountRequest`,`UsdTransfer`]};function A({to:e,id:t,children:n,actions:r}){return(0,T.jsxs)(x,{as:`li`,className:`sandbox-row`,children:[(0,T.jsx)(u,{to:e,className:`mono`,children:t}),` `,n,r]})}function j({title:e,count:t,empty:n,children:r}){let i=`sandbox-`+e.toLowerCase().replace(/\W+/g,`-`);return(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":i,children:[(0,T.jsxs)(`h2`,{id:i,children:[e,` `,(0,T.jsxs)(`span`,{className:`muted`,children:[`(`,t,`)`]})]}),t===0?(0,T.jsx)(`p`,{className:`muted`,children:n}):(0,T.jsx)(`ul`,{className:`panel-list`,children:r})]})}function M(){let[t,n]=e({query:O,context:k}),r=t.data,c=r?[...r.pending.edges,...r.processing.edges,...r.sent.edges]:[];return(0,T.jsx)(d,{title:`Sandbox`,description:`Test mode’s stand-ins for a chain, a bank and a compliance team. Each goes through the same code and fires the same events as in live mode.`,children:(0,T.jsx)(p,{loading:!r&&!t.error,error:r?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),children:r&&(0,T.jsxs)(T.Fragment,{children:[(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-wallets`,children:[(0,T.jsx)(`h2`,{id:`sandbox-wallets`,children:`Wallets`}),(0,T.jsx)(C,{caption:`The organization’s wallets`,className:`wallet-table`,columns:[`Currency`,`Ledger`,`Available`,`Held`],children:(0,T.jsx)(`tbody`,{children:r.wallets.map(e=>(0,T.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,T.jsx)(`th`,{scope:`row`,"data-label":`Currency`,children:e.currency}),(0,T.jsx)(`td`,{"data-label":`Ledger`,"data-amount":e.ledgerBalance.amount,children:(0,T.jsx)(s,{money:e.ledgerBalance})}),(0,T.jsx)(`td`,{"data-label":`Available`,"data-amount":e.availableBalance.amount,children:(0,T.jsx)(s,{money:e.availableBalance})}),(0,T.jsx)(`td`,{"data-label":`Held`,"data-amount":e.holdingBalance.amount,children:(0,T.jsx)(s,{money:e.holdingBalance})})]},e.id))})}),(0,T.jsx)(D,{wallets:r.wallets.map(e=>({currency:e.currency,decimals:e.ledgerBalance.decimals}))})]}),(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-deposit`,children:[(0,T.jsx)(`h2`,{id:`sandbox-deposit`,children:`A deposit`}),(0,T.jsxs)(`p`,{className:`section-text`,children:[`Stablecoin arriving on one of the customers’ `,(0,T.jsx)(u,{to:`/crypto/addresses`,children:`deposit addresses`}),`, as if seen on its chain.`]}),(0,T.jsx)(v,{})]}),(0,T.jsx)(j,{title:`Withdrawals being sent`,count:r.withdrawals.totalCount,empty:`No withdrawal is pending.`,children:r.withdrawals.edges.map(({node:e})=>(0,T.jsxs)(A,{to:`/crypto/withdrawals/`+e.id,id:e.id,actions:(0,T.jsx)(h,{id:e.id,status:e.status}),children:[(0,T.jsx)(s,{money:e.amount}),` `,(0,T.jsx)(o,{status:e.status}),` `,(0,T.jsx)(`span`,{className:`muted`,children:i(e.createdAt)})]},e.id))}),(0,T.jsx)(j,{title:`USD account requests awaiting a decision`,count:r.requests.totalCount,empty:`No request is pending.`,children:r.requests.edges.map(({node:e})=>(0,T.jsxs)(A,{to:`/usd/requests/`+e.reference,id:e.reference,actions:(0,T.jsx)(g,{reference:e.reference,status:e.status}),children:[`for `,(0,T.jsx)(a,{id:e.customerId}),` `,(0,T.jsx)(`span`,{className:`muted`,children:i(e.createdAt)})]},e.reference))}),(0,T.jsx)(j,{title:`USD transfers`,count:r.pending.totalCount+r.processing.totalCount+r.sent.totalCount,empty:`No transfer is pending, processing, or sent by ACH and still returnable.`,children:c.map(({node:e})=>(0,T.jsxs)(A,{to:`/usd/transfers/`+e.id,id:e.id,actions:(0,T.jsx)(_,{id:e.id,status:e.status,rail:e.paymentRail}),children:[(0,T.jsx)(s,{money:e.amount}),` `,e.paymentRail,` `,(0,T.jsx)(o,{status:e.status}),` `,(0,T.jsx)(`span`,{className:`muted`,children:i(e.createdAt)})]},e.id))})]})})})}export{M as default};