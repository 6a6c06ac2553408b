import{h as e,m as t,o as n,p as r,u as i,y as a}from"./errors-D0yAjBxm.js";import{A as o,D as s,P as c,_ as l,a as u,d,g as f,k as p,m,p as h,r as g,u as _}from"./App-vgWWs0Qf.js";import{t as v}from"./urlState-pgb6pj7T.js";import{t as y}from"./Badge-BFRkuz1-.js";import{S as b,x}from"./index-K7ngmRYi.js";import{t as S}from"./Confirm-Cue7xkwa.js";import{t as C}from"./Dialog-TBnIMA5H.js";import{t as w}from"./Field-BjIRFsn8.js";import{t as T}from"./Pager-pTn9uQ8I.js";import{t as E}from"./Select-DXs5eDiv.js";import{t as D}from"./Table-BaCWfk8W.js";import{a as O,i as k,n as A,r as j,t as M}from"./format-kI26hCus.js";import{a as N,c as P,d as F,f as I,i as ee,l as L,n as te,o as R,p as z,s as ne,t as re,u as B}from"./Events-C8Lgpk1L.js";import{t as V}from"./Facts-vhSKexqM.js";import{t as ie}from"./Panel-B1nqKXqt.js";import{t as ae}from"./Notice-DYh8LoE4.js";import{a as oe,r as se,t as H}from"./Check-D7lpvW6K.js";import{t as U}from"./Fieldset-De12eUvw.js";import{t as W}from"./CopyField-UkUqH820.js";import{t as G}from"./Tabs-B4Ozk-RU.js";var K=a(t(),1),ce=[`READ`,`VERIFY`,`REVIEW`,`MONEY`,`DEVELOP`,`MANAGE`];function le(e,t){if(!e)return[];let n=[];e===`OWNER`&&n.push(``,`OWNER`);for(let r of _)r!==`OWNER`&&ce.every(n=>!d(r,t,n)||d(e,t,n))&&n.push(r);return n}var q=e(),ue=m(`
  query ApiKeys($first: Int, $after: String) {
    apiKeys(first: $first, after: $after) {
      edges {
        node {
          id
          name
          hint
          role
          mode
          createdAt
          revokedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),de=m(`
  mutation CreateApiKey($name: String, $role: Role) {
    createApiKey(name: $name, role: $role) {
      apiKey {
        id
        name
        hint
        role
        mode
        createdAt
        revokedAt
      }
      secret
    }
  }
`),fe=m(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`),pe=20,me={additionalTypenames:[`ApiKey`]};function J(e){return e?h(e):`Unrestricted`}function he({onCreated:e}){let t=u(),n=le(t.role,t.organization.mode),[r,i]=(0,K.useState)(!1),[a,o]=(0,K.useState)(``),[l,d]=(0,K.useState)(n.includes(`DEVELOPER`)?`DEVELOPER`:n[0]??``),[p,m]=f(de);return n.length===0?null:(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(x,{variant:`primary`,onClick:()=>i(!0),children:`Create a key`}),(0,q.jsx)(C,{open:r,onOpenChange:i,title:`Create a secret key`,description:`It works in ${t.organization.mode===`LIVE`?`live`:`test`} mode, and may do only what its role allows.`,children:(0,q.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault();let n=(await m({name:a.trim()||null,role:l===``?null:l},{additionalTypenames:[`ApiKey`]})).data?.createApiKey;n&&(i(!1),o(``),e({title:`Your new secret key`,what:`The key “${n.apiKey.name||n.apiKey.hint}” (${J(n.apiKey.role)}) works in ${n.apiKey.mode===`LIVE`?`live`:`test`} mode.`,secret:n.secret}))},children:[(0,q.jsx)(w,{label:`Name`,hint:`Who or what uses it, such as “Billing backend”.`,value:a,onChange:e=>o(e.target.value),autoComplete:`off`}),(0,q.jsx)(E,{id:`key-role`,label:`Role`,value:l,onChange:e=>d(e.target.value),hint:`You may give only roles that do no more than yours.`,options:n.map(e=>({value:e,label:e===``?`Unrestricted (everything)`:h(e)}))}),(0,q.jsx)(s,{error:p.error}),(0,q.jsxs)(c,{end:!0,children:[(0,q.jsx)(x,{onClick:()=>i(!1),children:`Cancel`}),(0,q.jsx)(x,{type:`submit`,variant:`primary`,disabled:p.fetching,children:`Create key`})]})]})})]})}function ge({onReveal:e}){let t=N(),[{key:n}]=v({key:``}),[r,i]=l({query:ue,variables:{first:pe,after:t.after},context:me}),[a,s]=(0,K.useState)(null),[,c]=f(fe),u=r.data?.apiKeys,d=u?.edges??[];return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`keys-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`keys-title`,children:`Secret keys`}),(0,q.jsx)(he,{onCreated:e})]}),(0,q.jsx)(`p`,{className:`section-text`,children:`Servers call the API with a secret key. A key may be restricted to a role; its secret is shown only when it is made.`}),(0,q.jsxs)(o,{loading:r.fetching&&!u,error:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:d.length===0,emptyMessage:(0,q.jsx)(`p`,{children:`No keys in this mode yet.`}),children:[(0,q.jsx)(D,{columns:[`Name`,`Key`,`Role`,`Created`,`Status`,{label:`Actions`,hidden:!0}],children:(0,q.jsx)(`tbody`,{children:d.map(({node:e})=>(0,q.jsxs)(`tr`,{id:e.id,"aria-current":e.id===n?`true`:void 0,children:[(0,q.jsx)(`td`,{"data-label":`Name`,children:e.name||(0,q.jsx)(`span`,{className:`muted`,children:`Unnamed`})}),(0,q.jsx)(`td`,{"data-label":`Key`,children:(0,q.jsx)(`code`,{children:e.hint})}),(0,q.jsx)(`td`,{"data-label":`Role`,children:J(e.role)}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:A(e.createdAt)}),(0,q.jsx)(`td`,{"data-label":`Status`,children:e.revokedAt?(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(y,{tone:`danger`,children:`Revoked`}),` `,(0,q.jsx)(`span`,{className:`muted`,children:A(e.revokedAt)})]}):(0,q.jsx)(y,{tone:`success`,children:`Active`})}),(0,q.jsx)(`td`,{className:`actions`,children:!e.revokedAt&&(0,q.jsx)(x,{variant:`quietDanger`,size:`small`,"aria-label":`Revoke ${e.name||e.hint}`,onClick:()=>s(e),children:`Revoke`})})]},e.id))})}),(0,q.jsx)(T,{label:`Pages of keys`,hasPrevious:!t.isFirst,hasNext:!!u?.pageInfo.hasNextPage,onPrevious:t.previous,onNext:()=>u?.pageInfo.endCursor&&t.next(u.pageInfo.endCursor)})]}),(0,q.jsxs)(S,{open:a!==null,onOpenChange:e=>!e&&s(null),title:`Revoke this key?`,confirmLabel:`Revoke key`,onConfirm:async()=>a?c({id:a.id}):void 0,children:[`Anything using `,(0,q.jsx)(`strong`,{children:a?.name||a?.hint}),` (`,a?.hint,`) stops working within seconds. This cannot be undone.`]})]})}function Y(e,t,n=2e3){(0,K.useEffect)(()=>{if(!e)return;let r=window.setInterval(()=>{document.visibilityState===`visible`&&t()},n);return()=>window.clearInterval(r)},[e,t,n])}function _e({value:e,onChange:t,problem:n}){let r=(0,K.useId)();return(0,q.jsxs)(U,{legend:`Events to send`,problem:n,children:[(0,q.jsxs)(`div`,{className:`radios`,children:[(0,q.jsx)(H,{type:`radio`,name:r+`-scope`,label:`Every event`,checked:e.all,onChange:()=>t({...e,all:!0})}),(0,q.jsx)(H,{type:`radio`,name:r+`-scope`,label:`Only the events chosen below`,checked:!e.all,onChange:()=>t({...e,all:!1})})]}),!e.all&&(0,q.jsxs)(q.Fragment,{children:[R.map(n=>{let r=e.checked.has(n.prefix);return(0,q.jsxs)(`div`,{className:`family`,role:`group`,"aria-label":`${n.label}: all ${n.prefix}`,children:[(0,q.jsx)(H,{className:`family-head`,checked:r,onChange:r=>t(F(e,n.prefix,r.target.checked)),label:(0,q.jsxs)(q.Fragment,{children:[n.label,`: all `,(0,q.jsx)(`code`,{children:n.prefix})]})}),(0,q.jsx)(`ul`,{className:`checks checks-wide`,children:n.types.map(i=>(0,q.jsx)(`li`,{children:(0,q.jsx)(H,{label:(0,q.jsx)(`code`,{children:i}),disabled:r,checked:r?ne(n.prefix,i):e.checked.has(i),onChange:n=>t(F(e,i,n.target.checked))})},i))})]},n.prefix)}),(0,q.jsx)(w,{label:`Other types or prefixes`,value:e.other,onChange:n=>t({...e,other:n.target.value}),autoComplete:`off`,spellCheck:!1,hint:(0,q.jsxs)(q.Fragment,{children:[`Separated by commas; a prefix ends in `,(0,q.jsx)(`code`,{children:`*`}),`, such as `,(0,q.jsx)(`code`,{children:`verification.*`}),`.`]})})]})]})}m(`
  fragment EndpointFields on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledReason
    createdAt
    updatedAt
  }
`);var ve=m(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...EndpointFields
    }
  }
`),ye=m(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),be={additionalTypenames:[`WebhookEndpoint`]};function X({initial:e,withUrl:t,submitLabel:n,busy:r,error:i,onSubmit:a,onCancel:o}){let[l,u]=(0,K.useState)(e),d=se(i),f=e=>d[e]?.join(` `),p=oe(d,[`url`,`description`,`events`,`enabled`]);return(0,q.jsxs)(`form`,{className:`form narrow`,onSubmit:e=>{e.preventDefault(),a(l)},noValidate:!0,children:[t&&(0,q.jsx)(w,{label:`Endpoint URL`,type:`url`,required:!0,value:l.url,onChange:e=>u({...l,url:e.target.value}),problem:f(`url`),hint:`Where Meridian sends events: https in live mode; http and local addresses work in test mode.`,autoComplete:`off`,spellCheck:!1}),(0,q.jsx)(w,{label:`Description`,value:l.description,onChange:e=>u({...l,description:e.target.value}),problem:f(`description`),autoComplete:`off`}),(0,q.jsx)(_e,{value:l.events,onChange:e=>u({...l,events:e}),problem:f(`events`)}),!t&&(0,q.jsx)(H,{label:`Enabled: events are sent to it`,checked:l.enabled,onChange:e=>u({...l,enabled:e.target.checked})}),p.length>0?(0,q.jsx)(s,{children:p.join(` `)}):Object.keys(d).length===0&&(0,q.jsx)(s,{error:i}),(0,q.jsxs)(c,{children:[(0,q.jsx)(x,{type:`submit`,variant:`primary`,disabled:r,children:n}),(0,q.jsx)(x,{onClick:o,children:`Cancel`})]})]})}function xe({onReveal:e}){let t=r(),[a,o]=f(ye);return(0,q.jsxs)(p,{title:`Add a webhook endpoint`,description:`Meridian sends the events you choose to this URL, signed, and retries until it answers 2xx.`,children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(n,{to:`/developers/webhooks`,children:`← Webhooks`})}),(0,q.jsx)(X,{initial:{url:``,description:``,events:B([]),enabled:!0},withUrl:!0,submitLabel:`Add endpoint`,busy:a.fetching,error:a.error,onSubmit:async n=>{let r=(await o({input:{url:n.url.trim(),description:n.description,events:L(n.events)}},{additionalTypenames:[`WebhookEndpoint`]})).data?.createWebhookEndpoint;r&&(t(i(`/developers/webhooks/`+r.endpoint.id)),e({title:`Your endpoint’s signing secret`,what:`Verify each delivery to ${r.endpoint.url} with this secret (Standard Webhooks).`,secret:r.secret}))},onCancel:()=>t(i(`/developers/webhooks`))})]})}function Se(){let[e,t]=l({query:ve,context:be}),r=e.data?.webhookEndpoints;return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`webhooks-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`webhooks-title`,children:`Webhook endpoints`}),(0,q.jsx)(n,{to:`/developers/webhooks/new`,className:b(`primary`),children:`Add an endpoint`})]}),(0,q.jsx)(`p`,{className:`section-text`,children:`Each endpoint receives the events it asks for, signed with its own secret. At most 50 in each mode.`}),(0,q.jsx)(o,{loading:e.fetching&&!r,error:e.error,onRetry:()=>t({requestPolicy:`network-only`}),empty:r?.length===0,emptyMessage:(0,q.jsx)(`p`,{children:`No endpoints yet: add one to receive events.`}),children:(0,q.jsx)(D,{columns:[`URL`,`Events`,`Status`,`Created`],children:(0,q.jsx)(`tbody`,{children:r?.map(e=>(0,q.jsxs)(`tr`,{children:[(0,q.jsxs)(`td`,{"data-label":`URL`,children:[(0,q.jsx)(n,{to:`/developers/webhooks/`+e.id,className:`mono`,children:e.url}),e.description&&(0,q.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,q.jsx)(`td`,{"data-label":`Events`,children:P(e.events)}),(0,q.jsx)(`td`,{"data-label":`Status`,children:e.enabled?(0,q.jsx)(y,{tone:`success`,children:`Enabled`}):(0,q.jsx)(y,{tone:`neutral`,children:`Disabled`})}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:A(e.createdAt)})]},e.id))})})})]})}var Ce=m(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...EndpointFields
    }
  }
`),we=m(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...EndpointFields
    }
  }
`),Te=m(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),Ee=m(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`),De=m(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      status
    }
  }
`),Oe=m(`
  query WebhookDeliveries($endpointId: ID!, $status: DeliveryStatus, $first: Int, $after: String) {
    webhookDeliveries(endpointId: $endpointId, status: $status, first: $first, after: $after) {
      edges {
        node {
          id
          eventId
          eventType
          status
          nextAttemptAt
          createdAt
          attempts {
            attempt
            statusCode
            error
            createdAt
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),ke=20,Z={additionalTypenames:[`WebhookDelivery`]},Q=[{value:`pending`,status:`PENDING`,label:`Pending`,tone:`warning`},{value:`succeeded`,status:`SUCCEEDED`,label:`Succeeded`,tone:`success`},{value:`failed`,status:`FAILED`,label:`Failed`,tone:`danger`}];function $({status:e}){let t=Q.find(t=>t.status===e);return(0,q.jsx)(y,{tone:t?.tone,children:t?.label??e})}function Ae({endpointId:e}){let[{status:t},r]=v({status:``,after:``,back:[]}),a=N(),s=Q.find(e=>e.value===t),[c,u]=l({query:Oe,variables:{endpointId:e,status:s?.status??null,first:ke,after:a.after},context:Z}),d=c.data?.webhookDeliveries,f=d?.edges??[],p=(0,K.useCallback)(()=>u({requestPolicy:`network-only`}),[u]);Y(f.some(e=>e.node.status===`PENDING`),p);let m=[{value:``,label:`All`},...Q];return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`deliveries-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`deliveries-title`,children:`Deliveries`}),(0,q.jsx)(x,{size:`small`,onClick:p,children:`Refresh`})]}),(0,q.jsx)(`nav`,{"aria-label":`Deliveries by status`,children:(0,q.jsx)(`ul`,{className:`segmented`,children:m.map(n=>(0,q.jsx)(`li`,{children:(0,q.jsx)(`a`,{href:i(`/developers/webhooks/${e}${n.value?`?status=`+n.value:``}`),"aria-current":t===n.value?`page`:void 0,onClick:e=>{e.preventDefault(),r({status:n.value,...ee})},children:n.label})},n.value))})}),(0,q.jsxs)(o,{loading:c.fetching&&!d,error:c.error,onRetry:p,empty:f.length===0,emptyMessage:(0,q.jsx)(`p`,{children:s?`No ${s.label.toLowerCase()} deliveries.`:`No deliveries yet: send a test event to see one.`}),children:[(0,q.jsx)(D,{columns:[`Event`,`Status`,`Last response`,`Attempts`,`Created`],children:(0,q.jsx)(`tbody`,{children:f.map(({node:t})=>{let r=t.attempts[t.attempts.length-1];return(0,q.jsxs)(`tr`,{children:[(0,q.jsxs)(`td`,{"data-label":`Event`,children:[(0,q.jsx)(n,{to:`/developers/webhooks/${e}/deliveries/${t.id}`,children:(0,q.jsx)(`code`,{children:t.eventType})}),(0,q.jsx)(`div`,{className:`muted mono`,children:t.eventId})]}),(0,q.jsx)(`td`,{"data-label":`Status`,children:(0,q.jsx)($,{status:t.status})}),(0,q.jsx)(`td`,{"data-label":`Last response`,children:r?k(r):(0,q.jsx)(`span`,{className:`muted`,children:`None yet`})}),(0,q.jsx)(`td`,{"data-label":`Attempts`,children:t.attempts.length}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:A(t.createdAt)})]},t.id)})})}),(0,q.jsx)(T,{label:`Pages of deliveries`,hasPrevious:!a.isFirst,hasNext:!!d?.pageInfo.hasNextPage,onPrevious:a.previous,onNext:()=>d?.pageInfo.endCursor&&a.next(d.pageInfo.endCursor)})]})]})}function je({id:e,onReveal:t}){let a=r(),[o,u]=l({query:Ce,variables:{id:e}}),[d,m]=(0,K.useState)(!1),[h,g]=(0,K.useState)(null),[_,v]=f(we),[,b]=f(Te),[,C]=f(Ee),[w,T]=f(De),[E,D]=(0,K.useState)(0),O=o.data?.webhookEndpoint,k=async t=>{(await v({id:e,input:{description:t.description,events:L(t.events),enabled:t.enabled}})).error||m(!1)},j=async()=>{(await T({endpointId:e},{additionalTypenames:[`WebhookDelivery`]})).error||D(e=>e+1)};return(0,q.jsxs)(p,{title:`Webhook endpoint`,loading:o.fetching&&!o.data,error:o.error,onRetry:()=>u({requestPolicy:`network-only`}),empty:!!o.data&&!O,emptyMessage:(0,q.jsxs)(`p`,{children:[`There is no endpoint `,e,` in this mode. `,(0,q.jsx)(n,{to:`/developers/webhooks`,children:`See every endpoint`}),`.`]}),children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(n,{to:`/developers/webhooks`,children:`← Webhooks`})}),O&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`endpoint-title`,children:[(0,q.jsx)(`h2`,{id:`endpoint-title`,className:`mono`,children:O.url}),d?(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`p`,{className:`section-text`,children:`Change what it receives.`}),(0,q.jsx)(X,{initial:{url:O.url,description:O.description,events:B(O.events),enabled:O.enabled},withUrl:!1,submitLabel:`Save changes`,busy:_.fetching,error:_.error,onSubmit:k,onCancel:()=>m(!1)})]}):(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(V,{items:[[`Status`,O.enabled?(0,q.jsx)(y,{tone:`success`,children:`Enabled`}):(0,q.jsx)(y,{tone:`neutral`,children:`Disabled`})],[`Events`,P(O.events)],[`Description`,O.description||(0,q.jsx)(`span`,{className:`muted`,children:`None`})],[`Endpoint id`,(0,q.jsx)(`code`,{children:O.id})],[`Created`,A(O.createdAt)],...O.disabledReason?[[`Disabled because`,O.disabledReason]]:[]]}),(0,q.jsxs)(c,{className:`toolbar`,children:[(0,q.jsx)(x,{variant:`primary`,onClick:j,disabled:w.fetching,children:`Send a test event`}),(0,q.jsx)(x,{onClick:()=>m(!0),children:`Edit`}),(0,q.jsx)(x,{disabled:_.fetching,onClick:()=>v({id:e,input:{enabled:!O.enabled}}),children:O.enabled?`Disable`:`Enable`}),(0,q.jsx)(x,{onClick:()=>g(`rotate`),children:`Rotate secret`}),(0,q.jsx)(x,{variant:`quietDanger`,onClick:()=>g(`delete`),children:`Delete`})]}),(0,q.jsx)(s,{error:w.error??_.error}),E>0&&!w.error&&(0,q.jsxs)(ae,{tone:`success`,children:[`A `,(0,q.jsx)(`code`,{children:`webhook.test`}),` event is on its way: it is listed below.`]})]})]}),(0,q.jsx)(Ae,{endpointId:e}),(0,q.jsx)(S,{open:h===`rotate`,onOpenChange:e=>!e&&g(null),title:`Rotate the signing secret?`,confirmLabel:`Rotate secret`,onConfirm:async()=>{let n=await b({id:e}),r=n.data?.rotateWebhookSecret;return r&&t({title:`Your endpoint’s new signing secret`,what:`Deliveries to ${r.endpoint.url} are signed with it from now on.`,secret:r.secret}),n},children:`A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, while you change your receiver.`}),(0,q.jsxs)(S,{open:h===`delete`,onOpenChange:e=>!e&&g(null),title:`Delete this endpoint?`,confirmLabel:`Delete endpoint`,onConfirm:async()=>{let t=await C({id:e},{additionalTypenames:[`WebhookEndpoint`]});return t.error||a(i(`/developers/webhooks`),{replace:!0}),t},children:[`Nothing more is sent to `,(0,q.jsx)(`code`,{children:O.url}),`, and its deliveries are no longer listed. This cannot be undone.`]})]})]})}var Me=m(`
  query WebhookDelivery($id: ID!, $read: Boolean!) {
    webhookDelivery(id: $id) {
      id
      endpointId
      eventId
      eventType
      status
      nextAttemptAt
      createdAt
      updatedAt
      event {
        id
        objectId
      }
      request {
        url
        headers {
          name
          value
        }
        body @include(if: $read)
      }
      attempts {
        attempt
        statusCode
        latencyMs
        responseBody
        responseHeaders {
          name
          value
        }
        error
        createdAt
      }
    }
  }
`),Ne=m(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);function Pe({endpointId:e,id:t}){let r=g()(`READ`),[i,a]=l({query:Me,variables:{id:t,read:r}}),[o,c]=f(Ne),u=i.data?.webhookDelivery,d=(0,K.useCallback)(()=>a({requestPolicy:`network-only`}),[a]);Y(u?.status===`PENDING`,d);let m=u?.event&&z(u.event.objectId);return(0,q.jsxs)(p,{title:`Webhook delivery`,loading:i.fetching&&!i.data,error:i.error,onRetry:d,empty:!!i.data&&(!u||u.endpointId!==e),emptyMessage:(0,q.jsxs)(`p`,{children:[`There is no delivery `,t,` of this endpoint. `,(0,q.jsx)(n,{to:`/developers/webhooks/`+e,children:`See its deliveries`}),`.`]}),children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(n,{to:`/developers/webhooks/`+e,children:`← Endpoint and its deliveries`})}),u&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`delivery-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsxs)(`h2`,{id:`delivery-title`,children:[(0,q.jsx)(`code`,{children:u.eventType}),` `,(0,q.jsx)($,{status:u.status})]}),(0,q.jsx)(x,{variant:`primary`,onClick:async()=>{(await c({id:t})).error||d()},disabled:o.fetching,children:`Replay`})]}),(0,q.jsx)(s,{error:o.error}),(0,q.jsx)(V,{items:[[`Event`,(0,q.jsx)(n,{to:`/developers/events/`+u.eventId,children:(0,q.jsx)(`code`,{children:u.eventId})})],[`Object`,u.event?m?(0,q.jsx)(n,{to:m,children:(0,q.jsx)(`code`,{children:u.event.objectId})}):(0,q.jsx)(`code`,{children:u.event.objectId}):`—`],[`Delivery id`,(0,q.jsx)(`code`,{children:u.id})],[`Created`,A(u.createdAt)],[`Next attempt`,u.nextAttemptAt?A(u.nextAttemptAt):(0,q.jsx)(`span`,{className:`muted`,children:`None scheduled`})],[`Attempts`,`${u.attempts.length} of at most 20`]]})]}),(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`request-title`,children:[(0,q.jsx)(`h2`,{id:`request-title`,children:`Request`}),(0,q.jsx)(`p`,{className:`section-text`,children:(0,q.jsxs)(`span`,{className:`mono`,children:[`POST `,u.request.url]})}),(0,q.jsx)(`h3`,{children:`Headers`}),(0,q.jsx)(I,{label:`Request headers`,children:M(u.request.headers)}),(0,q.jsx)(`h3`,{children:`Body`}),u.request.body==null?(0,q.jsx)(`p`,{className:`hint`,children:`Your role cannot read payloads in this mode.`}):(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`p`,{className:`hint`,children:`Indented here for reading; the receiver gets the exact bytes that were signed.`}),(0,q.jsx)(I,{label:`Request body`,json:!0,children:u.request.body})]})]}),(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`attempts-title`,children:[(0,q.jsx)(`h2`,{id:`attempts-title`,children:`Attempts`}),u.attempts.length===0&&(0,q.jsxs)(`p`,{className:`section-text`,children:[`No attempt yet`,u.nextAttemptAt?`: the first is due ${A(u.nextAttemptAt)}`:``,`.`]}),[...u.attempts].reverse().map(e=>(0,q.jsxs)(ie,{as:`article`,title:`Attempt ${e.attempt}`,level:3,className:`delivery-attempt`,aside:(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(y,{tone:O(e)?`success`:`danger`,children:k(e)}),(0,q.jsx)(`span`,{className:`muted`,children:j(e.latencyMs)}),(0,q.jsx)(`span`,{className:`muted`,children:A(e.createdAt)})]}),children:[e.error&&(0,q.jsxs)(s,{inline:!0,children:[`Error: `,(0,q.jsx)(`span`,{className:`mono`,children:e.error})]}),e.responseHeaders.length>0&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`h4`,{children:`Response headers`}),(0,q.jsx)(I,{label:`Attempt ${e.attempt}: response headers`,children:M(e.responseHeaders)})]}),(0,q.jsx)(`h4`,{children:`Response body`}),(0,q.jsx)(I,{label:`Attempt ${e.attempt}: response body`,json:!0,children:e.responseBody})]},e.attempt))]})]})]})}function Fe(e){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent),[n,r,i,a]=t;if(t.length===0||n===`keys`&&t.length===1)return{tab:`keys`};if(n===`events`){if(t.length===1)return{tab:`events`};if(t.length===2)return{view:`event`,id:r}}if(n===`webhooks`){if(t.length===1)return{tab:`webhooks`};if(t.length===2)return r===`new`?{view:`new-endpoint`}:{view:`endpoint`,id:r};if(t.length===4&&i===`deliveries`)return{view:`delivery`,endpointId:r,id:a}}return null}function Ie({revealed:e,onClose:t}){return(0,q.jsx)(C,{open:e!==null,onOpenChange:e=>!e&&t(),title:e?.title??``,description:(0,q.jsxs)(q.Fragment,{children:[e?.what,` It is shown only now: copy it and keep it somewhere safe.`]}),children:e&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(W,{text:!0,label:`The secret`,value:e.secret,copyLabel:`Copy secret`,testId:`secret`}),(0,q.jsx)(c,{end:!0,children:(0,q.jsx)(x,{variant:`primary`,onClick:t,children:`Done`})})]})})}var Le=[{tab:`keys`,to:`/developers/keys`,label:`API keys`},{tab:`webhooks`,to:`/developers/webhooks`,label:`Webhooks`},{tab:`events`,to:`/developers/events`,label:`Events`}];function Re({rest:e}){let[t,r]=(0,K.useState)(null),i=Fe(e),a;return a=i===null?(0,q.jsxs)(p,{title:`Page not found`,children:[(0,q.jsx)(`p`,{children:`There is no such page of the developer tools.`}),(0,q.jsx)(`p`,{children:(0,q.jsx)(n,{to:`/developers`,children:`Go to the developer tools`})})]}):`tab`in i?(0,q.jsxs)(p,{title:`Developers`,description:`Keys for your servers, webhooks for your receivers, and the events they carry.`,actions:(0,q.jsxs)(`a`,{className:b(),href:`/graphql`,target:`_blank`,rel:`noopener noreferrer`,children:[`Open GraphiQL`,(0,q.jsx)(`span`,{className:`sr-only`,children:` (opens in a new tab)`})]}),children:[(0,q.jsx)(G,{label:`Developer tools`,tabs:Le.map(e=>({to:e.to,label:e.label,current:e.tab===i.tab}))}),i.tab===`keys`&&(0,q.jsx)(ge,{onReveal:r}),i.tab===`webhooks`&&(0,q.jsx)(Se,{}),i.tab===`events`&&(0,q.jsx)(te,{})]}):i.view===`new-endpoint`?(0,q.jsx)(xe,{onReveal:r}):i.view===`endpoint`?(0,q.jsx)(je,{id:i.id,onReveal:r},i.id):i.view===`delivery`?(0,q.jsx)(Pe,{endpointId:i.endpointId,id:i.id},i.id):(0,q.jsx)(re,{id:i.id},i.id),(0,q.jsxs)(q.Fragment,{children:[a,(0,q.jsx)(Ie,{revealed:t,onClose:()=>r(null)})]})}export{Re as default};