import{A as e,D as t,N as n,P as r,_ as i,g as a,h as o,k as s,m as c,r as l}from"./App-vgWWs0Qf.js";import{t as u}from"./Tabs-B4Ozk-RU.js";import{h as d,m as f,o as p,p as m,u as h,y as g}from"./errors-D0yAjBxm.js";import{a as _,r as v,t as y}from"./Check-D7lpvW6K.js";import{i as b,n as ee,r as te,t as ne}from"./CheckedField-CTbK0YxJ.js";import{n as x}from"./format-kI26hCus.js";import{a as S,r as C}from"./Events-C8Lgpk1L.js";import{a as w,i as T,n as E,o as D,r as O,t as re}from"./filters-BO2QNVOf.js";import{i as k,n as A,r as j,t as M}from"./parts-BFFI3kmv.js";import{t as ie}from"./Badge-BFRkuz1-.js";import{x as N}from"./index-K7ngmRYi.js";import{t as P}from"./Facts-vhSKexqM.js";import{t as F}from"./Field-BjIRFsn8.js";import{t as I}from"./Fieldset-De12eUvw.js";import{t as ae}from"./Pager-pTn9uQ8I.js";import{t as L}from"./Panel-B1nqKXqt.js";import{i as R}from"./filters-CUM2KBba.js";import{t as z}from"./Select-DXs5eDiv.js";import{t as B}from"./Table-BaCWfk8W.js";import{n as oe}from"./money-CHqc_1k8.js";import{t as V}from"./urlState-pgb6pj7T.js";import{l as se,n as ce,t as le}from"./SavedViews-P4ZnlQaS.js";import{n as H,r as ue}from"./actions-VcNa35Lb.js";import{n as U}from"./StatusBadge-OdSXB4Ns.js";import{t as W}from"./CopyField-UkUqH820.js";var G=g(f(),1),K={ACH:`ACH`,FEDWIRE:`Wire (Fedwire)`},q={isCorporate:!1,firstName:``,lastName:``,businessName:``,email:``,accountName:``,accountNumber:``,routingNumber:``,institutionName:``,accountType:`CHECKING`,rails:[`ACH`],street:``,city:``,state:``,postalCode:``,country:`US`};function J(e){let t=e.replace(/[\s-]/g,``);return/^\d{9}$/.test(t)?t:null}function de(e,t,n){let r={},i=(e,n)=>{String(t[e]).trim()===``&&(r[e]=`Enter ${n}.`)};t.isCorporate?i(`businessName`,`the business’s name`):(i(`firstName`,`the first name`),i(`lastName`,`the last name`)),i(`accountName`,`the name on the account`);let a=t.accountNumber.replace(/[\s-]/g,``);/^\d{4,17}$/.test(a)||(r.accountNumber=`An account number has 4 to 17 digits.`);let o=J(t.routingNumber);if(o?n?n.valid||(r.routingNumber=n.message||`This is not a valid ABA routing number.`):r.routingNumber=`The routing number is being checked.`:r.routingNumber=`A routing number has nine digits.`,i(`institutionName`,`the bank’s name`),t.accountType!==`CHECKING`&&t.accountType!==`SAVINGS`&&(r.accountType=`Choose checking or savings.`),t.rails.length===0&&(r.rails=`Choose at least one way to pay.`),i(`street`,`the street`),i(`city`,`the city`),i(`state`,`the state`),i(`postalCode`,`the postal code`),/^[A-Za-z]{2}$/.test(t.country.trim())||(r.country=`Two letters, such as US.`),t.email.trim()!==``&&!/^[^\s@]+@[^\s@]+$/.test(t.email.trim())&&(r.email=`Enter an email address, or nothing.`),Object.keys(r).length>0)return{ok:!1,problems:r};let s=e=>e.trim()||null;return{ok:!0,input:{accountId:e,isCorporate:t.isCorporate,firstName:t.isCorporate?null:s(t.firstName),lastName:t.isCorporate?null:s(t.lastName),businessName:t.isCorporate?s(t.businessName):null,email:s(t.email),accountName:t.accountName.trim(),accountNumber:a,routingNumber:o,institutionName:t.institutionName.trim(),accountType:t.accountType,paymentRails:t.rails,beneficiaryAddress:{street:t.street.trim(),city:t.city.trim(),state:t.state.trim(),postalCode:t.postalCode.trim(),country:t.country.trim().toUpperCase()}}}}function fe(e,t,n){let r={},i=oe(n.amount,2);i.ok||(r.amount=i.message);let a=t.find(e=>e===n.rail);return a||(r.rail=`Choose how to pay.`),n.memo.trim().length>80&&(r.memo=`At most 80 characters.`),!i.ok||!a||Object.keys(r).length>0?{ok:!1,problems:r}:{ok:!0,input:{counterpartyId:e,amount:i.minor,paymentRail:a,memo:n.memo.trim()||null,reason:n.reason.trim()||null,reference:n.reference.trim()||null}}}var Y=d();c(`
  fragment TransferRow on UsdTransfer {
    id
    reference
    amount {
      ...MoneyFields
    }
    paymentRail
    status
    counterparty {
      id
      accountName
    }
    createdAt
  }
`);var pe=c(`
  query UsdTransfers($filter: UsdTransferFilter, $first: Int, $after: String) {
    usdTransfers(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...TransferRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),me=c(`
  query UsdTransfer($id: ID!) {
    usdTransfer(id: $id) {
      id
      reference
      amount {
        ...MoneyFields
      }
      fee {
        ...MoneyFields
      }
      paymentRail
      status
      memo
      reason
      summary
      returnCode
      failureReason
      counterparty {
        id
        accountId
        accountName
        accountNumber
        routingNumber
        institutionName
      }
      createdAt
      updatedAt
    }
  }
`),he=c(`
  mutation CreateUsdTransfer($input: CreateUsdTransferInput!) {
    createUsdTransfer(input: $input) {
      id
    }
  }
`),ge={additionalTypenames:[`UsdTransfer`]},_e=25,X=[`PENDING`,`PROCESSING`,`SUCCESS`,`FAILED`,`RETURNED`],Z=Object.keys(K),ve={status:``,rail:``,...re};function Q({base:e={},title:t,emptyText:n}){let[a,o]=V(ve),s=R({status:O(a.status,X),paymentRail:O(a.rail,Z),...T(a)}),[c,l]=i({query:pe,variables:{filter:{...e,...s},first:_e,after:a.after||null},context:ge}),u=c.data?.usdTransfers,d=E(s);return(0,Y.jsxs)(`section`,{className:`section`,"aria-labelledby":`transfers-title`,children:[(0,Y.jsxs)(`div`,{className:`section-head`,children:[(0,Y.jsx)(`h2`,{id:`transfers-title`,children:t}),(0,Y.jsxs)(r,{children:[Object.keys(e).length===0&&(0,Y.jsx)(le,{list:`TRANSFERS`}),(0,Y.jsx)(ce,{list:`transfers`,filters:se({...e,...s})})]})]}),(0,Y.jsx)(w,{label:`transfers`,one:`transfer`,many:`transfers`,u:a,set:o,defaults:ve,filtered:d,result:c,conn:u,onRetry:()=>l({requestPolicy:`network-only`}),emptyText:n,filters:e=>(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(z,{label:`Status`,value:a.status,onChange:t=>e({status:t.target.value}),options:k(X)}),(0,Y.jsx)(z,{label:`Rail`,value:a.rail,onChange:t=>e({rail:t.target.value}),options:[{value:``,label:`Any`},...Z.map(e=>({value:e,label:K[e]}))]})]}),children:(0,Y.jsx)(B,{caption:`${t}, newest first`,columns:[`Transfer`,`Amount`,`To`,`Rail`,`Status`,`Created`],children:(0,Y.jsx)(`tbody`,{children:u?.edges.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsxs)(`td`,{"data-label":`Transfer`,children:[(0,Y.jsx)(p,{to:`/usd/transfers/`+e.id,className:`mono`,children:e.id}),(0,Y.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,Y.jsx)(`td`,{"data-label":`Amount`,children:(0,Y.jsx)(M,{money:e.amount})}),(0,Y.jsx)(`td`,{"data-label":`To`,children:(0,Y.jsx)(p,{to:`/usd/counterparties/`+e.counterparty.id,children:e.counterparty.accountName})}),(0,Y.jsx)(`td`,{"data-label":`Rail`,children:K[e.paymentRail]}),(0,Y.jsx)(`td`,{"data-label":`Status`,children:(0,Y.jsx)(j,{status:e.status})}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:x(e.createdAt)})]},e.id))})})})]})}function ye({counterpartyId:e,rails:n}){let i=m(),[o,s]=(0,G.useState)({amount:``,rail:n[0]??``,memo:``,reason:``,reference:``}),[c,l]=(0,G.useState)({}),[u,d]=a(he),f=async t=>{t.preventDefault();let r=fe(e,n,o);if(!r.ok)return l(r.problems);l({});let a=await d({input:r.input},{additionalTypenames:[`UsdTransfer`,`Wallet`,`Hold`]});a.data&&i(h(`/usd/transfers/`+a.data.createUsdTransfer.id))},p=v(u.error),g=(e,t=e)=>c[e]??p[t]?.join(` `),y=_(p,[`amount`,`paymentRail`,`memo`,`reason`,`reference`]);return(0,Y.jsx)(L,{title:`Send money`,level:3,className:`narrow money-form`,children:(0,Y.jsxs)(`form`,{className:`form`,onSubmit:f,noValidate:!0,"aria-label":`Send money`,children:[(0,Y.jsxs)(`div`,{className:`form-grid`,children:[(0,Y.jsx)(F,{label:`Amount (USD)`,inputMode:`decimal`,autoComplete:`off`,value:o.amount,onChange:e=>s({...o,amount:e.target.value}),problem:g(`amount`)}),(0,Y.jsx)(z,{label:`Rail`,value:o.rail,onChange:e=>s({...o,rail:e.target.value}),options:n.map(e=>({value:e,label:K[e]}))})]}),(0,Y.jsx)(F,{label:`Memo`,value:o.memo,onChange:e=>s({...o,memo:e.target.value}),problem:g(`memo`),autoComplete:`off`,hint:`Shown to the receiving bank.`}),(0,Y.jsx)(F,{label:`Reason`,value:o.reason,onChange:e=>s({...o,reason:e.target.value}),problem:g(`reason`),autoComplete:`off`}),(0,Y.jsx)(F,{label:`Reference`,value:o.reference,onChange:e=>s({...o,reference:e.target.value}),problem:g(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),(0,Y.jsx)(t,{children:c.rail}),y.length>0?(0,Y.jsx)(t,{children:y.join(` `)}):Object.keys(p).length===0&&(0,Y.jsx)(t,{error:u.error}),(0,Y.jsx)(r,{children:(0,Y.jsx)(N,{type:`submit`,variant:`primary`,disabled:u.fetching,children:`Send transfer`})})]})})}function be({id:e}){let[t,n]=i({query:me,variables:{id:e}}),r=t.data?.usdTransfer;return(0,Y.jsx)(D,{title:`Transfer ${e}`,what:`transfer ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/transfers`,label:`All transfers`},children:r&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsxs)(`p`,{children:[(0,Y.jsx)(j,{status:r.status}),` `,r.summary&&(0,Y.jsx)(`span`,{className:`muted`,children:r.summary})]}),(0,Y.jsx)(ue,{id:r.id,status:r.status,rail:r.paymentRail}),(0,Y.jsx)(P,{items:[[`Amount`,(0,Y.jsx)(M,{money:r.amount})],[`Fee`,(0,Y.jsx)(M,{money:r.fee})],[`Rail`,K[r.paymentRail]],[`To`,(0,Y.jsx)(p,{to:`/usd/counterparties/`+r.counterparty.id,children:r.counterparty.accountName})],[`Bank`,`${r.counterparty.institutionName}, routing ${r.counterparty.routingNumber}, account ${r.counterparty.accountNumber}`],[`From the account`,(0,Y.jsx)(C,{id:r.counterparty.accountId})],[`Reference`,(0,Y.jsx)(`code`,{children:r.reference})],[`Memo`,r.memo||`—`],[`Reason`,r.reason||`—`],...r.returnCode?[[`Return code`,(0,Y.jsx)(`code`,{children:r.returnCode})]]:[],...r.status===`RETURNED`?[[`Refund`,(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(M,{money:r.amount}),` back to the USD wallet; the fee is kept`]})]]:[],...r.status===`FAILED`?[[`Released`,`What was held for it went back to the USD wallet`]]:[],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,x(r.createdAt)],[`Updated`,x(r.updatedAt)]]})]})})}var xe=c(`
  query UsdAccounts($first: Int, $after: String) {
    usdAccounts(first: $first, after: $after) {
      edges {
        node {
          id
          customerId
          accountName
          accountNumber
          routingNumber
          bankName
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);c(`
  fragment CounterpartyRow on Counterparty {
    id
    accountName
    accountNumber
    routingNumber
    institutionName
    paymentRails
    active
  }
`);var Se=c(`
  query UsdAccount($id: ID!) {
    usdAccount(id: $id) {
      id
      customerId
      accountName
      accountNumber
      routingNumber
      bankName
      createdAt
      counterparties(first: 100) {
        edges {
          node {
            ...CounterpartyRow
          }
        }
      }
    }
  }
`),Ce=c(`
  query Counterparty($id: ID!) {
    counterparty(id: $id) {
      id
      accountId
      isCorporate
      firstName
      lastName
      businessName
      email
      accountName
      accountNumber
      routingNumber
      institutionName
      accountType
      paymentRails
      active
      createdAt
    }
  }
`),we=c(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`),Te=c(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`),Ee={additionalTypenames:[`UsdAccount`,`Counterparty`]},De=25;function Oe(){let t=S(),[n,r]=i({query:xe,variables:{first:De,after:t.after},context:Ee}),a=n.data?.usdAccounts;return(0,Y.jsxs)(`section`,{className:`section`,"aria-labelledby":`accounts-title`,children:[(0,Y.jsx)(`h2`,{id:`accounts-title`,children:`Accounts`}),(0,Y.jsx)(`p`,{className:`section-text`,children:`A customer’s USD account opens when their request is approved.`}),(0,Y.jsx)(e,{loading:!a&&!n.error,error:a?void 0:n.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:a?.edges.length===0,emptyMessage:(0,Y.jsx)(`p`,{children:`No USD accounts yet.`}),children:a&&(0,Y.jsx)(B,{caption:`USD accounts, newest first`,columns:[`Account`,`Customer`,`Account number`,`Routing number`,`Bank`,`Opened`],children:(0,Y.jsx)(`tbody`,{children:a.edges.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsxs)(`td`,{"data-label":`Account`,children:[(0,Y.jsx)(p,{to:`/usd/accounts/`+e.id,children:e.accountName}),(0,Y.jsx)(`div`,{className:`muted mono`,children:e.id})]}),(0,Y.jsx)(`td`,{"data-label":`Customer`,children:(0,Y.jsx)(A,{id:e.customerId})}),(0,Y.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,Y.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,Y.jsx)(`td`,{"data-label":`Bank`,children:e.bankName}),(0,Y.jsx)(`td`,{"data-label":`Opened`,className:`nowrap`,children:x(e.createdAt)})]},e.id))})})}),a&&(0,Y.jsx)(ae,{hasPrevious:!t.isFirst,hasNext:a.pageInfo.hasNextPage,label:`Account pages`,onPrevious:t.previous,onNext:()=>a.pageInfo.endCursor&&t.next(a.pageInfo.endCursor)})]})}function ke({accountId:e,onDone:n}){let i=o(),s=m(),[c,l]=(0,G.useState)(q),[u,d]=(0,G.useState)({}),[f,p]=a(Te),g=J(c.routingNumber),b=te(g,async e=>{let t=await i.query(we,{routingNumber:e},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data)throw t.error??Error(`No answer.`);return t.data.checkRoutingNumber}),x=e=>l({...c,...e}),S=async t=>{t.preventDefault();let n=de(e,c,ee(b,g));if(!n.ok)return d(n.problems);d({});let r=await p({input:n.input},{additionalTypenames:[`Counterparty`]});r.data&&s(h(`/usd/counterparties/`+r.data.createCounterparty.id))},C=v(f.error),w={rails:`paymentRails`,street:`beneficiaryAddress.street`,city:`beneficiaryAddress.city`,state:`beneficiaryAddress.state`,postalCode:`beneficiaryAddress.postalCode`,country:`beneficiaryAddress.country`},T=e=>u[e]??C[w[e]??e]?.join(` `),E=_(C,[...Object.keys(q),...Object.values(w)]),D=(e,t,n={})=>(0,Y.jsx)(F,{label:t,value:String(c[e]),onChange:t=>x({[e]:t.target.value}),problem:T(e),autoComplete:`off`,...n}),O=(e,t)=>x({rails:t?[...c.rails,e]:c.rails.filter(t=>t!==e)});return(0,Y.jsx)(L,{title:`Add a counterparty`,level:3,className:`money-form`,children:(0,Y.jsxs)(`form`,{className:`form`,onSubmit:S,noValidate:!0,"aria-label":`Add a counterparty`,children:[(0,Y.jsx)(y,{label:`A business`,checked:c.isCorporate,onChange:e=>x({isCorporate:e.target.checked})}),(0,Y.jsxs)(`div`,{className:`form-grid`,children:[c.isCorporate?D(`businessName`,`Business name`):(0,Y.jsxs)(Y.Fragment,{children:[D(`firstName`,`First name`),D(`lastName`,`Last name`)]}),D(`email`,`Email (optional)`,{type:`email`}),D(`accountName`,`Name on the account`),D(`accountNumber`,`Account number`,{inputMode:`numeric`}),(0,Y.jsx)(ne,{label:`Routing number`,value:c.routingNumber,onChange:e=>x({routingNumber:e.target.value}),state:b,validText:`A valid ABA routing number`,problem:T(`routingNumber`),inputMode:`numeric`,hint:`Nine digits.`}),D(`institutionName`,`Bank name`),(0,Y.jsx)(z,{label:`Account type`,value:c.accountType,onChange:e=>x({accountType:e.target.value}),options:[{value:`CHECKING`,label:`Checking`},{value:`SAVINGS`,label:`Savings`}]})]}),(0,Y.jsx)(I,{legend:`Pay by`,problem:T(`rails`),children:Object.keys(K).map(e=>(0,Y.jsx)(y,{label:K[e],checked:c.rails.includes(e),onChange:t=>O(e,t.target.checked)},e))}),(0,Y.jsx)(I,{legend:`The beneficiary’s address`,children:(0,Y.jsxs)(`div`,{className:`form-grid`,children:[D(`street`,`Street`),D(`city`,`City`),D(`state`,`State`),D(`postalCode`,`Postal code`),D(`country`,`Country`)]})}),E.length>0?(0,Y.jsx)(t,{children:E.join(` `)}):Object.keys(C).length===0&&(0,Y.jsx)(t,{error:f.error}),(0,Y.jsxs)(r,{children:[(0,Y.jsx)(N,{type:`submit`,variant:`primary`,disabled:f.fetching||b.status===`done`&&!b.result.valid,children:`Add counterparty`}),(0,Y.jsx)(N,{onClick:n,children:`Cancel`})]})]})})}function Ae({id:e}){let t=l(),[r,a]=(0,G.useState)(!1),[o,s]=i({query:Se,variables:{id:e},context:Ee}),c=o.data?.usdAccount,u=c?.counterparties.edges??[];return(0,Y.jsx)(D,{title:c?c.accountName:`USD account ${e}`,what:`USD account ${e}`,result:o,reexecute:s,found:!!c,back:{to:`/usd/accounts`,label:`All accounts`},children:c&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(P,{items:[[`Account number`,(0,Y.jsx)(`code`,{children:c.accountNumber})],[`Routing number (ABA)`,(0,Y.jsx)(`code`,{children:c.routingNumber})],[`Bank`,c.bankName],[`Customer`,(0,Y.jsx)(A,{id:c.customerId})],[`Account id`,(0,Y.jsx)(`code`,{children:c.id})],[`Opened`,x(c.createdAt)]]}),(0,Y.jsxs)(`section`,{className:`section`,"aria-labelledby":`cpty-title`,children:[(0,Y.jsxs)(`div`,{className:`section-head`,children:[(0,Y.jsx)(`h2`,{id:`cpty-title`,children:`Counterparties`}),t(`MONEY`)&&!r&&(0,Y.jsx)(N,{variant:`primary`,onClick:()=>a(!0),children:`Add a counterparty`})]}),r&&(0,Y.jsx)(ke,{accountId:c.id,onDone:()=>a(!1)}),u.length===0?(0,Y.jsx)(n,{children:(0,Y.jsx)(`p`,{children:`No counterparties yet.`})}):(0,Y.jsx)(B,{caption:`Counterparties, oldest first`,columns:[`Name`,`Bank`,`Routing number`,`Account number`,`Rails`],children:(0,Y.jsx)(`tbody`,{children:u.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsxs)(`td`,{"data-label":`Name`,children:[(0,Y.jsx)(p,{to:`/usd/counterparties/`+e.id,children:e.accountName}),` `,!e.active&&(0,Y.jsx)(ie,{children:`Inactive`})]}),(0,Y.jsx)(`td`,{"data-label":`Bank`,children:e.institutionName}),(0,Y.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,Y.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,Y.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.map(e=>K[e]).join(`, `)})]},e.id))})})]}),(0,Y.jsx)(Q,{base:{accountId:c.id},title:`Transfers from this account`,emptyText:`No transfers from this account yet.`})]})})}function je({id:e}){let t=l(),[n,r]=i({query:Ce,variables:{id:e}}),a=n.data?.counterparty,o=a?a.isCorporate?a.businessName:`${a.firstName} ${a.lastName}`.trim():``;return(0,Y.jsx)(D,{title:a?a.accountName:`Counterparty ${e}`,what:`counterparty ${e}`,result:n,reexecute:r,found:!!a,back:a?{to:`/usd/accounts/`+a.accountId,label:`Its USD account`}:{to:`/usd/accounts`,label:`USD accounts`},children:a&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(P,{items:[[a.isCorporate?`Business`:`Person`,o||`—`],[`Bank`,a.institutionName],[`Routing number (ABA)`,(0,Y.jsx)(`code`,{children:a.routingNumber})],[`Account number`,(0,Y.jsx)(`code`,{children:a.accountNumber})],[`Account type`,a.accountType.toLowerCase()],[`Rails`,a.paymentRails.map(e=>K[e]).join(`, `)],[`Email`,a.email||`—`],[`Counterparty id`,(0,Y.jsx)(`code`,{children:a.id})],[`Added`,x(a.createdAt)]]}),t(`MONEY`)&&a.active&&(0,Y.jsx)(ye,{counterpartyId:a.id,rails:a.paymentRails}),(0,Y.jsx)(Q,{base:{counterpartyId:a.id},title:`Transfers to this counterparty`,emptyText:`No transfers to this counterparty yet.`})]})})}var Me=c(`
  query UsdAccountRequests($filter: UsdAccountRequestFilter, $first: Int, $after: String) {
    usdAccountRequests(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          reference
          status
          customerId
          customer {
            id
            firstName
            lastName
          }
          session {
            id
            status
          }
          accountId
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),Ne=c(`
  query UsdAccountRequest($reference: ID!) {
    usdAccountRequest(reference: $reference) {
      reference
      status
      customerId
      customer {
        id
        firstName
        lastName
        email
      }
      kycLink
      session {
        id
        status
        decisionReason
      }
      accountId
      messages
      identificationNumberLast4
      createdAt
      updatedAt
    }
  }
`),Pe=c(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),Fe={additionalTypenames:[`UsdAccountRequest`,`UsdAccount`]},Ie=25,Le=[`PENDING`,`APPROVED`,`REJECTED`],Re={status:``,customer:``,after:``,prev:[]};function ze(){let[e,n]=(0,G.useState)(``),[r,i]=(0,G.useState)(window.location.origin+`/`),[o,s]=a(Pe),c=o.data?.createUsdKycLink,l=async t=>{t.preventDefault(),await s({customerId:e,redirectUrl:r.trim()},{additionalTypenames:[`UsdAccountRequest`]})},u=v(o.error);return(0,Y.jsxs)(L,{title:`Create a KYC link`,level:3,className:`money-form`,description:`The customer verifies their identity through the link; an approved verification opens their USD account.`,children:[e?(0,Y.jsxs)(`form`,{className:`inline-form`,onSubmit:l,noValidate:!0,"aria-label":`Create a KYC link`,children:[(0,Y.jsxs)(`p`,{children:[`For `,(0,Y.jsx)(A,{id:e}),` `,(0,Y.jsx)(N,{size:`small`,onClick:()=>n(``),children:`Another customer`})]}),(0,Y.jsx)(F,{label:`Return to, once verified`,type:`url`,value:r,onChange:e=>i(e.target.value),problem:u.redirectUrl?.join(` `),autoComplete:`off`}),(0,Y.jsx)(N,{type:`submit`,variant:`primary`,disabled:o.fetching,children:`Create the link`}),!u.redirectUrl&&(0,Y.jsx)(t,{error:o.error})]}):(0,Y.jsx)(b,{label:`Find the customer`,onPick:n}),c?.kycLink&&(0,Y.jsxs)(`div`,{role:`status`,children:[(0,Y.jsxs)(`p`,{children:[`Request `,(0,Y.jsx)(C,{id:c.reference}),` (`,c.status.toLowerCase(),`): send this link to the customer.`]}),(0,Y.jsx)(W,{text:!0,label:`The KYC link`,value:c.kycLink,copyLabel:`Copy link`,testId:`kyc-link`})]})]})}function Be(){let e=l(),[t,n]=V(Re),r=R({status:O(t.status,Le),customerId:t.customer}),[a,o]=i({query:Me,variables:{filter:r,first:Ie,after:t.after||null},context:Fe}),s=a.data?.usdAccountRequests,c=E(r);return(0,Y.jsxs)(`section`,{className:`section`,"aria-labelledby":`requests-title`,children:[(0,Y.jsx)(`h2`,{id:`requests-title`,children:`Account requests`}),e(`MONEY`)&&(0,Y.jsx)(ze,{}),(0,Y.jsx)(w,{label:`account requests`,one:`request`,many:`requests`,u:t,set:n,defaults:Re,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No USD account requests yet.`,filters:e=>(0,Y.jsx)(z,{label:`Status`,value:t.status,onChange:t=>e({status:t.target.value}),options:k(Le)}),children:(0,Y.jsx)(B,{caption:`USD account requests, newest first`,columns:[`Request`,`Customer`,`Status`,`Verification`,`Account`,`Created`],children:(0,Y.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Request`,children:(0,Y.jsx)(p,{to:`/usd/requests/`+e.reference,className:`mono`,children:e.reference})}),(0,Y.jsx)(`td`,{"data-label":`Customer`,children:(0,Y.jsx)(A,{id:e.customerId,children:e.customer?`${e.customer.firstName} ${e.customer.lastName}`:e.customerId})}),(0,Y.jsxs)(`td`,{"data-label":`Status`,children:[(0,Y.jsx)(j,{status:e.status}),(0,Y.jsx)(H,{reference:e.reference,status:e.status})]}),(0,Y.jsx)(`td`,{"data-label":`Verification`,children:e.session?(0,Y.jsx)(p,{to:`/verifications/`+e.session.id,children:(0,Y.jsx)(U,{status:e.session.status})}):`—`}),(0,Y.jsx)(`td`,{"data-label":`Account`,children:e.accountId?(0,Y.jsx)(C,{id:e.accountId}):`—`}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:x(e.createdAt)})]},e.reference))})})})]})}function Ve({reference:e}){let[t,n]=i({query:Ne,variables:{reference:e}}),r=t.data?.usdAccountRequest;return(0,Y.jsx)(D,{title:`USD account request ${e}`,what:`USD account request ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/requests`,label:`All account requests`},children:r&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(`p`,{children:(0,Y.jsx)(j,{status:r.status})}),(0,Y.jsx)(H,{reference:r.reference,status:r.status}),(0,Y.jsx)(P,{items:[[`Customer`,(0,Y.jsx)(A,{id:r.customerId,children:r.customer?`${r.customer.firstName} ${r.customer.lastName}`:r.customerId})],[`Verification`,r.session?(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(p,{to:`/verifications/`+r.session.id,className:`mono`,children:r.session.id}),` `,(0,Y.jsx)(U,{status:r.session.status})]}):`None started`],[`Account`,r.accountId?(0,Y.jsx)(C,{id:r.accountId}):`Opened on approval`],[`Identification number`,r.identificationNumberLast4?`ending ${r.identificationNumberLast4}`:`—`],[`Created`,x(r.createdAt)],[`Updated`,x(r.updatedAt)]]}),r.messages.length>0&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(`h2`,{children:`Why it was rejected`}),(0,Y.jsx)(`ul`,{children:r.messages.map(e=>(0,Y.jsx)(`li`,{children:e},e))})]}),r.kycLink&&(0,Y.jsxs)(`section`,{className:`section`,"aria-labelledby":`kyc-link-title`,children:[(0,Y.jsx)(`h2`,{id:`kyc-link-title`,children:`KYC link`}),(0,Y.jsx)(W,{text:!0,label:`The KYC link`,value:r.kycLink,copyLabel:`Copy link`})]})]})})}var $=[{tab:`requests`,to:`/usd/requests`,label:`Account requests`},{tab:`accounts`,to:`/usd/accounts`,label:`Accounts`},{tab:`transfers`,to:`/usd/transfers`,label:`Transfers`}];function He({rest:e}){let[,t=`requests`,n,r]=e.split(`/`);if(r===void 0&&n&&t===`counterparties`){let e=decodeURIComponent(n);return(0,Y.jsx)(je,{id:e},e)}let i=$.find(e=>e.tab===t);if(!i||r!==void 0)return(0,Y.jsxs)(s,{title:`Page not found`,children:[(0,Y.jsx)(`p`,{children:`There is no such page of USD.`}),(0,Y.jsx)(`p`,{children:(0,Y.jsx)(p,{to:`/usd`,children:`Go to USD`})})]});if(n){let e=decodeURIComponent(n);return i.tab===`requests`?(0,Y.jsx)(Ve,{reference:e},e):i.tab===`accounts`?(0,Y.jsx)(Ae,{id:e},e):(0,Y.jsx)(be,{id:e},e)}return(0,Y.jsxs)(s,{title:`USD`,description:`Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.`,children:[(0,Y.jsx)(u,{label:`USD`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===i.tab}))}),i.tab===`requests`&&(0,Y.jsx)(Be,{}),i.tab===`accounts`&&(0,Y.jsx)(Oe,{}),i.tab===`transfers`&&(0,Y.jsx)(Q,{title:`Transfers`,emptyText:`No transfers yet.`})]})}export{He as default};