import{C as e,O as t,T as n,b as r,g as i,m as a,n as o,o as s,p as c,r as l,w as u}from"./Page-DsUAc6k5.js";import{t as d}from"./Tabs-nmY6D-9k.js";import{F as f,M as p,N as m,P as h,r as g,y as _}from"./index-D6ovAevV.js";import{i as v,n as y}from"./fields-DfBj4R10.js";import{i as b,n as ee,r as te,t as ne}from"./CheckedField-DWqWqeLT.js";import{n as x}from"./format-Bs6c8SWm.js";import{a as S,r as C}from"./Events-DElbeo1f.js";import{a as w,i as T,n as E,o as D,r as O,t as re}from"./filters-CnfMj5j8.js";import{i as k,n as A,r as j,t as M}from"./parts-BaJxHQ76.js";import{i as N}from"./filters-DKYJPQHi.js";import{t as ie}from"./Badge-DF5gUEP1.js";import{t as ae}from"./Check-CC6v3Jt7.js";import{n as P,r as F,t as I}from"./Select-Dh1bMjuw.js";import{t as L}from"./Field-uUhrnyTs.js";import{t as R}from"./Fieldset-YZAj3VxJ.js";import{t as oe}from"./Pager-BZ_Yvyp6.js";import{t as z}from"./Table-B9xVjmSN.js";import{n as se}from"./money-CHqc_1k8.js";import{t as B}from"./urlState-B_YL1bSd.js";import{n as V,r as ce}from"./actions-DyTKSRUW.js";import{n as H}from"./StatusBadge-CCoOw3pj.js";import{t as U}from"./CopyField-CWLkdvCp.js";var W=t(n(),1),G={ACH:`ACH`,FEDWIRE:`Wire (Fedwire)`},K={isCorporate:!1,firstName:``,lastName:``,businessName:``,email:``,accountName:``,accountNumber:``,routingNumber:``,institutionName:``,accountType:`CHECKING`,rails:[`ACH`],street:``,city:``,state:``,postalCode:``,country:`US`};function q(e){let t=e.replace(/[\s-]/g,``);return/^\d{9}$/.test(t)?t:null}function le(e,t,n){let r={},i=(e,n)=>{String(t[e]).trim()===``&&(r[e]=`Enter ${n}.`)};t.isCorporate?i(`businessName`,`the business’s name`):(i(`firstName`,`the first name`),i(`lastName`,`the last name`)),i(`accountName`,`the name on the account`);let a=t.accountNumber.replace(/[\s-]/g,``);/^\d{4,17}$/.test(a)||(r.accountNumber=`An account number has 4 to 17 digits.`);let o=q(t.routingNumber);if(o?n?n.valid||(r.routingNumber=n.message||`This is not a valid ABA routing number.`):r.routingNumber=`The routing number is being checked.`:r.routingNumber=`A routing number has nine digits.`,i(`institutionName`,`the bank’s name`),t.accountType!==`CHECKING`&&t.accountType!==`SAVINGS`&&(r.accountType=`Choose checking or savings.`),t.rails.length===0&&(r.rails=`Choose at least one way to pay.`),i(`street`,`the street`),i(`city`,`the city`),i(`state`,`the state`),i(`postalCode`,`the postal code`),/^[A-Za-z]{2}$/.test(t.country.trim())||(r.country=`Two letters, such as US.`),t.email.trim()!==``&&!/^[^\s@]+@[^\s@]+$/.test(t.email.trim())&&(r.email=`Enter an email address, or nothing.`),Object.keys(r).length>0)return{ok:!1,problems:r};let s=e=>e.trim()||null;return{ok:!0,input:{accountId:e,isCorporate:t.isCorporate,firstName:t.isCorporate?null:s(t.firstName),lastName:t.isCorporate?null:s(t.lastName),businessName:t.isCorporate?s(t.businessName):null,email:s(t.email),accountName:t.accountName.trim(),accountNumber:a,routingNumber:o,institutionName:t.institutionName.trim(),accountType:t.accountType,paymentRails:t.rails,beneficiaryAddress:{street:t.street.trim(),city:t.city.trim(),state:t.state.trim(),postalCode:t.postalCode.trim(),country:t.country.trim().toUpperCase()}}}}function ue(e,t,n){let r={},i=se(n.amount,2);i.ok||(r.amount=i.message);let a=t.find(e=>e===n.rail);return a||(r.rail=`Choose how to pay.`),n.memo.trim().length>80&&(r.memo=`At most 80 characters.`),!i.ok||!a||Object.keys(r).length>0?{ok:!1,problems:r}:{ok:!0,input:{counterpartyId:e,amount:i.minor,paymentRail:a,memo:n.memo.trim()||null,reason:n.reason.trim()||null,reference:n.reference.trim()||null}}}var J=u();_(`
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
`);var de=_(`
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
`),fe=_(`
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
`),pe=_(`
  mutation CreateUsdTransfer($input: CreateUsdTransferInput!) {
    createUsdTransfer(input: $input) {
      id
    }
  }
`),me={additionalTypenames:[`UsdTransfer`]},he=25,Y=[`PENDING`,`PROCESSING`,`SUCCESS`,`FAILED`,`RETURNED`],X=Object.keys(G),Z={status:``,rail:``,...re};function Q({base:e={},title:t,emptyText:n}){let[r,a]=B(Z),o=N({status:O(r.status,Y),paymentRail:O(r.rail,X),...T(r)}),[s,c]=f({query:de,variables:{filter:{...e,...o},first:he,after:r.after||null},context:me}),l=s.data?.usdTransfers,u=E(o);return(0,J.jsxs)(`section`,{className:`section`,"aria-labelledby":`transfers-title`,children:[(0,J.jsx)(`h2`,{id:`transfers-title`,children:t}),(0,J.jsx)(w,{label:`transfers`,one:`transfer`,many:`transfers`,u:r,set:a,defaults:Z,filtered:u,result:s,conn:l,onRetry:()=>c({requestPolicy:`network-only`}),emptyText:n,filters:e=>(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(I,{label:`Status`,value:r.status,onChange:t=>e({status:t.target.value}),options:k(Y)}),(0,J.jsx)(I,{label:`Rail`,value:r.rail,onChange:t=>e({rail:t.target.value}),options:[{value:``,label:`Any`},...X.map(e=>({value:e,label:G[e]}))]})]}),children:(0,J.jsx)(z,{caption:`${t}, newest first`,columns:[`Transfer`,`Amount`,`To`,`Rail`,`Status`,`Created`],children:(0,J.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,J.jsxs)(`tr`,{children:[(0,J.jsxs)(`td`,{"data-label":`Transfer`,children:[(0,J.jsx)(i,{to:`/usd/transfers/`+e.id,className:`mono`,children:e.id}),(0,J.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,J.jsx)(`td`,{"data-label":`Amount`,children:(0,J.jsx)(M,{money:e.amount})}),(0,J.jsx)(`td`,{"data-label":`To`,children:(0,J.jsx)(i,{to:`/usd/counterparties/`+e.counterparty.id,children:e.counterparty.accountName})}),(0,J.jsx)(`td`,{"data-label":`Rail`,children:G[e.paymentRail]}),(0,J.jsx)(`td`,{"data-label":`Status`,children:(0,J.jsx)(j,{status:e.status})}),(0,J.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:x(e.createdAt)})]},e.id))})})})]})}function ge({counterpartyId:t,rails:n}){let i=e(),[o,c]=(0,W.useState)({amount:``,rail:n[0]??``,memo:``,reason:``,reference:``}),[l,u]=(0,W.useState)({}),[d,f]=h(pe),m=async e=>{e.preventDefault();let a=ue(t,n,o);if(!a.ok)return u(a.problems);u({});let s=await f({input:a.input},{additionalTypenames:[`UsdTransfer`,`Wallet`,`Hold`]});s.data&&i(r(`/usd/transfers/`+s.data.createUsdTransfer.id))},g=y(d.error),_=(e,t=e)=>l[e]??g[t]?.join(` `),b=v(g,[`amount`,`paymentRail`,`memo`,`reason`,`reference`]);return(0,J.jsx)(P,{title:`Send money`,level:3,className:`narrow money-form`,children:(0,J.jsxs)(`form`,{className:`form`,onSubmit:m,noValidate:!0,"aria-label":`Send money`,children:[(0,J.jsxs)(`div`,{className:`form-grid`,children:[(0,J.jsx)(L,{label:`Amount (USD)`,inputMode:`decimal`,autoComplete:`off`,value:o.amount,onChange:e=>c({...o,amount:e.target.value}),problem:_(`amount`)}),(0,J.jsx)(I,{label:`Rail`,value:o.rail,onChange:e=>c({...o,rail:e.target.value}),options:n.map(e=>({value:e,label:G[e]}))})]}),(0,J.jsx)(L,{label:`Memo`,value:o.memo,onChange:e=>c({...o,memo:e.target.value}),problem:_(`memo`),autoComplete:`off`,hint:`Shown to the receiving bank.`}),(0,J.jsx)(L,{label:`Reason`,value:o.reason,onChange:e=>c({...o,reason:e.target.value}),problem:_(`reason`),autoComplete:`off`}),(0,J.jsx)(L,{label:`Reference`,value:o.reference,onChange:e=>c({...o,reference:e.target.value}),problem:_(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),(0,J.jsx)(p,{children:l.rail}),b.length>0?(0,J.jsx)(p,{children:b.join(` `)}):Object.keys(g).length===0&&(0,J.jsx)(p,{error:d.error}),(0,J.jsx)(a,{children:(0,J.jsx)(s,{type:`submit`,variant:`primary`,disabled:d.fetching,children:`Send transfer`})})]})})}function _e({id:e}){let[t,n]=f({query:fe,variables:{id:e}}),r=t.data?.usdTransfer;return(0,J.jsx)(D,{title:`Transfer ${e}`,what:`transfer ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/transfers`,label:`All transfers`},children:r&&(0,J.jsxs)(J.Fragment,{children:[(0,J.jsxs)(`p`,{children:[(0,J.jsx)(j,{status:r.status}),` `,r.summary&&(0,J.jsx)(`span`,{className:`muted`,children:r.summary})]}),(0,J.jsx)(ce,{id:r.id,status:r.status,rail:r.paymentRail}),(0,J.jsx)(F,{items:[[`Amount`,(0,J.jsx)(M,{money:r.amount})],[`Fee`,(0,J.jsx)(M,{money:r.fee})],[`Rail`,G[r.paymentRail]],[`To`,(0,J.jsx)(i,{to:`/usd/counterparties/`+r.counterparty.id,children:r.counterparty.accountName})],[`Bank`,`${r.counterparty.institutionName}, routing ${r.counterparty.routingNumber}, account ${r.counterparty.accountNumber}`],[`From the account`,(0,J.jsx)(C,{id:r.counterparty.accountId})],[`Reference`,(0,J.jsx)(`code`,{children:r.reference})],[`Memo`,r.memo||`—`],[`Reason`,r.reason||`—`],...r.returnCode?[[`Return code`,(0,J.jsx)(`code`,{children:r.returnCode})]]:[],...r.status===`RETURNED`?[[`Refund`,(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(M,{money:r.amount}),` back to the USD wallet; the fee is kept`]})]]:[],...r.status===`FAILED`?[[`Released`,`What was held for it went back to the USD wallet`]]:[],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,x(r.createdAt)],[`Updated`,x(r.updatedAt)]]})]})})}var ve=_(`
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
`);_(`
  fragment CounterpartyRow on Counterparty {
    id
    accountName
    accountNumber
    routingNumber
    institutionName
    paymentRails
    active
  }
`);var ye=_(`
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
`),be=_(`
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
`),xe=_(`
  query CheckRoutingNumber($routingNumber: String!) {
    checkRoutingNumber(routingNumber: $routingNumber) {
      valid
      message
    }
  }
`),Se=_(`
  mutation CreateCounterparty($input: CreateCounterpartyInput!) {
    createCounterparty(input: $input) {
      id
    }
  }
`),Ce={additionalTypenames:[`UsdAccount`,`Counterparty`]},we=25;function Te(){let e=S(),[t,n]=f({query:ve,variables:{first:we,after:e.after},context:Ce}),r=t.data?.usdAccounts;return(0,J.jsxs)(`section`,{className:`section`,"aria-labelledby":`accounts-title`,children:[(0,J.jsx)(`h2`,{id:`accounts-title`,children:`Accounts`}),(0,J.jsx)(`p`,{className:`section-text`,children:`A customer’s USD account opens when their request is approved.`}),(0,J.jsx)(l,{loading:!r&&!t.error,error:r?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:r?.edges.length===0,emptyMessage:(0,J.jsx)(`p`,{children:`No USD accounts yet.`}),children:r&&(0,J.jsx)(z,{caption:`USD accounts, newest first`,columns:[`Account`,`Customer`,`Account number`,`Routing number`,`Bank`,`Opened`],children:(0,J.jsx)(`tbody`,{children:r.edges.map(({node:e})=>(0,J.jsxs)(`tr`,{children:[(0,J.jsxs)(`td`,{"data-label":`Account`,children:[(0,J.jsx)(i,{to:`/usd/accounts/`+e.id,children:e.accountName}),(0,J.jsx)(`div`,{className:`muted mono`,children:e.id})]}),(0,J.jsx)(`td`,{"data-label":`Customer`,children:(0,J.jsx)(A,{id:e.customerId})}),(0,J.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,J.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,J.jsx)(`td`,{"data-label":`Bank`,children:e.bankName}),(0,J.jsx)(`td`,{"data-label":`Opened`,className:`nowrap`,children:x(e.createdAt)})]},e.id))})})}),r&&(0,J.jsx)(oe,{hasPrevious:!e.isFirst,hasNext:r.pageInfo.hasNextPage,label:`Account pages`,onPrevious:e.previous,onNext:()=>r.pageInfo.endCursor&&e.next(r.pageInfo.endCursor)})]})}function Ee({accountId:t,onDone:n}){let i=m(),o=e(),[c,l]=(0,W.useState)(K),[u,d]=(0,W.useState)({}),[f,g]=h(Se),_=q(c.routingNumber),b=te(_,async e=>{let t=await i.query(xe,{routingNumber:e},{requestPolicy:`network-only`}).toPromise();if(t.error||!t.data)throw t.error??Error(`No answer.`);return t.data.checkRoutingNumber}),x=e=>l({...c,...e}),S=async e=>{e.preventDefault();let n=le(t,c,ee(b,_));if(!n.ok)return d(n.problems);d({});let i=await g({input:n.input},{additionalTypenames:[`Counterparty`]});i.data&&o(r(`/usd/counterparties/`+i.data.createCounterparty.id))},C=y(f.error),w={rails:`paymentRails`,street:`beneficiaryAddress.street`,city:`beneficiaryAddress.city`,state:`beneficiaryAddress.state`,postalCode:`beneficiaryAddress.postalCode`,country:`beneficiaryAddress.country`},T=e=>u[e]??C[w[e]??e]?.join(` `),E=v(C,[...Object.keys(K),...Object.values(w)]),D=(e,t,n={})=>(0,J.jsx)(L,{label:t,value:String(c[e]),onChange:t=>x({[e]:t.target.value}),problem:T(e),autoComplete:`off`,...n}),O=(e,t)=>x({rails:t?[...c.rails,e]:c.rails.filter(t=>t!==e)});return(0,J.jsx)(P,{title:`Add a counterparty`,level:3,className:`money-form`,children:(0,J.jsxs)(`form`,{className:`form`,onSubmit:S,noValidate:!0,"aria-label":`Add a counterparty`,children:[(0,J.jsx)(ae,{label:`A business`,checked:c.isCorporate,onChange:e=>x({isCorporate:e.target.checked})}),(0,J.jsxs)(`div`,{className:`form-grid`,children:[c.isCorporate?D(`businessName`,`Business name`):(0,J.jsxs)(J.Fragment,{children:[D(`firstName`,`First name`),D(`lastName`,`Last name`)]}),D(`email`,`Email (optional)`,{type:`email`}),D(`accountName`,`Name on the account`),D(`accountNumber`,`Account number`,{inputMode:`numeric`}),(0,J.jsx)(ne,{label:`Routing number`,value:c.routingNumber,onChange:e=>x({routingNumber:e.target.value}),state:b,validText:`A valid ABA routing number`,problem:T(`routingNumber`),inputMode:`numeric`,hint:`Nine digits.`}),D(`institutionName`,`Bank name`),(0,J.jsx)(I,{label:`Account type`,value:c.accountType,onChange:e=>x({accountType:e.target.value}),options:[{value:`CHECKING`,label:`Checking`},{value:`SAVINGS`,label:`Savings`}]})]}),(0,J.jsx)(R,{legend:`Pay by`,problem:T(`rails`),children:Object.keys(G).map(e=>(0,J.jsx)(ae,{label:G[e],checked:c.rails.includes(e),onChange:t=>O(e,t.target.checked)},e))}),(0,J.jsx)(R,{legend:`The beneficiary’s address`,children:(0,J.jsxs)(`div`,{className:`form-grid`,children:[D(`street`,`Street`),D(`city`,`City`),D(`state`,`State`),D(`postalCode`,`Postal code`),D(`country`,`Country`)]})}),E.length>0?(0,J.jsx)(p,{children:E.join(` `)}):Object.keys(C).length===0&&(0,J.jsx)(p,{error:f.error}),(0,J.jsxs)(a,{children:[(0,J.jsx)(s,{type:`submit`,variant:`primary`,disabled:f.fetching||b.status===`done`&&!b.result.valid,children:`Add counterparty`}),(0,J.jsx)(s,{onClick:n,children:`Cancel`})]})]})})}function De({id:e}){let t=g(),[n,r]=(0,W.useState)(!1),[a,o]=f({query:ye,variables:{id:e},context:Ce}),l=a.data?.usdAccount,u=l?.counterparties.edges??[];return(0,J.jsx)(D,{title:l?l.accountName:`USD account ${e}`,what:`USD account ${e}`,result:a,reexecute:o,found:!!l,back:{to:`/usd/accounts`,label:`All accounts`},children:l&&(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(F,{items:[[`Account number`,(0,J.jsx)(`code`,{children:l.accountNumber})],[`Routing number (ABA)`,(0,J.jsx)(`code`,{children:l.routingNumber})],[`Bank`,l.bankName],[`Customer`,(0,J.jsx)(A,{id:l.customerId})],[`Account id`,(0,J.jsx)(`code`,{children:l.id})],[`Opened`,x(l.createdAt)]]}),(0,J.jsxs)(`section`,{className:`section`,"aria-labelledby":`cpty-title`,children:[(0,J.jsxs)(`div`,{className:`section-head`,children:[(0,J.jsx)(`h2`,{id:`cpty-title`,children:`Counterparties`}),t(`MONEY`)&&!n&&(0,J.jsx)(s,{variant:`primary`,onClick:()=>r(!0),children:`Add a counterparty`})]}),n&&(0,J.jsx)(Ee,{accountId:l.id,onDone:()=>r(!1)}),u.length===0?(0,J.jsx)(c,{children:(0,J.jsx)(`p`,{children:`No counterparties yet.`})}):(0,J.jsx)(z,{caption:`Counterparties, oldest first`,columns:[`Name`,`Bank`,`Routing number`,`Account number`,`Rails`],children:(0,J.jsx)(`tbody`,{children:u.map(({node:e})=>(0,J.jsxs)(`tr`,{children:[(0,J.jsxs)(`td`,{"data-label":`Name`,children:[(0,J.jsx)(i,{to:`/usd/counterparties/`+e.id,children:e.accountName}),` `,!e.active&&(0,J.jsx)(ie,{children:`Inactive`})]}),(0,J.jsx)(`td`,{"data-label":`Bank`,children:e.institutionName}),(0,J.jsx)(`td`,{"data-label":`Routing number`,className:`mono`,children:e.routingNumber}),(0,J.jsx)(`td`,{"data-label":`Account number`,className:`mono`,children:e.accountNumber}),(0,J.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.map(e=>G[e]).join(`, `)})]},e.id))})})]}),(0,J.jsx)(Q,{base:{accountId:l.id},title:`Transfers from this account`,emptyText:`No transfers from this account yet.`})]})})}function Oe({id:e}){let t=g(),[n,r]=f({query:be,variables:{id:e}}),i=n.data?.counterparty,a=i?i.isCorporate?i.businessName:`${i.firstName} ${i.lastName}`.trim():``;return(0,J.jsx)(D,{title:i?i.accountName:`Counterparty ${e}`,what:`counterparty ${e}`,result:n,reexecute:r,found:!!i,back:i?{to:`/usd/accounts/`+i.accountId,label:`Its USD account`}:{to:`/usd/accounts`,label:`USD accounts`},children:i&&(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(F,{items:[[i.isCorporate?`Business`:`Person`,a||`—`],[`Bank`,i.institutionName],[`Routing number (ABA)`,(0,J.jsx)(`code`,{children:i.routingNumber})],[`Account number`,(0,J.jsx)(`code`,{children:i.accountNumber})],[`Account type`,i.accountType.toLowerCase()],[`Rails`,i.paymentRails.map(e=>G[e]).join(`, `)],[`Email`,i.email||`—`],[`Counterparty id`,(0,J.jsx)(`code`,{children:i.id})],[`Added`,x(i.createdAt)]]}),t(`MONEY`)&&i.active&&(0,J.jsx)(ge,{counterpartyId:i.id,rails:i.paymentRails}),(0,J.jsx)(Q,{base:{counterpartyId:i.id},title:`Transfers to this counterparty`,emptyText:`No transfers to this counterparty yet.`})]})})}var ke=_(`
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
`),Ae=_(`
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
`),je=_(`
  mutation CreateUsdKycLink($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),Me={additionalTypenames:[`UsdAccountRequest`,`UsdAccount`]},Ne=25,Pe=[`PENDING`,`APPROVED`,`REJECTED`],Fe={status:``,customer:``,after:``,prev:[]};function Ie(){let[e,t]=(0,W.useState)(``),[n,r]=(0,W.useState)(window.location.origin+`/`),[i,a]=h(je),o=i.data?.createUsdKycLink,c=async t=>{t.preventDefault(),await a({customerId:e,redirectUrl:n.trim()},{additionalTypenames:[`UsdAccountRequest`]})},l=y(i.error);return(0,J.jsxs)(P,{title:`Create a KYC link`,level:3,className:`money-form`,description:`The customer verifies their identity through the link; an approved verification opens their USD account.`,children:[e?(0,J.jsxs)(`form`,{className:`inline-form`,onSubmit:c,noValidate:!0,"aria-label":`Create a KYC link`,children:[(0,J.jsxs)(`p`,{children:[`For `,(0,J.jsx)(A,{id:e}),` `,(0,J.jsx)(s,{size:`small`,onClick:()=>t(``),children:`Another customer`})]}),(0,J.jsx)(L,{label:`Return to, once verified`,type:`url`,value:n,onChange:e=>r(e.target.value),problem:l.redirectUrl?.join(` `),autoComplete:`off`}),(0,J.jsx)(s,{type:`submit`,variant:`primary`,disabled:i.fetching,children:`Create the link`}),!l.redirectUrl&&(0,J.jsx)(p,{error:i.error})]}):(0,J.jsx)(b,{label:`Find the customer`,onPick:t}),o?.kycLink&&(0,J.jsxs)(`div`,{role:`status`,children:[(0,J.jsxs)(`p`,{children:[`Request `,(0,J.jsx)(C,{id:o.reference}),` (`,o.status.toLowerCase(),`): send this link to the customer.`]}),(0,J.jsx)(U,{text:!0,label:`The KYC link`,value:o.kycLink,copyLabel:`Copy link`,testId:`kyc-link`})]})]})}function Le(){let e=g(),[t,n]=B(Fe),r=N({status:O(t.status,Pe),customerId:t.customer}),[a,o]=f({query:ke,variables:{filter:r,first:Ne,after:t.after||null},context:Me}),s=a.data?.usdAccountRequests,c=E(r);return(0,J.jsxs)(`section`,{className:`section`,"aria-labelledby":`requests-title`,children:[(0,J.jsx)(`h2`,{id:`requests-title`,children:`Account requests`}),e(`MONEY`)&&(0,J.jsx)(Ie,{}),(0,J.jsx)(w,{label:`account requests`,one:`request`,many:`requests`,u:t,set:n,defaults:Fe,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No USD account requests yet.`,filters:e=>(0,J.jsx)(I,{label:`Status`,value:t.status,onChange:t=>e({status:t.target.value}),options:k(Pe)}),children:(0,J.jsx)(z,{caption:`USD account requests, newest first`,columns:[`Request`,`Customer`,`Status`,`Verification`,`Account`,`Created`],children:(0,J.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,J.jsxs)(`tr`,{children:[(0,J.jsx)(`td`,{"data-label":`Request`,children:(0,J.jsx)(i,{to:`/usd/requests/`+e.reference,className:`mono`,children:e.reference})}),(0,J.jsx)(`td`,{"data-label":`Customer`,children:(0,J.jsx)(A,{id:e.customerId,children:e.customer?`${e.customer.firstName} ${e.customer.lastName}`:e.customerId})}),(0,J.jsxs)(`td`,{"data-label":`Status`,children:[(0,J.jsx)(j,{status:e.status}),(0,J.jsx)(V,{reference:e.reference,status:e.status})]}),(0,J.jsx)(`td`,{"data-label":`Verification`,children:e.session?(0,J.jsx)(i,{to:`/verifications/`+e.session.id,children:(0,J.jsx)(H,{status:e.session.status})}):`—`}),(0,J.jsx)(`td`,{"data-label":`Account`,children:e.accountId?(0,J.jsx)(C,{id:e.accountId}):`—`}),(0,J.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:x(e.createdAt)})]},e.reference))})})})]})}function Re({reference:e}){let[t,n]=f({query:Ae,variables:{reference:e}}),r=t.data?.usdAccountRequest;return(0,J.jsx)(D,{title:`USD account request ${e}`,what:`USD account request ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/usd/requests`,label:`All account requests`},children:r&&(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(`p`,{children:(0,J.jsx)(j,{status:r.status})}),(0,J.jsx)(V,{reference:r.reference,status:r.status}),(0,J.jsx)(F,{items:[[`Customer`,(0,J.jsx)(A,{id:r.customerId,children:r.customer?`${r.customer.firstName} ${r.customer.lastName}`:r.customerId})],[`Verification`,r.session?(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(i,{to:`/verifications/`+r.session.id,className:`mono`,children:r.session.id}),` `,(0,J.jsx)(H,{status:r.session.status})]}):`None started`],[`Account`,r.accountId?(0,J.jsx)(C,{id:r.accountId}):`Opened on approval`],[`Identification number`,r.identificationNumberLast4?`ending ${r.identificationNumberLast4}`:`—`],[`Created`,x(r.createdAt)],[`Updated`,x(r.updatedAt)]]}),r.messages.length>0&&(0,J.jsxs)(J.Fragment,{children:[(0,J.jsx)(`h2`,{children:`Why it was rejected`}),(0,J.jsx)(`ul`,{children:r.messages.map(e=>(0,J.jsx)(`li`,{children:e},e))})]}),r.kycLink&&(0,J.jsxs)(`section`,{className:`section`,"aria-labelledby":`kyc-link-title`,children:[(0,J.jsx)(`h2`,{id:`kyc-link-title`,children:`KYC link`}),(0,J.jsx)(U,{text:!0,label:`The KYC link`,value:r.kycLink,copyLabel:`Copy link`})]})]})})}var $=[{tab:`requests`,to:`/usd/requests`,label:`Account requests`},{tab:`accounts`,to:`/usd/accounts`,label:`Accounts`},{tab:`transfers`,to:`/usd/transfers`,label:`Transfers`}];function ze({rest:e}){let[,t=`requests`,n,r]=e.split(`/`);if(r===void 0&&n&&t===`counterparties`){let e=decodeURIComponent(n);return(0,J.jsx)(Oe,{id:e},e)}let a=$.find(e=>e.tab===t);if(!a||r!==void 0)return(0,J.jsxs)(o,{title:`Page not found`,children:[(0,J.jsx)(`p`,{children:`There is no such page of USD.`}),(0,J.jsx)(`p`,{children:(0,J.jsx)(i,{to:`/usd`,children:`Go to USD`})})]});if(n){let e=decodeURIComponent(n);return a.tab===`requests`?(0,J.jsx)(Re,{reference:e},e):a.tab===`accounts`?(0,J.jsx)(De,{id:e},e):(0,J.jsx)(_e,{id:e},e)}return(0,J.jsxs)(o,{title:`USD`,description:`Customers’ USD accounts, the bank accounts they pay, and the transfers sent by ACH or wire.`,children:[(0,J.jsx)(d,{label:`USD`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===a.tab}))}),a.tab===`requests`&&(0,J.jsx)(Le,{}),a.tab===`accounts`&&(0,J.jsx)(Te,{}),a.tab===`transfers`&&(0,J.jsx)(Q,{title:`Transfers`,emptyText:`No transfers yet.`})]})}export{ze as default};