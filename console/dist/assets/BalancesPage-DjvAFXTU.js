import{A as e,O as t,P as n,_ as r,k as i,m as a}from"./App-vgWWs0Qf.js";import{a as o,i as s,r as c}from"./Events-C8Lgpk1L.js";import{n as l}from"./format-kI26hCus.js";import{l as u}from"./filters-CUM2KBba.js";import{n as d,o as f,t as p}from"./SavedViews-P4ZnlQaS.js";import{t as m}from"./parts-BFFI3kmv.js";import{l as h}from"./labels-_iI-PtMT.js";import{t as g}from"./Badge-BFRkuz1-.js";import{t as _}from"./Facts-vhSKexqM.js";import{t as v}from"./Field-BjIRFsn8.js";import{n as y,t as b}from"./Pager-pTn9uQ8I.js";import{t as x}from"./ListCount-4K_qBkRa.js";import{t as S}from"./Panel-B1nqKXqt.js";import{t as C}from"./Select-DXs5eDiv.js";import{t as w}from"./Table-BaCWfk8W.js";import{t as T}from"./money-CHqc_1k8.js";import{h as E,o as D}from"./errors-D0yAjBxm.js";import{t as O}from"./urlState-pgb6pj7T.js";/* empty css                  */var k={FX_EXCHANGE:`Exchange`,CRYPTO_DEPOSIT:`Crypto deposit`,CRYPTO_WITHDRAWAL:`Crypto withdrawal`,USD_TRANSFER:`USD transfer`,USD_TRANSFER_RETURN:`Returned transfer`,SANDBOX_CREDIT:`Sandbox credit`},A={PENDING:{label:`Held`,tone:`warning`},CAPTURED:{label:`Paid out`,tone:`success`},RELEASED:{label:`Released`,tone:`neutral`}},j={FxExchange:`Exchange`,CryptoDeposit:`Deposit`,CryptoWithdrawal:`Withdrawal`,UsdTransfer:`Transfer`};function M(e){return e.__typename&&j[e.__typename]||`Object`}var N={from:``,to:``,direction:``,kind:``,holds:``,after:``,back:[]};function P(e){return Object.hasOwn(k,e)}function F(e){return Object.hasOwn(A,e)}function I(e){let t={},n=u(e.from,0,!0),r=u(e.to,1,!0);return n&&(t.from=n),r&&(t.to=r),e.direction===`in`&&(t.credits=!0),e.direction===`out`&&(t.credits=!1),P(e.kind)&&(t.kind=e.kind),t}var L=E(),R=a(`
  query Wallets {
    wallets {
      ...WalletBalances
    }
  }
`),z=a(`
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
`),B=a(`
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
`),V=25,H=20;function U({rest:e}){let n=e.split(`/`).filter(Boolean).map(decodeURIComponent);return n.length===0?(0,L.jsx)(G,{}):n.length===1?(0,L.jsx)(q,{currency:n[0]}):n.length===2&&n[0]===`transactions`?(0,L.jsx)(X,{id:n[1]}):(0,L.jsx)(t,{to:`/balances`,label:`See the balances`})}function W(e){return`/balances/${encodeURIComponent(e)}`}function G(){let[e,t]=r({query:R,requestPolicy:`cache-and-network`}),n=e.data?.wallets;return(0,L.jsx)(i,{title:`Balances`,description:`The organization’s wallets, one a currency: the ledger balance, what is held for pending payments, and what is available.`,loading:!n&&!e.error,error:n?void 0:e.error,onRetry:()=>t({requestPolicy:`network-only`}),empty:n?.length===0,emptyMessage:(0,L.jsx)(`p`,{children:`No wallet yet: money received, exchanged or credited in the sandbox opens one.`}),children:n&&(0,L.jsx)(w,{caption:`Wallets`,className:`wallets`,columns:[`Currency`,{label:`Ledger balance`,num:!0},{label:`Held`,num:!0},{label:`Available`,num:!0}],children:(0,L.jsx)(`tbody`,{children:n.map(e=>(0,L.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,L.jsx)(`td`,{"data-label":`Currency`,children:(0,L.jsx)(D,{to:W(e.currency),children:e.currency})}),(0,L.jsx)(`td`,{"data-label":`Ledger`,className:`num`,"data-amount":e.ledgerBalance.amount,children:(0,L.jsx)(m,{money:e.ledgerBalance})}),(0,L.jsx)(`td`,{"data-label":`Held`,className:`num`,children:(0,L.jsx)(m,{money:e.holdingBalance})}),(0,L.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,L.jsx)(m,{money:e.availableBalance})})]},e.id))})})})}function K({cause:e}){return e?(0,L.jsxs)(`span`,{children:[(0,L.jsxs)(`span`,{className:`muted`,children:[M(e),` `]}),(0,L.jsx)(c,{id:e.id})]}):(0,L.jsx)(`span`,{className:`muted`,children:`—`})}function q({currency:e}){let[t,n]=O(N),a=o(),s=F(t.holds)?t.holds:null,[c,l]=r({query:z,variables:{currency:e,filter:I(t),first:V,after:a.after,holds:s,firstHolds:H}}),u=c.data?.wallet,d=c.data&&!u;return(0,L.jsx)(i,{title:`${e} wallet`,loading:!c.data&&!c.error,error:c.data?void 0:c.error,onRetry:()=>l({requestPolicy:`network-only`}),empty:d,emptyMessage:(0,L.jsxs)(`p`,{children:[`The organization has no `,e,` wallet in this mode.`]}),crumbs:[{label:`Balances`,to:`/balances`},{label:e}],children:u&&(0,L.jsxs)(`div`,{className:`wallet-page`,children:[(0,L.jsx)(S,{title:`Balances`,children:(0,L.jsx)(_,{items:[[`Ledger balance`,(0,L.jsx)(`strong`,{"data-testid":`ledger-balance`,"data-amount":u.ledgerBalance.amount,children:T(u.ledgerBalance)},`l`)],[`Held`,T(u.holdingBalance)],[`Available`,T(u.availableBalance)]]})}),(0,L.jsx)(J,{currency:u.currency,u:t,set:n,conn:u.entries,cursor:a,fetching:c.fetching}),(0,L.jsx)(Y,{status:t.holds,onStatus:e=>n({holds:e}),conn:u.holds})]})})}function J({currency:t,u:r,set:i,conn:a,cursor:o,fetching:u}){let g=e=>i({...e,...s}),_=!!(r.from||r.to||r.direction||r.kind);return(0,L.jsxs)(S,{title:`History`,aside:(0,L.jsxs)(n,{children:[(0,L.jsx)(p,{list:`LEDGER`}),(0,L.jsx)(d,{list:`ledger`,filters:f(t,I(r))})]}),children:[(0,L.jsxs)(y,{label:`Filter the history`,onClear:_?()=>g({from:``,to:``,direction:``,kind:``}):void 0,children:[(0,L.jsx)(v,{label:`From (UTC day)`,type:`date`,value:r.from,max:r.to||void 0,onChange:e=>g({from:e.target.value})}),(0,L.jsx)(v,{label:`To (UTC day)`,type:`date`,value:r.to,min:r.from||void 0,onChange:e=>g({to:e.target.value})}),(0,L.jsx)(C,{label:`Direction`,value:r.direction,onChange:e=>g({direction:e.target.value}),options:[{value:``,label:`In and out`},{value:`in`,label:`Money in`},{value:`out`,label:`Money out`}]}),(0,L.jsx)(C,{label:`Kind`,value:r.kind,onChange:e=>g({kind:e.target.value}),options:[{value:``,label:`Any`},...h(k).map(e=>({value:e,label:k[e]}))]})]}),(0,L.jsx)(x,{count:a.totalCount,one:`entry`,many:`entries`,filtered:_,updating:u}),(0,L.jsx)(e,{empty:a.edges.length===0,emptyMessage:(0,L.jsx)(`p`,{children:_?`No entry matches these filters.`:`No entry yet.`}),children:(0,L.jsx)(w,{caption:`Entries, newest first`,plain:!0,className:`entries`,columns:[`When`,`What`,{label:`Amount`,num:!0},{label:`Balance after`,num:!0},`Transaction`,`Caused by`],children:(0,L.jsx)(`tbody`,{children:a.edges.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`When`,className:`nowrap`,children:l(e.createdAt)}),(0,L.jsx)(`td`,{"data-label":`What`,children:(0,L.jsxs)(`div`,{children:[k[e.transaction.kind],e.transaction.description.toLowerCase()!==k[e.transaction.kind].toLowerCase()&&(0,L.jsx)(`span`,{className:`sub`,children:e.transaction.description})]})}),(0,L.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,L.jsx)(m,{money:e.amount,signed:!0})}),(0,L.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,L.jsx)(m,{money:e.balanceAfter})}),(0,L.jsx)(`td`,{"data-label":`Transaction`,children:(0,L.jsx)(c,{id:e.transaction.id})}),(0,L.jsx)(`td`,{"data-label":`Cause`,children:(0,L.jsx)(K,{cause:e.transaction.cause})})]},e.id))})})}),(0,L.jsx)(b,{label:`Pages of the history`,hasPrevious:!o.isFirst,hasNext:a.pageInfo.hasNextPage,onPrevious:o.previous,onNext:()=>a.pageInfo.endCursor&&o.next(a.pageInfo.endCursor)})]})}function Y({status:t,onStatus:n,conn:r}){return(0,L.jsxs)(S,{title:`Holds`,children:[(0,L.jsx)(`p`,{className:`muted`,children:`Money reserved for payments under way: paid out when they go through, released when they fail.`}),(0,L.jsx)(y,{label:`Filter the holds`,children:(0,L.jsx)(C,{label:`Holds shown`,value:t,onChange:e=>n(e.target.value),options:[{value:``,label:`Held now`},{value:`CAPTURED`,label:`Paid out`},{value:`RELEASED`,label:`Released`}]})}),(0,L.jsxs)(e,{empty:r.edges.length===0,emptyMessage:(0,L.jsx)(`p`,{children:t?`No such hold.`:`Nothing is held.`}),children:[(0,L.jsx)(w,{caption:`Holds, newest first`,plain:!0,className:`holds`,columns:[`Since`,{label:`Amount`,num:!0},`Reason`,`For`,`Status`],children:(0,L.jsx)(`tbody`,{children:r.edges.map(({node:e})=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Since`,className:`nowrap`,children:l(e.createdAt)}),(0,L.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,L.jsx)(m,{money:e.amount})}),(0,L.jsx)(`td`,{"data-label":`Reason`,children:e.reason}),(0,L.jsx)(`td`,{"data-label":`For`,children:(0,L.jsx)(K,{cause:e.cause})}),(0,L.jsx)(`td`,{"data-label":`Status`,children:(0,L.jsxs)(`div`,{children:[(0,L.jsx)(g,{tone:A[e.status].tone,children:A[e.status].label}),e.settledAt&&(0,L.jsx)(`span`,{className:`sub`,children:l(e.settledAt)})]})})]},e.id))})}),r.pageInfo.hasNextPage&&(0,L.jsxs)(`p`,{className:`muted`,children:[`The `,H,` newest are shown.`]})]})]})}function X({id:e}){let[t,n]=r({query:B,variables:{id:e}}),a=t.data?.ledgerTransaction;return(0,L.jsx)(i,{title:`Transaction ${e}`,loading:!t.data&&!t.error,error:t.data?void 0:t.error,onRetry:()=>n({requestPolicy:`network-only`}),empty:t.data&&!a,emptyMessage:(0,L.jsxs)(`p`,{children:[`There is no ledger transaction `,e,` in this organization and mode.`]}),crumbs:[{label:`Balances`,to:`/balances`},{label:e}],children:a&&(0,L.jsxs)(`div`,{className:`wallet-page`,children:[(0,L.jsx)(S,{title:k[a.kind],children:(0,L.jsx)(_,{items:[[`Description`,a.description||`—`],[`Reference`,(0,L.jsx)(`code`,{children:a.reference},`ref`)],[`Caused by`,(0,L.jsx)(K,{cause:a.cause},`cause`)],[`Recorded`,l(a.createdAt)]]})}),(0,L.jsxs)(S,{title:`Entries`,children:[(0,L.jsx)(`p`,{className:`muted`,children:`Every account’s side, the fees’ and the pools’ included: per currency they add up to zero.`}),(0,L.jsx)(w,{caption:`The transaction’s entries`,plain:!0,className:`entries`,columns:[`Entry`,`Currency`,{label:`Amount`,num:!0},{label:`Account balance after`,num:!0}],children:(0,L.jsx)(`tbody`,{children:a.entries.map(e=>(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`td`,{"data-label":`Entry`,children:(0,L.jsx)(`code`,{children:e.id})}),(0,L.jsx)(`td`,{"data-label":`Currency`,children:e.amount.currency}),(0,L.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,L.jsx)(m,{money:e.amount,signed:!0})}),(0,L.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,L.jsx)(m,{money:e.balanceAfter})})]},e.id))})})]})]})})}export{U as default};