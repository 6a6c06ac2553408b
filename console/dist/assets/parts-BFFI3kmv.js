import{m as e}from"./App-vgWWs0Qf.js";import{t}from"./money-CHqc_1k8.js";import{h as n,o as r}from"./errors-D0yAjBxm.js";import{t as i}from"./Badge-BFRkuz1-.js";var a=n();e(`
  fragment MoneyFields on Money {
    amount
    currency
    decimals
  }
`);function o({money:e,signed:n}){let r=e.amount.startsWith(`-`);return(0,a.jsxs)(`span`,{className:n?r?`amount amount-out`:`amount amount-in`:`amount`,children:[n&&!r&&e.amount!==`0`?`+`:``,t(e)]})}function s({id:e,children:t}){return(0,a.jsx)(r,{to:`/customers/`+encodeURIComponent(e),children:t??(0,a.jsx)(`code`,{children:e})})}var c={PENDING:`warning`,PROCESSING:`info`,SUCCESS:`success`,APPROVED:`success`,FAILED:`danger`,REJECTED:`danger`,RETURNED:`danger`},l={PENDING:`Pending`,PROCESSING:`Processing`,SUCCESS:`Succeeded`,APPROVED:`Approved`,FAILED:`Failed`,REJECTED:`Rejected`,RETURNED:`Returned`};function u({status:e}){return(0,a.jsx)(i,{tone:c[e]??`neutral`,children:l[e]??e})}function d(e){return[{value:``,label:`Any`},...e.map(e=>({value:e,label:l[e]??e}))]}export{d as i,s as n,u as r,o as t};