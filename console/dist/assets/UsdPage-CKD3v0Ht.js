import{C as e,a as t,b as n,m as r,o as i,p as a,t as o,u as s}from"./Page-C9MDVgOt.js";import{a as c,c as l,i as u,s as d,t as f,u as p}from"./ui-B82uN88m.js";import{M as m,N as h,_ as g,j as ee,t as _}from"./index-BoqkaeXc.js";import{n as v,t as y}from"./fields-3GVtopdl.js";import{i as b,n as te,r as ne,t as re}from"./CheckedField-CAMFi4FU.js";import{t as x}from"./Field-Hwjir-5s.js";import{n as S}from"./format-DnCTM5RU.js";import{i as C}from"./filters-DiZpp0le.js";import{a as w,r as T}from"./Events-BrmOSIq1.js";import{a as E,i as D,n as O,t as k}from"./ui-BPBJfpb6.js";import{a as A,o as j}from"./ui-BR-Q_jE4.js";import{n as ie}from"./money-CHqc_1k8.js";import{t as M}from"./urlState-Dw1W3PvB.js";import{a as N,i as P,n as F,o as ae,r as oe,t as I}from"./ObjectPage-Bc-5U6Wi.js";import{n as L,r as se}from"./actions-CrPZsTFN.js";var R=e(n(),1),z={ACH:`ACH`,FEDWIRE:`Wire (Fedwire)`},B={isCorporate:!1,firstName:``,lastName:``,businessName:``,email:``,accountName:``,accountNumber:``,routingNumber:``,institutionName:``,accountType:`CHECKING`,rails:[`ACH`],street:``,city:``,state:``,postalCode:``,country:`US`};function V(e){let t=e.replace(/[\s-]/g,``);return/^\d{9}$/.test(t)?t:null}function ce(e,t,n){let r={},i=(e,n)=>{String(t[e]).trim()===``&&(r[e]=`Enter ${n}.`)};t.isCorporate?i(`businessName`,`the business’s name`):(i(`firstName`,`the first name`),i(`lastName`,`the last name`)),i(`accountName`,`the name on the account`);let a=t.accountNumber.replace(/[\s-]/g,``);/^\d{4,17}$/.test(a)||(r.accountNumber=`An account number has 4 to 17 digits.`);let o=V(t.routingNumber);if(o?n?n.valid||(r.routingNumber=n.message||`This is not a valid ABA routing number.`):r.routingNumber=`The routing number is being checked.`:r.routingNumber=`A routing number has nine digits.`,i(`institutionName`,`the bank’s name`),t.accountType!==`CHECKING`&&t.accountType!==`SAVINGS`&&(r.accountType=`Choose checking or savings.`),t.rails.length===0&&(r.rails=`Choose at least one way to pay.`),i(`street`,`the street`),i(`city`,`the city`),i(`state`,`the state`),i(`postalCode`,`the postal code`),/^[A-Za-z]{2}$/.test(t.country.trim())||(r.country=`Two letters, such as US.`),t.email.trim()!==``&&!/^[^\s@]+@[^\s@]+$/.test(t.email.trim())&&(r.email=`Enter an email address, or nothing.`),Object.keys(r).length>0)return{ok:!1,problems:r};let s=e=>e.trim()||null;return{ok:!0,input:{accountId:e,isCorporate:t.isCorporate,firstName:t.isCorporate?null:s(t.firstName),lastName:t.isCorporate?null:s(t.lastName),businessName:t.isCorporate?s(t.businessName):null,email:s(t.email),accountName:t.accountName.trim(),accountNumber:a,routingNumber:o,institutionName:t.institutionName.trim(),accountType:t.accountType,paymentRails:t.rails,beneficiaryAddress:{street:t.street.trim(),city:t.city.trim(),state:t.state.trim(),postalCode:t.postalCode.trim(),country:t.country.trim().toUpperCase()}}}}function le(e,t,n){let r={},i=ie(n.amount,2);i.ok||(r.amount=i.message);let a=t.find(e=>e===n.rail);return a||(r.rail=`Choose how to pay.`),n.memo.trim().length>80&&(r.memo=`At most 80 characters.`),!i.ok||!a||Object.keys(r).length>0?{ok:!1,problems:r}:{ok:!0,input:{counterpartyId:e,amount:i.minor,paymentRail:a,memo:n.memo.trim()||null,reason:n.reason.trim()||null,reference:n.reference.trim()||null}}}var H=r();g(`
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
`);var U=g(`
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
`),de={additionalTypenames:[`UsdTransfer`]},fe=25,G=[`PENDING`,`PROCESSING`,`SUCCESS`,`FAILED`,`RETURNED`],K=Object.keys(z),q={status:``,rail:``,...oe};function J({base:e={},title:t,emptyText:n}){let[r,a]=M(q),o=C({status:N(r.status,G),paymentRail:N(r.rail,K),...ae(r)}),[s,c]=h({query:U,variables:{filter:{...e,...o},first:fe,after:r.after||null},context:de}),l=s.data?.usdTransfers,u=P(o);return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`transfers-title`,children:[(0,H.jsx)(`h2`,{id:`transfers-title`,children:t}),(0,H.jsx)(F,{label:`transfers`,one:`transfer`,many:`transfers`,u:r,set:a,defaults:q,filtered:u,result:s,conn:l,onRetry:()=>c({requestPolicy:`network-only`}),emptyText:n,filters:e=>(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(A,{label:`Status`,value:r.status,onChange:t=>e({status:t.target.value}),options:E(G)}),(0,H.jsx)(A,{label:`Rail`,value:r.rail,onChange:t=>e({rail:t.target.value}),options:[{value:``,label:`Any`},...K.map(e=>({value:e,label:z[e]}))]})]}),children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsxs)(`caption`,{className:`sr-only`,children:[t,`, newest first`]}),(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Transfer`}),(0,H.jsx)(`th`,{scope:`col`,children:`Amount`}),(0,H.jsx)(`th`,{scope:`col`,children:`To`}),(0,H.jsx)(`th`,{scope:`col`,children:`Rail`}),(0,H.jsx)(`th`,{scope:`col`,children:`Status`}),(0,H.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,H.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,H.jsxs)(`tr`,{children:[(0,H.jsxs)(`td`,{"data-label":`Transfer`,children:[(0,H.jsx)(i,{to:`/usd/transfers/`+e.id,className:`mono`,children:e.id}),(0,H.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,H.jsx)(`td`,{"data-label":`Amount`,children:(0,H.jsx)(k,{money:e.amount})}),(0,H.jsx)(`td`,{"data-label":`To`,children:(0,H.jsx)(i,{to:`/usd/counterparties/`+e.counterparty.id,children:e.counterparty.accountName})}),(0,H.jsx)(`td`,{"data-label":`Rail`,children:z[e.paymentRail]}),(0,H.jsx)(`td`,{"data-label":`Status`,children:(0,H.jsx)(D,{status:e.status})}),(0,H.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:S(e.createdAt)})]},e.id))})]})})]})}function pe({counterpartyId:e,rails:t}){let n=a(),[r,i]=(0,R.useState)({amount:``,rail:t[0]??``,memo:``,reason:``,reference:``}),[c,l]=(0,R.useState)({}),[u,d]=m(ue),f=async i=>{i.preventDefault();let a=le(e,t,r);if(!a.ok)return l(a.problems);l({});let o=await d({input:a.input},{additionalTypenames:[`UsdTransfer`,`Wallet`,`Hold`]});o.data&&n(s(`/usd/transfers/`+o.data.createUsdTransfer.id))},p=y(u.error),h=(e,t=e)=>c[e]??p[t]?.join(` `),g=v(p,[`amount`,`paymentRail`,`memo`,`reason`,`reference`]);return(0,H.jsxs)(`form`,{className:`form narrow card`,onSubmit:f,noValidate:!0,"aria-labelledby":`send-title`,children:[(0,H.jsx)(`h3`,{id:`send-title`,children:`Send money`}),(0,H.jsxs)(`div`,{className:`form-grid`,children:[(0,H.jsx)(x,{label:`Amount (USD)`,inputMode:`decimal`,autoComplete:`off`,value:r.amount,onChange:e=>i({...r,amount:e.target.value}),problem:h(`amount`)}),(0,H.jsx)(A,{label:`Rail`,value:r.rail,onChange:e=>i({...r,rail:e.target.value}),options:t.map(e=>({value:e,label:z[e]}))})]}),(0,H.jsx)(x,{label:`Memo`,value:r.memo,onChange:e=>i({...r,memo:e.target.value}),problem:h(`memo`),autoComplete:`off`,hint:`Shown to the receiving bank.`}),(0,H.jsx)(x,{label:`Reason`,value:r.reason,onChange:e=>i({...r,reason:e.target.value}),problem:h(`reason`),autoComplete:`off`}),(0,H.jsx)(x,{label:`Reference`,value:r.reference,onChange:e=>i({...r,reference:e.target.value}),problem:h(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),c.rail&&(0,H.jsx)(`p`,{className:`form-error`,role:`alert`,children:c.rail}),g.length>0?(0,H.jsx)(`p`,{className:`form-error`,role:`alert`,children:g.join(` `)}):Object.keys(p).length===0&&(0,H.jsx)(o,{error:u.error}),(0,H.jsx)(`div`,{className:`form-actions`,children:(0,H.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:u.fetching,children:`Send transfer`})})]})}function me({id:e}){let[t,n]=h({query:W,variables:{id:e}}),r=t.data?.usdTransfer;return(0,H.jsx)(I,{title:`Transfer ${e}`,what:`transfer ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/transfers`,label:`All transfers`},children:r&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsxs)(`p`,{children:[(0,H.jsx)(D,{status:r.status}),` `,r.summary&&(0,H.jsx)(`span`,{className:`muted`,children:r.summary})]}),(0,H.jsx)(se,{id:r.id,status:r.status,rail:r.paymentRail}),(0,H.jsx)(c,{items:[[`Amount`,(0,H.jsx)(k,{money:r.amount})],[`Fee`,(0,H.jsx)(k,{money:r.fee})],[`Rail`,z[r.paymentRail]],[`To`,(0,H.jsx)(i,{to:`/usd/counterparties/`+r.counterparty.id,children:r.counterparty.accountName})],[`Bank`,`${r.counterparty.institutionName}, routing ${r.counterparty.routingNumber}, account ${r.counterparty.accountNumber}`],[`From the account`,(0,H.jsx)(T,{id:r.counterparty.accountId})],[`Reference`,(0,H.jsx)(`code`,{children:r.reference})],[`Memo`,r.memo||`—`],[`Reason`,r.reason||`—`],...r.returnCode?[[`Return code`,(0,H.jsx)(`code`,{children:r.returnCode})]]:[],...r.status===`RETURNED`?[[`Refund`,(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(k,{money:r.amount}),` back to the USD wallet; the fee is kept`]})]]:[],...r.status===`FAILED`?[[`Released`,`What was held for it went back to the USD wallet`]]:[],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,S(r.createdAt)],[`Updated`,S(r.updatedAt)]]})]})})}var he=g(`
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
`);var ge=g(`
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
`),_e=g(`
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
`),ve=g(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`),ye=g(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`),Y={additionalTypenames:[`UsdAccount`,`Counterparty`]},be=25;function xe(){let e=w(),[t,n]=h({query:he,variables:{first:be,after:e.after},context:Y}),r=t.data?.usdAccounts;return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`accounts-title`,children:[(0,H.jsx)(`h2`,{id:`accounts-title`,children:`Accounts`}),(0,H.jsx)(`p`,{className:`section-text`,children:`A customer’s USD account opens when their request is approved.`}),(0,H.jsx)(l,{loading:!r&&!t.error,error:r?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:r?.edges.length===0,emptyMessage:(0,H.jsx)(`p`,{children:`No USD accounts yet.`}),children:r&&(0,H.jsx)(`div`,{className:`table-wrap`,children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`caption`,{className:`sr-only`,children:`USD accounts, newest first`}),(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Account`}),(0,H.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,H.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,H.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,H.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,H.jsx)(`th`,{scope:`col`,children:`Opened`})]})}),(0,H.jsx)(`tbody`,{children:r.edges.map(({node:e})=>(0,H.jsxs)(`tr`,{children:[(0,H.jsxs)(`td`,{"data-label":`Account`,children:[(0,H.jsx)(i,{to:`/usd/accounts/`+e.id,children:e.accountName}),(0,H.jsx)(`div`,{className:`muted mono`,children:e.id})]}),(0,H.jsx)(`td`,{"data-label":`Customer`,children:(0,H.jsx)(O,{id:e.customerId})}),(0,H.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,H.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,H.jsx)(`td`,{"data-label":`Bank`,children:e.bankName}),(0,H.jsx)(`td`,{"data-label":`Opened`,className:`nowrap`,children:S(e.createdAt)})]},e.id))})]})})}),r&&(0,H.jsx)(d,{isFirst:e.isFirst,hasNext:r.pageInfo.hasNextPage,label:`Account pages`,onPrevious:e.previous,onNext:()=>r.pageInfo.endCursor&&e.next(r.pageInfo.endCursor)})]})}function Se({accountId:e,onDone:t}){let n=ee(),r=a(),[i,c]=(0,R.useState)(B),[l,u]=(0,R.useState)({}),[d,f]=m(ye),p=V(i.routingNumber),h=ne(p,async e=>{let t=await n.query(ve,{routingNumber:e},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data)throw t.error??Error(`No answer.`);return t.data.checkRoutingNumber}),g=e=>c({...i,...e}),_=async t=>{t.preventDefault();let n=ce(e,i,te(h,p));if(!n.ok)return u(n.problems);u({});let a=await f({input:n.input},{additionalTypenames:[`Counterparty`]});a.data&&r(s(`/usd/counterparties/`+a.data.createCounterparty.id))},b=y(d.error),S={rails:`paymentRails`,street:`beneficiaryAddress.street`,city:`beneficiaryAddress.city`,state:`beneficiaryAddress.state`,postalCode:`beneficiaryAddress.postalCode`,country:`beneficiaryAddress.country`},C=e=>l[e]??b[S[e]??e]?.join(` `),w=v(b,[...Object.keys(B),...Object.values(S)]),T=(e,t,n={})=>(0,H.jsx)(x,{label:t,value:String(i[e]),onChange:t=>g({[e]:t.target.value}),problem:C(e),autoComplete:`off`,...n}),E=(e,t)=>g({rails:t?[...i.rails,e]:i.rails.filter(t=>t!==e)});return(0,H.jsxs)(`form`,{className:`form card`,onSubmit:_,noValidate:!0,"aria-labelledby":`new-cpty-title`,children:[(0,H.jsx)(`h3`,{id:`new-cpty-title`,children:`Add a counterparty`}),(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`checkbox`,checked:i.isCorporate,onChange:e=>g({isCorporate:e.target.checked})}),`A business`]}),(0,H.jsxs)(`div`,{className:`form-grid`,children:[i.isCorporate?T(`businessName`,`Business name`):(0,H.jsxs)(H.Fragment,{children:[T(`firstName`,`First name`),T(`lastName`,`Last name`)]}),T(`email`,`Email (optional)`,{type:`email`}),T(`accountName`,`Name on the account`),T(`accountNumber`,`Account number`,{inputMode:`numeric`}),(0,H.jsx)(re,{label:`Routing number`,value:i.routingNumber,onChange:e=>g({routingNumber:e.target.value}),state:h,validText:`A valid ABA routing number`,problem:C(`routingNumber`),inputMode:`numeric`,hint:`Nine digits.`}),T(`institutionName`,`Bank name`),(0,H.jsx)(A,{label:`Account type`,value:i.accountType,onChange:e=>g({accountType:e.target.value}),options:[{value:`CHECKING`,label:`Checking`},{value:`SAVINGS`,label:`Savings`}]})]}),(0,H.jsxs)(`fieldset`,{className:`fieldset`,"aria-invalid":C(`rails`)?!0:void 0,children:[(0,H.jsx)(`legend`,{children:`Pay by`}),Object.keys(z).map(e=>(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`checkbox`,checked:i.rails.includes(e),onChange:t=>E(e,t.target.checked)}),z[e]]},e)),C(`rails`)&&(0,H.jsx)(`p`,{className:`field-error`,children:C(`rails`)})]}),(0,H.jsxs)(`fieldset`,{className:`fieldset`,children:[(0,H.jsx)(`legend`,{children:`The beneficiary’s address`}),(0,H.jsxs)(`div`,{className:`form-grid`,children:[T(`street`,`Street`),T(`city`,`City`),T(`state`,`State`),T(`postalCode`,`Postal code`),T(`country`,`Country`)]})]}),w.length>0?(0,H.jsx)(`p`,{className:`form-error`,role:`alert`,children:w.join(` `)}):Object.keys(b).length===0&&(0,H.jsx)(o,{error:d.error}),(0,H.jsxs)(`div`,{className:`form-actions`,children:[(0,H.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:d.fetching||h.status===`done`&&!h.result.valid,children:`Add counterparty`}),(0,H.jsx)(`button`,{type:`button`,className:`button`,onClick:t,children:`Cancel`})]})]})}function Ce({id:e}){let t=_(),[n,r]=(0,R.useState)(!1),[a,o]=h({query:ge,variables:{id:e},context:Y}),s=a.data?.usdAccount,l=s?.counterparties.edges??[];return(0,H.jsx)(I,{title:s?s.accountName:`USD account ${e}`,what:`USD account ${e}`,result:a,reexecute:o,found:!!s,back:{to:`/usd/accounts`,label:`All accounts`},children:s&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(c,{items:[[`Account number`,(0,H.jsx)(`code`,{children:s.accountNumber})],[`Routing number (ABA)`,(0,H.jsx)(`code`,{children:s.routingNumber})],[`Bank`,s.bankName],[`Customer`,(0,H.jsx)(O,{id:s.customerId})],[`Account id`,(0,H.jsx)(`code`,{children:s.id})],[`Opened`,S(s.createdAt)]]}),(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`cpty-title`,children:[(0,H.jsxs)(`div`,{className:`section-head`,children:[(0,H.jsx)(`h2`,{id:`cpty-title`,children:`Counterparties`}),t(`MONEY`)&&!n&&(0,H.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>r(!0),children:`Add a counterparty`})]}),n&&(0,H.jsx)(Se,{accountId:s.id,onDone:()=>r(!1)}),l.length===0?(0,H.jsx)(`div`,{className:`empty`,children:(0,H.jsx)(`p`,{children:`No counterparties yet.`})}):(0,H.jsx)(`div`,{className:`table-wrap`,children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`caption`,{className:`sr-only`,children:`Counterparties, oldest first`}),(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Name`}),(0,H.jsx)(`th`,{scope:`col`,children:`Bank`}),(0,H.jsx)(`th`,{scope:`col`,children:`Routing number`}),(0,H.jsx)(`th`,{scope:`col`,children:`Account number`}),(0,H.jsx)(`th`,{scope:`col`,children:`Rails`})]})}),(0,H.jsx)(`tbody`,{children:l.map(({node:e})=>(0,H.jsxs)(`tr`,{children:[(0,H.jsxs)(`td`,{"data-label":`Name`,children:[(0,H.jsx)(i,{to:`/usd/counterparties/`+e.id,children:e.accountName}),` `,!e.active&&(0,H.jsx)(f,{children:`Inactive`})]}),(0,H.jsx)(`td`,{"data-label":`Bank`,children:e.institutionName}),(0,H.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,H.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,H.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.map(e=>z[e]).join(`, `)})]},e.id))})]})})]}),(0,H.jsx)(J,{base:{accountId:s.id},title:`Transfers from this account`,emptyText:`No transfers from this account yet.`})]})})}function we({id:e}){let t=_(),[n,r]=h({query:_e,variables:{id:e}}),i=n.data?.counterparty,a=i?i.isCorporate?i.businessName:`${i.firstName} ${i.lastName}`.trim():``;return(0,H.jsx)(I,{title:i?i.accountName:`Counterparty ${e}`,what:`counterparty ${e}`,result:n,reexecute:r,found:!!i,back:i?{to:`/usd/accounts/`+i.accountId,label:`Its USD account`}:{to:`/usd/accounts`,label:`USD accounts`},children:i&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(c,{items:[[i.isCorporate?`Business`:`Person`,a||`—`],[`Bank`,i.institutionName],[`Routing number (ABA)`,(0,H.jsx)(`code`,{children:i.routingNumber})],[`Account number`,(0,H.jsx)(`code`,{children:i.accountNumber})],[`Account type`,i.accountType.toLowerCase()],[`Rails`,i.paymentRails.map(e=>z[e]).join(`, `)],[`Email`,i.email||`—`],[`Counterparty id`,(0,H.jsx)(`code`,{children:i.id})],[`Added`,S(i.createdAt)]]}),t(`MONEY`)&&i.active&&(0,H.jsx)(pe,{counterpartyId:i.id,rails:i.paymentRails}),(0,H.jsx)(J,{base:{counterpartyId:i.id},title:`Transfers to this counterparty`,emptyText:`No transfers to this counterparty yet.`})]})})}var Te=g(`
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
`),Ee=g(`
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
`),De=g(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),Oe={additionalTypenames:[`UsdAccountRequest`,`UsdAccount`]},X=25,Z=[`PENDING`,`APPROVED`,`REJECTED`],Q={status:``,customer:``,after:``,prev:[]};function ke(){let[e,t]=(0,R.useState)(``),[n,r]=(0,R.useState)(window.location.origin+`/`),[i,a]=m(De),s=i.data?.createUsdKycLink,c=async t=>{t.preventDefault(),await a({customerId:e,redirectUrl:n.trim()},{additionalTypenames:[`UsdAccountRequest`]})},l=y(i.error);return(0,H.jsxs)(`div`,{className:`card`,children:[(0,H.jsx)(`h3`,{children:`Create a KYC link`}),(0,H.jsx)(`p`,{className:`section-text`,children:`The customer verifies their identity through the link; an approved verification opens their USD account.`}),e?(0,H.jsxs)(`form`,{className:`inline-form`,onSubmit:c,noValidate:!0,"aria-label":`Create a KYC link`,children:[(0,H.jsxs)(`p`,{children:[`For `,(0,H.jsx)(O,{id:e}),` `,(0,H.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:()=>t(``),children:`Another customer`})]}),(0,H.jsx)(x,{label:`Return to, once verified`,type:`url`,value:n,onChange:e=>r(e.target.value),problem:l.redirectUrl?.join(` `),autoComplete:`off`}),(0,H.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:i.fetching,children:`Create the link`}),!l.redirectUrl&&(0,H.jsx)(o,{error:i.error})]}):(0,H.jsx)(b,{label:`Find the customer`,onPick:t}),s?.kycLink&&(0,H.jsxs)(`div`,{role:`status`,children:[(0,H.jsxs)(`p`,{children:[`Request `,(0,H.jsx)(T,{id:s.reference}),` (`,s.status.toLowerCase(),`): send this link to the customer.`]}),(0,H.jsx)(`p`,{className:`secret-value`,children:(0,H.jsx)(`code`,{"data-testid":`kyc-link`,children:s.kycLink})}),(0,H.jsx)(u,{text:s.kycLink,label:`Copy link`})]})]})}function Ae(){let e=_(),[t,n]=M(Q),r=C({status:N(t.status,Z),customerId:t.customer}),[a,o]=h({query:Te,variables:{filter:r,first:X,after:t.after||null},context:Oe}),s=a.data?.usdAccountRequests,c=P(r);return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`requests-title`,children:[(0,H.jsx)(`h2`,{id:`requests-title`,children:`Account requests`}),e(`MONEY`)&&(0,H.jsx)(ke,{}),(0,H.jsx)(F,{label:`account requests`,one:`request`,many:`requests`,u:t,set:n,defaults:Q,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No USD account requests yet.`,filters:e=>(0,H.jsx)(A,{label:`Status`,value:t.status,onChange:t=>e({status:t.target.value}),options:E(Z)}),children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`caption`,{className:`sr-only`,children:`USD account requests, newest first`}),(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Request`}),(0,H.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,H.jsx)(`th`,{scope:`col`,children:`Status`}),(0,H.jsx)(`th`,{scope:`col`,children:`Verification`}),(0,H.jsx)(`th`,{scope:`col`,children:`Account`}),(0,H.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,H.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`td`,{"data-label":`Request`,children:(0,H.jsx)(i,{to:`/usd/requests/`+e.reference,className:`mono`,children:e.reference})}),(0,H.jsx)(`td`,{"data-label":`Customer`,children:(0,H.jsx)(O,{id:e.customerId,children:e.customer?`${e.customer.firstName} ${e.customer.lastName}`:e.customerId})}),(0,H.jsxs)(`td`,{"data-label":`Status`,children:[(0,H.jsx)(D,{status:e.status}),(0,H.jsx)(L,{reference:e.reference,status:e.status})]}),(0,H.jsx)(`td`,{"data-label":`Verification`,children:e.session?(0,H.jsx)(i,{to:`/verifications/`+e.session.id,children:(0,H.jsx)(j,{status:e.session.status})}):`—`}),(0,H.jsx)(`td`,{"data-label":`Account`,children:e.accountId?(0,H.jsx)(T,{id:e.accountId}):`—`}),(0,H.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:S(e.createdAt)})]},e.reference))})]})})]})}function je({reference:e}){let[t,n]=h({query:Ee,variables:{reference:e}}),r=t.data?.usdAccountRequest;return(0,H.jsx)(I,{title:`USD account request ${e}`,what:`USD account request ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/requests`,label:`All account requests`},children:r&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`p`,{children:(0,H.jsx)(D,{status:r.status})}),(0,H.jsx)(L,{reference:r.reference,status:r.status}),(0,H.jsx)(c,{items:[[`Customer`,(0,H.jsx)(O,{id:r.customerId,children:r.customer?`${r.customer.firstName} ${r.customer.lastName}`:r.customerId})],[`Verification`,r.session?(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(i,{to:`/verifications/`+r.session.id,className:`mono`,children:r.session.id}),` `,(0,H.jsx)(j,{status:r.session.status})]}):`None started`],[`Account`,r.accountId?(0,H.jsx)(T,{id:r.accountId}):`Opened on approval`],[`Identification number`,r.identificationNumberLast4?`ending ${r.identificationNumberLast4}`:`—`],[`Created`,S(r.createdAt)],[`Updated`,S(r.updatedAt)]]}),r.messages.length>0&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`h2`,{children:`Why it was rejected`}),(0,H.jsx)(`ul`,{children:r.messages.map(e=>(0,H.jsx)(`li`,{children:e},e))})]}),r.kycLink&&(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`kyc-link-title`,children:[(0,H.jsx)(`h2`,{id:`kyc-link-title`,children:`KYC link`}),(0,H.jsx)(`p`,{className:`secret-value`,children:(0,H.jsx)(`code`,{children:r.kycLink})}),(0,H.jsx)(u,{text:r.kycLink,label:`Copy link`})]})]})})}var $=[{tab:`requests`,to:`/usd/requests`,label:`Account requests`},{tab:`accounts`,to:`/usd/accounts`,label:`Accounts`},{tab:`transfers`,to:`/usd/transfers`,label:`Transfers`}];function Me({rest:e}){let[,n=`requests`,r,a]=e.split(`/`);if(a===void 0&&r&&n===`counterparties`){let e=decodeURIComponent(r);return(0,H.jsx)(we,{id:e},e)}let o=$.find(e=>e.tab===n);if(!o||a!==void 0)return(0,H.jsxs)(t,{title:`Page not found`,children:[(0,H.jsx)(`p`,{children:`There is no such page of USD.`}),(0,H.jsx)(`p`,{children:(0,H.jsx)(i,{to:`/usd`,children:`Go to USD`})})]});if(r){let e=decodeURIComponent(r);return o.tab===`requests`?(0,H.jsx)(je,{reference:e},e):o.tab===`accounts`?(0,H.jsx)(Ce,{id:e},e):(0,H.jsx)(me,{id:e},e)}return(0,H.jsxs)(t,{title:`USD`,description:`Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.`,children:[(0,H.jsx)(p,{label:`USD`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===o.tab}))}),o.tab===`requests`&&(0,H.jsx)(Ae,{}),o.tab===`accounts`&&(0,H.jsx)(xe,{}),o.tab===`transfers`&&(0,H.jsx)(J,{title:`Transfers`,emptyText:`No transfers yet.`})]})}export{Me as default};