import{F as e,y as t}from"./index-D6ovAevV.js";import{a as n,i as r,r as i}from"./Events-DElbeo1f.js";import{n as a}from"./format-Bs6c8SWm.js";import{l as o}from"./filters-DKYJPQHi.js";import{t as s}from"./parts-BaJxHQ76.js";import{g as c,n as l,r as u,t as d,w as f}from"./Page-DsUAc6k5.js";import{c as p}from"./labels-Cv03W6YX.js";import{t as m}from"./Badge-DF5gUEP1.js";import{n as h,r as g,t as _}from"./Select-Dh1bMjuw.js";import{t as v}from"./Field-uUhrnyTs.js";import{n as y,t as b}from"./Pager-BZ_Yvyp6.js";import{t as x}from"./ListCount-B_e783g4.js";import{t as S}from"./Table-B9xVjmSN.js";import{t as C}from"./money-CHqc_1k8.js";import{t as w}from"./urlState-B_YL1bSd.js";/* empty css                  */var T={FX_EXCHANGE:`Exchange`,CRYPTO_DEPOSIT:`Crypto deposit`,CRYPTO_WITHDRAWAL:`Crypto withdrawal`,USD_TRANSFER:`USD transfer`,USD_TRANSFER_RETURN:`Returned transfer`,SANDBOX_CREDIT:`Sandbox credit`},E={PENDING:{label:`Held`,tone:`warning`},CAPTURED:{label:`Paid out`,tone:`success`},RELEASED:{label:`Released`,tone:`neutral`}},D={FxExchange:`Exchange`,CryptoDeposit:`Deposit`,CryptoWithdrawal:`Withdrawal`,UsdTransfer:`Transfer`};function O(e){return e.__typename&&D[e.__typename]||`Object`}var k={from:``,to:``,direction:``,kind:``,holds:``,after:``,back:[]};function A(e){return Object.hasOwn(T,e)}function j(e){return Object.hasOwn(E,e)}function M(e){let t={},n=o(e.from,0,!0),r=o(e.to,1,!0);return n&&(t.from=n),r&&(t.to=r),e.direction===`in`&&(t.credits=!0),e.direction===`out`&&(t.credits=!1),A(e.kind)&&(t.kind=e.kind),t}var N=f(),P=t(`
  query Wallets {
    wallets {
      ...WalletBalances
    }
  }
`),F=t(`
  query Wallet($currency: String!, $filter: LedgerEntryFilter, $first: Int, $after: String, $holds: HoldStatus, $firstHolds: Int) {
    wallet(currency: $currency) {
      ...WalletBalances
      entries(filter: $filter, first: $first, after: $after) {
        totalCount
        edges {
          node {
            id
            amount {
              ...MoneyFields
            }
            balanceAfter {
              ...MoneyFields
            }
            createdAt
            transaction {
              id
              kind
              description
              cause {
                __typename
                id
              }
            }
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
      holds(status: $holds, first: $firstHolds) {
        edges {
          node {
            id
            amount {
              ...MoneyFields
            }
            status
            reason
            cause {
              __typename
              id
            }
            createdAt
            settledAt
          }
        }
        pageInfo {
          hasNextPage
        }
      }
    }
  }
`),I=t(`
  query LedgerTransaction($id: ID!) {
    ledgerTransaction(id: $id) {
      id
      kind
      reference
      description
      createdAt
      cause {
        __typename
        id
      }
      entries {
        id
        amount {
          ...MoneyFields
        }
        balanceAfter {
          ...MoneyFields
        }
        createdAt
      }
    }
  }
`),L=25,R=20;function z({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,N.jsx)(V,{}):t.length===1?(0,N.jsx)(U,{currency:t[0]}):t.length===2&&t[0]===`transactions`?(0,N.jsx)(K,{id:t[1]}):(0,N.jsx)(d,{to:`/balances`,label:`See the balances`})}function B(e){return`/balances/${encodeURIComponent(e)}`}function V(){let[t,n]=e({query:P,requestPolicy:`cache-and-network`}),r=t.data?.wallets;return(0,N.jsx)(l,{title:`Balances`,description:`The organization’s wallets, one a currency: the ledger balance, what is held for pending payments, and what is available.`,loading:!r&&!t.error,error:r?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:r?.length===0,emptyMessage:(0,N.jsx)(`p`,{children:`No wallet yet: money received, exchanged or credited in the sandbox opens one.`}),children:r&&(0,N.jsx)(S,{caption:`Wallets`,className:`wallets`,columns:[`Currency`,{label:`Ledger balance`,num:!0},{label:`Held`,num:!0},{label:`Available`,num:!0}],children:(0,N.jsx)(`tbody`,{children:r.map(e=>(0,N.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,N.jsx)(`td`,{"data-label":`Currency`,children:(0,N.jsx)(c,{to:B(e.currency),children:e.currency})}),(0,N.jsx)(`td`,{"data-label":`Ledger`,className:`num`,"data-amount":e.ledgerBalance.amount,children:(0,N.jsx)(s,{money:e.ledgerBalance})}),(0,N.jsx)(`td`,{"data-label":`Held`,className:`num`,children:(0,N.jsx)(s,{money:e.holdingBalance})}),(0,N.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,N.jsx)(s,{money:e.availableBalance})})]},e.id))})})})}function H({cause:e}){return e?(0,N.jsxs)(`span`,{children:[(0,N.jsxs)(`span`,{className:`muted`,children:[O(e),` `]}),(0,N.jsx)(i,{id:e.id})]}):(0,N.jsx)(`span`,{className:`muted`,children:`—`})}function U({currency:t}){let[r,i]=w(k),a=n(),o=j(r.holds)?r.holds:null,[s,u]=e({query:F,variables:{currency:t,filter:M(r),first:L,after:a.after,holds:o,firstHolds:R}}),d=s.data?.wallet,f=s.data&&!d;return(0,N.jsx)(l,{title:`${t} wallet`,loading:!s.data&&!s.error,error:s.data?void 0:s.error,onRetry:()=>u({requestPolicy:`network-only`}),empty:f,emptyMessage:(0,N.jsxs)(`p`,{children:[`The organization has no `,t,` wallet in this mode.`]}),description:(0,N.jsx)(c,{to:`/balances`,children:`All balances`}),children:d&&(0,N.jsxs)(`div`,{className:`wallet-page`,children:[(0,N.jsx)(h,{title:`Balances`,children:(0,N.jsx)(g,{items:[[`Ledger balance`,(0,N.jsx)(`strong`,{"data-testid":`ledger-balance`,"data-amount":d.ledgerBalance.amount,children:C(d.ledgerBalance)},`l`)],[`Held`,C(d.holdingBalance)],[`Available`,C(d.availableBalance)]]})}),(0,N.jsx)(W,{u:r,set:i,conn:d.entries,cursor:a,fetching:s.fetching}),(0,N.jsx)(G,{status:r.holds,onStatus:e=>i({holds:e}),conn:d.holds})]})})}function W({u:e,set:t,conn:n,cursor:o,fetching:c}){let l=e=>t({...e,...r}),d=!!(e.from||e.to||e.direction||e.kind);return(0,N.jsxs)(h,{title:`History`,children:[(0,N.jsxs)(y,{label:`Filter the history`,onClear:d?()=>l({from:``,to:``,direction:``,kind:``}):void 0,children:[(0,N.jsx)(v,{label:`From (UTC day)`,type:`date`,value:e.from,max:e.to||void 0,onChange:e=>l({from:e.target.value})}),(0,N.jsx)(v,{label:`To (UTC day)`,type:`date`,value:e.to,min:e.from||void 0,onChange:e=>l({to:e.target.value})}),(0,N.jsx)(_,{label:`Direction`,value:e.direction,onChange:e=>l({direction:e.target.value}),options:[{value:``,label:`In and out`},{value:`in`,label:`Money in`},{value:`out`,label:`Money out`}]}),(0,N.jsx)(_,{label:`Kind`,value:e.kind,onChange:e=>l({kind:e.target.value}),options:[{value:``,label:`Any`},...p(T).map(e=>({value:e,label:T[e]}))]})]}),(0,N.jsx)(x,{count:n.totalCount,one:`entry`,many:`entries`,filtered:d,updating:c}),(0,N.jsx)(u,{empty:n.edges.length===0,emptyMessage:(0,N.jsx)(`p`,{children:d?`No entry matches these filters.`:`No entry yet.`}),children:(0,N.jsx)(S,{caption:`Entries, newest first`,plain:!0,className:`entries`,columns:[`When`,`What`,{label:`Amount`,num:!0},{label:`Balance after`,num:!0},`Transaction`,`Caused by`],children:(0,N.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,N.jsxs)(`tr`,{children:[(0,N.jsx)(`td`,{"data-label":`When`,className:`nowrap`,children:a(e.createdAt)}),(0,N.jsx)(`td`,{"data-label":`What`,children:(0,N.jsxs)(`div`,{children:[T[e.transaction.kind],e.transaction.description.toLowerCase()!==T[e.transaction.kind].toLowerCase()&&(0,N.jsx)(`span`,{className:`sub`,children:e.transaction.description})]})}),(0,N.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,N.jsx)(s,{money:e.amount,signed:!0})}),(0,N.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,N.jsx)(s,{money:e.balanceAfter})}),(0,N.jsx)(`td`,{"data-label":`Transaction`,children:(0,N.jsx)(i,{id:e.transaction.id})}),(0,N.jsx)(`td`,{"data-label":`Cause`,children:(0,N.jsx)(H,{cause:e.transaction.cause})})]},e.id))})})}),(0,N.jsx)(b,{label:`Pages of the history`,hasPrevious:!o.isFirst,hasNext:n.pageInfo.hasNextPage,onPrevious:o.previous,onNext:()=>n.pageInfo.endCursor&&o.next(n.pageInfo.endCursor)})]})}function G({status:e,onStatus:t,conn:n}){return(0,N.jsxs)(h,{title:`Holds`,children:[(0,N.jsx)(`p`,{className:`muted`,children:`Money reserved for payments under way: paid out when they go through, released when they fail.`}),(0,N.jsx)(y,{label:`Filter the holds`,children:(0,N.jsx)(_,{label:`Holds shown`,value:e,onChange:e=>t(e.target.value),options:[{value:``,label:`Held now`},{value:`CAPTURED`,label:`Paid out`},{value:`RELEASED`,label:`Released`}]})}),(0,N.jsxs)(u,{empty:n.edges.length===0,emptyMessage:(0,N.jsx)(`p`,{children:e?`No such hold.`:`Nothing is held.`}),children:[(0,N.jsx)(S,{caption:`Holds, newest first`,plain:!0,className:`holds`,columns:[`Since`,{label:`Amount`,num:!0},`Reason`,`For`,`Status`],children:(0,N.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,N.jsxs)(`tr`,{children:[(0,N.jsx)(`td`,{"data-label":`Since`,className:`nowrap`,children:a(e.createdAt)}),(0,N.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,N.jsx)(s,{money:e.amount})}),(0,N.jsx)(`td`,{"data-label":`Reason`,children:e.reason}),(0,N.jsx)(`td`,{"data-label":`For`,children:(0,N.jsx)(H,{cause:e.cause})}),(0,N.jsx)(`td`,{"data-label":`Status`,children:(0,N.jsxs)(`div`,{children:[(0,N.jsx)(m,{tone:E[e.status].tone,children:E[e.status].label}),e.settledAt&&(0,N.jsx)(`span`,{className:`sub`,children:a(e.settledAt)})]})})]},e.id))})}),n.pageInfo.hasNextPage&&(0,N.jsxs)(`p`,{className:`muted`,children:[`The `,R,` newest are shown.`]})]})]})}function K({id:t}){let[n,r]=e({query:I,variables:{id:t}}),i=n.data?.ledgerTransaction;return(0,N.jsx)(l,{title:`Transaction ${t}`,loading:!n.data&&!n.error,error:n.data?void 0:n.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:n.data&&!i,emptyMessage:(0,N.jsxs)(`p`,{children:[`There is no ledger transaction `,t,` in this organization and mode.`]}),description:(0,N.jsx)(c,{to:`/balances`,children:`All balances`}),children:i&&(0,N.jsxs)(`div`,{className:`wallet-page`,children:[(0,N.jsx)(h,{title:T[i.kind],children:(0,N.jsx)(g,{items:[[`Description`,i.description||`—`],[`Reference`,(0,N.jsx)(`code`,{children:i.reference},`ref`)],[`Caused by`,(0,N.jsx)(H,{cause:i.cause},`cause`)],[`Recorded`,a(i.createdAt)]]})}),(0,N.jsxs)(h,{title:`Entries`,children:[(0,N.jsx)(`p`,{className:`muted`,children:`Every account’s side, the fees’ and the pools’ included: per currency they add up to zero.`}),(0,N.jsx)(S,{caption:`The transaction’s entries`,plain:!0,className:`entries`,columns:[`Entry`,`Currency`,{label:`Amount`,num:!0},{label:`Account balance after`,num:!0}],children:(0,N.jsx)(`tbody`,{children:i.entries.map(e=>(0,N.jsxs)(`tr`,{children:[(0,N.jsx)(`td`,{"data-label":`Entry`,children:(0,N.jsx)(`code`,{children:e.id})}),(0,N.jsx)(`td`,{"data-label":`Currency`,children:e.amount.currency}),(0,N.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,N.jsx)(s,{money:e.amount,signed:!0})}),(0,N.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,N.jsx)(s,{money:e.balanceAfter})})]},e.id))})})]})]})})}export{z as default};