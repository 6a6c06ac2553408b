import{A as e,D as t,_ as n,g as r,k as i,m as a}from"./App-vgWWs0Qf.js";import{n as o}from"./format-kI26hCus.js";import{n as s,r as c,t as l}from"./parts-BFFI3kmv.js";import{i as u,n as d,r as f,t as p}from"./actions-VcNa35Lb.js";import{h as m,m as h,o as g,y as _}from"./errors-D0yAjBxm.js";import{n as v}from"./money-CHqc_1k8.js";import{x as y}from"./index-K7ngmRYi.js";import{t as b}from"./Field-BjIRFsn8.js";import{t as x}from"./Select-DXs5eDiv.js";import{t as S}from"./Panel-B1nqKXqt.js";import{t as C}from"./Table-BaCWfk8W.js";var w=_(h(),1),T=m(),E=a(`
  mutation CreditTestWallet($currency: String!, $amount: Int64!) {
    creditTestWallet(currency: $currency, amount: $amount) {
      ...WalletBalances
    }
  }
`);function D({wallets:e}){let[n,i]=(0,w.useState)(e[0]?.currency??`USD`),[a,o]=(0,w.useState)(``),[s,c]=(0,w.useState)(),[u,d]=r(E),f=e.find(e=>e.currency===n)?.decimals??2,p=async e=>{e.preventDefault();let t=v(a,f);if(!t.ok)return c(t.message);c(void 0),(await d({currency:n,amount:t.minor},{additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`]})).data&&o(``)},m=u.data?.creditTestWallet;return(0,T.jsxs)(`form`,{className:`inline-form`,onSubmit:p,noValidate:!0,"aria-label":`Credit a wallet`,children:[(0,T.jsx)(x,{label:`Wallet`,value:n,onChange:e=>i(e.target.value),options:e.map(e=>({value:e.currency,label:e.currency}))}),(0,T.jsx)(b,{label:`Amount (${n})`,inputMode:`decimal`,autoComplete:`off`,value:a,onChange:e=>o(e.target.value),problem:s}),(0,T.jsx)(y,{type:`submit`,variant:`primary`,disabled:u.fetching,children:`Credit wallet (sandbox)`}),(0,T.jsx)(`p`,{role:`status`,className:`muted`,children:m&&(0,T.jsxs)(T.Fragment,{children:[`The `,m.currency,` wallet now holds `,(0,T.jsx)(l,{money:m.ledgerBalance}),`.`]})}),(0,T.jsx)(t,{error:u.error})]})}var O=a(`
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
`),k={additionalTypenames:[`CryptoWithdrawal`,`UsdAccountRequest`,`UsdTransfer`]};function A({to:e,id:t,children:n,actions:r}){return(0,T.jsxs)(S,{as:`li`,className:`sandbox-row`,children:[(0,T.jsx)(g,{to:e,className:`mono`,children:t}),` `,n,r]})}function j({title:e,count:t,empty:n,children:r}){let i=`sandbox-`+e.toLowerCase().replace(/\W+/g,`-`);return(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":i,children:[(0,T.jsxs)(`h2`,{id:i,children:[e,` `,(0,T.jsxs)(`span`,{className:`muted`,children:[`(`,t,`)`]})]}),t===0?(0,T.jsx)(`p`,{className:`muted`,children:n}):(0,T.jsx)(`ul`,{className:`panel-list`,children:r})]})}function M(){let[t,r]=n({query:O,context:k}),a=t.data,m=a?[...a.pending.edges,...a.processing.edges,...a.sent.edges]:[];return(0,T.jsx)(i,{title:`Sandbox`,description:`Test mode’s stand-ins for a chain, a bank and a compliance team. Each goes through the same code and fires the same events as in live mode.`,children:(0,T.jsx)(e,{loading:!a&&!t.error,error:a?void 0:t.error,onRetry:()=>r({requestPolicy:`network-only`}),children:a&&(0,T.jsxs)(T.Fragment,{children:[(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-wallets`,children:[(0,T.jsx)(`h2`,{id:`sandbox-wallets`,children:`Wallets`}),(0,T.jsx)(C,{caption:`The organization’s wallets`,className:`wallet-table`,columns:[`Currency`,`Ledger`,`Available`,`Held`],children:(0,T.jsx)(`tbody`,{children:a.wallets.map(e=>(0,T.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,T.jsx)(`th`,{scope:`row`,"data-label":`Currency`,children:e.currency}),(0,T.jsx)(`td`,{"data-label":`Ledger`,"data-amount":e.ledgerBalance.amount,children:(0,T.jsx)(l,{money:e.ledgerBalance})}),(0,T.jsx)(`td`,{"data-label":`Available`,"data-amount":e.availableBalance.amount,children:(0,T.jsx)(l,{money:e.availableBalance})}),(0,T.jsx)(`td`,{"data-label":`Held`,"data-amount":e.holdingBalance.amount,children:(0,T.jsx)(l,{money:e.holdingBalance})})]},e.id))})}),(0,T.jsx)(D,{wallets:a.wallets.map(e=>({currency:e.currency,decimals:e.ledgerBalance.decimals}))})]}),(0,T.jsxs)(`section`,{className:`section`,"aria-labelledby":`sandbox-deposit`,children:[(0,T.jsx)(`h2`,{id:`sandbox-deposit`,children:`A deposit`}),(0,T.jsxs)(`p`,{className:`section-text`,children:[`Stablecoin arriving on one of the customers’ `,(0,T.jsx)(g,{to:`/crypto/addresses`,children:`deposit addresses`}),`, as if seen on its chain.`]}),(0,T.jsx)(p,{})]}),(0,T.jsx)(j,{title:`Withdrawals being sent`,count:a.withdrawals.totalCount,empty:`No withdrawal is pending.`,children:a.withdrawals.edges.map(({node:e})=>(0,T.jsxs)(A,{to:`/crypto/withdrawals/`+e.id,id:e.id,actions:(0,T.jsx)(u,{id:e.id,status:e.status}),children:[(0,T.jsx)(l,{money:e.amount}),` `,(0,T.jsx)(c,{status:e.status}),` `,(0,T.jsx)(`span`,{className:`muted`,children:o(e.createdAt)})]},e.id))}),(0,T.jsx)(j,{title:`USD account requests awaiting a decision`,count:a.requests.totalCount,empty:`No request is pending.`,children:a.requests.edges.map(({node:e})=>(0,T.jsxs)(A,{to:`/usd/requests/`+e.reference,id:e.reference,actions:(0,T.jsx)(d,{reference:e.reference,status:e.status}),children:[`for `,(0,T.jsx)(s,{id:e.customerId}),` `,(0,T.jsx)(`span`,{className:`muted`,children:o(e.createdAt)})]},e.reference))}),(0,T.jsx)(j,{title:`USD transfers`,count:a.pending.totalCount+a.processing.totalCount+a.sent.totalCount,empty:`No transfer is pending, processing, or sent by ACH and still returnable.`,children:m.map(({node:e})=>(0,T.jsxs)(A,{to:`/usd/transfers/`+e.id,id:e.id,actions:(0,T.jsx)(f,{id:e.id,status:e.status,rail:e.paymentRail}),children:[(0,T.jsx)(l,{money:e.amount}),` `,e.paymentRail,` `,(0,T.jsx)(c,{status:e.status}),` `,(0,T.jsx)(`span`,{className:`muted`,children:o(e.createdAt)})]},e.id))})]})})})}export{M as default};