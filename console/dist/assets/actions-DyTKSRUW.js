import{O as e,T as t,m as n,o as r,w as i}from"./Page-DsUAc6k5.js";import{M as a,P as o,r as s,y as c}from"./index-D6ovAevV.js";import{n as l}from"./money-CHqc_1k8.js";import"./assets-_Dp94pIv.js";import{r as u}from"./Events-DElbeo1f.js";import{t as d}from"./Field-uUhrnyTs.js";var f=e(t(),1),p=i(),m=c(`
  mutation SandboxSettleWithdrawal($id: ID!, $success: Boolean!) {
    settleCryptoWithdrawal(id: $id, success: $success) {
      id
      status
      hash
      failureReason
      updatedAt
    }
  }
`),h=c(`
  mutation SandboxSettleTransfer($id: ID!, $outcome: UsdTransferOutcome!) {
    settleUsdTransfer(id: $id, outcome: $outcome) {
      id
      status
      returnCode
      failureReason
      updatedAt
    }
  }
`),g=c(`
  mutation SandboxDecideRequest($reference: ID!, $approve: Boolean!) {
    decideUsdAccountRequest(reference: $reference, approve: $approve) {
      reference
      status
      accountId
      messages
      updatedAt
    }
  }
`),_=c(`
  mutation SandboxSimulateDeposit($addressId: ID!, $amount: Int64!) {
    simulateCryptoDeposit(addressId: $addressId, amount: $amount) {
      id
      credited {
        ...MoneyFields
      }
    }
  }
`),v={additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`,`Hold`,`CryptoWithdrawal`,`UsdTransfer`,`UsdAccountRequest`,`UsdAccount`,`CryptoDeposit`,`CryptoWallet`]};function y({actions:e,what:t}){let[i,o]=(0,f.useState)(!1),[s,c]=(0,f.useState)(null),l=async e=>{o(!0),c(null);let t=await e.run();o(!1),t.error&&c(t.error)};return(0,p.jsxs)(n,{className:`sandbox-actions`,label:`Sandbox actions for ${t}`,children:[e.map(e=>(0,p.jsx)(r,{size:`small`,disabled:i,onClick:()=>l(e),children:e.label},e.label)),(0,p.jsx)(a,{error:s})]})}function b({id:e,status:t}){let n=s(),[,r]=o(m);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,p.jsx)(y,{what:e,actions:[{label:`Settle (sandbox)`,run:()=>r({id:e,success:!0},v)},{label:`Fail (sandbox)`,run:()=>r({id:e,success:!1},v)}]})}function x({id:e,status:t,rail:n}){let r=s(),[,i]=o(h);if(!r(`SANDBOX`))return null;let a=[];return(t===`PENDING`||t===`PROCESSING`)&&(a.push({label:`Succeed (sandbox)`,run:()=>i({id:e,outcome:`SUCCESS`},v)}),a.push({label:`Fail (sandbox)`,run:()=>i({id:e,outcome:`FAILED`},v)})),t===`SUCCESS`&&n===`ACH`&&a.push({label:`Return (sandbox)`,run:()=>i({id:e,outcome:`RETURNED`},v)}),a.length?(0,p.jsx)(y,{what:e,actions:a}):null}function S({reference:e,status:t}){let n=s(),[,r]=o(g);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,p.jsx)(y,{what:e,actions:[{label:`Approve (sandbox)`,run:()=>r({reference:e,approve:!0},v)},{label:`Reject (sandbox)`,run:()=>r({reference:e,approve:!1},v)}]})}function C({addressId:e,coin:t}){let n=s(),[i,c]=(0,f.useState)(``),[m,h]=(0,f.useState)(``),[g,y]=(0,f.useState)(),[b,x]=(0,f.useState)(``),[S,C]=o(_);if(!n(`SANDBOX`))return null;let w=e??i.trim();return(0,p.jsxs)(`form`,{className:`inline-form`,onSubmit:async e=>{e.preventDefault(),x(``);let t=l(m,6);if(!t.ok)return y(t.message);y(void 0);let n=await C({addressId:w,amount:t.minor},v);n.data&&(h(``),x(n.data.simulateCryptoDeposit.id))},noValidate:!0,"aria-label":`Simulate a deposit`,children:[e===void 0&&(0,p.jsx)(d,{label:`Deposit address id`,value:i,onChange:e=>c(e.target.value),placeholder:`addr_…`,autoComplete:`off`,spellCheck:!1}),(0,p.jsx)(d,{label:t?`Deposit amount (${t.toLowerCase()})`:`Deposit amount`,inputMode:`decimal`,value:m,onChange:e=>h(e.target.value),problem:g,autoComplete:`off`}),(0,p.jsx)(r,{type:`submit`,disabled:S.fetching||w===``,children:`Simulate a deposit (sandbox)`}),(0,p.jsx)(`p`,{role:`status`,className:`muted`,children:b&&(0,p.jsxs)(p.Fragment,{children:[`Deposit `,(0,p.jsx)(u,{id:b}),` received.`]})}),(0,p.jsx)(a,{error:S.error})]})}export{b as i,S as n,x as r,C as t};