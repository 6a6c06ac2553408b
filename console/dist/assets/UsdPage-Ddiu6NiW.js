import{C as e,a as t,b as n,m as r,o as i,p as a,t as o,u as s}from"./Page-C9MDVgOt.js";import{a as c,c as l,i as u,s as d,t as f,u as p}from"./ui-CiZA3aRa.js";import{A as m,M as h,g,j as _,t as v}from"./index-ClO-mSwK.js";import{n as y,t as b}from"./fields-3GVtopdl.js";import{i as x,n as ee,r as te,t as ne}from"./CheckedField-DP929W02.js";import{t as S}from"./Field-Hwjir-5s.js";import{n as C}from"./format-DnCTM5RU.js";import{i as w}from"./filters-CXIFxy6D.js";import{a as T,r as E}from"./Events-BQVVeSOc.js";import{a as D,i as O,n as k,t as A}from"./ui-nxX0wavQ.js";import{a as j,o as M}from"./ui-jzhqUJiV.js";import{n as re}from"./money-CHqc_1k8.js";import{t as N}from"./urlState-Dw1W3PvB.js";import{a as P,i as F,n as I,o as ie,r as ae,t as L}from"./ObjectPage-DVUKZgyq.js";import{n as R,r as oe}from"./actions-C6oKFXRb.js";var z=e(n(),1),B={ACH:`ACH`,FEDWIRE:`Wire (Fedwire)`},V={isCorporate:!1,firstName:``,lastName:``,businessName:``,email:``,accountName:``,accountNumber:``,routingNumber:``,institutionName:``,accountType:`CHECKING`,rails:[`ACH`],street:``,city:``,state:``,postalCode:``,country:`US`};function H(e){let t=e.replace(/[\s-]/g,``);return/^\d{9}$/.test(t)?t:null}function se(e,t,n){let r={},i=(e,n)=>{String(t[e]).trim()===``&&(r[e]=`Enter ${n}.`)};t.isCorporate?i(`businessName`,`the business’s name`):(i(`firstName`,`the first name`),i(`lastName`,`the last name`)),i(`accountName`,`the name on the account`);let a=t.accountNumber.replace(/[\s-]/g,``);/^\d{4,17}$/.test(a)||(r.accountNumber=`An account number has 4 to 17 digits.`);let o=H(t.routingNumber);if(o?n?n.valid||(r.routingNumber=n.message||`This is not a valid ABA routing number.`):r.routingNumber=`The routing number is being checked.`:r.routingNumber=`A routing number has nine digits.`,i(`institutionName`,`the bank’s name`),t.accountType!==`CHECKING`&&t.accountType!==`SAVINGS`&&(r.accountType=`Choose checking or savings.`),t.rails.length===0&&(r.rails=`Choose at least one way to pay.`),i(`street`,`the street`),i(`city`,`the city`),i(`state`,`the state`),i(`postalCode`,`the postal code`),/^[A-Za-z]{2}$/.test(t.country.trim())||(r.country=`Two letters, such as US.`),t.email.trim()!==``&&!/^[^\s@]+@[^\s@]+$/.test(t.email.trim())&&(r.email=`Enter an email address, or nothing.`),Object.keys(r).length>0)return{ok:!1,problems:r};let s=e=>e.trim()||null;return{ok:!0,input:{accountId:e,isCorporate:t.isCorporate,firstName:t.isCorporate?null:s(t.firstName),lastName:t.isCorporate?null:s(t.lastName),businessName:t.isCorporate?s(t.businessName):null,email:s(t.email),accountName:t.accountName.trim(),accountNumber:a,routingNumber:o,institutionName:t.institutionName.trim(),accountType:t.accountType,paymentRails:t.rails,beneficiaryAddress:{street:t.street.trim(),city:t.city.trim(),state:t.state.trim(),postalCode:t.postalCode.trim(),country:t.country.trim().toUpperCase()}}}}function ce(e,t,n){let r={},i=re(n.amount,2);i.ok||(r.amount=i.message);let a=t.find(e=>e===n.rail);return a||(r.rail=`Choose how to pay.`),n.memo.trim().length>80&&(r.memo=`At most 80 characters.`),!i.ok||!a||Object.keys(r).length>0?{ok:!1,problems:r}:{ok:!0,input:{counterpartyId:e,amount:i.minor,paymentRail:a,memo:n.memo.trim()||null,reason:n.reason.trim()||null,reference:n.reference.trim()||null}}}var U=r();g(`
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
`);var le=g(`
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
`),W=g(`
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
`),ue=g(`
  mutation CreateUsdTransfer($input: CreateUsdTransferInput!) {
    createUsdTransfer(input: $input) {
      id
    }
  }
`),de={additionalTypenames:[`UsdTransfer`]},fe=25,G=[`PENDING`,`PROCESSING`,`SUCCESS`,`FAILED`,`RETURNED`],K=Object.keys(B),q={status:``,rail:``,...ae};function J({base:e={},title:t,emptyText:n}){let[r,a]=N(q),o=w({status:P(r.status,G),paymentRail:P(r.rail,K),...ie(r)}),[s,c]=h({query:le,variables:{filter:{...e,...o},first:fe,after:r.after||null},context:de}),l=s.data?.usdTransfers,u=F(o);return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`transfers-title`,children:[(0,U.jsx)(`h2`,{id:`transfers-title`,children:t}),(0,U.jsx)(I,{label:`transfers`,one:`transfer`,many:`transfers`,u:r,set:a,defaults:q,filtered:u,result:s,conn:l,onRetry:()=>c({requestPolicy:`network-only`}),emptyText:n,filters:e=>(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(j,{label:`Status`,value:r.status,onChange:t=>e({status:t.target.value}),options:D(G)}),(0,U.jsx)(j,{label:`Rail`,value:r.rail,onChange:t=>e({rail:t.target.value}),options:[{value:``,label:`Any`},...K.map(e=>({value:e,label:B[e]}))]})]}),children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsxs)(`caption`,{className:`sr-only`,children:[t,`, newest first`]}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Transfer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Amount`}),(0,U.jsx)(`th`,{scope:`col`,children:`To`}),(0,U.jsx)(`th`,{scope:`col`,children:`Rail`}),(0,U.jsx)(`th`,{scope:`col`,children:`Status`}),(0,U.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,U.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Transfer`,children:[(0,U.jsx)(i,{to:`/usd/transfers/`+e.id,className:`mono`,children:e.id}),(0,U.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,U.jsx)(`td`,{"data-label":`Amount`,children:(0,U.jsx)(A,{money:e.amount})}),(0,U.jsx)(`td`,{"data-label":`To`,children:(0,U.jsx)(i,{to:`/usd/counterparties/`+e.counterparty.id,children:e.counterparty.accountName})}),(0,U.jsx)(`td`,{"data-label":`Rail`,children:B[e.paymentRail]}),(0,U.jsx)(`td`,{"data-label":`Status`,children:(0,U.jsx)(O,{status:e.status})}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})})]})}function Y({counterpartyId:e,rails:t}){let n=a(),[r,i]=(0,z.useState)({amount:``,rail:t[0]??``,memo:``,reason:``,reference:``}),[c,l]=(0,z.useState)({}),[u,d]=_(ue),f=async i=>{i.preventDefault();let a=ce(e,t,r);if(!a.ok)return l(a.problems);l({});let o=await d({input:a.input},{additionalTypenames:[`UsdTransfer`,`Wallet`,`Hold`]});o.data&&n(s(`/usd/transfers/`+o.data.createUsdTransfer.id))},p=b(u.error),m=(e,t=e)=>c[e]??p[t]?.join(` `),h=y(p,[`amount`,`paymentRail`,`memo`,`reason`,`reference`]);return(0,U.jsxs)(`form`,{className:`form narrow card`,onSubmit:f,noValidate:!0,"aria-labelledby":`send-title`,children:[(0,U.jsx)(`h3`,{id:`send-title`,children:`Send money`}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[(0,U.jsx)(S,{label:`Amount (USD)`,inputMode:`decimal`,autoComplete:`off`,value:r.amount,onChange:e=>i({...r,amount:e.target.value}),problem:m(`amount`)}),(0,U.jsx)(j,{label:`Rail`,value:r.rail,onChange:e=>i({...r,rail:e.target.value}),options:t.map(e=>({value:e,label:B[e]}))})]}),(0,U.jsx)(S,{label:`Memo`,value:r.memo,onChange:e=>i({...r,memo:e.target.value}),problem:m(`memo`),autoComplete:`off`,hint:`Shown to the receiving bank.`}),(0,U.jsx)(S,{label:`Reason`,value:r.reason,onChange:e=>i({...r,reason:e.target.value}),problem:m(`reason`),autoComplete:`off`}),(0,U.jsx)(S,{label:`Reference`,value:r.reference,onChange:e=>i({...r,reference:e.target.value}),problem:m(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),c.rail&&(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:c.rail}),h.length>0?(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:h.join(` `)}):Object.keys(p).length===0&&(0,U.jsx)(o,{error:u.error}),(0,U.jsx)(`div`,{className:`form-actions`,children:(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:u.fetching,children:`Send transfer`})})]})}function pe({id:e}){let[t,n]=h({query:W,variables:{id:e}}),r=t.data?.usdTransfer;return(0,U.jsx)(L,{title:`Transfer ${e}`,what:`transfer ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/transfers`,label:`All transfers`},children:r&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsxs)(`p`,{children:[(0,U.jsx)(O,{status:r.status}),` `,r.summary&&(0,U.jsx)(`span`,{className:`muted`,children:r.summary})]}),(0,U.jsx)(oe,{id:r.id,status:r.status,rail:r.paymentRail}),(0,U.jsx)(c,{items:[[`Amount`,(0,U.jsx)(A,{money:r.amount})],[`Fee`,(0,U.jsx)(A,{money:r.fee})],[`Rail`,B[r.paymentRail]],[`To`,(0,U.jsx)(i,{to:`/usd/counterparties/`+r.counterparty.id,children:r.counterparty.accountName})],[`Bank`,`${r.counterparty.institutionName}, routing ${r.counterparty.routingNumber}, account ${r.counterparty.accountNumber}`],[`From the account`,(0,U.jsx)(E,{id:r.counterparty.accountId})],[`Reference`,(0,U.jsx)(`code`,{children:r.reference})],[`Memo`,r.memo||`—`],[`Reason`,r.reason||`—`],...r.returnCode?[[`Return code`,(0,U.jsx)(`code`,{children:r.returnCode})]]:[],...r.status===`RETURNED`?[[`Refund`,(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(A,{money:r.amount}),` back to the USD wallet; the fee is kept`]})]]:[],...r.status===`FAILED`?[[`Released`,`What was held for it went back to the USD wallet`]]:[],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,C(r.createdAt)],[`Updated`,C(r.updatedAt)]]})]})})}var me=g(`
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
`);g(`
  fragment CounterpartyRow on Counterparty {
    id
    accountName
    accountNumber
    routingNumber
    institutionName
    paymentRails
    active
  }
`);var he=g(`
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
`),ge=g(`
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
`),_e=g(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`),ve=g(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`),X={additionalTypenames:[`UsdAccount`,`Counterparty`]},ye=25;function be(){let e=T(),[t,n]=h({query:me,variables:{first:ye,after:e.after},context:X}),r=t.data?.usdAccounts;return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`accounts-title`,children:[(0,U.jsx)(`h2`,{id:`accounts-title`,children:`Accounts`}),(0,U.jsx)(`p`,{className:`section-text`,children:`A customer’s USD account opens when their request is approved.`}),(0,U.jsx)(l,{loading:!r&&!t.error,error:r?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:r?.edges.length===0,emptyMessage:(0,U.jsx)(`p`,{children:`No USD accounts yet.`}),children:r&&(0,U.jsx)(`div`,{className:`table-wrap`,children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`USD accounts, newest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Account`}),(0,U.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,U.jsx)(`th`,{scope:`col`,children:`Opened`})]})}),(0,U.jsx)(`tbody`,{children:r.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Account`,children:[(0,U.jsx)(i,{to:`/usd/accounts/`+e.id,children:e.accountName}),(0,U.jsx)(`div`,{className:`muted mono`,children:e.id})]}),(0,U.jsx)(`td`,{"data-label":`Customer`,children:(0,U.jsx)(k,{id:e.customerId})}),(0,U.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,U.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,U.jsx)(`td`,{"data-label":`Bank`,children:e.bankName}),(0,U.jsx)(`td`,{"data-label":`Opened`,className:`nowrap`,children:C(e.createdAt)})]},e.id))})]})})}),r&&(0,U.jsx)(d,{isFirst:e.isFirst,hasNext:r.pageInfo.hasNextPage,label:`Account pages`,onPrevious:e.previous,onNext:()=>r.pageInfo.endCursor&&e.next(r.pageInfo.endCursor)})]})}function xe({accountId:e,onDone:t}){let n=m(),r=a(),[i,c]=(0,z.useState)(V),[l,u]=(0,z.useState)({}),[d,f]=_(ve),p=H(i.routingNumber),h=te(p,async e=>{let t=await n.query(_e,{routingNumber:e},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data)throw t.error??Error(`No answer.`);return t.data.checkRoutingNumber}),g=e=>c({...i,...e}),v=async t=>{t.preventDefault();let n=se(e,i,ee(h,p));if(!n.ok)return u(n.problems);u({});let a=await f({input:n.input},{additionalTypenames:[`Counterparty`]});a.data&&r(s(`/usd/counterparties/`+a.data.createCounterparty.id))},x=b(d.error),C={rails:`paymentRails`,street:`beneficiaryAddress.street`,city:`beneficiaryAddress.city`,state:`beneficiaryAddress.state`,postalCode:`beneficiaryAddress.postalCode`,country:`beneficiaryAddress.country`},w=e=>l[e]??x[C[e]??e]?.join(` `),T=y(x,[...Object.keys(V),...Object.values(C)]),E=(e,t,n={})=>(0,U.jsx)(S,{label:t,value:String(i[e]),onChange:t=>g({[e]:t.target.value}),problem:w(e),autoComplete:`off`,...n}),D=(e,t)=>g({rails:t?[...i.rails,e]:i.rails.filter(t=>t!==e)});return(0,U.jsxs)(`form`,{className:`form card`,onSubmit:v,noValidate:!0,"aria-labelledby":`new-cpty-title`,children:[(0,U.jsx)(`h3`,{id:`new-cpty-title`,children:`Add a counterparty`}),(0,U.jsxs)(`label`,{className:`check`,children:[(0,U.jsx)(`input`,{type:`checkbox`,checked:i.isCorporate,onChange:e=>g({isCorporate:e.target.checked})}),`A business`]}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[i.isCorporate?E(`businessName`,`Business name`):(0,U.jsxs)(U.Fragment,{children:[E(`firstName`,`First name`),E(`lastName`,`Last name`)]}),E(`email`,`Email (optional)`,{type:`email`}),E(`accountName`,`Name on the account`),E(`accountNumber`,`Account number`,{inputMode:`numeric`}),(0,U.jsx)(ne,{label:`Routing number`,value:i.routingNumber,onChange:e=>g({routingNumber:e.target.value}),state:h,validText:`A valid ABA routing number`,problem:w(`routingNumber`),inputMode:`numeric`,hint:`Nine digits.`}),E(`institutionName`,`Bank name`),(0,U.jsx)(j,{label:`Account type`,value:i.accountType,onChange:e=>g({accountType:e.target.value}),options:[{value:`CHECKING`,label:`Checking`},{value:`SAVINGS`,label:`Savings`}]})]}),(0,U.jsxs)(`fieldset`,{className:`fieldset`,"aria-invalid":w(`rails`)?!0:void 0,children:[(0,U.jsx)(`legend`,{children:`Pay by`}),Object.keys(B).map(e=>(0,U.jsxs)(`label`,{className:`check`,children:[(0,U.jsx)(`input`,{type:`checkbox`,checked:i.rails.includes(e),onChange:t=>D(e,t.target.checked)}),B[e]]},e)),w(`rails`)&&(0,U.jsx)(`p`,{className:`field-error`,children:w(`rails`)})]}),(0,U.jsxs)(`fieldset`,{className:`fieldset`,children:[(0,U.jsx)(`legend`,{children:`The beneficiary’s address`}),(0,U.jsxs)(`div`,{className:`form-grid`,children:[E(`street`,`Street`),E(`city`,`City`),E(`state`,`State`),E(`postalCode`,`Postal code`),E(`country`,`Country`)]})]}),T.length>0?(0,U.jsx)(`p`,{className:`form-error`,role:`alert`,children:T.join(` `)}):Object.keys(x).length===0&&(0,U.jsx)(o,{error:d.error}),(0,U.jsxs)(`div`,{className:`form-actions`,children:[(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:d.fetching||h.status===`done`&&!h.result.valid,children:`Add counterparty`}),(0,U.jsx)(`button`,{type:`button`,className:`button`,onClick:t,children:`Cancel`})]})]})}function Se({id:e}){let t=v(),[n,r]=(0,z.useState)(!1),[a,o]=h({query:he,variables:{id:e},context:X}),s=a.data?.usdAccount,l=s?.counterparties.edges??[];return(0,U.jsx)(L,{title:s?s.accountName:`USD account ${e}`,what:`USD account ${e}`,result:a,reexecute:o,found:!!s,back:{to:`/usd/accounts`,label:`All accounts`},children:s&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(c,{items:[[`Account number`,(0,U.jsx)(`code`,{children:s.accountNumber})],[`Routing number (ABA)`,(0,U.jsx)(`code`,{children:s.routingNumber})],[`Bank`,s.bankName],[`Customer`,(0,U.jsx)(k,{id:s.customerId})],[`Account id`,(0,U.jsx)(`code`,{children:s.id})],[`Opened`,C(s.createdAt)]]}),(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`cpty-title`,children:[(0,U.jsxs)(`div`,{className:`section-head`,children:[(0,U.jsx)(`h2`,{id:`cpty-title`,children:`Counterparties`}),t(`MONEY`)&&!n&&(0,U.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>r(!0),children:`Add a counterparty`})]}),n&&(0,U.jsx)(xe,{accountId:s.id,onDone:()=>r(!1)}),l.length===0?(0,U.jsx)(`div`,{className:`empty`,children:(0,U.jsx)(`p`,{children:`No counterparties yet.`})}):(0,U.jsx)(`div`,{className:`table-wrap`,children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`Counterparties, oldest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Name`}),(0,U.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,U.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,U.jsx)(`th`,{scope:`col`,children:`Rails`})]})}),(0,U.jsx)(`tbody`,{children:l.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsxs)(`td`,{"data-label":`Name`,children:[(0,U.jsx)(i,{to:`/usd/counterparties/`+e.id,children:e.accountName}),` `,!e.active&&(0,U.jsx)(f,{children:`Inactive`})]}),(0,U.jsx)(`td`,{"data-label":`Bank`,children:e.institutionName}),(0,U.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,U.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,U.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.map(e=>B[e]).join(`, `)})]},e.id))})]})})]}),(0,U.jsx)(J,{base:{accountId:s.id},title:`Transfers from this account`,emptyText:`No transfers from this account yet.`})]})})}function Ce({id:e}){let t=v(),[n,r]=h({query:ge,variables:{id:e}}),i=n.data?.counterparty,a=i?i.isCorporate?i.businessName:`${i.firstName} ${i.lastName}`.trim():``;return(0,U.jsx)(L,{title:i?i.accountName:`Counterparty ${e}`,what:`counterparty ${e}`,result:n,reexecute:r,found:!!i,back:i?{to:`/usd/accounts/`+i.accountId,label:`Its USD account`}:{to:`/usd/accounts`,label:`USD accounts`},children:i&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(c,{items:[[i.isCorporate?`Business`:`Person`,a||`—`],[`Bank`,i.institutionName],[`Routing number (ABA)`,(0,U.jsx)(`code`,{children:i.routingNumber})],[`Account number`,(0,U.jsx)(`code`,{children:i.accountNumber})],[`Account type`,i.accountType.toLowerCase()],[`Rails`,i.paymentRails.map(e=>B[e]).join(`, `)],[`Email`,i.email||`—`],[`Counterparty id`,(0,U.jsx)(`code`,{children:i.id})],[`Added`,C(i.createdAt)]]}),t(`MONEY`)&&i.active&&(0,U.jsx)(Y,{counterpartyId:i.id,rails:i.paymentRails}),(0,U.jsx)(J,{base:{counterpartyId:i.id},title:`Transfers to this counterparty`,emptyText:`No transfers to this counterparty yet.`})]})})}var we=g(`
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
`),Te=g(`
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
`),Ee=g(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),De={additionalTypenames:[`UsdAccountRequest`,`UsdAccount`]},Oe=25,Z=[`PENDING`,`APPROVED`,`REJECTED`],Q={status:``,customer:``,after:``,prev:[]};function ke(){let[e,t]=(0,z.useState)(``),[n,r]=(0,z.useState)(window.location.origin+`/`),[i,a]=_(Ee),s=i.data?.createUsdKycLink,c=async t=>{t.preventDefault(),await a({customerId:e,redirectUrl:n.trim()},{additionalTypenames:[`UsdAccountRequest`]})},l=b(i.error);return(0,U.jsxs)(`div`,{className:`card`,children:[(0,U.jsx)(`h3`,{children:`Create a KYC link`}),(0,U.jsx)(`p`,{className:`section-text`,children:`The customer verifies their identity through the link; an approved verification opens their USD account.`}),e?(0,U.jsxs)(`form`,{className:`inline-form`,onSubmit:c,noValidate:!0,"aria-label":`Create a KYC link`,children:[(0,U.jsxs)(`p`,{children:[`For `,(0,U.jsx)(k,{id:e}),` `,(0,U.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:()=>t(``),children:`Another customer`})]}),(0,U.jsx)(S,{label:`Return to, once verified`,type:`url`,value:n,onChange:e=>r(e.target.value),problem:l.redirectUrl?.join(` `),autoComplete:`off`}),(0,U.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:i.fetching,children:`Create the link`}),!l.redirectUrl&&(0,U.jsx)(o,{error:i.error})]}):(0,U.jsx)(x,{label:`Find the customer`,onPick:t}),s?.kycLink&&(0,U.jsxs)(`div`,{role:`status`,children:[(0,U.jsxs)(`p`,{children:[`Request `,(0,U.jsx)(E,{id:s.reference}),` (`,s.status.toLowerCase(),`): send this link to the customer.`]}),(0,U.jsx)(`p`,{className:`secret-value`,children:(0,U.jsx)(`code`,{"data-testid":`kyc-link`,children:s.kycLink})}),(0,U.jsx)(u,{text:s.kycLink,label:`Copy link`})]})]})}function Ae(){let e=v(),[t,n]=N(Q),r=w({status:P(t.status,Z),customerId:t.customer}),[a,o]=h({query:we,variables:{filter:r,first:Oe,after:t.after||null},context:De}),s=a.data?.usdAccountRequests,c=F(r);return(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`requests-title`,children:[(0,U.jsx)(`h2`,{id:`requests-title`,children:`Account requests`}),e(`MONEY`)&&(0,U.jsx)(ke,{}),(0,U.jsx)(I,{label:`account requests`,one:`request`,many:`requests`,u:t,set:n,defaults:Q,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No USD account requests yet.`,filters:e=>(0,U.jsx)(j,{label:`Status`,value:t.status,onChange:t=>e({status:t.target.value}),options:D(Z)}),children:(0,U.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,U.jsx)(`caption`,{className:`sr-only`,children:`USD account requests, newest first`}),(0,U.jsx)(`thead`,{children:(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`th`,{scope:`col`,children:`Request`}),(0,U.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,U.jsx)(`th`,{scope:`col`,children:`Status`}),(0,U.jsx)(`th`,{scope:`col`,children:`Verification`}),(0,U.jsx)(`th`,{scope:`col`,children:`Account`}),(0,U.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,U.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,U.jsxs)(`tr`,{children:[(0,U.jsx)(`td`,{"data-label":`Request`,children:(0,U.jsx)(i,{to:`/usd/requests/`+e.reference,className:`mono`,children:e.reference})}),(0,U.jsx)(`td`,{"data-label":`Customer`,children:(0,U.jsx)(k,{id:e.customerId,children:e.customer?`${e.customer.firstName} ${e.customer.lastName}`:e.customerId})}),(0,U.jsxs)(`td`,{"data-label":`Status`,children:[(0,U.jsx)(O,{status:e.status}),(0,U.jsx)(R,{reference:e.reference,status:e.status})]}),(0,U.jsx)(`td`,{"data-label":`Verification`,children:e.session?(0,U.jsx)(i,{to:`/verifications/`+e.session.id,children:(0,U.jsx)(M,{status:e.session.status})}):`—`}),(0,U.jsx)(`td`,{"data-label":`Account`,children:e.accountId?(0,U.jsx)(E,{id:e.accountId}):`—`}),(0,U.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:C(e.createdAt)})]},e.reference))})]})})]})}function je({reference:e}){let[t,n]=h({query:Te,variables:{reference:e}}),r=t.data?.usdAccountRequest;return(0,U.jsx)(L,{title:`USD account request ${e}`,what:`USD account request ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/requests`,label:`All account requests`},children:r&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`p`,{children:(0,U.jsx)(O,{status:r.status})}),(0,U.jsx)(R,{reference:r.reference,status:r.status}),(0,U.jsx)(c,{items:[[`Customer`,(0,U.jsx)(k,{id:r.customerId,children:r.customer?`${r.customer.firstName} ${r.customer.lastName}`:r.customerId})],[`Verification`,r.session?(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(i,{to:`/verifications/`+r.session.id,className:`mono`,children:r.session.id}),` `,(0,U.jsx)(M,{status:r.session.status})]}):`None started`],[`Account`,r.accountId?(0,U.jsx)(E,{id:r.accountId}):`Opened on approval`],[`Identification number`,r.identificationNumberLast4?`ending ${r.identificationNumberLast4}`:`—`],[`Created`,C(r.createdAt)],[`Updated`,C(r.updatedAt)]]}),r.messages.length>0&&(0,U.jsxs)(U.Fragment,{children:[(0,U.jsx)(`h2`,{children:`Why it was rejected`}),(0,U.jsx)(`ul`,{children:r.messages.map(e=>(0,U.jsx)(`li`,{children:e},e))})]}),r.kycLink&&(0,U.jsxs)(`section`,{className:`section`,"aria-labelledby":`kyc-link-title`,children:[(0,U.jsx)(`h2`,{id:`kyc-link-title`,children:`KYC link`}),(0,U.jsx)(`p`,{className:`secret-value`,children:(0,U.jsx)(`code`,{children:r.kycLink})}),(0,U.jsx)(u,{text:r.kycLink,label:`Copy link`})]})]})})}var $=[{tab:`requests`,to:`/usd/requests`,label:`Account requests`},{tab:`accounts`,to:`/usd/accounts`,label:`Accounts`},{tab:`transfers`,to:`/usd/transfers`,label:`Transfers`}];function Me({rest:e}){let[,n=`requests`,r,a]=e.split(`/`);if(a===void 0&&r&&n===`counterparties`){let e=decodeURIComponent(r);return(0,U.jsx)(Ce,{id:e},e)}let o=$.find(e=>e.tab===n);if(!o||a!==void 0)return(0,U.jsxs)(t,{title:`Page not found`,children:[(0,U.jsx)(`p`,{children:`There is no such page of USD.`}),(0,U.jsx)(`p`,{children:(0,U.jsx)(i,{to:`/usd`,children:`Go to USD`})})]});if(r){let e=decodeURIComponent(r);return o.tab===`requests`?(0,U.jsx)(je,{reference:e},e):o.tab===`accounts`?(0,U.jsx)(Se,{id:e},e):(0,U.jsx)(pe,{id:e},e)}return(0,U.jsxs)(t,{title:`USD`,description:`Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.`,children:[(0,U.jsx)(p,{label:`USD`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===o.tab}))}),o.tab===`requests`&&(0,U.jsx)(Ae,{}),o.tab===`accounts`&&(0,U.jsx)(be,{}),o.tab===`transfers`&&(0,U.jsx)(J,{title:`Transfers`,emptyText:`No transfers yet.`})]})}export{Me as default};