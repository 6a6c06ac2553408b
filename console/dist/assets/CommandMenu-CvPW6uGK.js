import{g as e,h as t,m as n,p as r,u as i,y as a}from"./errors-D0yAjBxm.js";import{D as o,a as s,f as c,h as l,m as u,t as d}from"./App-vgWWs0Qf.js";import{t as f}from"./Badge-BFRkuz1-.js";import{t as p}from"./Dialog-TBnIMA5H.js";import{_ as m}from"./index-K7ngmRYi.js";import{t as h}from"./money-CHqc_1k8.js";import{r as g,t as _}from"./routes-DSVSYnmh.js";import{n as v,t as y}from"./labels-o6cualGJ.js";import{i as b}from"./labels-_iI-PtMT.js";var x=a(n(),1),S=u(`
  query Search($query: String!, $first: Int, $read: Boolean!) {
    search(query: $query, first: $first) {
      __typename
      id
      ... on Session {
        sessionStatus: status
        userReference @include(if: $read)
      }
      ... on Customer {
        firstName
        lastName
        email
      }
      ... on Workflow {
        name
      }
      ... on Event {
        type
      }
      ... on WebhookEndpoint {
        url
      }
      ... on DepositAddress {
        address
        coin
        chain
      }
      ... on CryptoWithdrawal {
        reference
        withdrawalStatus: status
        amount {
          amount
          currency
          decimals
        }
      }
      ... on CryptoDeposit {
        coin
        chain
        amount {
          amount
          currency
          decimals
        }
      }
      ... on LedgerTransaction {
        description
      }
      ... on UsdAccount {
        accountName
        bankName
      }
      ... on Counterparty {
        accountName
        institutionName
      }
      ... on UsdTransfer {
        reference
        transferStatus: status
        amount {
          amount
          currency
          decimals
        }
      }
      ... on FxExchange {
        source {
          amount
          currency
          decimals
        }
        target {
          amount
          currency
          decimals
        }
      }
      ... on ApiKey {
        name
        hint
      }
    }
  }
`),C=encodeURIComponent,w={Session:{type:`Verification`,path:e=>`/verifications/`+C(e)},Customer:{type:`Customer`,path:e=>`/customers/`+C(e)},Workflow:{type:`Workflow`,path:e=>`/workflows/`+C(e)},Event:{type:`Event`,path:e=>`/developers/events/`+C(e)},WebhookEndpoint:{type:`Webhook endpoint`,path:e=>`/developers/webhooks/`+C(e)},DepositAddress:{type:`Deposit address`,path:e=>`/crypto/addresses/`+C(e)},CryptoDeposit:{type:`Crypto deposit`,path:e=>`/crypto/deposits/`+C(e)},CryptoWithdrawal:{type:`Crypto withdrawal`,path:e=>`/crypto/withdrawals/`+C(e)},LedgerTransaction:{type:`Ledger transaction`,path:e=>`/balances/transactions/`+C(e)},FxExchange:{type:`FX exchange`,path:e=>`/fx/exchanges/`+C(e)},UsdAccount:{type:`USD account`,path:e=>`/usd/accounts/`+C(e)},Counterparty:{type:`Counterparty`,path:e=>`/usd/counterparties/`+C(e)},UsdTransfer:{type:`USD transfer`,path:e=>`/usd/transfers/`+C(e)},ApiKey:{type:`API key`,path:e=>`/developers/keys?key=`+C(e)}};function T(e,t){return Object.hasOwn(w,e)?w[e].path(t):null}function E(e,t,n){let r=g(e.split(`?`)[0]);return!!r&&c(t,n,r.item.needs)}function D(e){return e.charAt(0)+e.slice(1).toLowerCase().replaceAll(`_`,` `)}function O(e){switch(e.__typename){case`Session`:return{label:e.userReference||e.id,detail:[e.userReference?e.id:``,b[e.sessionStatus]].filter(Boolean).join(` · `)};case`Customer`:return{label:v(e),detail:e.email};case`Workflow`:return{label:e.name,detail:e.id};case`Event`:return{label:e.type,detail:e.id};case`WebhookEndpoint`:return{label:e.url,detail:e.id};case`DepositAddress`:return{label:e.address,detail:y(e)};case`CryptoDeposit`:return{label:h(e.amount),detail:`${y(e)} · ${e.id}`};case`CryptoWithdrawal`:return{label:e.reference,detail:`${h(e.amount)} · ${D(e.withdrawalStatus)}`};case`LedgerTransaction`:return{label:e.description||e.id,detail:e.id};case`FxExchange`:return{label:`${h(e.source)} → ${h(e.target)}`,detail:e.id};case`UsdAccount`:return{label:e.accountName,detail:`${e.bankName} · ${e.id}`};case`Counterparty`:return{label:e.accountName,detail:`${e.institutionName} · ${e.id}`};case`UsdTransfer`:return{label:e.reference,detail:`${h(e.amount)} · ${D(e.transferStatus)}`};case`ApiKey`:return{label:e.name,detail:e.hint}}}function k(e,t,n){let r=T(e.__typename,e.id);return{key:e.id,type:w[e.__typename]?.type??e.__typename,...O(e),path:r&&E(r,t,n)?r:null}}function A(e,t,n){let r=e.trim().toLowerCase();return _.filter(e=>c(t,n,e.needs)&&e.label.toLowerCase().includes(r)).map(e=>({key:`page:`+e.path,type:`Page`,label:e.label,path:e.path}))}var j=t(),M=200,N=2,P=8;function F(e,t){let[n,r]=(0,x.useState)(e);return(0,x.useEffect)(()=>{let n=window.setTimeout(()=>r(e),t);return()=>window.clearTimeout(n)},[e,t]),n}function I(e,t,n){let r=l(),[i,a]=(0,x.useState)({term:``,hits:[]});return(0,x.useEffect)(()=>{if(!n)return;let i=!0;return r.query(S,{query:e,first:P,read:t},{requestPolicy:`network-only`}).toPromise().then(t=>i&&a({term:e,hits:t.data?.search??[],error:t.error})),()=>{i=!1}},[r,e,t,n]),n?i.term===e?{hits:i.hits,error:i.error,searching:!1}:{hits:[],searching:!0}:{hits:[],searching:!1}}function L({open:e,onOpenChange:t}){let n=(0,x.useRef)(!1);return(0,j.jsx)(p,{open:e,onOpenChange:t,title:`Search`,onCloseAutoFocus:e=>{n.current&&(n.current=!1,e.preventDefault(),document.querySelector(`main h1`)?.focus())},children:(0,j.jsx)(R,{onGo:()=>{n.current=!0,t(!1)}})})}function R({onGo:t}){let n=s(),a=r(),l=(0,x.useId)(),[u,p]=(0,x.useState)(``),[h,g]=(0,x.useState)(``),{role:_,organization:{mode:v}}=n,y=F(u.trim(),M),{hits:b,error:S,searching:C}=I(y,c(_,v,[`READ`]),y.length>=N&&c(_,v,[`READ`,`DEVELOP`])),w=A(u,_,v),T=b.map(e=>k(e,_,v)),E=[...w,...T],D=Math.max(0,E.findIndex(e=>e.key===h)),O=E[D],P=e=>`${l}-${E.indexOf(e)}`;(0,x.useEffect)(()=>{O&&document.getElementById(P(O))?.scrollIntoView({block:`nearest`})});let L=e=>{e?.path&&(t(),a(i(e.path)))},R=e=>{let t=e.key===`ArrowDown`?1:e.key===`ArrowUp`?-1:0;t&&E.length>0?(e.preventDefault(),g(E[(D+t+E.length)%E.length].key)):e.key===`Enter`&&(e.preventDefault(),L(O))},z=``;C?z=`Searching…`:y.length>=N&&!S&&(z=T.length===0?`Nothing found for “${y}”.`:`${T.length} ${T.length===1?`result`:`results`} for “${y}”.`);let B=e=>(0,j.jsxs)(`div`,{id:P(e),role:`option`,"aria-selected":e===O,"aria-disabled":!e.path||void 0,className:d.option,onMouseMove:()=>e!==O&&g(e.key),onClick:()=>L(e),children:[(0,j.jsx)(f,{className:d.type,children:e.type}),(0,j.jsxs)(`span`,{className:d.text,children:[(0,j.jsx)(`span`,{className:d.label,children:e.label}),e.detail&&(0,j.jsx)(`span`,{className:d.detail,children:e.detail}),!e.path&&(0,j.jsx)(`span`,{className:d.detail,children:`No page of its own`})]})]},e.key);return(0,j.jsxs)(`div`,{className:d.menu,children:[(0,j.jsx)(`input`,{className:e(m,d.input),type:`text`,role:`combobox`,"aria-label":`Search, or go to a page`,"aria-expanded":E.length>0,"aria-controls":E.length>0?l:void 0,"aria-activedescendant":O?P(O):void 0,"aria-autocomplete":`list`,"aria-describedby":l+`-hint`,autoComplete:`off`,spellCheck:!1,placeholder:`An id, a user reference, a customer’s name or email…`,value:u,onChange:e=>p(e.target.value),onKeyDown:R}),(0,j.jsx)(`p`,{id:l+`-hint`,className:d.hint,children:`↑ ↓ to choose, Enter to go, Esc to close.`}),(0,j.jsx)(`p`,{className:d.status,role:`status`,children:z}),S&&(0,j.jsx)(o,{error:S}),E.length>0&&(0,j.jsxs)(`div`,{id:l,role:`listbox`,"aria-label":`Search results and pages`,className:d.list,children:[w.length>0&&(0,j.jsxs)(`div`,{role:`group`,"aria-label":`Go to`,children:[(0,j.jsx)(`div`,{className:d.group,"aria-hidden":`true`,children:`Go to`}),w.map(B)]}),T.length>0&&(0,j.jsxs)(`div`,{role:`group`,"aria-label":`Results`,children:[(0,j.jsx)(`div`,{className:d.group,"aria-hidden":`true`,children:`Results`}),T.map(B)]})]})]})}export{L as default};