import{C as e,O as t,T as n,b as r,g as i,m as a,n as o,o as s,r as c,s as l,w as u}from"./Page-DsUAc6k5.js";import{F as d,M as f,P as p,a as m,c as h,l as g,r as _,s as v,y}from"./index-D6ovAevV.js";import{t as b}from"./urlState-B_YL1bSd.js";import{t as x}from"./Badge-DF5gUEP1.js";import{t as S}from"./Confirm-V6qTXyCZ.js";import{t as C}from"./Dialog-B16EH7mF.js";import{t as w}from"./Field-uUhrnyTs.js";import{t as T}from"./Pager-BZ_Yvyp6.js";import{n as E,r as D,t as O}from"./Select-Dh1bMjuw.js";import{t as k}from"./Table-B9xVjmSN.js";import{a as A,i as j,n as M,r as N,t as P}from"./format-Bs6c8SWm.js";import{a as F,c as I,d as L,f as R,i as ee,l as z,n as B,o as te,p as ne,s as re,t as ie,u as V}from"./Events-DElbeo1f.js";import{t as ae}from"./Notice-DC79LzFO.js";import{i as oe,n as se}from"./fields-DfBj4R10.js";import{t as H}from"./Check-CC6v3Jt7.js";import{t as U}from"./Fieldset-YZAj3VxJ.js";import{t as W}from"./CopyField-CWLkdvCp.js";import{t as G}from"./Tabs-nmY6D-9k.js";var K=t(n(),1),ce=[`READ`,`VERIFY`,`REVIEW`,`MONEY`,`DEVELOP`,`MANAGE`];function le(e,t){if(!e)return[];let n=[];e===`OWNER`&&n.push(``,`OWNER`);for(let r of v)r!==`OWNER`&&ce.every(n=>!h(r,t,n)||h(e,t,n))&&n.push(r);return n}var q=u(),ue=y(`
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
`),de=y(`
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
`),fe=y(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`),pe=20,me={additionalTypenames:[`ApiKey`]};function J(e){return e?g(e):`Unrestricted`}function he({onCreated:e}){let t=m(),n=le(t.role,t.organization.mode),[r,i]=(0,K.useState)(!1),[o,c]=(0,K.useState)(``),[l,u]=(0,K.useState)(n.includes(`DEVELOPER`)?`DEVELOPER`:n[0]??``),[d,h]=p(de);return n.length===0?null:(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(s,{variant:`primary`,onClick:()=>i(!0),children:`Create a key`}),(0,q.jsx)(C,{open:r,onOpenChange:i,title:`Create a secret key`,description:`It works in ${t.organization.mode===`LIVE`?`live`:`test`} mode, and may do only what its role allows.`,children:(0,q.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault();let n=(await h({name:o.trim()||null,role:l===``?null:l},{additionalTypenames:[`ApiKey`]})).data?.createApiKey;n&&(i(!1),c(``),e({title:`Your new secret key`,what:`The key “${n.apiKey.name||n.apiKey.hint}” (${J(n.apiKey.role)}) works in ${n.apiKey.mode===`LIVE`?`live`:`test`} mode.`,secret:n.secret}))},children:[(0,q.jsx)(w,{label:`Name`,hint:`Who or what uses it, such as “Billing backend”.`,value:o,onChange:e=>c(e.target.value),autoComplete:`off`}),(0,q.jsx)(O,{id:`key-role`,label:`Role`,value:l,onChange:e=>u(e.target.value),hint:`You may give only roles that do no more than yours.`,options:n.map(e=>({value:e,label:e===``?`Unrestricted (everything)`:g(e)}))}),(0,q.jsx)(f,{error:d.error}),(0,q.jsxs)(a,{end:!0,children:[(0,q.jsx)(s,{onClick:()=>i(!1),children:`Cancel`}),(0,q.jsx)(s,{type:`submit`,variant:`primary`,disabled:d.fetching,children:`Create key`})]})]})})]})}function ge({onReveal:e}){let t=F(),[{key:n}]=b({key:``}),[r,i]=d({query:ue,variables:{first:pe,after:t.after},context:me}),[a,o]=(0,K.useState)(null),[,l]=p(fe),u=r.data?.apiKeys,f=u?.edges??[];return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`keys-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`keys-title`,children:`Secret keys`}),(0,q.jsx)(he,{onCreated:e})]}),(0,q.jsx)(`p`,{className:`section-text`,children:`Servers call the API with a secret key. A key may be restricted to a role; its secret is shown only when it is made.`}),(0,q.jsxs)(c,{loading:r.fetching&&!u,error:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:f.length===0,emptyMessage:(0,q.jsx)(`p`,{children:`No keys in this mode yet.`}),children:[(0,q.jsx)(k,{columns:[`Name`,`Key`,`Role`,`Created`,`Status`,{label:`Actions`,hidden:!0}],children:(0,q.jsx)(`tbody`,{children:f.map(({node:e})=>(0,q.jsxs)(`tr`,{id:e.id,"aria-current":e.id===n?`true`:void 0,children:[(0,q.jsx)(`td`,{"data-label":`Name`,children:e.name||(0,q.jsx)(`span`,{className:`muted`,children:`Unnamed`})}),(0,q.jsx)(`td`,{"data-label":`Key`,children:(0,q.jsx)(`code`,{children:e.hint})}),(0,q.jsx)(`td`,{"data-label":`Role`,children:J(e.role)}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:M(e.createdAt)}),(0,q.jsx)(`td`,{"data-label":`Status`,children:e.revokedAt?(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(x,{tone:`danger`,children:`Revoked`}),` `,(0,q.jsx)(`span`,{className:`muted`,children:M(e.revokedAt)})]}):(0,q.jsx)(x,{tone:`success`,children:`Active`})}),(0,q.jsx)(`td`,{className:`actions`,children:!e.revokedAt&&(0,q.jsx)(s,{variant:`quietDanger`,size:`small`,"aria-label":`Revoke ${e.name||e.hint}`,onClick:()=>o(e),children:`Revoke`})})]},e.id))})}),(0,q.jsx)(T,{label:`Pages of keys`,hasPrevious:!t.isFirst,hasNext:!!u?.pageInfo.hasNextPage,onPrevious:t.previous,onNext:()=>u?.pageInfo.endCursor&&t.next(u.pageInfo.endCursor)})]}),(0,q.jsxs)(S,{open:a!==null,onOpenChange:e=>!e&&o(null),title:`Revoke this key?`,confirmLabel:`Revoke key`,onConfirm:async()=>a?l({id:a.id}):void 0,children:[`Anything using `,(0,q.jsx)(`strong`,{children:a?.name||a?.hint}),` (`,a?.hint,`) stops working within seconds. This cannot be undone.`]})]})}function Y(e,t,n=2e3){(0,K.useEffect)(()=>{if(!e)return;let r=window.setInterval(()=>{document.visibilityState===`visible`&&t()},n);return()=>window.clearInterval(r)},[e,t,n])}function _e({value:e,onChange:t,problem:n}){let r=(0,K.useId)();return(0,q.jsxs)(U,{legend:`Events to send`,problem:n,children:[(0,q.jsxs)(`div`,{className:`radios`,children:[(0,q.jsx)(H,{type:`radio`,name:r+`-scope`,label:`Every event`,checked:e.all,onChange:()=>t({...e,all:!0})}),(0,q.jsx)(H,{type:`radio`,name:r+`-scope`,label:`Only the events chosen below`,checked:!e.all,onChange:()=>t({...e,all:!1})})]}),!e.all&&(0,q.jsxs)(q.Fragment,{children:[te.map(n=>{let r=e.checked.has(n.prefix);return(0,q.jsxs)(`div`,{className:`family`,role:`group`,"aria-label":`${n.label}: all ${n.prefix}`,children:[(0,q.jsx)(H,{className:`family-head`,checked:r,onChange:r=>t(L(e,n.prefix,r.target.checked)),label:(0,q.jsxs)(q.Fragment,{children:[n.label,`: all `,(0,q.jsx)(`code`,{children:n.prefix})]})}),(0,q.jsx)(`ul`,{className:`checks checks-wide`,children:n.types.map(i=>(0,q.jsx)(`li`,{children:(0,q.jsx)(H,{label:(0,q.jsx)(`code`,{children:i}),disabled:r,checked:r?re(n.prefix,i):e.checked.has(i),onChange:n=>t(L(e,i,n.target.checked))})},i))})]},n.prefix)}),(0,q.jsx)(w,{label:`Other types or prefixes`,value:e.other,onChange:n=>t({...e,other:n.target.value}),autoComplete:`off`,spellCheck:!1,hint:(0,q.jsxs)(q.Fragment,{children:[`Separated by commas; a prefix ends in `,(0,q.jsx)(`code`,{children:`*`}),`, such as `,(0,q.jsx)(`code`,{children:`verification.*`}),`.`]})})]})]})}y(`
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
`);var ve=y(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...EndpointFields
    }
  }
`),ye=y(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),be={additionalTypenames:[`WebhookEndpoint`]};function X({initial:e,withUrl:t,submitLabel:n,busy:r,error:i,onSubmit:o,onCancel:c}){let[l,u]=(0,K.useState)(e),d=se(i),p=e=>d[e]?.join(` `),m=oe(d,[`url`,`description`,`events`,`enabled`]);return(0,q.jsxs)(`form`,{className:`form narrow`,onSubmit:e=>{e.preventDefault(),o(l)},noValidate:!0,children:[t&&(0,q.jsx)(w,{label:`Endpoint URL`,type:`url`,required:!0,value:l.url,onChange:e=>u({...l,url:e.target.value}),problem:p(`url`),hint:`Where Meridian sends events: https in live mode; http and local addresses work in test mode.`,autoComplete:`off`,spellCheck:!1}),(0,q.jsx)(w,{label:`Description`,value:l.description,onChange:e=>u({...l,description:e.target.value}),problem:p(`description`),autoComplete:`off`}),(0,q.jsx)(_e,{value:l.events,onChange:e=>u({...l,events:e}),problem:p(`events`)}),!t&&(0,q.jsx)(H,{label:`Enabled: events are sent to it`,checked:l.enabled,onChange:e=>u({...l,enabled:e.target.checked})}),m.length>0?(0,q.jsx)(f,{children:m.join(` `)}):Object.keys(d).length===0&&(0,q.jsx)(f,{error:i}),(0,q.jsxs)(a,{children:[(0,q.jsx)(s,{type:`submit`,variant:`primary`,disabled:r,children:n}),(0,q.jsx)(s,{onClick:c,children:`Cancel`})]})]})}function xe({onReveal:t}){let n=e(),[a,s]=p(ye);return(0,q.jsxs)(o,{title:`Add a webhook endpoint`,description:`Meridian sends the events you choose to this URL, signed, and retries until it answers 2xx.`,children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),(0,q.jsx)(X,{initial:{url:``,description:``,events:V([]),enabled:!0},withUrl:!0,submitLabel:`Add endpoint`,busy:a.fetching,error:a.error,onSubmit:async e=>{let i=(await s({input:{url:e.url.trim(),description:e.description,events:z(e.events)}},{additionalTypenames:[`WebhookEndpoint`]})).data?.createWebhookEndpoint;i&&(n(r(`/developers/webhooks/`+i.endpoint.id)),t({title:`Your endpoint’s signing secret`,what:`Verify each delivery to ${i.endpoint.url} with this secret (Standard Webhooks).`,secret:i.secret}))},onCancel:()=>n(r(`/developers/webhooks`))})]})}function Se(){let[e,t]=d({query:ve,context:be}),n=e.data?.webhookEndpoints;return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`webhooks-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`webhooks-title`,children:`Webhook endpoints`}),(0,q.jsx)(i,{to:`/developers/webhooks/new`,className:l(`primary`),children:`Add an endpoint`})]}),(0,q.jsx)(`p`,{className:`section-text`,children:`Each endpoint receives the events it asks for, signed with its own secret. At most 50 in each mode.`}),(0,q.jsx)(c,{loading:e.fetching&&!n,error:e.error,onRetry:()=>t({requestPolicy:`network-only`}),empty:n?.length===0,emptyMessage:(0,q.jsx)(`p`,{children:`No endpoints yet: add one to receive events.`}),children:(0,q.jsx)(k,{columns:[`URL`,`Events`,`Status`,`Created`],children:(0,q.jsx)(`tbody`,{children:n?.map(e=>(0,q.jsxs)(`tr`,{children:[(0,q.jsxs)(`td`,{"data-label":`URL`,children:[(0,q.jsx)(i,{to:`/developers/webhooks/`+e.id,className:`mono`,children:e.url}),e.description&&(0,q.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,q.jsx)(`td`,{"data-label":`Events`,children:I(e.events)}),(0,q.jsx)(`td`,{"data-label":`Status`,children:e.enabled?(0,q.jsx)(x,{tone:`success`,children:`Enabled`}):(0,q.jsx)(x,{tone:`neutral`,children:`Disabled`})}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:M(e.createdAt)})]},e.id))})})})]})}var Ce=y(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...EndpointFields
    }
  }
`),we=y(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...EndpointFields
    }
  }
`),Te=y(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),Ee=y(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`),De=y(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      status
    }
  }
`),Oe=y(`
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
`),ke=20,Z={additionalTypenames:[`WebhookDelivery`]},Q=[{value:`pending`,status:`PENDING`,label:`Pending`,tone:`warning`},{value:`succeeded`,status:`SUCCEEDED`,label:`Succeeded`,tone:`success`},{value:`failed`,status:`FAILED`,label:`Failed`,tone:`danger`}];function $({status:e}){let t=Q.find(t=>t.status===e);return(0,q.jsx)(x,{tone:t?.tone,children:t?.label??e})}function Ae({endpointId:e}){let[{status:t},n]=b({status:``,after:``,back:[]}),a=F(),o=Q.find(e=>e.value===t),[l,u]=d({query:Oe,variables:{endpointId:e,status:o?.status??null,first:ke,after:a.after},context:Z}),f=l.data?.webhookDeliveries,p=f?.edges??[],m=(0,K.useCallback)(()=>u({requestPolicy:`network-only`}),[u]);Y(p.some(e=>e.node.status===`PENDING`),m);let h=[{value:``,label:`All`},...Q];return(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`deliveries-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsx)(`h2`,{id:`deliveries-title`,children:`Deliveries`}),(0,q.jsx)(s,{size:`small`,onClick:m,children:`Refresh`})]}),(0,q.jsx)(`nav`,{"aria-label":`Deliveries by status`,children:(0,q.jsx)(`ul`,{className:`segmented`,children:h.map(i=>(0,q.jsx)(`li`,{children:(0,q.jsx)(`a`,{href:r(`/developers/webhooks/${e}${i.value?`?status=`+i.value:``}`),"aria-current":t===i.value?`page`:void 0,onClick:e=>{e.preventDefault(),n({status:i.value,...ee})},children:i.label})},i.value))})}),(0,q.jsxs)(c,{loading:l.fetching&&!f,error:l.error,onRetry:m,empty:p.length===0,emptyMessage:(0,q.jsx)(`p`,{children:o?`No ${o.label.toLowerCase()} deliveries.`:`No deliveries yet: send a test event to see one.`}),children:[(0,q.jsx)(k,{columns:[`Event`,`Status`,`Last response`,`Attempts`,`Created`],children:(0,q.jsx)(`tbody`,{children:p.map(({node:t})=>{let n=t.attempts[t.attempts.length-1];return(0,q.jsxs)(`tr`,{children:[(0,q.jsxs)(`td`,{"data-label":`Event`,children:[(0,q.jsx)(i,{to:`/developers/webhooks/${e}/deliveries/${t.id}`,children:(0,q.jsx)(`code`,{children:t.eventType})}),(0,q.jsx)(`div`,{className:`muted mono`,children:t.eventId})]}),(0,q.jsx)(`td`,{"data-label":`Status`,children:(0,q.jsx)($,{status:t.status})}),(0,q.jsx)(`td`,{"data-label":`Last response`,children:n?j(n):(0,q.jsx)(`span`,{className:`muted`,children:`None yet`})}),(0,q.jsx)(`td`,{"data-label":`Attempts`,children:t.attempts.length}),(0,q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:M(t.createdAt)})]},t.id)})})}),(0,q.jsx)(T,{label:`Pages of deliveries`,hasPrevious:!a.isFirst,hasNext:!!f?.pageInfo.hasNextPage,onPrevious:a.previous,onNext:()=>f?.pageInfo.endCursor&&a.next(f.pageInfo.endCursor)})]})]})}function je({id:t,onReveal:n}){let c=e(),[l,u]=d({query:Ce,variables:{id:t}}),[m,h]=(0,K.useState)(!1),[g,_]=(0,K.useState)(null),[v,y]=p(we),[,b]=p(Te),[,C]=p(Ee),[w,T]=p(De),[E,O]=(0,K.useState)(0),k=l.data?.webhookEndpoint,A=async e=>{(await y({id:t,input:{description:e.description,events:z(e.events),enabled:e.enabled}})).error||h(!1)},j=async()=>{(await T({endpointId:t},{additionalTypenames:[`WebhookDelivery`]})).error||O(e=>e+1)};return(0,q.jsxs)(o,{title:`Webhook endpoint`,loading:l.fetching&&!l.data,error:l.error,onRetry:()=>u({requestPolicy:`network-only`}),empty:!!l.data&&!k,emptyMessage:(0,q.jsxs)(`p`,{children:[`There is no endpoint `,t,` in this mode. `,(0,q.jsx)(i,{to:`/developers/webhooks`,children:`See every endpoint`}),`.`]}),children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),k&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`endpoint-title`,children:[(0,q.jsx)(`h2`,{id:`endpoint-title`,className:`mono`,children:k.url}),m?(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`p`,{className:`section-text`,children:`Change what it receives.`}),(0,q.jsx)(X,{initial:{url:k.url,description:k.description,events:V(k.events),enabled:k.enabled},withUrl:!1,submitLabel:`Save changes`,busy:v.fetching,error:v.error,onSubmit:A,onCancel:()=>h(!1)})]}):(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(D,{items:[[`Status`,k.enabled?(0,q.jsx)(x,{tone:`success`,children:`Enabled`}):(0,q.jsx)(x,{tone:`neutral`,children:`Disabled`})],[`Events`,I(k.events)],[`Description`,k.description||(0,q.jsx)(`span`,{className:`muted`,children:`None`})],[`Endpoint id`,(0,q.jsx)(`code`,{children:k.id})],[`Created`,M(k.createdAt)],...k.disabledReason?[[`Disabled because`,k.disabledReason]]:[]]}),(0,q.jsxs)(a,{className:`toolbar`,children:[(0,q.jsx)(s,{variant:`primary`,onClick:j,disabled:w.fetching,children:`Send a test event`}),(0,q.jsx)(s,{onClick:()=>h(!0),children:`Edit`}),(0,q.jsx)(s,{disabled:v.fetching,onClick:()=>y({id:t,input:{enabled:!k.enabled}}),children:k.enabled?`Disable`:`Enable`}),(0,q.jsx)(s,{onClick:()=>_(`rotate`),children:`Rotate secret`}),(0,q.jsx)(s,{variant:`quietDanger`,onClick:()=>_(`delete`),children:`Delete`})]}),(0,q.jsx)(f,{error:w.error??v.error}),E>0&&!w.error&&(0,q.jsxs)(ae,{tone:`success`,children:[`A `,(0,q.jsx)(`code`,{children:`webhook.test`}),` event is on its way: it is listed below.`]})]})]}),(0,q.jsx)(Ae,{endpointId:t}),(0,q.jsx)(S,{open:g===`rotate`,onOpenChange:e=>!e&&_(null),title:`Rotate the signing secret?`,confirmLabel:`Rotate secret`,onConfirm:async()=>{let e=await b({id:t}),r=e.data?.rotateWebhookSecret;return r&&n({title:`Your endpoint’s new signing secret`,what:`Deliveries to ${r.endpoint.url} are signed with it from now on.`,secret:r.secret}),e},children:`A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, while you change your receiver.`}),(0,q.jsxs)(S,{open:g===`delete`,onOpenChange:e=>!e&&_(null),title:`Delete this endpoint?`,confirmLabel:`Delete endpoint`,onConfirm:async()=>{let e=await C({id:t},{additionalTypenames:[`WebhookEndpoint`]});return e.error||c(r(`/developers/webhooks`),{replace:!0}),e},children:[`Nothing more is sent to `,(0,q.jsx)(`code`,{children:k.url}),`, and its deliveries are no longer listed. This cannot be undone.`]})]})]})}var Me=y(`
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
`),Ne=y(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);function Pe({endpointId:e,id:t}){let n=_()(`READ`),[r,a]=d({query:Me,variables:{id:t,read:n}}),[c,l]=p(Ne),u=r.data?.webhookDelivery,m=(0,K.useCallback)(()=>a({requestPolicy:`network-only`}),[a]);Y(u?.status===`PENDING`,m);let h=u?.event&&ne(u.event.objectId);return(0,q.jsxs)(o,{title:`Webhook delivery`,loading:r.fetching&&!r.data,error:r.error,onRetry:m,empty:!!r.data&&(!u||u.endpointId!==e),emptyMessage:(0,q.jsxs)(`p`,{children:[`There is no delivery `,t,` of this endpoint. `,(0,q.jsx)(i,{to:`/developers/webhooks/`+e,children:`See its deliveries`}),`.`]}),children:[(0,q.jsx)(`p`,{className:`breadcrumb`,children:(0,q.jsx)(i,{to:`/developers/webhooks/`+e,children:`← Endpoint and its deliveries`})}),u&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`delivery-title`,children:[(0,q.jsxs)(`div`,{className:`section-head`,children:[(0,q.jsxs)(`h2`,{id:`delivery-title`,children:[(0,q.jsx)(`code`,{children:u.eventType}),` `,(0,q.jsx)($,{status:u.status})]}),(0,q.jsx)(s,{variant:`primary`,onClick:async()=>{(await l({id:t})).error||m()},disabled:c.fetching,children:`Replay`})]}),(0,q.jsx)(f,{error:c.error}),(0,q.jsx)(D,{items:[[`Event`,(0,q.jsx)(i,{to:`/developers/events/`+u.eventId,children:(0,q.jsx)(`code`,{children:u.eventId})})],[`Object`,u.event?h?(0,q.jsx)(i,{to:h,children:(0,q.jsx)(`code`,{children:u.event.objectId})}):(0,q.jsx)(`code`,{children:u.event.objectId}):`—`],[`Delivery id`,(0,q.jsx)(`code`,{children:u.id})],[`Created`,M(u.createdAt)],[`Next attempt`,u.nextAttemptAt?M(u.nextAttemptAt):(0,q.jsx)(`span`,{className:`muted`,children:`None scheduled`})],[`Attempts`,`${u.attempts.length} of at most 20`]]})]}),(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`request-title`,children:[(0,q.jsx)(`h2`,{id:`request-title`,children:`Request`}),(0,q.jsx)(`p`,{className:`section-text`,children:(0,q.jsxs)(`span`,{className:`mono`,children:[`POST `,u.request.url]})}),(0,q.jsx)(`h3`,{children:`Headers`}),(0,q.jsx)(R,{label:`Request headers`,children:P(u.request.headers)}),(0,q.jsx)(`h3`,{children:`Body`}),u.request.body==null?(0,q.jsx)(`p`,{className:`hint`,children:`Your role cannot read payloads in this mode.`}):(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`p`,{className:`hint`,children:`Indented here for reading; the receiver gets the exact bytes that were signed.`}),(0,q.jsx)(R,{label:`Request body`,json:!0,children:u.request.body})]})]}),(0,q.jsxs)(`section`,{className:`section`,"aria-labelledby":`attempts-title`,children:[(0,q.jsx)(`h2`,{id:`attempts-title`,children:`Attempts`}),u.attempts.length===0&&(0,q.jsxs)(`p`,{className:`section-text`,children:[`No attempt yet`,u.nextAttemptAt?`: the first is due ${M(u.nextAttemptAt)}`:``,`.`]}),[...u.attempts].reverse().map(e=>(0,q.jsxs)(E,{as:`article`,title:`Attempt ${e.attempt}`,level:3,className:`delivery-attempt`,aside:(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(x,{tone:A(e)?`success`:`danger`,children:j(e)}),(0,q.jsx)(`span`,{className:`muted`,children:N(e.latencyMs)}),(0,q.jsx)(`span`,{className:`muted`,children:M(e.createdAt)})]}),children:[e.error&&(0,q.jsxs)(f,{inline:!0,children:[`Error: `,(0,q.jsx)(`span`,{className:`mono`,children:e.error})]}),e.responseHeaders.length>0&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`h4`,{children:`Response headers`}),(0,q.jsx)(R,{label:`Attempt ${e.attempt}: response headers`,children:P(e.responseHeaders)})]}),(0,q.jsx)(`h4`,{children:`Response body`}),(0,q.jsx)(R,{label:`Attempt ${e.attempt}: response body`,json:!0,children:e.responseBody})]},e.attempt))]})]})]})}function Fe(e){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent),[n,r,i,a]=t;if(t.length===0||n===`keys`&&t.length===1)return{tab:`keys`};if(n===`events`){if(t.length===1)return{tab:`events`};if(t.length===2)return{view:`event`,id:r}}if(n===`webhooks`){if(t.length===1)return{tab:`webhooks`};if(t.length===2)return r===`new`?{view:`new-endpoint`}:{view:`endpoint`,id:r};if(t.length===4&&i===`deliveries`)return{view:`delivery`,endpointId:r,id:a}}return null}function Ie({revealed:e,onClose:t}){return(0,q.jsx)(C,{open:e!==null,onOpenChange:e=>!e&&t(),title:e?.title??``,description:(0,q.jsxs)(q.Fragment,{children:[e?.what,` It is shown only now: copy it and keep it somewhere safe.`]}),children:e&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(W,{text:!0,label:`The secret`,value:e.secret,copyLabel:`Copy secret`,testId:`secret`}),(0,q.jsx)(a,{end:!0,children:(0,q.jsx)(s,{variant:`primary`,onClick:t,children:`Done`})})]})})}var Le=[{tab:`keys`,to:`/developers/keys`,label:`API keys`},{tab:`webhooks`,to:`/developers/webhooks`,label:`Webhooks`},{tab:`events`,to:`/developers/events`,label:`Events`}];function Re({rest:e}){let[t,n]=(0,K.useState)(null),r=Fe(e),a;return a=r===null?(0,q.jsxs)(o,{title:`Page not found`,children:[(0,q.jsx)(`p`,{children:`There is no such page of the developer tools.`}),(0,q.jsx)(`p`,{children:(0,q.jsx)(i,{to:`/developers`,children:`Go to the developer tools`})})]}):`tab`in r?(0,q.jsxs)(o,{title:`Developers`,description:`Keys for your servers, webhooks for your receivers, and the events they carry.`,actions:(0,q.jsxs)(`a`,{className:l(),href:`/graphql`,target:`_blank`,rel:`noopener noreferrer`,children:[`Open GraphiQL`,(0,q.jsx)(`span`,{className:`sr-only`,children:` (opens in a new tab)`})]}),children:[(0,q.jsx)(G,{label:`Developer tools`,tabs:Le.map(e=>({to:e.to,label:e.label,current:e.tab===r.tab}))}),r.tab===`keys`&&(0,q.jsx)(ge,{onReveal:n}),r.tab===`webhooks`&&(0,q.jsx)(Se,{}),r.tab===`events`&&(0,q.jsx)(B,{})]}):r.view===`new-endpoint`?(0,q.jsx)(xe,{onReveal:n}):r.view===`endpoint`?(0,q.jsx)(je,{id:r.id,onReveal:n},r.id):r.view===`delivery`?(0,q.jsx)(Pe,{endpointId:r.endpointId,id:r.id},r.id):(0,q.jsx)(ie,{id:r.id},r.id),(0,q.jsxs)(q.Fragment,{children:[a,(0,q.jsx)(Ie,{revealed:t,onClose:()=>n(null)})]})}export{Re as default};