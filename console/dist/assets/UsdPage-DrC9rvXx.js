import{S as e,a as t,f as n,i as r,l as i,p as a,t as o,y as s}from"./Page-B9JT5GJl.js";import{a as c,c as l,f as u,i as d,s as f,t as p,u as m}from"./ui-BCM-UW-A.js";import{A as h,M as g,g as _,j as v,t as y}from"./index-9mSCb7z0.js";import{n as b,t as x}from"./fields-DQbL1yTv.js";import{i as S,n as ee,r as te,t as ne}from"./CheckedField-stiZhSo2.js";import{t as C}from"./Field-z7UW1_rD.js";import{a as w,r as T}from"./Events-BmO4JINO.js";import{a as E,i as D,n as O,s as re,t as k}from"./ui-DdH7Z93D.js";import{a as A,o as j}from"./ui-Bv1otMM7.js";import{t as M}from"./urlState-C4uCjnhK.js";import{i as N}from"./filters-B2RnGOoi.js";import{a as P,i as F,n as I,o as ie,r as ae,t as L}from"./ObjectPage-CXQH2psA.js";import{n as R,r as oe}from"./actions-BxzpD-e7.js";var z=e(s(),1),B={ACH:`ACH`,FEDWIRE:`Wire (Fedwire)`},V={isCorporate:!1,firstName:``,lastName:``,businessName:``,email:``,accountName:``,accountNumber:``,routingNumber:``,institutionName:``,accountType:`CHECKING`,rails:[`ACH`],street:``,city:``,state:``,postalCode:``,country:`US`};function H(e){let t=e.replace(/[\s-]/g,``);return/^\d{9}$/.test(t)?t:null}function se(e,t,n){let r={},i=(e,n)=>{String(t[e]).trim()===``&&(r[e]=`Enter ${n}.`)};t.isCorporate?i(`businessName`,`the business’s name`):(i(`firstName`,`the first name`),i(`lastName`,`the last name`)),i(`accountName`,`the name on the account`);let a=t.accountNumber.replace(/[\s-]/g,``);/^\d{4,17}$/.test(a)||(r.accountNumber=`An account number has 4 to 17 digits.`);let o=H(t.routingNumber);if(o?n?n.valid||(r.routingNumber=n.message||`This is not a valid ABA routing number.`):r.routingNumber=`The routing number is being checked.`:r.routingNumber=`A routing number has nine digits.`,i(`institutionName`,`the bank’s name`),t.accountType!==`CHECKING`&&t.accountType!==`SAVINGS`&&(r.accountType=`Choose checking or savings.`),t.rails.length===0&&(r.rails=`Choose at least one way to pay.`),i(`street`,`the street`),i(`city`,`the city`),i(`state`,`the state`),i(`postalCode`,`the postal code`),/^[A-Za-z]{2}$/.test(t.country.trim())||(r.country=`Two letters, such as US.`),t.email.trim()!==``&&!/^[^\s@]+@[^\s@]+$/.test(t.email.trim())&&(r.email=`Enter an email address, or nothing.`),Object.keys(r).length>0)return{ok:!1,problems:r};let s=e=>e.trim()||null;return{ok:!0,input:{accountId:e,isCorporate:t.isCorporate,firstName:t.isCorporate?null:s(t.firstName),lastName:t.isCorporate?null:s(t.lastName),businessName:t.isCorporate?s(t.businessName):null,email:s(t.email),accountName:t.accountName.trim(),accountNumber:a,routingNumber:o,institutionName:t.institutionName.trim(),accountType:t.accountType,paymentRails:t.rails,beneficiaryAddress:{street:t.street.trim(),city:t.city.trim(),state:t.state.trim(),postalCode:t.postalCode.trim(),country:t.country.trim().toUpperCase()}}}}function ce(e,t,n){let r={},i=re(n.amount,2);i.ok||(r.amount=i.message);let a=t.find(e=>e===n.rail);return a||(r.rail=`Choose how to pay.`),n.memo.trim().length>80&&(r.memo=`At most 80 characters.`),!i.ok||!a||Object.keys(r).length>0?{ok:!1,problems:r}:{ok:!0,input:{counterpartyId:e,amount:i.minor,paymentRail:a,memo:n.memo.trim()||null,reason:n.reason.trim()||null,reference:n.reference.trim()||null}}}var U=a(),le=_(`
  query UsdTransfers($filter: UsdTransferFilter, $first: Int, $after: String) {
    usdTransfers(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
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
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),W=_(`
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
`),ue=_(`
  mutation CreateUsdTransfer($input: CreateUsdTransferInput!) {
    createUsdTransfer(input: $input) {
      id
    }
  }
`),de={additionalTypenames:[`UsdTransfer`]},fe=25,G=[`PENDING`,`PROCESSING`,`SUCCESS`,`FAILED`,`RETURNED`],K=Object.keys(B),q={status:``,rail:``,...ae};function J({base:e={},title:n,emptyText:r}){let[i,a]=M(q),o=N({status:P(i.status,G),paymentRail:P(i.rail,K),...ie(i)}),[s,c]=g({query:le,variables:{filter:{...e,...o},first:fe,after:i.after||null},context:de}),l=s.data?.usdTransfers,d=F(o);return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`transfers-title`,children:[(0,U.jsx)(`h2`,{id:`transfers-title`,children:n}),(0,U.jsx)(I,{label:`transfers`,one:`transfer`,many:`transfers`,u:i,set:a,defaults:q,filtered:d,result:s,conn:l,onRetry:()=>c({requestPolicy:`network-only`}),emptyText:r,filters:e=>(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(A,{label:`Status`,value:i.status,onChange:t=>e({status:t.target.value}),options:E(G)}),(0,U.jsx)(A,{label:`Rail`,value:i.rail,onChange:t=>e({rail:t.target.value}),options:[{value:``,label:`Any`},...K.map(e=>({value:e,label:B[e]}))]})]}),children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsxs)(`caption`,{className:`sr-only`,children:[n,`, newest first`]}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Transfer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Amount`}),(0,U.jsx)(`th`,{scope:`col`,children:`To`}),(0,U.jsx)(`th`,{scope:`col`,children:`Rail`}),(0,U.jsx)(`th`,{scope:`col`,children:`Status`}),(0,U.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,U.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Transfer`,children:[(0,U.jsx)(t,{to:`/usd/transfers/`+e.id,className:`mono`,children:e.id}),(0,U.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,U.jsx)(`td`,{"data-label":`Amount`,children:(0,U.jsx)(k,{money:e.amount})}),(0,U.jsx)(`td`,{"data-label":`To`,children:(0,U.jsx)(t,{to:`/usd/counterparties/`+e.counterparty.id,children:e.counterparty.accountName})}),(0,U.jsx)(`td`,{"data-label":`Rail`,children:B[e.paymentRail]}),(0,U.jsx)(`td`,{"data-label":`Status`,children:(0,U.jsx)(D,{status:e.status})}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:u(e.createdAt)})]},e.id))})]})})]})}function pe({counterpartyId:e,rails:t}){let r=n(),[a,s]=(0,z.useState)({amount:``,rail:t[0]??``,memo:``,reason:``,reference:``}),[c,l]=(0,z.useState)({}),[u,d]=v(ue),f=async n=>{n.preventDefault();let o=ce(e,t,a);if(!o.ok)return l(o.problems);l({});let s=await d({input:o.input},{additionalTypenames:[`UsdTransfer`,`Wallet`,`Hold`]});s.data&&r(i(`/usd/transfers/`+s.data.createUsdTransfer.id))},p=x(u.error),m=(e,t=e)=>c[e]??p[t]?.join(` `),h=b(p,[`amount`,`paymentRail`,`memo`,`reason`,`reference`]);return(0,U.jsxs)(`form`,{className:`form narrow card`,onSubmit:f,noValidate:!0,"aria-labelledby":`send-title`,children:[(0,U.jsx)(`h3`,{id:`send-title`,children:`Send money`}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[(0,U.jsx)(C,{label:`Amount (USD)`,inputMode:`decimal`,autoComplete:`off`,value:a.amount,onChange:e=>s({...a,amount:e.target.value}),problem:m(`amount`)}),(0,U.jsx)(A,{label:`Rail`,value:a.rail,onChange:e=>s({...a,rail:e.target.value}),options:t.map(e=>({value:e,label:B[e]}))})]}),(0,U.jsx)(C,{label:`Memo`,value:a.memo,onChange:e=>s({...a,memo:e.target.value}),problem:m(`memo`),autoComplete:`off`,hint:`Shown to the receiving bank.`}),(0,U.jsx)(C,{label:`Reason`,value:a.reason,onChange:e=>s({...a,reason:e.target.value}),problem:m(`reason`),autoComplete:`off`}),(0,U.jsx)(C,{label:`Reference`,value:a.reference,onChange:e=>s({...a,reference:e.target.value}),problem:m(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),c.rail&&(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:c.rail}),h.length>0?(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:h.join(` `)}):Object.keys(p).length===0&&(0,U.jsx)(o,{error:u.error}),(0,U.jsx)(`div`,{className:`form-actions`,children:(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:u.fetching,children:`Send transfer`})})]})}function me({id:e}){let[n,r]=g({query:W,variables:{id:e}}),i=n.data?.usdTransfer;return(0,U.jsx)(L,{title:`Transfer ${e}`,what:`transfer ${e}`,result:n,reexecute:r,found:!!i,back:{to:`/usd/transfers`,label:`All transfers`},children:i&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsxs)(`p`,{children:[(0,U.jsx)(D,{status:i.status}),` `,i.summary&&(0,U.jsx)(`span`,{className:`muted`,children:i.summary})]}),(0,U.jsx)(oe,{id:i.id,status:i.status,rail:i.paymentRail}),(0,U.jsx)(c,{items:[[`Amount`,(0,U.jsx)(k,{money:i.amount})],[`Fee`,(0,U.jsx)(k,{money:i.fee})],[`Rail`,B[i.paymentRail]],[`To`,(0,U.jsx)(t,{to:`/usd/counterparties/`+i.counterparty.id,children:i.counterparty.accountName})],[`Bank`,`${i.counterparty.institutionName}, routing ${i.counterparty.routingNumber}, account ${i.counterparty.accountNumber}`],[`From the account`,(0,U.jsx)(T,{id:i.counterparty.accountId})],[`Reference`,(0,U.jsx)(`code`,{children:i.reference})],[`Memo`,i.memo||`—`],[`Reason`,i.reason||`—`],...i.returnCode?[[`Return code`,(0,U.jsx)(`code`,{children:i.returnCode})]]:[],...i.status===`RETURNED`?[[`Refund`,(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(k,{money:i.amount}),` back to the USD wallet; the fee is kept`]})]]:[],...i.status===`FAILED`?[[`Released`,`What was held for it went back to the USD wallet`]]:[],...i.failureReason?[[`Why it failed`,i.failureReason]]:[],[`Created`,u(i.createdAt)],[`Updated`,u(i.updatedAt)]]})]})})}var he=_(`
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
`),ge=_(`
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
            id
            accountName
            accountNumber
            routingNumber
            institutionName
            paymentRails
            active
          }
        }
      }
    }
  }
`),_e=_(`
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
`),ve=_(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`),Y=_(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`),X={additionalTypenames:[`UsdAccount`,`Counterparty`]},ye=25;function be(){let e=w(),[n,r]=g({query:he,variables:{first:ye,after:e.after},context:X}),i=n.data?.usdAccounts;return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`accounts-title`,children:[(0,U.jsx)(`h2`,{id:`accounts-title`,children:`Accounts`}),(0,U.jsx)(`p`,{className:`section-text`,children:`A customer’s USD account opens when their request is approved.`}),(0,U.jsx)(l,{loading:!i&&!n.error,error:i?void 0:n.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:i?.edges.length===0,emptyMessage:(0,U.jsx)(`p`,{children:`No USD accounts yet.`}),children:i&&(0,U.jsx)(`div`,{className:`table-wrap`,children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`USD accounts, newest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Account`}),(0,U.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,U.jsx)(`th`,{scope:`col`,children:`Opened`})]})}),(0,U.jsx)(`tbody`,{children:i.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Account`,children:[(0,U.jsx)(t,{to:`/usd/accounts/`+e.id,children:e.accountName}),(0,U.jsx)(`div`,{className:`muted mono`,children:e.id})]}),(0,U.jsx)(`td`,{"data-label":`Customer`,children:(0,U.jsx)(O,{id:e.customerId})}),(0,U.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,U.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,U.jsx)(`td`,{"data-label":`Bank`,children:e.bankName}),(0,U.jsx)(`td`,{"data-label":`Opened`,className:`nowrap`,children:u(e.createdAt)})]},e.id))})]})})}),i&&(0,U.jsx)(f,{isFirst:e.isFirst,hasNext:i.pageInfo.hasNextPage,label:`Account pages`,onPrevious:e.previous,onNext:()=>i.pageInfo.endCursor&&e.next(i.pageInfo.endCursor)})]})}function xe({accountId:e,onDone:t}){let r=h(),a=n(),[s,c]=(0,z.useState)(V),[l,u]=(0,z.useState)({}),[d,f]=v(Y),p=H(s.routingNumber),m=te(p,async e=>{let t=await r.query(ve,{routingNumber:e},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data)throw t.error??Error(`No answer.`);return t.data.checkRoutingNumber}),g=e=>c({...s,...e}),_=async t=>{t.preventDefault();let n=se(e,s,ee(m,p));if(!n.ok)return u(n.problems);u({});let r=await f({input:n.input},{additionalTypenames:[`Counterparty`]});r.data&&a(i(`/usd/counterparties/`+r.data.createCounterparty.id))},y=x(d.error),S={rails:`paymentRails`,street:`beneficiaryAddress.street`,city:`beneficiaryAddress.city`,state:`beneficiaryAddress.state`,postalCode:`beneficiaryAddress.postalCode`,country:`beneficiaryAddress.country`},w=e=>l[e]??y[S[e]??e]?.join(` `),T=b(y,[...Object.keys(V),...Object.values(S)]),E=(e,t,n={})=>(0,U.jsx)(C,{label:t,value:String(s[e]),onChange:t=>g({[e]:t.target.value}),problem:w(e),autoComplete:`off`,...n}),D=(e,t)=>g({rails:t?[...s.rails,e]:s.rails.filter(t=>t!==e)});return(0,U.jsxs)(`form`,{className:`form card`,onSubmit:_,noValidate:!0,"aria-labelledby":`new-cpty-title`,children:[(0,U.jsx)(`h3`,{id:`new-cpty-title`,children:`Add a counterparty`}),(0,U.jsxs)(`label`,{className:`check`,children:[(0,U.jsx)(`input`,{type:`checkbox`,checked:s.isCorporate,onChange:e=>g({isCorporate:e.target.checked})}),`A business`]}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[s.isCorporate?E(`businessName`,`Business name`):(0,U.jsxs)(U.Fragment,{children:[E(`firstName`,`First name`),E(`lastName`,`Last name`)]}),E(`email`,`Email (optional)`,{type:`email`}),E(`accountName`,`Name on the account`),E(`accountNumber`,`Account number`,{inputMode:`numeric`}),(0,U.jsx)(ne,{label:`Routing number`,value:s.routingNumber,onChange:e=>g({routingNumber:e.target.value}),state:m,validText:`A valid ABA routing number`,problem:w(`routingNumber`),inputMode:`numeric`,hint:`Nine digits.`}),E(`institutionName`,`Bank name`),(0,U.jsx)(A,{label:`Account type`,value:s.accountType,onChange:e=>g({accountType:e.target.value}),options:[{value:`CHECKING`,label:`Checking`},{value:`SAVINGS`,label:`Savings`}]})]}),(0,U.jsxs)(`fieldset`,{className:`fieldset`,"aria-invalid":w(`rails`)?!0:void 0,children:[(0,U.jsx)(`legend`,{children:`Pay by`}),Object.keys(B).map(e=>(0,U.jsxs)(`label`,{className:`check`,children:[(0,U.jsx)(`input`,{type:`checkbox`,checked:s.rails.includes(e),onChange:t=>D(e,t.target.checked)}),B[e]]},e)),w(`rails`)&&(0,U.jsx)(`p`,{className:`field-error`,children:w(`rails`)})]}),(0,U.jsxs)(`fieldset`,{className:`fieldset`,children:[(0,U.jsx)(`legend`,{children:`The beneficiary’s address`}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[E(`street`,`Street`),E(`city`,`City`),E(`state`,`State`),E(`postalCode`,`Postal code`),E(`country`,`Country`)]})]}),T.length>0?(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:T.join(` `)}):Object.keys(y).length===0&&(0,U.jsx)(o,{error:d.error}),(0,U.jsxs)(`div`,{className:`form-actions`,children:[(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:d.fetching||m.status===`done`&&!m.result.valid,children:`Add counterparty`}),(0,U.jsx)(`button`,{type:`button`,className:`button`,onClick:t,children:`Cancel`})]})]})}function Se({id:e}){let n=y(),[r,i]=(0,z.useState)(!1),[a,o]=g({query:ge,variables:{id:e},context:X}),s=a.data?.usdAccount,l=s?.counterparties.edges??[];return(0,U.jsx)(L,{title:s?s.accountName:`USD account ${e}`,what:`USD account ${e}`,result:a,reexecute:o,found:!!s,back:{to:`/usd/accounts`,label:`All accounts`},children:s&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(c,{items:[[`Account number`,(0,U.jsx)(`code`,{children:s.accountNumber})],[`Routing number (ABA)`,(0,U.jsx)(`code`,{children:s.routingNumber})],[`Bank`,s.bankName],[`Customer`,(0,U.jsx)(O,{id:s.customerId})],[`Account id`,(0,U.jsx)(`code`,{children:s.id})],[`Opened`,u(s.createdAt)]]}),(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`cpty-title`,children:[(0,U.jsxs)(`div`,{className:`section-head`,children:[(0,U.jsx)(`h2`,{id:`cpty-title`,children:`Counterparties`}),n(`MONEY`)&&!r&&(0,U.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>i(!0),children:`Add a counterparty`})]}),r&&(0,U.jsx)(xe,{accountId:s.id,onDone:()=>i(!1)}),l.length===0?(0,U.jsx)(`div`,{className:`empty`,children:(0,U.jsx)(`p`,{children:`No counterparties yet.`})}):(0,U.jsx)(`div`,{className:`table-wrap`,children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`Counterparties, oldest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Name`}),(0,U.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,U.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Rails`})]})}),(0,U.jsx)(`tbody`,{children:l.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Name`,children:[(0,U.jsx)(t,{to:`/usd/counterparties/`+e.id,children:e.accountName}),` `,!e.active&&(0,U.jsx)(p,{children:`Inactive`})]}),(0,U.jsx)(`td`,{"data-label":`Bank`,children:e.institutionName}),(0,U.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,U.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,U.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.map(e=>B[e]).join(`, `)})]},e.id))})]})})]}),(0,U.jsx)(J,{base:{accountId:s.id},title:`Transfers from this account`,emptyText:`No transfers from this account yet.`})]})})}function Ce({id:e}){let t=y(),[n,r]=g({query:_e,variables:{id:e}}),i=n.data?.counterparty,a=i?i.isCorporate?i.businessName:`${i.firstName} ${i.lastName}`.trim():``;return(0,U.jsx)(L,{title:i?i.accountName:`Counterparty ${e}`,what:`counterparty ${e}`,result:n,reexecute:r,found:!!i,back:i?{to:`/usd/accounts/`+i.accountId,label:`Its USD account`}:{to:`/usd/accounts`,label:`USD accounts`},children:i&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(c,{items:[[i.isCorporate?`Business`:`Person`,a||`—`],[`Bank`,i.institutionName],[`Routing number (ABA)`,(0,U.jsx)(`code`,{children:i.routingNumber})],[`Account number`,(0,U.jsx)(`code`,{children:i.accountNumber})],[`Account type`,i.accountType.toLowerCase()],[`Rails`,i.paymentRails.map(e=>B[e]).join(`, `)],[`Email`,i.email||`—`],[`Counterparty id`,(0,U.jsx)(`code`,{children:i.id})],[`Added`,u(i.createdAt)]]}),t(`MONEY`)&&i.active&&(0,U.jsx)(pe,{counterpartyId:i.id,rails:i.paymentRails}),(0,U.jsx)(J,{base:{counterpartyId:i.id},title:`Transfers to this counterparty`,emptyText:`No transfers to this counterparty yet.`})]})})}var we=_(`
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
`),Te=_(`
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
`),Ee=_(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),De={additionalTypenames:[`UsdAccountRequest`,`UsdAccount`]},Oe=25,Z=[`PENDING`,`APPROVED`,`REJECTED`],Q={status:``,customer:``,after:``,prev:[]};function ke(){let[e,t]=(0,z.useState)(``),[n,r]=(0,z.useState)(window.location.origin+`/`),[i,a]=v(Ee),s=i.data?.createUsdKycLink,c=async t=>{t.preventDefault(),await a({customerId:e,redirectUrl:n.trim()},{additionalTypenames:[`UsdAccountRequest`]})},l=x(i.error);return(0,U.jsxs)(`div`,{className:`card`,children:[(0,U.jsx)(`h3`,{children:`Create a KYC link`}),(0,U.jsx)(`p`,{className:`section-text`,children:`The customer verifies their identity through the link; an approved verification opens their USD account.`}),e?(0,U.jsxs)(`form`,{className:`inline-form`,onSubmit:c,noValidate:!0,"aria-label":`Create a KYC link`,children:[(0,U.jsxs)(`p`,{children:[`For `,(0,U.jsx)(O,{id:e}),` `,(0,U.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:()=>t(``),children:`Another customer`})]}),(0,U.jsx)(C,{label:`Return to, once verified`,type:`url`,value:n,onChange:e=>r(e.target.value),problem:l.redirectUrl?.join(` `),autoComplete:`off`}),(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:i.fetching,children:`Create the link`}),!l.redirectUrl&&(0,U.jsx)(o,{error:i.error})]}):(0,U.jsx)(S,{label:`Find the customer`,onPick:t}),s?.kycLink&&(0,U.jsxs)(`div`,{role:`status`,children:[(0,U.jsxs)(`p`,{children:[`Request `,(0,U.jsx)(T,{id:s.reference}),` (`,s.status.toLowerCase(),`): send this link to the customer.`]}),(0,U.jsx)(`p`,{className:`secret-value`,children:(0,U.jsx)(`code`,{"data-testid":`kyc-link`,children:s.kycLink})}),(0,U.jsx)(d,{text:s.kycLink,label:`Copy link`})]})]})}function Ae(){let e=y(),[n,r]=M(Q),i=N({status:P(n.status,Z),customerId:n.customer}),[a,o]=g({query:we,variables:{filter:i,first:Oe,after:n.after||null},context:De}),s=a.data?.usdAccountRequests,c=F(i);return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`requests-title`,children:[(0,U.jsx)(`h2`,{id:`requests-title`,children:`Account requests`}),e(`MONEY`)&&(0,U.jsx)(ke,{}),(0,U.jsx)(I,{label:`account requests`,one:`request`,many:`requests`,u:n,set:r,defaults:Q,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No USD account requests yet.`,filters:e=>(0,U.jsx)(A,{label:`Status`,value:n.status,onChange:t=>e({status:t.target.value}),options:E(Z)}),children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`USD account requests, newest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Request`}),(0,U.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Status`}),(0,U.jsx)(`th`,{scope:`col`,children:`Verification`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account`}),(0,U.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,U.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Request`,children:(0,U.jsx)(t,{to:`/usd/requests/`+e.reference,className:`mono`,children:e.reference})}),(0,U.jsx)(`td`,{"data-label":`Customer`,children:(0,U.jsx)(O,{id:e.customerId,children:e.customer?`${e.customer.firstName} ${e.customer.lastName}`:e.customerId})}),(0,U.jsxs)(`td`,{"data-label":`Status`,children:[(0,U.jsx)(D,{status:e.status}),(0,U.jsx)(R,{reference:e.reference,status:e.status})]}),(0,U.jsx)(`td`,{"data-label":`Verification`,children:e.session?(0,U.jsx)(t,{to:`/verifications/`+e.session.id,children:(0,U.jsx)(j,{status:e.session.status})}):`—`}),(0,U.jsx)(`td`,{"data-label":`Account`,children:e.accountId?(0,U.jsx)(T,{id:e.accountId}):`—`}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:u(e.createdAt)})]},e.reference))})]})})]})}function je({reference:e}){let[n,r]=g({query:Te,variables:{reference:e}}),i=n.data?.usdAccountRequest;return(0,U.jsx)(L,{title:`USD account request ${e}`,what:`USD account request ${e}`,result:n,reexecute:r,found:!!i,back:{to:`/usd/requests`,label:`All account requests`},children:i&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`p`,{children:(0,U.jsx)(D,{status:i.status})}),(0,U.jsx)(R,{reference:i.reference,status:i.status}),(0,U.jsx)(c,{items:[[`Customer`,(0,U.jsx)(O,{id:i.customerId,children:i.customer?`${i.customer.firstName} ${i.customer.lastName}`:i.customerId})],[`Verification`,i.session?(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(t,{to:`/verifications/`+i.session.id,className:`mono`,children:i.session.id}),` `,(0,U.jsx)(j,{status:i.session.status})]}):`None started`],[`Account`,i.accountId?(0,U.jsx)(T,{id:i.accountId}):`Opened on approval`],[`Identification number`,i.identificationNumberLast4?`ending ${i.identificationNumberLast4}`:`—`],[`Created`,u(i.createdAt)],[`Updated`,u(i.updatedAt)]]}),i.messages.length>0&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`h2`,{children:`Why it was rejected`}),(0,U.jsx)(`ul`,{children:i.messages.map(e=>(0,U.jsx)(`li`,{children:e},e))})]}),i.kycLink&&(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`kyc-link-title`,children:[(0,U.jsx)(`h2`,{id:`kyc-link-title`,children:`KYC link`}),(0,U.jsx)(`p`,{className:`secret-value`,children:(0,U.jsx)(`code`,{children:i.kycLink})}),(0,U.jsx)(d,{text:i.kycLink,label:`Copy link`})]})]})})}var $=[{tab:`requests`,to:`/usd/requests`,label:`Account requests`},{tab:`accounts`,to:`/usd/accounts`,label:`Accounts`},{tab:`transfers`,to:`/usd/transfers`,label:`Transfers`}];function Me({rest:e}){let[,n=`requests`,i,a]=e.split(`/`);if(a===void 0&&i&&n===`counterparties`){let e=decodeURIComponent(i);return(0,U.jsx)(Ce,{id:e},e)}let o=$.find(e=>e.tab===n);if(!o||a!==void 0)return(0,U.jsxs)(r,{title:`Page not found`,children:[(0,U.jsx)(`p`,{children:`There is no such page of USD.`}),(0,U.jsx)(`p`,{children:(0,U.jsx)(t,{to:`/usd`,children:`Go to USD`})})]});if(i){let e=decodeURIComponent(i);return o.tab===`requests`?(0,U.jsx)(je,{reference:e},e):o.tab===`accounts`?(0,U.jsx)(Se,{id:e},e):(0,U.jsx)(me,{id:e},e)}return(0,U.jsxs)(r,{title:`USD`,description:`Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.`,children:[(0,U.jsx)(m,{label:`USD`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===o.tab}))}),o.tab===`requests`&&(0,U.jsx)(Ae,{}),o.tab===`accounts`&&(0,U.jsx)(be,{}),o.tab===`transfers`&&(0,U.jsx)(J,{title:`Transfers`,emptyText:`No transfers yet.`})]})}export{Me as default};