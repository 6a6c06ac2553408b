import{h as e,m as t,y as n}from"./errors-D0yAjBxm.js";import{D as r,P as i,g as a,m as o,r as s}from"./App-vgWWs0Qf.js";import{n as c}from"./money-CHqc_1k8.js";import"./assets-_Dp94pIv.js";import{r as l}from"./Events-C8Lgpk1L.js";import{x as u}from"./index-K7ngmRYi.js";import{t as d}from"./Field-BjIRFsn8.js";var f=n(t(),1),p=e(),m=o(`
  mutation SandboxSettleWithdrawal($id: ID!, $success: Boolean!) {
    settleCryptoWithdrawal(id: $id, success: $success) {
      id
      status
      hash
      failureReason
      updatedAt
    }
  }
`),h=o(`
  mutation SandboxSettleTransfer($id: ID!, $outcome: UsdTransferOutcome!) {
    settleUsdTransfer(id: $id, outcome: $outcome) {
      id
      status
      returnCode
      failureReason
      updatedAt
    }
  }
`),g=o(`
  mutation SandboxDecideRequest($reference: ID!, $approve: Boolean!) {
    decideUsdAccountRequest(reference: $reference, approve: $approve) {
      reference
      status
      accountId
      messages
      updatedAt
    }
  }
`),_=o(`
  mutation SandboxSimulateDeposit($addressId: ID!, $amount: Int64!) {
    simulateCryptoDeposit(addressId: $addressId, amount: $amount) {
      id
      credited {
        ...MoneyFields
      }
    }
  }
`),v={additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`,`Hold`,`CryptoWithdrawal`,`UsdTransfer`,`UsdAccountRequest`,`UsdAccount`,`CryptoDeposit`,`CryptoWallet`]};function y({actions:e,what:t}){let[n,a]=(0,f.useState)(!1),[o,s]=(0,f.useState)(null),c=async e=>{a(!0),s(null);let t=await e.run();a(!1),t.error&&s(t.error)};return(0,p.jsxs)(i,{className:`sandbox-actions`,label:`Sandbox actions for ${t}`,children:[e.map(e=>(0,p.jsx)(u,{size:`small`,disabled:n,onClick:()=>c(e),children:e.label},e.label)),(0,p.jsx)(r,{error:o})]})}function b({id:e,status:t}){let n=s(),[,r]=a(m);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,p.jsx)(y,{what:e,actions:[{label:`Settle (sandbox)`,run:()=>r({id:e,success:!0},v)},{label:`Fail (sandbox)`,run:()=>r({id:e,success:!1},v)}]})}function x({id:e,status:t,rail:n}){let r=s(),[,i]=a(h);if(!r(`SANDBOX`))return null;let o=[];return(t===`PENDING`||t===`PROCESSING`)&&(o.push({label:`Succeed (sandbox)`,run:()=>i({id:e,outcome:`SUCCESS`},v)}),o.push({label:`Fail (sandbox)`,run:()=>i({id:e,outcome:`FAILED`},v)})),t===`SUCCESS`&&n===`ACH`&&o.push({label:`Return (sandbox)`,run:()=>i({id:e,outcome:`RETURNED`},v)}),o.length?(0,p.jsx)(y,{what:e,actions:o}):null}function S({reference:e,status:t}){let n=s(),[,r]=a(g);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,p.jsx)(y,{what:e,actions:[{label:`Approve (sandbox)`,run:()=>r({reference:e,approve:!0},v)},{label:`Reject (sandbox)`,run:()=>r({reference:e,approve:!1},v)}]})}function C({addressId:e,coin:t}){let n=s(),[i,o]=(0,f.useState)(``),[m,h]=(0,f.useState)(``),[g,y]=(0,f.useState)(),[b,x]=(0,f.useState)(``),[S,C]=a(_);if(!n(`SANDBOX`))return null;let w=e??i.trim();return(0,p.jsxs)(`form`,{className:`inline-form`,onSubmit:async e=>{e.preventDefault(),x(``);let t=c(m,6);if(!t.ok)return y(t.message);y(void 0);let n=await C({addressId:w,amount:t.minor},v);n.data&&(h(``),x(n.data.simulateCryptoDeposit.id))},noValidate:!0,"aria-label":`Simulate a deposit`,children:[e===void 0&&(0,p.jsx)(d,{label:`Deposit address id`,value:i,onChange:e=>o(e.target.value),placeholder:`addr_…`,autoComplete:`off`,spellCheck:!1}),(0,p.jsx)(d,{label:t?`Deposit amount (${t.toLowerCase()})`:`Deposit amount`,inputMode:`decimal`,value:m,onChange:e=>h(e.target.value),problem:g,autoComplete:`off`}),(0,p.jsx)(u,{type:`submit`,disabled:S.fetching||w===``,children:`Simulate a deposit (sandbox)`}),(0,p.jsx)(`p`,{role:`status`,className:`muted`,children:b&&(0,p.jsxs)(p.Fragment,{children:[`Deposit `,(0,p.jsx)(l,{id:b}),` received.`]})}),(0,p.jsx)(r,{error:S.error})]})}export{b as i,S as n,x as r,C as t};