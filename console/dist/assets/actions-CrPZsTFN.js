import{C as e,b as t,m as n,t as r}from"./Page-C9MDVgOt.js";import{M as i,_ as a,t as o}from"./index-BoqkaeXc.js";import{n as s}from"./money-CHqc_1k8.js";import{t as c}from"./Field-Hwjir-5s.js";import"./assets-_Dp94pIv.js";import{r as l}from"./Events-BrmOSIq1.js";var u=e(t(),1),d=n(),f=a(`
  mutation SandboxSettleWithdrawal($id: ID!, $success: Boolean!) {
    settleCryptoWithdrawal(id: $id, success: $success) {
      id
      status
      hash
      failureReason
      updatedAt
    }
  }
`),p=a(`
  mutation SandboxSettleTransfer($id: ID!, $outcome: UsdTransferOutcome!) {
    settleUsdTransfer(id: $id, outcome: $outcome) {
      id
      status
      returnCode
      failureReason
      updatedAt
    }
  }
`),m=a(`
  mutation SandboxDecideRequest($reference: ID!, $approve: Boolean!) {
    decideUsdAccountRequest(reference: $reference, approve: $approve) {
      reference
      status
      accountId
      messages
      updatedAt
    }
  }
`),h=a(`
  mutation SandboxSimulateDeposit($addressId: ID!, $amount: Int64!) {
    simulateCryptoDeposit(addressId: $addressId, amount: $amount) {
      id
      credited {
        ...MoneyFields
      }
    }
  }
`),g={additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`,`Hold`,`CryptoWithdrawal`,`UsdTransfer`,`UsdAccountRequest`,`UsdAccount`,`CryptoDeposit`,`CryptoWallet`]};function _({actions:e,what:t}){let[n,i]=(0,u.useState)(!1),[a,o]=(0,u.useState)(null),s=async e=>{i(!0),o(null);let t=await e.run();i(!1),t.error&&o(t.error)};return(0,d.jsxs)(`div`,{className:`sandbox-actions`,role:`group`,"aria-label":`Sandbox actions for ${t}`,children:[e.map(e=>(0,d.jsx)(`button`,{type:`button`,className:`button button-small`,disabled:n,onClick:()=>s(e),children:e.label},e.label)),(0,d.jsx)(r,{error:a})]})}function v({id:e,status:t}){let n=o(),[,r]=i(f);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,d.jsx)(_,{what:e,actions:[{label:`Settle (sandbox)`,run:()=>r({id:e,success:!0},g)},{label:`Fail (sandbox)`,run:()=>r({id:e,success:!1},g)}]})}function y({id:e,status:t,rail:n}){let r=o(),[,a]=i(p);if(!r(`SANDBOX`))return null;let s=[];return(t===`PENDING`||t===`PROCESSING`)&&(s.push({label:`Succeed (sandbox)`,run:()=>a({id:e,outcome:`SUCCESS`},g)}),s.push({label:`Fail (sandbox)`,run:()=>a({id:e,outcome:`FAILED`},g)})),t===`SUCCESS`&&n===`ACH`&&s.push({label:`Return (sandbox)`,run:()=>a({id:e,outcome:`RETURNED`},g)}),s.length?(0,d.jsx)(_,{what:e,actions:s}):null}function b({reference:e,status:t}){let n=o(),[,r]=i(m);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,d.jsx)(_,{what:e,actions:[{label:`Approve (sandbox)`,run:()=>r({reference:e,approve:!0},g)},{label:`Reject (sandbox)`,run:()=>r({reference:e,approve:!1},g)}]})}function x({addressId:e,coin:t}){let n=o(),[a,f]=(0,u.useState)(``),[p,m]=(0,u.useState)(``),[_,v]=(0,u.useState)(),[y,b]=(0,u.useState)(``),[x,S]=i(h);if(!n(`SANDBOX`))return null;let C=e??a.trim();return(0,d.jsxs)(`form`,{className:`inline-form`,onSubmit:async e=>{e.preventDefault(),b(``);let t=s(p,6);if(!t.ok)return v(t.message);v(void 0);let n=await S({addressId:C,amount:t.minor},g);n.data&&(m(``),b(n.data.simulateCryptoDeposit.id))},noValidate:!0,"aria-label":`Simulate a deposit`,children:[e===void 0&&(0,d.jsx)(c,{label:`Deposit address id`,value:a,onChange:e=>f(e.target.value),placeholder:`addr_…`,autoComplete:`off`,spellCheck:!1}),(0,d.jsx)(c,{label:t?`Deposit amount (${t.toLowerCase()})`:`Deposit amount`,inputMode:`decimal`,value:p,onChange:e=>m(e.target.value),problem:_,autoComplete:`off`}),(0,d.jsx)(`button`,{type:`submit`,className:`button`,disabled:x.fetching||C===``,children:`Simulate a deposit (sandbox)`}),(0,d.jsx)(`p`,{role:`status`,className:`muted`,children:y&&(0,d.jsxs)(d.Fragment,{children:[`Deposit `,(0,d.jsx)(l,{id:y}),` received.`]})}),(0,d.jsx)(r,{error:x.error})]})}export{v as i,b as n,y as r,x as t};