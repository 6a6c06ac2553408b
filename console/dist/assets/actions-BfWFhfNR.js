import{C as e,b as t,m as n,t as r}from"./Page-C9MDVgOt.js";import{g as i,j as a,t as o}from"./index-pmXXdgtl.js";import{n as s}from"./money-CHqc_1k8.js";import{t as c}from"./Field-Hwjir-5s.js";import{r as l}from"./Events-DgVW6jsO.js";var u=e(t(),1),d={USDC:[`SOLANA`,`BASE`,`POLYGON`,`ETHEREUM`],USDT:[`SOLANA`,`POLYGON`,`ETHEREUM`,`TRON`],PYUSD:[`SOLANA`,`ETHEREUM`]},f=Object.keys(d),p={SOLANA:`Solana`,BASE:`Base`,POLYGON:`Polygon`,ETHEREUM:`Ethereum`,TRON:`Tron`};function m(e){return Object.hasOwn(d,e)}function h(e){return Object.hasOwn(p,e)}function g(e,t){return m(e)&&h(t)&&d[e].includes(t)}var _=n(),v=i(`
  mutation SandboxSettleWithdrawal($id: ID!, $success: Boolean!) {
    settleCryptoWithdrawal(id: $id, success: $success) {
      id
      status
      hash
      failureReason
      updatedAt
    }
  }
`),y=i(`
  mutation SandboxSettleTransfer($id: ID!, $outcome: UsdTransferOutcome!) {
    settleUsdTransfer(id: $id, outcome: $outcome) {
      id
      status
      returnCode
      failureReason
      updatedAt
    }
  }
`),b=i(`
  mutation SandboxDecideRequest($reference: ID!, $approve: Boolean!) {
    decideUsdAccountRequest(reference: $reference, approve: $approve) {
      reference
      status
      accountId
      messages
      updatedAt
    }
  }
`),x=i(`
  mutation SandboxSimulateDeposit($addressId: ID!, $amount: Int64!) {
    simulateCryptoDeposit(addressId: $addressId, amount: $amount) {
      id
      credited {
        ...MoneyFields
      }
    }
  }
`),S={additionalTypenames:[`Wallet`,`LedgerEntry`,`LedgerTransaction`,`Hold`,`CryptoWithdrawal`,`UsdTransfer`,`UsdAccountRequest`,`UsdAccount`,`CryptoDeposit`,`CryptoWallet`]};function C({actions:e,what:t}){let[n,i]=(0,u.useState)(!1),[a,o]=(0,u.useState)(null),s=async e=>{i(!0),o(null);let t=await e.run();i(!1),t.error&&o(t.error)};return(0,_.jsxs)(`div`,{className:`sandbox-actions`,role:`group`,"aria-label":`Sandbox actions for ${t}`,children:[e.map(e=>(0,_.jsx)(`button`,{type:`button`,className:`button button-small`,disabled:n,onClick:()=>s(e),children:e.label},e.label)),(0,_.jsx)(r,{error:a})]})}function w({id:e,status:t}){let n=o(),[,r]=a(v);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,_.jsx)(C,{what:e,actions:[{label:`Settle (sandbox)`,run:()=>r({id:e,success:!0},S)},{label:`Fail (sandbox)`,run:()=>r({id:e,success:!1},S)}]})}function T({id:e,status:t,rail:n}){let r=o(),[,i]=a(y);if(!r(`SANDBOX`))return null;let s=[];return(t===`PENDING`||t===`PROCESSING`)&&(s.push({label:`Succeed (sandbox)`,run:()=>i({id:e,outcome:`SUCCESS`},S)}),s.push({label:`Fail (sandbox)`,run:()=>i({id:e,outcome:`FAILED`},S)})),t===`SUCCESS`&&n===`ACH`&&s.push({label:`Return (sandbox)`,run:()=>i({id:e,outcome:`RETURNED`},S)}),s.length?(0,_.jsx)(C,{what:e,actions:s}):null}function E({reference:e,status:t}){let n=o(),[,r]=a(b);return!n(`SANDBOX`)||t!==`PENDING`?null:(0,_.jsx)(C,{what:e,actions:[{label:`Approve (sandbox)`,run:()=>r({reference:e,approve:!0},S)},{label:`Reject (sandbox)`,run:()=>r({reference:e,approve:!1},S)}]})}function D({addressId:e,coin:t}){let n=o(),[i,d]=(0,u.useState)(``),[f,p]=(0,u.useState)(``),[m,h]=(0,u.useState)(),[g,v]=(0,u.useState)(``),[y,b]=a(x);if(!n(`SANDBOX`))return null;let C=e??i.trim();return(0,_.jsxs)(`form`,{className:`inline-form`,onSubmit:async e=>{e.preventDefault(),v(``);let t=s(f,6);if(!t.ok)return h(t.message);h(void 0);let n=await b({addressId:C,amount:t.minor},S);n.data&&(p(``),v(n.data.simulateCryptoDeposit.id))},noValidate:!0,"aria-label":`Simulate a deposit`,children:[e===void 0&&(0,_.jsx)(c,{label:`Deposit address id`,value:i,onChange:e=>d(e.target.value),placeholder:`addr_…`,autoComplete:`off`,spellCheck:!1}),(0,_.jsx)(c,{label:t?`Deposit amount (${t.toLowerCase()})`:`Deposit amount`,inputMode:`decimal`,value:f,onChange:e=>p(e.target.value),problem:m,autoComplete:`off`}),(0,_.jsx)(`button`,{type:`submit`,className:`button`,disabled:y.fetching||C===``,children:`Simulate a deposit (sandbox)`}),(0,_.jsx)(`p`,{role:`status`,className:`muted`,children:g&&(0,_.jsxs)(_.Fragment,{children:[`Deposit `,(0,_.jsx)(l,{id:g}),` received.`]})}),(0,_.jsx)(r,{error:y.error})]})}export{d as a,h as c,w as i,m as l,E as n,p as o,T as r,f as s,D as t,g as u};