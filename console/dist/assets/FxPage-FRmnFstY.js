import{M as e,N as t,_ as n,t as r}from"./index-BoqkaeXc.js";import{C as i,a,b as o,m as s,o as c,t as l}from"./Page-C9MDVgOt.js";import{n as u}from"./format-DnCTM5RU.js";import{a as d,c as f}from"./ui-B82uN88m.js";import{t as p}from"./fields-3GVtopdl.js";import{t as m}from"./Field-Hwjir-5s.js";import{a as h}from"./ui-BR-Q_jE4.js";import{i as g}from"./filters-DiZpp0le.js";import{r as _}from"./Events-BrmOSIq1.js";import{t as v}from"./ui-BPBJfpb6.js";import{n as y}from"./money-CHqc_1k8.js";import{i as b,n as x,o as S,r as C,t as w}from"./ObjectPage-Bc-5U6Wi.js";import{t as T}from"./urlState-Dw1W3PvB.js";var E=i(o(),1);function D(e,t){let n=Date.parse(e);return Number.isNaN(n)||n<=t?0:Math.ceil((n-t)/1e3)}function O(e){let t=Math.max(0,Math.floor(e));return`${Math.floor(t/60)}:${String(t%60).padStart(2,`0`)}`}function k(e,t=Date.now){let[n,r]=(0,E.useState)(()=>D(e,t()));return(0,E.useEffect)(()=>{let n=0,i=()=>{let a=t(),o=D(e,a);if(r(o),o===0)return;let s=Date.parse(e);n=window.setTimeout(i,((s-a)%1e3||1e3)+5)};return i(),()=>window.clearTimeout(n)},[e,t]),n}function A(e,t){let n={},r=t(e.sourceCurrency);r===void 0&&(n.sourceCurrency=`Choose the currency to sell.`),t(e.targetCurrency)===void 0?n.targetCurrency=`Choose the currency to buy.`:e.targetCurrency===e.sourceCurrency&&(n.targetCurrency=`Choose another currency than the one sold.`);let i=r===void 0?null:y(e.amount,r);return i&&!i.ok&&(n.amount=i.message),!i?.ok||Object.keys(n).length>0?{ok:!1,problems:n}:{ok:!0,input:{sourceCurrency:e.sourceCurrency,targetCurrency:e.targetCurrency,amount:i.minor}}}function j(e,t){return e?`used`:t>0?`open`:`expired`}var M=s(),N=n(`
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
`),P=n(`
  mutation ExecuteFxQuote($reference: ID!, $idempotencyKey: String) {
    executeFxQuote(reference: $reference, idempotencyKey: $idempotencyKey) {
      id
      target {
        ...MoneyFields
      }
    }
  }
`);function F({quote:t,onAgain:n}){let r=k(t.expiresAt),[i]=(0,E.useState)(()=>crypto.randomUUID()),[a,o]=e(P),s=a.data?.executeFxQuote,c=s?`used`:j(t.usedAt,r);return(0,M.jsxs)(`div`,{className:`card quote`,"aria-labelledby":`quote-title`,children:[(0,M.jsxs)(`h3`,{id:`quote-title`,children:[`Quote `,t.reference]}),(0,M.jsxs)(`dl`,{className:`quote-figures`,children:[(0,M.jsx)(`dt`,{children:`You sell`}),(0,M.jsx)(`dd`,{children:(0,M.jsx)(v,{money:t.source})}),(0,M.jsx)(`dt`,{children:`You get`}),(0,M.jsx)(`dd`,{children:(0,M.jsx)(v,{money:t.target})}),(0,M.jsx)(`dt`,{children:`Rate`}),(0,M.jsxs)(`dd`,{children:[`1 `,t.source.currency,` = `,t.rate,` `,t.target.currency]}),(0,M.jsx)(`dt`,{children:`Fee`}),(0,M.jsx)(`dd`,{children:(0,M.jsx)(v,{money:t.fee})}),(0,M.jsx)(`dt`,{children:`Expires in`}),(0,M.jsx)(`dd`,{children:(0,M.jsx)(`span`,{className:r<=10?`countdown countdown-low`:`countdown`,role:`timer`,"aria-live":`off`,"data-testid":`countdown`,children:c===`used`?`—`:O(r)})})]}),c===`open`&&(0,M.jsxs)(`button`,{type:`button`,className:`button button-primary`,disabled:a.fetching,onClick:()=>o({reference:t.reference,idempotencyKey:i},{additionalTypenames:[`FxExchange`,`Wallet`,`LedgerEntry`,`LedgerTransaction`]}),children:[`Exchange `,t.source.currency,` to `,t.target.currency]}),c===`expired`&&(0,M.jsxs)(`p`,{role:`status`,children:[`This quote has expired.`,` `,(0,M.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:n,children:`Get a new quote`})]}),s&&(0,M.jsxs)(`p`,{role:`status`,children:[`Exchanged: `,(0,M.jsx)(_,{id:s.id}),`, `,(0,M.jsx)(v,{money:s.target}),` credited.`]}),(0,M.jsx)(l,{error:a.error})]})}function I({currencies:t}){let[n,r]=(0,E.useState)({sourceCurrency:`USD`,targetCurrency:`NGN`,amount:``}),[i,a]=(0,E.useState)({}),[o,s]=e(N),[c,u]=(0,E.useState)(null),d=e=>t.find(t=>t.currency===e)?.decimals,f=async()=>{let e=A(n,d);if(!e.ok)return a(e.problems);a({}),u(null);let t=await s({input:e.input});t.data&&u(t.data.createFxQuote)},g=e=>{e.preventDefault(),f()},_=p(o.error),v=t.map(e=>({value:e.currency,label:e.currency}));return(0,M.jsxs)(M.Fragment,{children:[(0,M.jsxs)(`form`,{className:`inline-form`,onSubmit:g,noValidate:!0,"aria-label":`Get a quote`,children:[(0,M.jsx)(h,{label:`Sell`,value:n.sourceCurrency,options:v,onChange:e=>r({...n,sourceCurrency:e.target.value})}),(0,M.jsx)(h,{label:`Buy`,value:n.targetCurrency,options:v,onChange:e=>r({...n,targetCurrency:e.target.value}),"aria-invalid":i.targetCurrency?!0:void 0}),(0,M.jsx)(m,{label:`Amount to sell (${n.sourceCurrency})`,inputMode:`decimal`,autoComplete:`off`,value:n.amount,onChange:e=>r({...n,amount:e.target.value}),problem:i.amount??_.amount?.join(` `)}),(0,M.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:o.fetching,children:`Get a quote`})]}),i.targetCurrency&&(0,M.jsx)(`p`,{className:`form-error`,role:`alert`,children:i.targetCurrency}),(0,M.jsx)(l,{error:o.error}),c&&(0,M.jsx)(F,{quote:c,onAgain:()=>void f()},c.reference)]})}var L=n(`
  query FxWallets {
    wallets {
      id
      currency
      availableBalance {
        ...MoneyFields
      }
    }
  }
`),R=n(`
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
`),z=n(`
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
`),B={additionalTypenames:[`FxExchange`]},V=25,H={currency:``,source:``,target:``,...C};function U({rest:e}){let t=/^\/exchanges\/([^/]+)$/.exec(e);return t?(0,M.jsx)(W,{id:decodeURIComponent(t[1])}):(0,M.jsx)(G,{})}function W({id:e}){let[n,r]=t({query:z,variables:{id:e}}),i=n.data?.node,a=i&&`quoteReference`in i?i:null;return(0,M.jsx)(w,{title:`Exchange ${e}`,what:`exchange ${e}`,result:n,reexecute:r,found:!!a,back:{to:`/fx`,label:`All exchanges`},children:a&&(0,M.jsx)(d,{items:[[`Sold`,(0,M.jsx)(v,{money:a.source})],[`Bought`,(0,M.jsx)(v,{money:a.target})],[`Rate`,`1 ${a.source.currency} = ${a.rate} ${a.target.currency}`],[`Fee`,(0,M.jsx)(v,{money:a.fee})],[`Quote`,(0,M.jsx)(`code`,{children:a.quoteReference})],[`Executed`,u(a.createdAt)]]})})}function G(){let e=r(),[n]=t({query:L}),i=n.data?.wallets??[],o=i.map(e=>({currency:e.currency,decimals:e.availableBalance.decimals}));return(0,M.jsxs)(a,{title:`FX`,description:`Exchange between the organization’s wallets at a quoted rate, and every exchange made.`,children:[e(`MONEY`)&&(0,M.jsxs)(`section`,{className:`section`,"aria-labelledby":`quote-section`,children:[(0,M.jsx)(`h2`,{id:`quote-section`,children:`Exchange`}),(0,M.jsxs)(`p`,{className:`section-text`,children:[`A quote holds its rate until it expires. Available now:`,` `,(0,M.jsx)(`span`,{className:`available-balances`,children:i.map((e,t)=>(0,M.jsxs)(`span`,{children:[t>0&&`, `,(0,M.jsx)(`span`,{"data-currency":e.currency,children:(0,M.jsx)(v,{money:e.availableBalance})})]},e.id))})]}),(0,M.jsx)(f,{loading:!n.data&&!n.error,error:n.error,children:(0,M.jsx)(I,{currencies:o})})]}),(0,M.jsx)(K,{currencies:o.map(e=>e.currency)})]})}function K({currencies:e}){let[n,r]=T(H),i=g({currency:n.currency,sourceCurrency:n.source,targetCurrency:n.target,...S(n)}),[a,o]=t({query:R,variables:{filter:i,first:V,after:n.after||null},context:B}),s=a.data?.fxExchanges,l=b(i),d=[{value:``,label:`Any`},...e.map(e=>({value:e,label:e}))];return(0,M.jsxs)(`section`,{className:`section`,"aria-labelledby":`exchanges-title`,children:[(0,M.jsx)(`h2`,{id:`exchanges-title`,children:`Exchanges`}),(0,M.jsx)(x,{label:`exchanges`,one:`exchange`,many:`exchanges`,u:n,set:r,defaults:H,filtered:l,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No exchanges yet.`,filters:e=>(0,M.jsxs)(M.Fragment,{children:[(0,M.jsx)(h,{label:`Currency`,value:n.currency,options:d,onChange:t=>e({currency:t.target.value})}),(0,M.jsx)(h,{label:`Sold`,value:n.source,options:d,onChange:t=>e({source:t.target.value})}),(0,M.jsx)(h,{label:`Bought`,value:n.target,options:d,onChange:t=>e({target:t.target.value})})]}),children:(0,M.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,M.jsx)(`caption`,{className:`sr-only`,children:`Exchanges, newest first`}),(0,M.jsx)(`thead`,{children:(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`th`,{scope:`col`,children:`Exchange`}),(0,M.jsx)(`th`,{scope:`col`,children:`Sold`}),(0,M.jsx)(`th`,{scope:`col`,children:`Bought`}),(0,M.jsx)(`th`,{scope:`col`,children:`Rate`}),(0,M.jsx)(`th`,{scope:`col`,children:`Executed`})]})}),(0,M.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,M.jsxs)(`tr`,{children:[(0,M.jsx)(`td`,{"data-label":`Exchange`,children:(0,M.jsx)(c,{to:`/fx/exchanges/${e.id}`,className:`mono`,children:e.id})}),(0,M.jsx)(`td`,{"data-label":`Sold`,children:(0,M.jsx)(v,{money:e.source})}),(0,M.jsx)(`td`,{"data-label":`Bought`,children:(0,M.jsx)(v,{money:e.target})}),(0,M.jsx)(`td`,{"data-label":`Rate`,children:e.rate}),(0,M.jsx)(`td`,{"data-label":`Executed`,className:`nowrap`,children:u(e.createdAt)})]},e.id))})]})})]})}export{U as default};