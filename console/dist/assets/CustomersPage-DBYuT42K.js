import{h as e,m as t,o as n,p as r,u as i,y as a}from"./errors-D0yAjBxm.js";import{A as o,D as s,O as c,P as l,_ as u,g as d,k as f,m as p,r as m}from"./App-vgWWs0Qf.js";import{n as h}from"./Deposits-niWiuagv.js";import{n as g,t as _}from"./labels-o6cualGJ.js";import{r as v}from"./Check-D7lpvW6K.js";import{a as y,i as b,r as x}from"./Events-C8Lgpk1L.js";import{S,x as C}from"./index-K7ngmRYi.js";import{t as w}from"./CopyField-UkUqH820.js";import{t as T}from"./Dialog-TBnIMA5H.js";import{t as E}from"./Field-BjIRFsn8.js";import{t as D}from"./Notice-DYh8LoE4.js";import{i as O,n as k,t as A}from"./SavedViews-P4ZnlQaS.js";import{n as j}from"./format-kI26hCus.js";import{r as M,t as N}from"./parts-BFFI3kmv.js";import{n as P}from"./labels-_iI-PtMT.js";import{n as F}from"./StatusBadge-OdSXB4Ns.js";import{t as ee}from"./TextFilter-D6ZyTzca.js";import{t as te}from"./Badge-BFRkuz1-.js";import{t as I}from"./Facts-vhSKexqM.js";import{n as L,t as R}from"./Pager-pTn9uQ8I.js";import{t as z}from"./ListCount-4K_qBkRa.js";import{t as B}from"./Panel-B1nqKXqt.js";import{t as V}from"./Table-BaCWfk8W.js";import{t as H}from"./urlState-pgb6pj7T.js";/* empty css                  */var U=a(t(),1),W=p(`
  query Customers($filter: CustomerFilter, $first: Int, $after: String) {
    customers(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          firstName
          lastName
          email
          country
          status
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),G=p(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      id
    }
  }
`),K=p(`
  query Customer($id: ID!, $firstSessions: Int!) {
    customer(id: $id) {
      id
      firstName
      lastName
      email
      country
      status
      tier
      createdAt
      updatedAt
      cryptoWallets {
        address {
          id
          coin
          chain
        }
        balance {
          ...MoneyFields
        }
        availableBalance {
          ...MoneyFields
        }
      }
      depositAddresses(first: 50) {
        edges {
          node {
            ...AddressRow
          }
        }
        pageInfo {
          hasNextPage
        }
      }
      cryptoDeposits(first: 20) {
        totalCount
        edges {
          node {
            ...DepositRow
          }
        }
      }
      usdAccountRequest {
        reference
        status
        sessionId
        session {
          id
          status
        }
        accountId
        messages
        createdAt
        updatedAt
      }
      usdAccount {
        id
        accountName
        accountNumber
        routingNumber
        bankName
        createdAt
        counterparties(first: 50) {
          edges {
            node {
              ...CounterpartyRow
            }
          }
          pageInfo {
            hasNextPage
          }
        }
      }
      usdTransfers(first: 20) {
        totalCount
        edges {
          node {
            ...TransferRow
          }
        }
      }
    }
    sessions(filter: { customerId: $id }, first: $firstSessions) {
      totalCount
      edges {
        node {
          id
          status
          decisionReason
          createdAt
        }
      }
    }
  }
`),q=p(`
  mutation StartCustomerVerification($input: CreateSessionInput!) {
    createSession(input: $input) {
      session {
        id
        status
      }
      url
    }
  }
`),J=p(`
  mutation RequestCustomerUsdAccount($customerId: ID!, $redirectUrl: String!) {
    createUsdKycLink(customerId: $customerId, redirectUrl: $redirectUrl) {
      reference
      status
      kycLink
    }
  }
`),Y=e();function X({text:e,children:t}){return(0,Y.jsxs)(`div`,{className:`next-step`,children:[(0,Y.jsx)(`p`,{className:`muted`,children:e}),t]})}function Z({customerId:e,name:t,open:r,onOpenChange:i}){let[a,o]=(0,U.useState)(``),[c,u]=d(q),f=c.data?.createSession,p=v(c.error);return(0,Y.jsx)(T,{open:r,onOpenChange:i,title:`Start a verification`,description:`A verification of ${t}’s identity, on the default workflow: send them its link.`,children:f?(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsxs)(D,{tone:`success`,children:[`Verification `,(0,Y.jsx)(x,{id:f.session.id}),` started.`]}),(0,Y.jsx)(w,{label:`The verification link`,value:f.url,copyLabel:`Copy link`,testId:`verification-link`,hint:`It holds the session’s client token, shown only now.`}),(0,Y.jsxs)(l,{end:!0,children:[(0,Y.jsx)(n,{to:`/verifications/${encodeURIComponent(f.session.id)}`,className:S(),onClick:()=>i(!1),children:`Open the session`}),(0,Y.jsx)(C,{variant:`primary`,onClick:()=>i(!1),children:`Done`})]})]}):(0,Y.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault();let n=a.trim();await u({input:{customerId:e,...n?{userReference:n}:{}}},{additionalTypenames:[`Session`]})},children:[(0,Y.jsx)(E,{label:`User reference`,hint:`Optional: your own id for it, such as an order number.`,value:a,autoComplete:`off`,problem:p.userReference?.join(` `),onChange:e=>o(e.target.value)}),c.error&&!p.userReference&&(0,Y.jsx)(s,{error:c.error}),(0,Y.jsxs)(l,{end:!0,children:[(0,Y.jsx)(C,{onClick:()=>i(!1),children:`Cancel`}),(0,Y.jsx)(C,{type:`submit`,variant:`primary`,disabled:c.fetching,children:`Start the verification`})]})]})})}function ne({customerId:e,name:t,open:n,onOpenChange:r}){let[i,a]=(0,U.useState)(()=>window.location.origin+`/`),[o,c]=d(J),u=o.data?.createUsdKycLink,f=v(o.error);return(0,Y.jsx)(T,{open:n,onOpenChange:r,title:`Request a USD account`,description:`${t} verifies their identity through a KYC link; an approved verification opens their USD account.`,children:u?(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsxs)(D,{tone:`success`,children:[`Request `,(0,Y.jsx)(x,{id:u.reference}),` made (`,u.status.toLowerCase(),`).`]}),u.kycLink&&(0,Y.jsx)(w,{label:`The KYC link`,value:u.kycLink,copyLabel:`Copy link`,testId:`kyc-link`,hint:`Send it to the customer.`}),(0,Y.jsx)(l,{end:!0,children:(0,Y.jsx)(C,{variant:`primary`,onClick:()=>r(!1),children:`Done`})})]}):(0,Y.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault(),await c({customerId:e,redirectUrl:i.trim()},{additionalTypenames:[`UsdAccountRequest`]})},noValidate:!0,children:[(0,Y.jsx)(E,{label:`Return to, once verified`,type:`url`,value:i,autoComplete:`off`,problem:f.redirectUrl?.join(` `),onChange:e=>a(e.target.value)}),o.error&&!f.redirectUrl&&(0,Y.jsx)(s,{error:o.error}),(0,Y.jsxs)(l,{end:!0,children:[(0,Y.jsx)(C,{onClick:()=>r(!1),children:`Cancel`}),(0,Y.jsx)(C,{type:`submit`,variant:`primary`,disabled:o.fetching,children:`Create the KYC link`})]})]})})}var re=25,ie={additionalTypenames:[`Session`,`UsdAccountRequest`]};function ae({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,Y.jsx)(oe,{}):t.length===1?(0,Y.jsx)(Q,{id:t[0]}):(0,Y.jsx)(c,{to:`/customers`,label:`See the customers`})}function oe(){let e=m(),[t,r]=H({q:``,after:``,back:[]}),i=y(),a=t.q.trim(),[s,c]=u({query:W,variables:{filter:a?{search:a}:null,first:re,after:i.after}}),[l,d]=(0,U.useState)(!1),p=s.data?.customers,h=p?.edges??[];return(0,Y.jsxs)(f,{title:`Customers`,description:`The people the organization serves, newest first.`,actions:(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(A,{list:`CUSTOMERS`}),(0,Y.jsx)(k,{list:`customers`,filters:O(a?{search:a}:{})}),e(`MONEY`)&&(0,Y.jsx)(C,{variant:`primary`,onClick:()=>d(!0),children:`New customer`})]}),children:[(0,Y.jsx)(L,{label:`Search the customers`,className:`customers-search`,children:(0,Y.jsx)(ee,{label:`Search`,type:`search`,value:t.q,hint:`Names and email, in part`,onCommit:e=>r({q:e,...b},{replace:!0})})}),(0,Y.jsxs)(o,{loading:!p&&!s.error,error:p?void 0:s.error,onRetry:()=>c({requestPolicy:`network-only`}),empty:h.length===0,emptyMessage:(0,Y.jsx)(`p`,{children:a?`No customer matches “${a}”.`:`No customers yet: create them with the API or here.`}),children:[p&&(0,Y.jsx)(z,{count:p.totalCount,one:`customer`,many:`customers`,filtered:!!a}),(0,Y.jsx)(V,{caption:`Customers`,className:`customers`,columns:[`Name`,`Email`,`Country`,`Status`,`Created`],children:(0,Y.jsx)(`tbody`,{children:h.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Name`,children:(0,Y.jsxs)(`div`,{children:[(0,Y.jsx)(n,{to:`/customers/${encodeURIComponent(e.id)}`,children:g(e)}),(0,Y.jsx)(`span`,{className:`sub mono`,children:e.id})]})}),(0,Y.jsx)(`td`,{"data-label":`Email`,children:e.email}),(0,Y.jsx)(`td`,{"data-label":`Country`,children:e.country}),(0,Y.jsx)(`td`,{"data-label":`Status`,children:(0,Y.jsx)(te,{tone:`success`,children:e.status===`ACTIVE`?`Active`:e.status})}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:j(e.createdAt)})]},e.id))})}),(0,Y.jsx)(R,{label:`Pages of customers`,hasPrevious:!i.isFirst,hasNext:!!p?.pageInfo.hasNextPage,onPrevious:i.previous,onNext:()=>p?.pageInfo.endCursor&&i.next(p.pageInfo.endCursor)})]}),e(`MONEY`)&&(0,Y.jsx)(se,{open:l,onOpenChange:d})]})}function se({open:e,onOpenChange:t}){let n=r(),[a,o]=d(G),[c,u]=(0,U.useState)({firstName:``,lastName:``,email:``,country:``}),f=v(a.error),p=async e=>{e.preventDefault();let r=(await o({input:{...c,country:c.country.trim().toUpperCase()}})).data?.createCustomer.id;r&&(t(!1),n(i(`/customers/${encodeURIComponent(r)}`)))},m=(e,t,n={})=>(0,Y.jsx)(E,{label:t,value:c[e],required:!0,problem:f[e]?.join(` `),onChange:t=>u({...c,[e]:t.target.value}),...n});return(0,Y.jsx)(T,{open:e,onOpenChange:t,title:`New customer`,children:(0,Y.jsxs)(`form`,{className:`form`,onSubmit:p,children:[m(`firstName`,`First name`,{autoComplete:`off`}),m(`lastName`,`Last name`,{autoComplete:`off`}),m(`email`,`Email`,{type:`email`,autoComplete:`off`}),m(`country`,`Country`,{hint:`Two letters (ISO 3166-1), such as NG or US`,maxLength:2,autoComplete:`off`}),a.error&&Object.keys(f).length===0&&(0,Y.jsx)(s,{error:a.error}),(0,Y.jsxs)(l,{end:!0,children:[(0,Y.jsx)(C,{onClick:()=>t(!1),children:`Cancel`}),(0,Y.jsx)(C,{type:`submit`,variant:`primary`,disabled:a.fetching,children:`Create the customer`})]})]})})}function Q({id:e}){let[t,n]=u({query:K,variables:{id:e,firstSessions:20},context:ie}),r=t.data?.customer,i=t.data&&!r;return(0,Y.jsx)(f,{title:r?g(r):`Customer ${e}`,loading:!t.data&&!t.error,error:t.data?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:i,emptyMessage:(0,Y.jsxs)(`p`,{children:[`There is no customer `,e,` in this organization and mode.`]}),crumbs:[{label:`Customers`,to:`/customers`},{label:r?g(r):e}],children:r&&t.data&&(0,Y.jsx)(ce,{c:r,sessions:t.data.sessions})})}function ce({c:e,sessions:t}){return(0,Y.jsxs)(`div`,{className:`customer`,children:[(0,Y.jsx)(B,{title:`Customer`,children:(0,Y.jsx)(I,{items:[[`Id`,(0,Y.jsx)(`code`,{children:e.id},`id`)],[`Email`,e.email],[`Country`,e.country],[`Status`,e.status===`ACTIVE`?`Active`:e.status],[`Tier`,String(e.tier)],[`Created`,j(e.createdAt)]]})}),(0,Y.jsx)(le,{c:e,sessions:t}),(0,Y.jsx)(ue,{c:e}),(0,Y.jsx)(de,{c:e}),(0,Y.jsx)(fe,{c:e}),(0,Y.jsx)(pe,{c:e}),(0,Y.jsx)(me,{c:e})]})}function $({children:e}){return(0,Y.jsx)(`p`,{className:`muted`,children:e})}function le({c:e,sessions:t}){let r=m(),[i,a]=(0,U.useState)(!1),o=`/verifications?customer=${encodeURIComponent(e.id)}`;return(0,Y.jsxs)(B,{title:`Verifications`,more:t.totalCount>t.edges.length&&(0,Y.jsxs)(n,{to:o,children:[`All `,t.totalCount.toLocaleString(),` verifications`]}),children:[r(`VERIFY`)&&(0,Y.jsx)(Z,{customerId:e.id,name:g(e),open:i,onOpenChange:a}),t.edges.length===0?(0,Y.jsx)(X,{text:`No verification yet.`,children:r(`VERIFY`)&&(0,Y.jsx)(C,{onClick:()=>a(!0),children:`Start a verification`})}):(0,Y.jsx)(V,{plain:!0,columns:[`Session`,`Status`,`Decision reason`,`Created`],children:(0,Y.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Session`,children:(0,Y.jsx)(x,{id:e.id})}),(0,Y.jsx)(`td`,{"data-label":`Status`,children:(0,Y.jsx)(F,{status:e.status})}),(0,Y.jsx)(`td`,{"data-label":`Reason`,children:e.decisionReason?P[e.decisionReason]:`—`}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:j(e.createdAt)})]},e.id))})})]})}function ue({c:e}){let t=m(),[n,r]=(0,U.useState)(!1),i=e.usdAccountRequest,a=e.usdAccount,o=a?.counterparties.edges??[];return(0,Y.jsxs)(B,{title:`USD account`,children:[t(`MONEY`)&&(0,Y.jsx)(ne,{customerId:e.id,name:g(e),open:n,onOpenChange:r}),!i&&!a&&(0,Y.jsx)(X,{text:`No USD account requested.`,children:t(`MONEY`)&&(0,Y.jsx)(C,{onClick:()=>r(!0),children:`Request a USD account`})}),i&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(`h3`,{className:`facts-head`,children:`Request`}),(0,Y.jsx)(I,{items:[[`Reference`,(0,Y.jsx)(x,{id:i.reference},`ref`)],[`Status`,(0,Y.jsx)(M,{status:i.status},`status`)],[`Verification`,i.session?(0,Y.jsxs)(`span`,{children:[(0,Y.jsx)(x,{id:i.session.id}),` `,(0,Y.jsx)(F,{status:i.session.status})]},`ses`):i.sessionId?(0,Y.jsx)(x,{id:i.sessionId},`ses`):`—`],...i.messages.length>0?[[`Why`,i.messages.join(` `)]]:[],[`Requested`,j(i.createdAt)]]})]}),a&&(0,Y.jsxs)(Y.Fragment,{children:[(0,Y.jsx)(`h3`,{className:`facts-head`,children:`Account`}),(0,Y.jsx)(I,{items:[[`Account`,(0,Y.jsx)(x,{id:a.id},`id`)],[`Account name`,a.accountName],[`Account number`,(0,Y.jsx)(`span`,{className:`mono`,children:a.accountNumber},`no`)],[`Routing number (ABA)`,(0,Y.jsx)(`span`,{className:`mono`,children:a.routingNumber},`aba`)],[`Bank`,a.bankName],[`Opened`,j(a.createdAt)]]}),(0,Y.jsx)(`h3`,{className:`facts-head`,children:`Counterparties`}),o.length===0?(0,Y.jsx)($,{children:`No counterparty yet.`}):(0,Y.jsx)(V,{plain:!0,columns:[`Counterparty`,`Bank account`,`Rails`,`Active`],children:(0,Y.jsx)(`tbody`,{children:o.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Counterparty`,children:(0,Y.jsxs)(`div`,{children:[e.accountName,(0,Y.jsx)(`div`,{children:(0,Y.jsx)(x,{id:e.id})})]})}),(0,Y.jsx)(`td`,{"data-label":`Account`,children:(0,Y.jsxs)(`div`,{children:[(0,Y.jsx)(`span`,{className:`mono`,children:e.accountNumber}),(0,Y.jsxs)(`span`,{className:`sub`,children:[e.institutionName,` · ABA `,(0,Y.jsx)(`span`,{className:`mono`,children:e.routingNumber})]})]})}),(0,Y.jsx)(`td`,{"data-label":`Rails`,children:e.paymentRails.join(`, `)}),(0,Y.jsx)(`td`,{"data-label":`Active`,children:e.active?`Yes`:`No`})]},e.id))})})]})]})}function de({c:e}){let t=e.usdTransfers;return!e.usdAccount&&t.edges.length===0?null:(0,Y.jsx)(B,{title:`USD transfers`,more:t.totalCount>t.edges.length&&e.usdAccount&&(0,Y.jsxs)(n,{to:`/usd/accounts/${encodeURIComponent(e.usdAccount.id)}`,children:[`All `,t.totalCount.toLocaleString(),` transfers, on the account’s page`]}),children:t.edges.length===0?(0,Y.jsx)($,{children:`No transfer yet.`}):(0,Y.jsx)(V,{plain:!0,columns:[`Transfer`,{label:`Amount`,num:!0},`To`,`Status`,`Created`],children:(0,Y.jsx)(`tbody`,{children:t.edges.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Transfer`,children:(0,Y.jsxs)(`div`,{children:[(0,Y.jsx)(x,{id:e.id}),(0,Y.jsxs)(`span`,{className:`sub`,children:[e.paymentRail,` · `,e.reference]})]})}),(0,Y.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,Y.jsx)(N,{money:e.amount})}),(0,Y.jsx)(`td`,{"data-label":`To`,children:(0,Y.jsx)(n,{to:`/usd/counterparties/${encodeURIComponent(e.counterparty.id)}`,children:e.counterparty.accountName})}),(0,Y.jsx)(`td`,{"data-label":`Status`,children:(0,Y.jsx)(M,{status:e.status})}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:j(e.createdAt)})]},e.id))})})})}function fe({c:e}){return(0,Y.jsx)(B,{title:`Crypto wallets`,children:e.cryptoWallets.length===0?(0,Y.jsx)($,{children:`No crypto wallet: a deposit address opens one.`}):(0,Y.jsx)(V,{plain:!0,columns:[`Wallet`,{label:`Balance`,num:!0},{label:`Available`,num:!0}],children:(0,Y.jsx)(`tbody`,{children:e.cryptoWallets.map(e=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Wallet`,children:(0,Y.jsxs)(`div`,{children:[_(e.address),(0,Y.jsx)(`div`,{children:(0,Y.jsx)(x,{id:e.address.id})})]})}),(0,Y.jsx)(`td`,{"data-label":`Balance`,className:`num`,children:(0,Y.jsx)(N,{money:e.balance})}),(0,Y.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,Y.jsx)(N,{money:e.availableBalance})})]},e.address.id))})})})}function pe({c:e}){let t=m(),r=e.depositAddresses.edges,i=`/crypto/addresses?customer=${encodeURIComponent(e.id)}`;return(0,Y.jsx)(B,{title:`Deposit addresses`,more:e.depositAddresses.pageInfo.hasNextPage&&(0,Y.jsx)(n,{to:i,children:`Every address`}),children:r.length===0?(0,Y.jsx)(X,{text:`No deposit address.`,children:t(`MONEY`)&&(0,Y.jsx)(n,{to:i,className:S(),children:`Create a deposit address`})}):(0,Y.jsx)(V,{plain:!0,columns:[`Address`,`Coin`,`Deposits`,`Created`],children:(0,Y.jsx)(`tbody`,{children:r.map(({node:e})=>(0,Y.jsxs)(`tr`,{children:[(0,Y.jsx)(`td`,{"data-label":`Address`,children:(0,Y.jsxs)(`div`,{children:[(0,Y.jsx)(n,{to:`/crypto/addresses/${encodeURIComponent(e.id)}`,className:`mono address`,children:e.address}),!e.active&&(0,Y.jsx)(`span`,{className:`sub`,children:`inactive`})]})}),(0,Y.jsx)(`td`,{"data-label":`Coin`,children:_(e)}),(0,Y.jsx)(`td`,{"data-label":`Deposits`,children:e.offramp?`Converted to USD`:`Kept in the coin`}),(0,Y.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:j(e.createdAt)})]},e.id))})})})}function me({c:e}){let t=e.cryptoDeposits;return(0,Y.jsx)(B,{title:`Deposits`,more:t.totalCount>t.edges.length&&(0,Y.jsxs)(n,{to:`/crypto/deposits?customer=${encodeURIComponent(e.id)}`,children:[`All `,t.totalCount.toLocaleString(),` deposits`]}),children:t.edges.length===0?(0,Y.jsx)($,{children:`No deposit yet.`}):(0,Y.jsx)(h,{rows:t.edges.map(e=>e.node),caption:`The customer’s deposits, newest first`,customer:!1,plain:!0})})}export{ae as default};