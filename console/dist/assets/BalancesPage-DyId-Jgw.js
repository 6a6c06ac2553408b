import{M as e,g as t}from"./index-pmXXdgtl.js";import{a as n,i as r,m as i,o as a}from"./Page-C9MDVgOt.js";/* empty css                  */import{a as o,i as s,r as c}from"./Events-DgVW6jsO.js";import{n as l}from"./format-DnCTM5RU.js";import{a as u,c as d,s as f,t as p}from"./ui-BziqVj4l.js";import{l as m}from"./filters-CXIFxy6D.js";import{a as h}from"./ui-C6rDS8W6.js";import{c as g}from"./labels-BMAkip0N.js";import{t as _}from"./Field-Hwjir-5s.js";import{r as v,t as y}from"./ui-BIvR18La.js";import{t as b}from"./money-CHqc_1k8.js";import{t as x}from"./urlState-Dw1W3PvB.js";var S={FX_EXCHANGE:`Exchange`,CRYPTO_DEPOSIT:`Crypto deposit`,CRYPTO_WITHDRAWAL:`Crypto withdrawal`,USD_TRANSFER:`USD transfer`,USD_TRANSFER_RETURN:`Returned transfer`,SANDBOX_CREDIT:`Sandbox credit`},C={PENDING:{label:`Held`,tone:`warning`},CAPTURED:{label:`Paid out`,tone:`success`},RELEASED:{label:`Released`,tone:`neutral`}},w={FxExchange:`Exchange`,CryptoDeposit:`Deposit`,CryptoWithdrawal:`Withdrawal`,UsdTransfer:`Transfer`};function T(e){return e.__typename&&w[e.__typename]||`Object`}var E={from:``,to:``,direction:``,kind:``,holds:``,after:``,back:[]};function D(e){return Object.hasOwn(S,e)}function O(e){return Object.hasOwn(C,e)}function k(e){let t={},n=m(e.from,0,!0),r=m(e.to,1,!0);return n&&(t.from=n),r&&(t.to=r),e.direction===`in`&&(t.credits=!0),e.direction===`out`&&(t.credits=!1),D(e.kind)&&(t.kind=e.kind),t}var A=i(),j=t(`
  query Wallets {
    wallets {
      ...WalletBalances
    }
  }
`),M=t(`
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
`),N=t(`
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
`),P=25,F=20;function I({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,A.jsx)(R,{}):t.length===1?(0,A.jsx)(B,{currency:t[0]}):t.length===2&&t[0]===`transactions`?(0,A.jsx)(U,{id:t[1]}):(0,A.jsx)(r,{to:`/balances`,label:`See the balances`})}function L(e){return`/balances/${encodeURIComponent(e)}`}function R(){let[t,r]=e({query:j,requestPolicy:`cache-and-network`}),i=t.data?.wallets;return(0,A.jsx)(n,{title:`Balances`,description:`The organization’s wallets, one a currency: the ledger balance, what is held for pending payments, and what is available.`,loading:!i&&!t.error,error:i?void 0:t.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:i?.length===0,emptyMessage:(0,A.jsx)(`p`,{children:`No wallet yet: money received, exchanged or credited in the sandbox opens one.`}),children:i&&(0,A.jsx)(`div`,{className:`table-wrap`,children:(0,A.jsxs)(`table`,{className:`data-table stack-table wallets`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`Wallets`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`Currency`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Ledger balance`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Held`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Available`})]})}),(0,A.jsx)(`tbody`,{children:i.map(e=>(0,A.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,A.jsx)(`td`,{"data-label":`Currency`,children:(0,A.jsx)(a,{to:L(e.currency),children:e.currency})}),(0,A.jsx)(`td`,{"data-label":`Ledger`,className:`num`,"data-amount":e.ledgerBalance.amount,children:b(e.ledgerBalance)}),(0,A.jsx)(`td`,{"data-label":`Held`,className:`num`,children:b(e.holdingBalance)}),(0,A.jsx)(`td`,{"data-label":`Available`,className:`num`,children:b(e.availableBalance)})]},e.id))})]})})})}function z({cause:e}){return e?(0,A.jsxs)(`span`,{children:[(0,A.jsxs)(`span`,{className:`muted`,children:[T(e),` `]}),(0,A.jsx)(c,{id:e.id})]}):(0,A.jsx)(`span`,{className:`muted`,children:`—`})}function B({currency:t}){let[r,i]=x(E),s=o(),c=O(r.holds)?r.holds:null,[l,d]=e({query:M,variables:{currency:t,filter:k(r),first:P,after:s.after,holds:c,firstHolds:F}}),f=l.data?.wallet,p=l.data&&!f;return(0,A.jsx)(n,{title:`${t} wallet`,loading:!l.data&&!l.error,error:l.data?void 0:l.error,onRetry:()=>d({requestPolicy:`network-only`}),empty:p,emptyMessage:(0,A.jsxs)(`p`,{children:[`The organization has no `,t,` wallet in this mode.`]}),description:(0,A.jsx)(a,{to:`/balances`,children:`All balances`}),children:f&&(0,A.jsxs)(`div`,{className:`wallet-page`,children:[(0,A.jsxs)(`section`,{className:`panel`,"aria-labelledby":`wallet-balances`,children:[(0,A.jsx)(`h2`,{id:`wallet-balances`,className:`panel-title`,children:`Balances`}),(0,A.jsx)(u,{items:[[`Ledger balance`,(0,A.jsx)(`strong`,{"data-testid":`ledger-balance`,"data-amount":f.ledgerBalance.amount,children:b(f.ledgerBalance)},`l`)],[`Held`,b(f.holdingBalance)],[`Available`,b(f.availableBalance)]]})]}),(0,A.jsx)(V,{u:r,set:i,conn:f.entries,cursor:s,fetching:l.fetching}),(0,A.jsx)(H,{status:r.holds,onStatus:e=>i({holds:e}),conn:f.holds})]})})}function V({u:e,set:t,conn:n,cursor:r,fetching:i}){let a=e=>t({...e,...s}),o=!!(e.from||e.to||e.direction||e.kind);return(0,A.jsxs)(`section`,{className:`panel`,"aria-labelledby":`wallet-history`,children:[(0,A.jsx)(`h2`,{id:`wallet-history`,className:`panel-title`,children:`History`}),(0,A.jsxs)(`form`,{className:`filters`,role:`search`,"aria-label":`Filter the history`,onSubmit:e=>e.preventDefault(),children:[(0,A.jsx)(_,{label:`From`,type:`date`,value:e.from,max:e.to||void 0,hint:`A UTC day`,onChange:e=>a({from:e.target.value})}),(0,A.jsx)(_,{label:`To`,type:`date`,value:e.to,min:e.from||void 0,hint:`A UTC day`,onChange:e=>a({to:e.target.value})}),(0,A.jsx)(h,{label:`Direction`,value:e.direction,onChange:e=>a({direction:e.target.value}),options:[{value:``,label:`In and out`},{value:`in`,label:`Money in`},{value:`out`,label:`Money out`}]}),(0,A.jsx)(h,{label:`Kind`,value:e.kind,onChange:e=>a({kind:e.target.value}),options:[{value:``,label:`Any`},...g(S).map(e=>({value:e,label:S[e]}))]}),o&&(0,A.jsx)(`button`,{type:`button`,className:`button button-quiet filters-clear`,onClick:()=>a({from:``,to:``,direction:``,kind:``}),children:`Clear the filters`})]}),(0,A.jsx)(v,{count:n.totalCount,one:`entry`,many:`entries`,filtered:o,updating:i}),(0,A.jsx)(d,{empty:n.edges.length===0,emptyMessage:(0,A.jsx)(`p`,{children:o?`No entry matches these filters.`:`No entry yet.`}),children:(0,A.jsxs)(`table`,{className:`data-table stack-table entries`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`Entries, newest first`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`When`}),(0,A.jsx)(`th`,{scope:`col`,children:`What`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Balance after`}),(0,A.jsx)(`th`,{scope:`col`,children:`Transaction`}),(0,A.jsx)(`th`,{scope:`col`,children:`Caused by`})]})}),(0,A.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`td`,{"data-label":`When`,className:`nowrap`,children:l(e.createdAt)}),(0,A.jsx)(`td`,{"data-label":`What`,children:(0,A.jsxs)(`div`,{children:[S[e.transaction.kind],e.transaction.description.toLowerCase()!==S[e.transaction.kind].toLowerCase()&&(0,A.jsx)(`span`,{className:`sub`,children:e.transaction.description})]})}),(0,A.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,A.jsx)(y,{money:e.amount,signed:!0})}),(0,A.jsx)(`td`,{"data-label":`After`,className:`num`,children:b(e.balanceAfter)}),(0,A.jsx)(`td`,{"data-label":`Transaction`,children:(0,A.jsx)(c,{id:e.transaction.id})}),(0,A.jsx)(`td`,{"data-label":`Cause`,children:(0,A.jsx)(z,{cause:e.transaction.cause})})]},e.id))})]})}),(0,A.jsx)(f,{label:`Pages of the history`,isFirst:r.isFirst,hasNext:n.pageInfo.hasNextPage,onPrevious:r.previous,onNext:()=>n.pageInfo.endCursor&&r.next(n.pageInfo.endCursor)})]})}function H({status:e,onStatus:t,conn:n}){return(0,A.jsxs)(`section`,{className:`panel`,"aria-labelledby":`wallet-holds`,children:[(0,A.jsx)(`h2`,{id:`wallet-holds`,className:`panel-title`,children:`Holds`}),(0,A.jsx)(`p`,{className:`muted`,children:`Money reserved for payments under way: paid out when they go through, released when they fail.`}),(0,A.jsx)(`div`,{className:`filters`,children:(0,A.jsx)(h,{label:`Holds shown`,value:e,onChange:e=>t(e.target.value),options:[{value:``,label:`Held now`},{value:`CAPTURED`,label:`Paid out`},{value:`RELEASED`,label:`Released`}]})}),(0,A.jsxs)(d,{empty:n.edges.length===0,emptyMessage:(0,A.jsx)(`p`,{children:e?`No such hold.`:`Nothing is held.`}),children:[(0,A.jsxs)(`table`,{className:`data-table stack-table holds`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`Holds, newest first`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`Since`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,A.jsx)(`th`,{scope:`col`,children:`Reason`}),(0,A.jsx)(`th`,{scope:`col`,children:`For`}),(0,A.jsx)(`th`,{scope:`col`,children:`Status`})]})}),(0,A.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`td`,{"data-label":`Since`,className:`nowrap`,children:l(e.createdAt)}),(0,A.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:b(e.amount)}),(0,A.jsx)(`td`,{"data-label":`Reason`,children:e.reason}),(0,A.jsx)(`td`,{"data-label":`For`,children:(0,A.jsx)(z,{cause:e.cause})}),(0,A.jsx)(`td`,{"data-label":`Status`,children:(0,A.jsxs)(`div`,{children:[(0,A.jsx)(p,{tone:C[e.status].tone,children:C[e.status].label}),e.settledAt&&(0,A.jsx)(`span`,{className:`sub`,children:l(e.settledAt)})]})})]},e.id))})]}),n.pageInfo.hasNextPage&&(0,A.jsxs)(`p`,{className:`muted`,children:[`The `,F,` newest are shown.`]})]})]})}function U({id:t}){let[r,i]=e({query:N,variables:{id:t}}),o=r.data?.ledgerTransaction;return(0,A.jsx)(n,{title:`Transaction ${t}`,loading:!r.data&&!r.error,error:r.data?void 0:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:r.data&&!o,emptyMessage:(0,A.jsxs)(`p`,{children:[`There is no ledger transaction `,t,` in this organization and mode.`]}),description:(0,A.jsx)(a,{to:`/balances`,children:`All balances`}),children:o&&(0,A.jsxs)(`div`,{className:`wallet-page`,children:[(0,A.jsxs)(`section`,{className:`panel`,"aria-labelledby":`txn-facts`,children:[(0,A.jsx)(`h2`,{id:`txn-facts`,className:`panel-title`,children:S[o.kind]}),(0,A.jsx)(u,{items:[[`Description`,o.description||`—`],[`Reference`,(0,A.jsx)(`code`,{children:o.reference},`ref`)],[`Caused by`,(0,A.jsx)(z,{cause:o.cause},`cause`)],[`Recorded`,l(o.createdAt)]]})]}),(0,A.jsxs)(`section`,{className:`panel`,"aria-labelledby":`txn-entries`,children:[(0,A.jsx)(`h2`,{id:`txn-entries`,className:`panel-title`,children:`Entries`}),(0,A.jsx)(`p`,{className:`muted`,children:`Every account’s side, the fees’ and the pools’ included: per currency they add up to zero.`}),(0,A.jsxs)(`table`,{className:`data-table stack-table entries`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`The transaction’s entries`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`Entry`}),(0,A.jsx)(`th`,{scope:`col`,children:`Currency`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Account balance after`})]})}),(0,A.jsx)(`tbody`,{children:o.entries.map(e=>(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`td`,{"data-label":`Entry`,children:(0,A.jsx)(`code`,{children:e.id})}),(0,A.jsx)(`td`,{"data-label":`Currency`,children:e.amount.currency}),(0,A.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,A.jsx)(y,{money:e.amount,signed:!0})}),(0,A.jsx)(`td`,{"data-label":`After`,className:`num`,children:b(e.balanceAfter)})]},e.id))})]})]})]})})}export{I as default};