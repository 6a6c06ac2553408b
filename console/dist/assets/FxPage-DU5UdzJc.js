import{A as e,D as t,P as n,_ as r,g as i,k as a,m as o,r as s}from"./App-vgWWs0Qf.js";import{n as c}from"./format-kI26hCus.js";import{h as l,m as u,o as d,y as f}from"./errors-D0yAjBxm.js";import{r as p}from"./Check-D7lpvW6K.js";import{r as m}from"./Events-C8Lgpk1L.js";import{t as h}from"./parts-BFFI3kmv.js";import{x as g}from"./index-K7ngmRYi.js";import{t as _}from"./Facts-vhSKexqM.js";import{t as v}from"./Field-BjIRFsn8.js";import{t as y}from"./Panel-B1nqKXqt.js";import{t as b}from"./Select-DXs5eDiv.js";import{n as x}from"./money-CHqc_1k8.js";import{a as S,n as C,t as w}from"./SavedViews-P4ZnlQaS.js";import{a as T,i as E,n as D,o as O,t as k}from"./filters-BO2QNVOf.js";import{i as A}from"./filters-CUM2KBba.js";import{t as j}from"./Table-BaCWfk8W.js";import{t as M}from"./urlState-pgb6pj7T.js";var N=f(u(),1);function P(e,t){let n=Date.parse(e);return Number.isNaN(n)||n<=t?0:Math.ceil((n-t)/1e3)}function F(e){let t=Math.max(0,Math.floor(e));return`${Math.floor(t/60)}:${String(t%60).padStart(2,`0`)}`}function I(e,t=Date.now){let[n,r]=(0,N.useState)(()=>P(e,t()));return(0,N.useEffect)(()=>{let n=0,i=()=>{let a=t(),o=P(e,a);if(r(o),o===0)return;let s=Date.parse(e);n=window.setTimeout(i,((s-a)%1e3||1e3)+5)};return i(),()=>window.clearTimeout(n)},[e,t]),n}function L(e,t){let n={},r=t(e.sourceCurrency);r===void 0&&(n.sourceCurrency=`Choose the currency to sell.`),t(e.targetCurrency)===void 0?n.targetCurrency=`Choose the currency to buy.`:e.targetCurrency===e.sourceCurrency&&(n.targetCurrency=`Choose another currency than the one sold.`);let i=r===void 0?null:x(e.amount,r);return i&&!i.ok&&(n.amount=i.message),!i?.ok||Object.keys(n).length>0?{ok:!1,problems:n}:{ok:!0,input:{sourceCurrency:e.sourceCurrency,targetCurrency:e.targetCurrency,amount:i.minor}}}function R(e,t){return e?`used`:t>0?`open`:`expired`}var z=l(),B=o(`
  mutation GetFxQuote($input: CreateFxQuoteInput!) {
    createFxQuote(input: $input) {
      reference
      source {
        ...MoneyFields
      }
      target {
        ...MoneyFields
      }
      rate
      fee {
        ...MoneyFields
      }
      expiresAt
      usedAt
    }
  }
`),V=o(`
  mutation ExecuteFxQuote($reference: ID!, $idempotencyKey: String) {
    executeFxQuote(reference: $reference, idempotencyKey: $idempotencyKey) {
      id
      target {
        ...MoneyFields
      }
    }
  }
`);function H({quote:e,onAgain:n}){let r=I(e.expiresAt),[a]=(0,N.useState)(()=>crypto.randomUUID()),[o,s]=i(V),c=o.data?.executeFxQuote,l=c?`used`:R(e.usedAt,r);return(0,z.jsxs)(y,{title:`Quote ${e.reference}`,level:3,className:`quote`,children:[(0,z.jsx)(_,{rows:!0,items:[[`You sell`,(0,z.jsx)(h,{money:e.source})],[`You get`,(0,z.jsx)(h,{money:e.target})],[`Rate`,`1 ${e.source.currency} = ${e.rate} ${e.target.currency}`],[`Fee`,(0,z.jsx)(h,{money:e.fee})],[`Expires in`,(0,z.jsx)(`span`,{className:r<=10?`countdown countdown-low`:`countdown`,role:`timer`,"aria-live":`off`,"data-testid":`countdown`,children:l===`used`?`—`:F(r)})]]}),l===`open`&&(0,z.jsxs)(g,{variant:`primary`,disabled:o.fetching,onClick:()=>s({reference:e.reference,idempotencyKey:a},{additionalTypenames:[`FxExchange`,`Wallet`,`LedgerEntry`,`LedgerTransaction`]}),children:[`Exchange `,e.source.currency,` to `,e.target.currency]}),l===`expired`&&(0,z.jsxs)(`p`,{role:`status`,children:[`This quote has expired.`,` `,(0,z.jsx)(g,{size:`small`,onClick:n,children:`Get a new quote`})]}),c&&(0,z.jsxs)(`p`,{role:`status`,children:[`Exchanged: `,(0,z.jsx)(m,{id:c.id}),`, `,(0,z.jsx)(h,{money:c.target}),` credited.`]}),(0,z.jsx)(t,{error:o.error})]})}function U({currencies:e}){let[n,r]=(0,N.useState)({sourceCurrency:`USD`,targetCurrency:`NGN`,amount:``}),[a,o]=(0,N.useState)({}),[s,c]=i(B),[l,u]=(0,N.useState)(null),d=t=>e.find(e=>e.currency===t)?.decimals,f=async()=>{let e=L(n,d);if(!e.ok)return o(e.problems);o({}),u(null);let t=await c({input:e.input});t.data&&u(t.data.createFxQuote)},m=e=>{e.preventDefault(),f()},h=p(s.error),_=e.map(e=>({value:e.currency,label:e.currency}));return(0,z.jsxs)(z.Fragment,{children:[(0,z.jsxs)(`form`,{className:`inline-form`,onSubmit:m,noValidate:!0,"aria-label":`Get a quote`,children:[(0,z.jsx)(b,{label:`Sell`,value:n.sourceCurrency,options:_,onChange:e=>r({...n,sourceCurrency:e.target.value})}),(0,z.jsx)(b,{label:`Buy`,value:n.targetCurrency,options:_,onChange:e=>r({...n,targetCurrency:e.target.value}),"aria-invalid":a.targetCurrency?!0:void 0}),(0,z.jsx)(v,{label:`Amount to sell (${n.sourceCurrency})`,inputMode:`decimal`,autoComplete:`off`,value:n.amount,onChange:e=>r({...n,amount:e.target.value}),problem:a.amount??h.amount?.join(` `)}),(0,z.jsx)(g,{type:`submit`,variant:`primary`,disabled:s.fetching,children:`Get a quote`})]}),(0,z.jsx)(t,{children:a.targetCurrency}),(0,z.jsx)(t,{error:s.error}),l&&(0,z.jsx)(H,{quote:l,onAgain:()=>void f()},l.reference)]})}var W=o(`
  query FxWallets {
    wallets {
      id
      currency
      availableBalance {
        ...MoneyFields
      }
    }
  }
`),G=o(`
  query FxExchanges($filter: FxExchangeFilter, $first: Int, $after: String) {
    fxExchanges(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          quoteReference
          source {
            ...MoneyFields
          }
          target {
            ...MoneyFields
          }
          rate
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),K=o(`
  query FxExchange($id: ID!) {
    node(id: $id) {
      id
      ... on FxExchange {
        quoteReference
        source {
          ...MoneyFields
        }
        target {
          ...MoneyFields
        }
        rate
        fee {
          ...MoneyFields
        }
        createdAt
      }
    }
  }
`),q={additionalTypenames:[`FxExchange`]},J=25,Y={currency:``,source:``,target:``,...k};function X({rest:e}){let t=/^\/exchanges\/([^/]+)$/.exec(e);return t?(0,z.jsx)(Z,{id:decodeURIComponent(t[1])}):(0,z.jsx)(Q,{})}function Z({id:e}){let[t,n]=r({query:K,variables:{id:e}}),i=t.data?.node,a=i&&`quoteReference`in i?i:null;return(0,z.jsx)(O,{title:`Exchange ${e}`,what:`exchange ${e}`,result:t,reexecute:n,found:!!a,back:{to:`/fx`,label:`All exchanges`},children:a&&(0,z.jsx)(_,{items:[[`Sold`,(0,z.jsx)(h,{money:a.source})],[`Bought`,(0,z.jsx)(h,{money:a.target})],[`Rate`,`1 ${a.source.currency} = ${a.rate} ${a.target.currency}`],[`Fee`,(0,z.jsx)(h,{money:a.fee})],[`Quote`,(0,z.jsx)(`code`,{children:a.quoteReference})],[`Executed`,c(a.createdAt)]]})})}function Q(){let t=s(),[n]=r({query:W}),i=n.data?.wallets??[],o=i.map(e=>({currency:e.currency,decimals:e.availableBalance.decimals}));return(0,z.jsxs)(a,{title:`FX`,description:`Exchange between the organization’s wallets at a quoted rate, and every exchange made.`,children:[t(`MONEY`)&&(0,z.jsxs)(`section`,{className:`section`,"aria-labelledby":`quote-section`,children:[(0,z.jsx)(`h2`,{id:`quote-section`,children:`Exchange`}),(0,z.jsxs)(`p`,{className:`section-text`,children:[`A quote holds its rate until it expires. Available now:`,` `,(0,z.jsx)(`span`,{className:`available-balances`,children:i.map((e,t)=>(0,z.jsxs)(`span`,{children:[t>0&&`, `,(0,z.jsx)(`span`,{"data-currency":e.currency,children:(0,z.jsx)(h,{money:e.availableBalance})})]},e.id))})]}),(0,z.jsx)(e,{loading:!n.data&&!n.error,error:n.error,children:(0,z.jsx)(U,{currencies:o})})]}),(0,z.jsx)($,{currencies:o.map(e=>e.currency)})]})}function $({currencies:e}){let[t,i]=M(Y),a=A({currency:t.currency,sourceCurrency:t.source,targetCurrency:t.target,...E(t)}),[o,s]=r({query:G,variables:{filter:a,first:J,after:t.after||null},context:q}),l=o.data?.fxExchanges,u=D(a),f=[{value:``,label:`Any`},...e.map(e=>({value:e,label:e}))];return(0,z.jsxs)(`section`,{className:`section`,"aria-labelledby":`exchanges-title`,children:[(0,z.jsxs)(`div`,{className:`section-head`,children:[(0,z.jsx)(`h2`,{id:`exchanges-title`,children:`Exchanges`}),(0,z.jsxs)(n,{children:[(0,z.jsx)(w,{list:`EXCHANGES`}),(0,z.jsx)(C,{list:`exchanges`,filters:S(a)})]})]}),(0,z.jsx)(T,{label:`exchanges`,one:`exchange`,many:`exchanges`,u:t,set:i,defaults:Y,filtered:u,result:o,conn:l,onRetry:()=>s({requestPolicy:`network-only`}),emptyText:`No exchanges yet.`,filters:e=>(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(b,{label:`Currency`,value:t.currency,options:f,onChange:t=>e({currency:t.target.value})}),(0,z.jsx)(b,{label:`Sold`,value:t.source,options:f,onChange:t=>e({source:t.target.value})}),(0,z.jsx)(b,{label:`Bought`,value:t.target,options:f,onChange:t=>e({target:t.target.value})})]}),children:(0,z.jsx)(j,{caption:`Exchanges, newest first`,columns:[`Exchange`,`Sold`,`Bought`,`Rate`,`Executed`],children:(0,z.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`td`,{"data-label":`Exchange`,children:(0,z.jsx)(d,{to:`/fx/exchanges/${e.id}`,className:`mono`,children:e.id})}),(0,z.jsx)(`td`,{"data-label":`Sold`,children:(0,z.jsx)(h,{money:e.source})}),(0,z.jsx)(`td`,{"data-label":`Bought`,children:(0,z.jsx)(h,{money:e.target})}),(0,z.jsx)(`td`,{"data-label":`Rate`,children:e.rate}),(0,z.jsx)(`td`,{"data-label":`Executed`,className:`nowrap`,children:c(e.createdAt)})]},e.id))})})})]})}export{X as default};