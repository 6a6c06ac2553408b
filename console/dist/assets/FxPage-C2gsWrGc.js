import{F as e,M as t,P as n,r,y as i}from"./index-D6ovAevV.js";import{n as a}from"./format-Bs6c8SWm.js";import{O as o,T as s,g as c,n as l,o as u,r as d,w as f}from"./Page-DsUAc6k5.js";import{n as p}from"./fields-DfBj4R10.js";import{r as m}from"./Events-DElbeo1f.js";import{t as h}from"./parts-BaJxHQ76.js";import{n as g,r as _,t as v}from"./Select-Dh1bMjuw.js";import{t as y}from"./Field-uUhrnyTs.js";import{i as b}from"./filters-DKYJPQHi.js";import{n as x}from"./money-CHqc_1k8.js";import{a as S,i as C,n as w,o as T,t as E}from"./filters-CnfMj5j8.js";import{t as D}from"./Table-B9xVjmSN.js";import{t as O}from"./urlState-B_YL1bSd.js";var k=o(s(),1);function A(e,t){let n=Date.parse(e);return Number.isNaN(n)||n<=t?0:Math.ceil((n-t)/1e3)}function j(e){let t=Math.max(0,Math.floor(e));return`${Math.floor(t/60)}:${String(t%60).padStart(2,`0`)}`}function M(e,t=Date.now){let[n,r]=(0,k.useState)(()=>A(e,t()));return(0,k.useEffect)(()=>{let n=0,i=()=>{let a=t(),o=A(e,a);if(r(o),o===0)return;let s=Date.parse(e);n=window.setTimeout(i,((s-a)%1e3||1e3)+5)};return i(),()=>window.clearTimeout(n)},[e,t]),n}function N(e,t){let n={},r=t(e.sourceCurrency);r===void 0&&(n.sourceCurrency=`Choose the currency to sell.`),t(e.targetCurrency)===void 0?n.targetCurrency=`Choose the currency to buy.`:e.targetCurrency===e.sourceCurrency&&(n.targetCurrency=`Choose another currency than the one sold.`);let i=r===void 0?null:x(e.amount,r);return i&&!i.ok&&(n.amount=i.message),!i?.ok||Object.keys(n).length>0?{ok:!1,problems:n}:{ok:!0,input:{sourceCurrency:e.sourceCurrency,targetCurrency:e.targetCurrency,amount:i.minor}}}function P(e,t){return e?`used`:t>0?`open`:`expired`}var F=f(),I=i(`
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
`),L=i(`
  mutation ExecuteFxQuote($reference: ID!, $idempotencyKey: String) {
    executeFxQuote(reference: $reference, idempotencyKey: $idempotencyKey) {
      id
      target {
        ...MoneyFields
      }
    }
  }
`);function R({quote:e,onAgain:r}){let i=M(e.expiresAt),[a]=(0,k.useState)(()=>crypto.randomUUID()),[o,s]=n(L),c=o.data?.executeFxQuote,l=c?`used`:P(e.usedAt,i);return(0,F.jsxs)(g,{title:`Quote ${e.reference}`,level:3,className:`quote`,children:[(0,F.jsx)(_,{rows:!0,items:[[`You sell`,(0,F.jsx)(h,{money:e.source})],[`You get`,(0,F.jsx)(h,{money:e.target})],[`Rate`,`1 ${e.source.currency} = ${e.rate} ${e.target.currency}`],[`Fee`,(0,F.jsx)(h,{money:e.fee})],[`Expires in`,(0,F.jsx)(`span`,{className:i<=10?`countdown countdown-low`:`countdown`,role:`timer`,"aria-live":`off`,"data-testid":`countdown`,children:l===`used`?`—`:j(i)})]]}),l===`open`&&(0,F.jsxs)(u,{variant:`primary`,disabled:o.fetching,onClick:()=>s({reference:e.reference,idempotencyKey:a},{additionalTypenames:[`FxExchange`,`Wallet`,`LedgerEntry`,`LedgerTransaction`]}),children:[`Exchange `,e.source.currency,` to `,e.target.currency]}),l===`expired`&&(0,F.jsxs)(`p`,{role:`status`,children:[`This quote has expired.`,` `,(0,F.jsx)(u,{size:`small`,onClick:r,children:`Get a new quote`})]}),c&&(0,F.jsxs)(`p`,{role:`status`,children:[`Exchanged: `,(0,F.jsx)(m,{id:c.id}),`, `,(0,F.jsx)(h,{money:c.target}),` credited.`]}),(0,F.jsx)(t,{error:o.error})]})}function z({currencies:e}){let[r,i]=(0,k.useState)({sourceCurrency:`USD`,targetCurrency:`NGN`,amount:``}),[a,o]=(0,k.useState)({}),[s,c]=n(I),[l,d]=(0,k.useState)(null),f=t=>e.find(e=>e.currency===t)?.decimals,m=async()=>{let e=N(r,f);if(!e.ok)return o(e.problems);o({}),d(null);let t=await c({input:e.input});t.data&&d(t.data.createFxQuote)},h=e=>{e.preventDefault(),m()},g=p(s.error),_=e.map(e=>({value:e.currency,label:e.currency}));return(0,F.jsxs)(F.Fragment,{children:[(0,F.jsxs)(`form`,{className:`inline-form`,onSubmit:h,noValidate:!0,"aria-label":`Get a quote`,children:[(0,F.jsx)(v,{label:`Sell`,value:r.sourceCurrency,options:_,onChange:e=>i({...r,sourceCurrency:e.target.value})}),(0,F.jsx)(v,{label:`Buy`,value:r.targetCurrency,options:_,onChange:e=>i({...r,targetCurrency:e.target.value}),"aria-invalid":a.targetCurrency?!0:void 0}),(0,F.jsx)(y,{label:`Amount to sell (${r.sourceCurrency})`,inputMode:`decimal`,autoComplete:`off`,value:r.amount,onChange:e=>i({...r,amount:e.target.value}),problem:a.amount??g.amount?.join(` `)}),(0,F.jsx)(u,{type:`submit`,variant:`primary`,disabled:s.fetching,children:`Get a quote`})]}),(0,F.jsx)(t,{children:a.targetCurrency}),(0,F.jsx)(t,{error:s.error}),l&&(0,F.jsx)(R,{quote:l,onAgain:()=>void m()},l.reference)]})}var B=i(`
  query FxWallets {
    wallets {
      id
      currency
      availableBalance {
        ...MoneyFields
      }
    }
  }
`),V=i(`
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
`),H=i(`
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
`),U={additionalTypenames:[`FxExchange`]},W=25,G={currency:``,source:``,target:``,...E};function K({rest:e}){let t=/^\/exchanges\/([^/]+)$/.exec(e);return t?(0,F.jsx)(q,{id:decodeURIComponent(t[1])}):(0,F.jsx)(J,{})}function q({id:t}){let[n,r]=e({query:H,variables:{id:t}}),i=n.data?.node,o=i&&`quoteReference`in i?i:null;return(0,F.jsx)(T,{title:`Exchange ${t}`,what:`exchange ${t}`,result:n,reexecute:r,found:!!o,back:{to:`/fx`,label:`All exchanges`},children:o&&(0,F.jsx)(_,{items:[[`Sold`,(0,F.jsx)(h,{money:o.source})],[`Bought`,(0,F.jsx)(h,{money:o.target})],[`Rate`,`1 ${o.source.currency} = ${o.rate} ${o.target.currency}`],[`Fee`,(0,F.jsx)(h,{money:o.fee})],[`Quote`,(0,F.jsx)(`code`,{children:o.quoteReference})],[`Executed`,a(o.createdAt)]]})})}function J(){let t=r(),[n]=e({query:B}),i=n.data?.wallets??[],a=i.map(e=>({currency:e.currency,decimals:e.availableBalance.decimals}));return(0,F.jsxs)(l,{title:`FX`,description:`Exchange between the organization’s wallets at a quoted rate, and every exchange made.`,children:[t(`MONEY`)&&(0,F.jsxs)(`section`,{className:`section`,"aria-labelledby":`quote-section`,children:[(0,F.jsx)(`h2`,{id:`quote-section`,children:`Exchange`}),(0,F.jsxs)(`p`,{className:`section-text`,children:[`A quote holds its rate until it expires. Available now:`,` `,(0,F.jsx)(`span`,{className:`available-balances`,children:i.map((e,t)=>(0,F.jsxs)(`span`,{children:[t>0&&`, `,(0,F.jsx)(`span`,{"data-currency":e.currency,children:(0,F.jsx)(h,{money:e.availableBalance})})]},e.id))})]}),(0,F.jsx)(d,{loading:!n.data&&!n.error,error:n.error,children:(0,F.jsx)(z,{currencies:a})})]}),(0,F.jsx)(Y,{currencies:a.map(e=>e.currency)})]})}function Y({currencies:t}){let[n,r]=O(G),i=b({currency:n.currency,sourceCurrency:n.source,targetCurrency:n.target,...C(n)}),[o,s]=e({query:V,variables:{filter:i,first:W,after:n.after||null},context:U}),l=o.data?.fxExchanges,u=w(i),d=[{value:``,label:`Any`},...t.map(e=>({value:e,label:e}))];return(0,F.jsxs)(`section`,{className:`section`,"aria-labelledby":`exchanges-title`,children:[(0,F.jsx)(`h2`,{id:`exchanges-title`,children:`Exchanges`}),(0,F.jsx)(S,{label:`exchanges`,one:`exchange`,many:`exchanges`,u:n,set:r,defaults:G,filtered:u,result:o,conn:l,onRetry:()=>s({requestPolicy:`network-only`}),emptyText:`No exchanges yet.`,filters:e=>(0,F.jsxs)(F.Fragment,{children:[(0,F.jsx)(v,{label:`Currency`,value:n.currency,options:d,onChange:t=>e({currency:t.target.value})}),(0,F.jsx)(v,{label:`Sold`,value:n.source,options:d,onChange:t=>e({source:t.target.value})}),(0,F.jsx)(v,{label:`Bought`,value:n.target,options:d,onChange:t=>e({target:t.target.value})})]}),children:(0,F.jsx)(D,{caption:`Exchanges, newest first`,columns:[`Exchange`,`Sold`,`Bought`,`Rate`,`Executed`],children:(0,F.jsx)(`tbody`,{children:l?.edges.map(({node:e})=>(0,F.jsxs)(`tr`,{children:[(0,F.jsx)(`td`,{"data-label":`Exchange`,children:(0,F.jsx)(c,{to:`/fx/exchanges/${e.id}`,className:`mono`,children:e.id})}),(0,F.jsx)(`td`,{"data-label":`Sold`,children:(0,F.jsx)(h,{money:e.source})}),(0,F.jsx)(`td`,{"data-label":`Bought`,children:(0,F.jsx)(h,{money:e.target})}),(0,F.jsx)(`td`,{"data-label":`Rate`,children:e.rate}),(0,F.jsx)(`td`,{"data-label":`Executed`,className:`nowrap`,children:a(e.createdAt)})]},e.id))})})})]})}export{K as default};