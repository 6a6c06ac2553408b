import{N as e,_ as t}from"./index-BoqkaeXc.js";import{a as n,i as r,m as i,o as a}from"./Page-C9MDVgOt.js";import{t as o}from"./customers-bejg8R8r.js";import{a as s,i as c,r as l}from"./Events-BrmOSIq1.js";import{n as u}from"./format-DnCTM5RU.js";import{a as d,c as f,s as p,t as m}from"./ui-B82uN88m.js";import{l as h}from"./filters-DiZpp0le.js";import{a as g}from"./ui-BR-Q_jE4.js";import{l as _}from"./labels-DhyGzz7I.js";import{t as v}from"./Field-Hwjir-5s.js";import{r as y,t as b}from"./ui-BPBJfpb6.js";import{t as x}from"./money-CHqc_1k8.js";import{t as S}from"./urlState-Dw1W3PvB.js";var C={FX_EXCHANGE:`Exchange`,CRYPTO_DEPOSIT:`Crypto deposit`,CRYPTO_WITHDRAWAL:`Crypto withdrawal`,USD_TRANSFER:`USD transfer`,USD_TRANSFER_RETURN:`Returned transfer`,SANDBOX_CREDIT:`Sandbox credit`},w={PENDING:{label:`Held`,tone:`warning`},CAPTURED:{label:`Paid out`,tone:`success`},RELEASED:{label:`Released`,tone:`neutral`}},T={FxExchange:`Exchange`,CryptoDeposit:`Deposit`,CryptoWithdrawal:`Withdrawal`,UsdTransfer:`Transfer`};function E(e){return e.__typename&&T[e.__typename]||`Object`}var D={from:``,to:``,direction:``,kind:``,holds:``,after:``,back:[]};function O(e){return Object.hasOwn(C,e)}function k(e){return Object.hasOwn(w,e)}function A(e){let t={},n=h(e.from,0,!0),r=h(e.to,1,!0);return n&&(t.from=n),r&&(t.to=r),e.direction===`in`&&(t.credits=!0),e.direction===`out`&&(t.credits=!1),O(e.kind)&&(t.kind=e.kind),t}var j=i(),M=t(`
  query Wallets {
    wallets {
      ...WalletBalances
    }
  }
`),N=t(`
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
`),P=t(`
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
`),F=25,I=20;function L({rest:e}){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent);return t.length===0?(0,j.jsx)(z,{}):t.length===1?(0,j.jsx)(V,{currency:t[0]}):t.length===2&&t[0]===`transactions`?(0,j.jsx)(W,{id:t[1]}):(0,j.jsx)(r,{to:`/balances`,label:`See the balances`})}function R(e){return`/balances/${encodeURIComponent(e)}`}function z(){let[t,r]=e({query:M,requestPolicy:`cache-and-network`}),i=t.data?.wallets;return(0,j.jsx)(n,{title:`Balances`,description:`The organization’s wallets, one a currency: the ledger balance, what is held for pending payments, and what is available.`,loading:!i&&!t.error,error:i?void 0:t.error,onRetry:()=>r({requestPolicy:`network-only`}),empty:i?.length===0,emptyMessage:(0,j.jsx)(`p`,{children:`No wallet yet: money received, exchanged or credited in the sandbox opens one.`}),children:i&&(0,j.jsx)(`div`,{className:`table-wrap`,children:(0,j.jsxs)(`table`,{className:`data-table stack-table wallets`,children:[(0,j.jsx)(`caption`,{className:`sr-only`,children:`Wallets`}),(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Currency`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Ledger balance`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Held`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Available`})]})}),(0,j.jsx)(`tbody`,{children:i.map(e=>(0,j.jsxs)(`tr`,{"data-currency":e.currency,children:[(0,j.jsx)(`td`,{"data-label":`Currency`,children:(0,j.jsx)(a,{to:R(e.currency),children:e.currency})}),(0,j.jsx)(`td`,{"data-label":`Ledger`,className:`num`,"data-amount":e.ledgerBalance.amount,children:(0,j.jsx)(b,{money:e.ledgerBalance})}),(0,j.jsx)(`td`,{"data-label":`Held`,className:`num`,children:(0,j.jsx)(b,{money:e.holdingBalance})}),(0,j.jsx)(`td`,{"data-label":`Available`,className:`num`,children:(0,j.jsx)(b,{money:e.availableBalance})})]},e.id))})]})})})}function B({cause:e}){return e?(0,j.jsxs)(`span`,{children:[(0,j.jsxs)(`span`,{className:`muted`,children:[E(e),` `]}),(0,j.jsx)(l,{id:e.id})]}):(0,j.jsx)(`span`,{className:`muted`,children:`—`})}function V({currency:t}){let[r,i]=S(D),c=s(),l=k(r.holds)?r.holds:null,[u,f]=e({query:N,variables:{currency:t,filter:A(r),first:F,after:c.after,holds:l,firstHolds:I}}),p=u.data?.wallet,m=u.data&&!p;return(0,j.jsx)(n,{title:`${t} wallet`,loading:!u.data&&!u.error,error:u.data?void 0:u.error,onRetry:()=>f({requestPolicy:`network-only`}),empty:m,emptyMessage:(0,j.jsxs)(`p`,{children:[`The organization has no `,t,` wallet in this mode.`]}),description:(0,j.jsx)(a,{to:`/balances`,children:`All balances`}),children:p&&(0,j.jsxs)(`div`,{className:`wallet-page`,children:[(0,j.jsx)(o,{title:`Balances`,children:(0,j.jsx)(d,{items:[[`Ledger balance`,(0,j.jsx)(`strong`,{"data-testid":`ledger-balance`,"data-amount":p.ledgerBalance.amount,children:x(p.ledgerBalance)},`l`)],[`Held`,x(p.holdingBalance)],[`Available`,x(p.availableBalance)]]})}),(0,j.jsx)(H,{u:r,set:i,conn:p.entries,cursor:c,fetching:u.fetching}),(0,j.jsx)(U,{status:r.holds,onStatus:e=>i({holds:e}),conn:p.holds})]})})}function H({u:e,set:t,conn:n,cursor:r,fetching:i}){let a=e=>t({...e,...c}),s=!!(e.from||e.to||e.direction||e.kind);return(0,j.jsxs)(o,{title:`History`,children:[(0,j.jsxs)(`form`,{className:`filters`,role:`search`,"aria-label":`Filter the history`,onSubmit:e=>e.preventDefault(),children:[(0,j.jsx)(v,{label:`From (UTC day)`,type:`date`,value:e.from,max:e.to||void 0,onChange:e=>a({from:e.target.value})}),(0,j.jsx)(v,{label:`To (UTC day)`,type:`date`,value:e.to,min:e.from||void 0,onChange:e=>a({to:e.target.value})}),(0,j.jsx)(g,{label:`Direction`,value:e.direction,onChange:e=>a({direction:e.target.value}),options:[{value:``,label:`In and out`},{value:`in`,label:`Money in`},{value:`out`,label:`Money out`}]}),(0,j.jsx)(g,{label:`Kind`,value:e.kind,onChange:e=>a({kind:e.target.value}),options:[{value:``,label:`Any`},..._(C).map(e=>({value:e,label:C[e]}))]}),s&&(0,j.jsx)(`button`,{type:`button`,className:`button button-quiet filters-clear`,onClick:()=>a({from:``,to:``,direction:``,kind:``}),children:`Clear the filters`})]}),(0,j.jsx)(y,{count:n.totalCount,one:`entry`,many:`entries`,filtered:s,updating:i}),(0,j.jsx)(f,{empty:n.edges.length===0,emptyMessage:(0,j.jsx)(`p`,{children:s?`No entry matches these filters.`:`No entry yet.`}),children:(0,j.jsxs)(`table`,{className:`data-table stack-table entries`,children:[(0,j.jsx)(`caption`,{className:`sr-only`,children:`Entries, newest first`}),(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`When`}),(0,j.jsx)(`th`,{scope:`col`,children:`What`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Balance after`}),(0,j.jsx)(`th`,{scope:`col`,children:`Transaction`}),(0,j.jsx)(`th`,{scope:`col`,children:`Caused by`})]})}),(0,j.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{"data-label":`When`,className:`nowrap`,children:u(e.createdAt)}),(0,j.jsx)(`td`,{"data-label":`What`,children:(0,j.jsxs)(`div`,{children:[C[e.transaction.kind],e.transaction.description.toLowerCase()!==C[e.transaction.kind].toLowerCase()&&(0,j.jsx)(`span`,{className:`sub`,children:e.transaction.description})]})}),(0,j.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,j.jsx)(b,{money:e.amount,signed:!0})}),(0,j.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,j.jsx)(b,{money:e.balanceAfter})}),(0,j.jsx)(`td`,{"data-label":`Transaction`,children:(0,j.jsx)(l,{id:e.transaction.id})}),(0,j.jsx)(`td`,{"data-label":`Cause`,children:(0,j.jsx)(B,{cause:e.transaction.cause})})]},e.id))})]})}),(0,j.jsx)(p,{label:`Pages of the history`,isFirst:r.isFirst,hasNext:n.pageInfo.hasNextPage,onPrevious:r.previous,onNext:()=>n.pageInfo.endCursor&&r.next(n.pageInfo.endCursor)})]})}function U({status:e,onStatus:t,conn:n}){return(0,j.jsxs)(o,{title:`Holds`,children:[(0,j.jsx)(`p`,{className:`muted`,children:`Money reserved for payments under way: paid out when they go through, released when they fail.`}),(0,j.jsx)(`div`,{className:`filters`,children:(0,j.jsx)(g,{label:`Holds shown`,value:e,onChange:e=>t(e.target.value),options:[{value:``,label:`Held now`},{value:`CAPTURED`,label:`Paid out`},{value:`RELEASED`,label:`Released`}]})}),(0,j.jsxs)(f,{empty:n.edges.length===0,emptyMessage:(0,j.jsx)(`p`,{children:e?`No such hold.`:`Nothing is held.`}),children:[(0,j.jsxs)(`table`,{className:`data-table stack-table holds`,children:[(0,j.jsx)(`caption`,{className:`sr-only`,children:`Holds, newest first`}),(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Since`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,j.jsx)(`th`,{scope:`col`,children:`Reason`}),(0,j.jsx)(`th`,{scope:`col`,children:`For`}),(0,j.jsx)(`th`,{scope:`col`,children:`Status`})]})}),(0,j.jsx)(`tbody`,{children:n.edges.map(({node:e})=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{"data-label":`Since`,className:`nowrap`,children:u(e.createdAt)}),(0,j.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,j.jsx)(b,{money:e.amount})}),(0,j.jsx)(`td`,{"data-label":`Reason`,children:e.reason}),(0,j.jsx)(`td`,{"data-label":`For`,children:(0,j.jsx)(B,{cause:e.cause})}),(0,j.jsx)(`td`,{"data-label":`Status`,children:(0,j.jsxs)(`div`,{children:[(0,j.jsx)(m,{tone:w[e.status].tone,children:w[e.status].label}),e.settledAt&&(0,j.jsx)(`span`,{className:`sub`,children:u(e.settledAt)})]})})]},e.id))})]}),n.pageInfo.hasNextPage&&(0,j.jsxs)(`p`,{className:`muted`,children:[`The `,I,` newest are shown.`]})]})]})}function W({id:t}){let[r,i]=e({query:P,variables:{id:t}}),s=r.data?.ledgerTransaction;return(0,j.jsx)(n,{title:`Transaction ${t}`,loading:!r.data&&!r.error,error:r.data?void 0:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:r.data&&!s,emptyMessage:(0,j.jsxs)(`p`,{children:[`There is no ledger transaction `,t,` in this organization and mode.`]}),description:(0,j.jsx)(a,{to:`/balances`,children:`All balances`}),children:s&&(0,j.jsxs)(`div`,{className:`wallet-page`,children:[(0,j.jsx)(o,{title:C[s.kind],children:(0,j.jsx)(d,{items:[[`Description`,s.description||`—`],[`Reference`,(0,j.jsx)(`code`,{children:s.reference},`ref`)],[`Caused by`,(0,j.jsx)(B,{cause:s.cause},`cause`)],[`Recorded`,u(s.createdAt)]]})}),(0,j.jsxs)(o,{title:`Entries`,children:[(0,j.jsx)(`p`,{className:`muted`,children:`Every account’s side, the fees’ and the pools’ included: per currency they add up to zero.`}),(0,j.jsxs)(`table`,{className:`data-table stack-table entries`,children:[(0,j.jsx)(`caption`,{className:`sr-only`,children:`The transaction’s entries`}),(0,j.jsx)(`thead`,{children:(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`th`,{scope:`col`,children:`Entry`}),(0,j.jsx)(`th`,{scope:`col`,children:`Currency`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Amount`}),(0,j.jsx)(`th`,{scope:`col`,className:`num`,children:`Account balance after`})]})}),(0,j.jsx)(`tbody`,{children:s.entries.map(e=>(0,j.jsxs)(`tr`,{children:[(0,j.jsx)(`td`,{"data-label":`Entry`,children:(0,j.jsx)(`code`,{children:e.id})}),(0,j.jsx)(`td`,{"data-label":`Currency`,children:e.amount.currency}),(0,j.jsx)(`td`,{"data-label":`Amount`,className:`num`,children:(0,j.jsx)(b,{money:e.amount,signed:!0})}),(0,j.jsx)(`td`,{"data-label":`After`,className:`num`,children:(0,j.jsx)(b,{money:e.balanceAfter})})]},e.id))})]})]})]})})}export{L as default};