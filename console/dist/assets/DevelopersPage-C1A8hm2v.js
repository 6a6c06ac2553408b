import{C as e,a as t,b as n,m as r,o as i,p as a,t as o,u as s}from"./Page-C9MDVgOt.js";import{M as c,N as l,_ as u,a as d,o as f,r as p,s as m}from"./index-D-KxONK_.js";import{t as h}from"./urlState-Dw1W3PvB.js";import{t as g}from"./Field-Hwjir-5s.js";import{i as _,n as v,o as y,r as b,t as x}from"./format-DnCTM5RU.js";import{a as S,c as C,d as w,f as T,i as E,l as D,n as O,o as k,s as A,t as j,u as M}from"./Events-CYqPcGi6.js";import{a as N,c as P,l as ee,n as F,o as te,r as I,s as L,t as R,u as z}from"./ui-DqbEAL9g.js";import{n as ne,t as re}from"./fields-3GVtopdl.js";var B=e(n(),1),ie=[`READ`,`VERIFY`,`REVIEW`,`MONEY`,`DEVELOP`,`MANAGE`];function ae(e,t){if(!e)return[];let n=[];e===`OWNER`&&n.push(``,`OWNER`);for(let r of d)r!==`OWNER`&&ie.every(n=>!f(r,t,n)||f(e,t,n))&&n.push(r);return n}var V=r(),H=u(`
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
`),U=u(`
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
`),W=u(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`),G=20,K={additionalTypenames:[`ApiKey`]};function q(e){return e?m(e):`Unrestricted`}function J({onCreated:e}){let t=p(),n=ae(t.role,t.organization.mode),[r,i]=(0,B.useState)(!1),[a,s]=(0,B.useState)(``),[l,u]=(0,B.useState)(n.includes(`DEVELOPER`)?`DEVELOPER`:n[0]??``),[d,f]=c(U);return n.length===0?null:(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>i(!0),children:`Create a key`}),(0,V.jsx)(te,{open:r,onOpenChange:i,title:`Create a secret key`,description:`It works in ${t.organization.mode===`LIVE`?`live`:`test`} mode, and may do only what its role allows.`,children:(0,V.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault();let n=(await f({name:a.trim()||null,role:l===``?null:l},{additionalTypenames:[`ApiKey`]})).data?.createApiKey;n&&(i(!1),s(``),e({title:`Your new secret key`,what:`The key “${n.apiKey.name||n.apiKey.hint}” (${q(n.apiKey.role)}) works in ${n.apiKey.mode===`LIVE`?`live`:`test`} mode.`,secret:n.secret}))},children:[(0,V.jsx)(g,{label:`Name`,hint:`Who or what uses it, such as “Billing backend”.`,value:a,onChange:e=>s(e.target.value),autoComplete:`off`}),(0,V.jsxs)(`div`,{className:`field`,children:[(0,V.jsx)(`label`,{htmlFor:`key-role`,children:`Role`}),(0,V.jsx)(`select`,{id:`key-role`,value:l,onChange:e=>u(e.target.value),"aria-describedby":`key-role-hint`,children:n.map(e=>(0,V.jsx)(`option`,{value:e,children:e===``?`Unrestricted (everything)`:m(e)},e))}),(0,V.jsx)(`p`,{id:`key-role-hint`,className:`hint`,children:`You may give only roles that do no more than yours.`})]}),(0,V.jsx)(o,{error:d.error}),(0,V.jsxs)(`div`,{className:`modal-actions`,children:[(0,V.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>i(!1),children:`Cancel`}),(0,V.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:d.fetching,children:`Create key`})]})]})})]})}function oe({onReveal:e}){let t=S(),[{key:n}]=h({key:``}),[r,i]=l({query:H,variables:{first:G,after:t.after},context:K}),[a,o]=(0,B.useState)(null),[s,u]=c(W),d=r.data?.apiKeys,f=d?.edges??[];return(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`keys-title`,children:[(0,V.jsxs)(`div`,{className:`section-head`,children:[(0,V.jsx)(`h2`,{id:`keys-title`,children:`Secret keys`}),(0,V.jsx)(J,{onCreated:e})]}),(0,V.jsx)(`p`,{className:`section-text`,children:`Servers call the API with a secret key. A key may be restricted to a role; its secret is shown only when it is made.`}),(0,V.jsxs)(P,{loading:r.fetching&&!d,error:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:f.length===0,emptyMessage:(0,V.jsx)(`p`,{children:`No keys in this mode yet.`}),children:[(0,V.jsx)(`div`,{className:`table-wrap`,children:(0,V.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,V.jsx)(`thead`,{children:(0,V.jsxs)(`tr`,{children:[(0,V.jsx)(`th`,{scope:`col`,children:`Name`}),(0,V.jsx)(`th`,{scope:`col`,children:`Key`}),(0,V.jsx)(`th`,{scope:`col`,children:`Role`}),(0,V.jsx)(`th`,{scope:`col`,children:`Created`}),(0,V.jsx)(`th`,{scope:`col`,children:`Status`}),(0,V.jsx)(`th`,{scope:`col`,children:(0,V.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,V.jsx)(`tbody`,{children:f.map(({node:e})=>(0,V.jsxs)(`tr`,{id:e.id,className:e.id===n?`is-marked`:void 0,"aria-current":e.id===n?`true`:void 0,children:[(0,V.jsx)(`td`,{"data-label":`Name`,children:e.name||(0,V.jsx)(`span`,{className:`muted`,children:`Unnamed`})}),(0,V.jsx)(`td`,{"data-label":`Key`,children:(0,V.jsx)(`code`,{children:e.hint})}),(0,V.jsx)(`td`,{"data-label":`Role`,children:q(e.role)}),(0,V.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:v(e.createdAt)}),(0,V.jsx)(`td`,{"data-label":`Status`,children:e.revokedAt?(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(R,{tone:`danger`,children:`Revoked`}),` `,(0,V.jsx)(`span`,{className:`muted`,children:v(e.revokedAt)})]}):(0,V.jsx)(R,{tone:`success`,children:`Active`})}),(0,V.jsx)(`td`,{className:`actions`,children:!e.revokedAt&&(0,V.jsx)(`button`,{type:`button`,className:`button button-small button-danger-quiet`,"aria-label":`Revoke ${e.name||e.hint}`,onClick:()=>o(e),children:`Revoke`})})]},e.id))})]})}),(0,V.jsx)(L,{label:`Pages of keys`,isFirst:t.isFirst,hasNext:!!d?.pageInfo.hasNextPage,onPrevious:t.previous,onNext:()=>d?.pageInfo.endCursor&&t.next(d.pageInfo.endCursor)})]}),(0,V.jsx)(I,{open:a!==null,onOpenChange:e=>!e&&o(null),title:`Revoke this key?`,description:(0,V.jsxs)(V.Fragment,{children:[`Anything using `,(0,V.jsx)(`strong`,{children:a?.name||a?.hint}),` (`,a?.hint,`) stops working within seconds. This cannot be undone.`]}),confirmLabel:`Revoke key`,busy:s.fetching,error:s.error,onConfirm:async()=>!!a&&!(await u({id:a.id})).error})]})}function se({value:e,onChange:t,problem:n}){let r=(0,B.useId)(),i=n?r+`-problem`:void 0;return(0,V.jsxs)(`fieldset`,{className:`fieldset`,"aria-describedby":i,"aria-invalid":n?!0:void 0,children:[(0,V.jsx)(`legend`,{children:`Events to send`}),(0,V.jsxs)(`div`,{className:`radios`,children:[(0,V.jsxs)(`label`,{className:`check`,children:[(0,V.jsx)(`input`,{type:`radio`,name:r+`-scope`,checked:e.all,onChange:()=>t({...e,all:!0})}),`Every event`]}),(0,V.jsxs)(`label`,{className:`check`,children:[(0,V.jsx)(`input`,{type:`radio`,name:r+`-scope`,checked:!e.all,onChange:()=>t({...e,all:!1})}),`Only the events chosen below`]})]}),!e.all&&(0,V.jsxs)(V.Fragment,{children:[k.map(n=>{let i=e.checked.has(n.prefix);return(0,V.jsxs)(`div`,{className:`family`,role:`group`,"aria-labelledby":r+n.prefix,children:[(0,V.jsxs)(`label`,{className:`check family-head`,id:r+n.prefix,children:[(0,V.jsx)(`input`,{type:`checkbox`,checked:i,onChange:r=>t(w(e,n.prefix,r.target.checked))}),(0,V.jsxs)(`span`,{children:[n.label,`: all `,(0,V.jsx)(`code`,{children:n.prefix})]})]}),(0,V.jsx)(`ul`,{className:`checks checks-wide`,children:n.types.map(r=>(0,V.jsx)(`li`,{children:(0,V.jsxs)(`label`,{className:`check`,children:[(0,V.jsx)(`input`,{type:`checkbox`,disabled:i,checked:i?A(n.prefix,r):e.checked.has(r),onChange:n=>t(w(e,r,n.target.checked))}),(0,V.jsx)(`code`,{children:r})]})},r))})]},n.prefix)}),(0,V.jsxs)(`div`,{className:`field family`,children:[(0,V.jsx)(`label`,{htmlFor:r+`-other`,children:`Other types or prefixes`}),(0,V.jsx)(`input`,{id:r+`-other`,value:e.other,onChange:n=>t({...e,other:n.target.value}),"aria-describedby":r+`-other-hint`,autoComplete:`off`,spellCheck:!1}),(0,V.jsxs)(`p`,{id:r+`-other-hint`,className:`hint`,children:[`Separated by commas; a prefix ends in `,(0,V.jsx)(`code`,{children:`*`}),`, such as `,(0,V.jsx)(`code`,{children:`verification.*`}),`.`]})]})]}),n&&(0,V.jsx)(`p`,{id:i,className:`field-error`,children:n})]})}u(`
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
`);var ce=u(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...EndpointFields
    }
  }
`),le=u(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),ue={additionalTypenames:[`WebhookEndpoint`]};function Y({initial:e,withUrl:t,submitLabel:n,busy:r,error:i,onSubmit:a,onCancel:s}){let[c,l]=(0,B.useState)(e),u=re(i),d=e=>u[e]?.join(` `),f=ne(u,[`url`,`description`,`events`,`enabled`]);return(0,V.jsxs)(`form`,{className:`form narrow`,onSubmit:e=>{e.preventDefault(),a(c)},noValidate:!0,children:[t&&(0,V.jsx)(g,{label:`Endpoint URL`,type:`url`,required:!0,value:c.url,onChange:e=>l({...c,url:e.target.value}),problem:d(`url`),hint:`Where Meridian sends events: https in live mode; http and local addresses work in test mode.`,autoComplete:`off`,spellCheck:!1}),(0,V.jsx)(g,{label:`Description`,value:c.description,onChange:e=>l({...c,description:e.target.value}),problem:d(`description`),autoComplete:`off`}),(0,V.jsx)(se,{value:c.events,onChange:e=>l({...c,events:e}),problem:d(`events`)}),!t&&(0,V.jsxs)(`label`,{className:`check`,children:[(0,V.jsx)(`input`,{type:`checkbox`,checked:c.enabled,onChange:e=>l({...c,enabled:e.target.checked})}),`Enabled: events are sent to it`]}),f.length>0?(0,V.jsx)(`p`,{className:`form-error`,role:`alert`,children:f.join(` `)}):Object.keys(u).length===0&&(0,V.jsx)(o,{error:i}),(0,V.jsxs)(`div`,{className:`form-actions`,children:[(0,V.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:r,children:n}),(0,V.jsx)(`button`,{type:`button`,className:`button`,onClick:s,children:`Cancel`})]})]})}function de({onReveal:e}){let n=a(),[r,o]=c(le);return(0,V.jsxs)(t,{title:`Add a webhook endpoint`,description:`Meridian sends the events you choose to this URL, signed, and retries until it answers 2xx.`,children:[(0,V.jsx)(`p`,{className:`breadcrumb`,children:(0,V.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),(0,V.jsx)(Y,{initial:{url:``,description:``,events:M([]),enabled:!0},withUrl:!0,submitLabel:`Add endpoint`,busy:r.fetching,error:r.error,onSubmit:async t=>{let r=(await o({input:{url:t.url.trim(),description:t.description,events:D(t.events)}},{additionalTypenames:[`WebhookEndpoint`]})).data?.createWebhookEndpoint;r&&(n(s(`/developers/webhooks/`+r.endpoint.id)),e({title:`Your endpoint’s signing secret`,what:`Verify each delivery to ${r.endpoint.url} with this secret (Standard Webhooks).`,secret:r.secret}))},onCancel:()=>n(s(`/developers/webhooks`))})]})}function fe(){let[e,t]=l({query:ce,context:ue}),n=e.data?.webhookEndpoints;return(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`webhooks-title`,children:[(0,V.jsxs)(`div`,{className:`section-head`,children:[(0,V.jsx)(`h2`,{id:`webhooks-title`,children:`Webhook endpoints`}),(0,V.jsx)(i,{to:`/developers/webhooks/new`,className:`button button-primary`,children:`Add an endpoint`})]}),(0,V.jsx)(`p`,{className:`section-text`,children:`Each endpoint receives the events it asks for, signed with its own secret. At most 50 in each mode.`}),(0,V.jsx)(P,{loading:e.fetching&&!n,error:e.error,onRetry:()=>t({requestPolicy:`network-only`}),empty:n?.length===0,emptyMessage:(0,V.jsx)(`p`,{children:`No endpoints yet: add one to receive events.`}),children:(0,V.jsx)(`div`,{className:`table-wrap`,children:(0,V.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,V.jsx)(`thead`,{children:(0,V.jsxs)(`tr`,{children:[(0,V.jsx)(`th`,{scope:`col`,children:`URL`}),(0,V.jsx)(`th`,{scope:`col`,children:`Events`}),(0,V.jsx)(`th`,{scope:`col`,children:`Status`}),(0,V.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,V.jsx)(`tbody`,{children:n?.map(e=>(0,V.jsxs)(`tr`,{children:[(0,V.jsxs)(`td`,{"data-label":`URL`,children:[(0,V.jsx)(i,{to:`/developers/webhooks/`+e.id,className:`mono`,children:e.url}),e.description&&(0,V.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,V.jsx)(`td`,{"data-label":`Events`,children:C(e.events)}),(0,V.jsx)(`td`,{"data-label":`Status`,children:e.enabled?(0,V.jsx)(R,{tone:`success`,children:`Enabled`}):(0,V.jsx)(R,{tone:`neutral`,children:`Disabled`})}),(0,V.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:v(e.createdAt)})]},e.id))})]})})})]})}function X(e,t,n=2e3){(0,B.useEffect)(()=>{if(!e)return;let r=window.setInterval(()=>{document.visibilityState===`visible`&&t()},n);return()=>window.clearInterval(r)},[e,t,n])}var pe=u(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...EndpointFields
    }
  }
`),me=u(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...EndpointFields
    }
  }
`),he=u(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),ge=u(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`),_e=u(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      status
    }
  }
`),ve=u(`
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
`),ye=20,be={additionalTypenames:[`WebhookDelivery`]},Z=[{value:`pending`,status:`PENDING`,label:`Pending`,tone:`warning`},{value:`succeeded`,status:`SUCCEEDED`,label:`Succeeded`,tone:`success`},{value:`failed`,status:`FAILED`,label:`Failed`,tone:`danger`}];function Q({status:e}){let t=Z.find(t=>t.status===e);return(0,V.jsx)(R,{tone:t?.tone,children:t?.label??e})}function xe({endpointId:e}){let[{status:t},n]=h({status:``,after:``,back:[]}),r=S(),a=Z.find(e=>e.value===t),[o,c]=l({query:ve,variables:{endpointId:e,status:a?.status??null,first:ye,after:r.after},context:be}),u=o.data?.webhookDeliveries,d=u?.edges??[],f=(0,B.useCallback)(()=>c({requestPolicy:`network-only`}),[c]);X(d.some(e=>e.node.status===`PENDING`),f);let p=[{value:``,label:`All`},...Z];return(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`deliveries-title`,children:[(0,V.jsxs)(`div`,{className:`section-head`,children:[(0,V.jsx)(`h2`,{id:`deliveries-title`,children:`Deliveries`}),(0,V.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:f,children:`Refresh`})]}),(0,V.jsx)(`nav`,{"aria-label":`Deliveries by status`,children:(0,V.jsx)(`ul`,{className:`segmented`,children:p.map(r=>(0,V.jsx)(`li`,{children:(0,V.jsx)(`a`,{href:s(`/developers/webhooks/${e}${r.value?`?status=`+r.value:``}`),"aria-current":t===r.value?`page`:void 0,onClick:e=>{e.preventDefault(),n({status:r.value,...E})},children:r.label})},r.value))})}),(0,V.jsxs)(P,{loading:o.fetching&&!u,error:o.error,onRetry:f,empty:d.length===0,emptyMessage:(0,V.jsx)(`p`,{children:a?`No ${a.label.toLowerCase()} deliveries.`:`No deliveries yet: send a test event to see one.`}),children:[(0,V.jsx)(`div`,{className:`table-wrap`,children:(0,V.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,V.jsx)(`thead`,{children:(0,V.jsxs)(`tr`,{children:[(0,V.jsx)(`th`,{scope:`col`,children:`Event`}),(0,V.jsx)(`th`,{scope:`col`,children:`Status`}),(0,V.jsx)(`th`,{scope:`col`,children:`Last response`}),(0,V.jsx)(`th`,{scope:`col`,children:`Attempts`}),(0,V.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,V.jsx)(`tbody`,{children:d.map(({node:t})=>{let n=t.attempts[t.attempts.length-1];return(0,V.jsxs)(`tr`,{children:[(0,V.jsxs)(`td`,{"data-label":`Event`,children:[(0,V.jsx)(i,{to:`/developers/webhooks/${e}/deliveries/${t.id}`,children:(0,V.jsx)(`code`,{children:t.eventType})}),(0,V.jsx)(`div`,{className:`muted mono`,children:t.eventId})]}),(0,V.jsx)(`td`,{"data-label":`Status`,children:(0,V.jsx)(Q,{status:t.status})}),(0,V.jsx)(`td`,{"data-label":`Last response`,children:n?_(n):(0,V.jsx)(`span`,{className:`muted`,children:`None yet`})}),(0,V.jsx)(`td`,{"data-label":`Attempts`,children:t.attempts.length}),(0,V.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:v(t.createdAt)})]},t.id)})})]})}),(0,V.jsx)(L,{label:`Pages of deliveries`,isFirst:r.isFirst,hasNext:!!u?.pageInfo.hasNextPage,onPrevious:r.previous,onNext:()=>u?.pageInfo.endCursor&&r.next(u.pageInfo.endCursor)})]})]})}function Se({id:e,onReveal:n}){let r=a(),[u,d]=l({query:pe,variables:{id:e}}),[f,p]=(0,B.useState)(!1),[m,h]=(0,B.useState)(null),[g,_]=c(me),[y,b]=c(he),[x,S]=c(ge),[w,T]=c(_e),[E,O]=(0,B.useState)(0),k=u.data?.webhookEndpoint,A=async t=>{(await _({id:e,input:{description:t.description,events:D(t.events),enabled:t.enabled}})).error||p(!1)},j=async()=>{(await T({endpointId:e},{additionalTypenames:[`WebhookDelivery`]})).error||O(e=>e+1)};return(0,V.jsxs)(t,{title:`Webhook endpoint`,loading:u.fetching&&!u.data,error:u.error,onRetry:()=>d({requestPolicy:`network-only`}),empty:!!u.data&&!k,emptyMessage:(0,V.jsxs)(`p`,{children:[`There is no endpoint `,e,` in this mode. `,(0,V.jsx)(i,{to:`/developers/webhooks`,children:`See every endpoint`}),`.`]}),children:[(0,V.jsx)(`p`,{className:`breadcrumb`,children:(0,V.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),k&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`endpoint-title`,children:[(0,V.jsx)(`h2`,{id:`endpoint-title`,className:`mono`,children:k.url}),f?(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`p`,{className:`section-text`,children:`Change what it receives.`}),(0,V.jsx)(Y,{initial:{url:k.url,description:k.description,events:M(k.events),enabled:k.enabled},withUrl:!1,submitLabel:`Save changes`,busy:g.fetching,error:g.error,onSubmit:A,onCancel:()=>p(!1)})]}):(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(N,{items:[[`Status`,k.enabled?(0,V.jsx)(R,{tone:`success`,children:`Enabled`}):(0,V.jsx)(R,{tone:`neutral`,children:`Disabled`})],[`Events`,C(k.events)],[`Description`,k.description||(0,V.jsx)(`span`,{className:`muted`,children:`None`})],[`Endpoint id`,(0,V.jsx)(`code`,{children:k.id})],[`Created`,v(k.createdAt)],...k.disabledReason?[[`Disabled because`,k.disabledReason]]:[]]}),(0,V.jsxs)(`div`,{className:`toolbar`,children:[(0,V.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:j,disabled:w.fetching,children:`Send a test event`}),(0,V.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>p(!0),children:`Edit`}),(0,V.jsx)(`button`,{type:`button`,className:`button`,disabled:g.fetching,onClick:()=>_({id:e,input:{enabled:!k.enabled}}),children:k.enabled?`Disable`:`Enable`}),(0,V.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>h(`rotate`),children:`Rotate secret`}),(0,V.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,onClick:()=>h(`delete`),children:`Delete`})]}),(0,V.jsx)(o,{error:w.error??g.error}),E>0&&!w.error&&(0,V.jsxs)(`p`,{className:`notice`,role:`status`,children:[`A `,(0,V.jsx)(`code`,{children:`webhook.test`}),` event is on its way: it is listed below.`]})]})]}),(0,V.jsx)(xe,{endpointId:e}),(0,V.jsx)(I,{open:m===`rotate`,onOpenChange:e=>!e&&h(null),title:`Rotate the signing secret?`,description:`A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, while you change your receiver.`,confirmLabel:`Rotate secret`,busy:y.fetching,error:y.error,onConfirm:async()=>{let t=(await b({id:e})).data?.rotateWebhookSecret;return t?(n({title:`Your endpoint’s new signing secret`,what:`Deliveries to ${t.endpoint.url} are signed with it from now on.`,secret:t.secret}),!0):!1}}),(0,V.jsx)(I,{open:m===`delete`,onOpenChange:e=>!e&&h(null),title:`Delete this endpoint?`,description:(0,V.jsxs)(V.Fragment,{children:[`Nothing more is sent to `,(0,V.jsx)(`code`,{children:k.url}),`, and its deliveries are no longer listed. This cannot be undone.`]}),confirmLabel:`Delete endpoint`,busy:x.fetching,error:x.error,onConfirm:async()=>!(await S({id:e},{additionalTypenames:[`WebhookEndpoint`]})).error&&(r(s(`/developers/webhooks`),{replace:!0}),!0)})]})]})}var $=u(`
  query WebhookDelivery($id: ID!) {
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
        body
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
`),Ce=u(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);function we({endpointId:e,id:n}){let[r,a]=l({query:$,variables:{id:n}}),[s,u]=c(Ce),d=r.data?.webhookDelivery,f=(0,B.useCallback)(()=>a({requestPolicy:`network-only`}),[a]);X(d?.status===`PENDING`,f);let p=d?.event&&T(d.event.objectId);return(0,V.jsxs)(t,{title:`Webhook delivery`,loading:r.fetching&&!r.data,error:r.error,onRetry:f,empty:!!r.data&&(!d||d.endpointId!==e),emptyMessage:(0,V.jsxs)(`p`,{children:[`There is no delivery `,n,` of this endpoint. `,(0,V.jsx)(i,{to:`/developers/webhooks/`+e,children:`See its deliveries`}),`.`]}),children:[(0,V.jsx)(`p`,{className:`breadcrumb`,children:(0,V.jsx)(i,{to:`/developers/webhooks/`+e,children:`← Endpoint and its deliveries`})}),d&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`delivery-title`,children:[(0,V.jsxs)(`div`,{className:`section-head`,children:[(0,V.jsxs)(`h2`,{id:`delivery-title`,children:[(0,V.jsx)(`code`,{children:d.eventType}),` `,(0,V.jsx)(Q,{status:d.status})]}),(0,V.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:async()=>{(await u({id:n})).error||f()},disabled:s.fetching,children:`Replay`})]}),(0,V.jsx)(o,{error:s.error}),(0,V.jsx)(N,{items:[[`Event`,(0,V.jsx)(i,{to:`/developers/events/`+d.eventId,children:(0,V.jsx)(`code`,{children:d.eventId})})],[`Object`,d.event?p?(0,V.jsx)(i,{to:p,children:(0,V.jsx)(`code`,{children:d.event.objectId})}):(0,V.jsx)(`code`,{children:d.event.objectId}):`—`],[`Delivery id`,(0,V.jsx)(`code`,{children:d.id})],[`Created`,v(d.createdAt)],[`Next attempt`,d.nextAttemptAt?v(d.nextAttemptAt):(0,V.jsx)(`span`,{className:`muted`,children:`None scheduled`})],[`Attempts`,`${d.attempts.length} of at most 20`]]})]}),(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`request-title`,children:[(0,V.jsx)(`h2`,{id:`request-title`,children:`Request`}),(0,V.jsx)(`p`,{className:`section-text`,children:(0,V.jsxs)(`span`,{className:`mono`,children:[`POST `,d.request.url]})}),(0,V.jsx)(`h3`,{children:`Headers`}),(0,V.jsx)(F,{label:`Request headers`,children:x(d.request.headers)}),(0,V.jsx)(`h3`,{children:`Body`}),(0,V.jsx)(`p`,{className:`hint`,children:`Indented here for reading; the receiver gets the exact bytes that were signed.`}),(0,V.jsx)(F,{label:`Request body`,json:!0,children:d.request.body})]}),(0,V.jsxs)(`section`,{className:`section`,"aria-labelledby":`attempts-title`,children:[(0,V.jsx)(`h2`,{id:`attempts-title`,children:`Attempts`}),d.attempts.length===0&&(0,V.jsxs)(`p`,{className:`section-text`,children:[`No attempt yet`,d.nextAttemptAt?`: the first is due ${v(d.nextAttemptAt)}`:``,`.`]}),[...d.attempts].reverse().map(e=>(0,V.jsxs)(`article`,{className:`card`,"aria-labelledby":`attempt-${e.attempt}`,children:[(0,V.jsxs)(`div`,{className:`card-head`,children:[(0,V.jsxs)(`h3`,{id:`attempt-${e.attempt}`,children:[`Attempt `,e.attempt]}),(0,V.jsx)(R,{tone:y(e)?`success`:`danger`,children:_(e)}),(0,V.jsx)(`span`,{className:`muted`,children:b(e.latencyMs)}),(0,V.jsx)(`span`,{className:`muted`,children:v(e.createdAt)})]}),e.error&&(0,V.jsxs)(`p`,{className:`field-error`,children:[`Error: `,(0,V.jsx)(`span`,{className:`mono`,children:e.error})]}),e.responseHeaders.length>0&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`h4`,{children:`Response headers`}),(0,V.jsx)(F,{label:`Attempt ${e.attempt}: response headers`,children:x(e.responseHeaders)})]}),(0,V.jsx)(`h4`,{children:`Response body`}),(0,V.jsx)(F,{label:`Attempt ${e.attempt}: response body`,json:!0,children:e.responseBody})]},e.attempt))]})]})]})}function Te(e){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent),[n,r,i,a]=t;if(t.length===0||n===`keys`&&t.length===1)return{tab:`keys`};if(n===`events`){if(t.length===1)return{tab:`events`};if(t.length===2)return{view:`event`,id:r}}if(n===`webhooks`){if(t.length===1)return{tab:`webhooks`};if(t.length===2)return r===`new`?{view:`new-endpoint`}:{view:`endpoint`,id:r};if(t.length===4&&i===`deliveries`)return{view:`delivery`,endpointId:r,id:a}}return null}var Ee=[{tab:`keys`,to:`/developers/keys`,label:`API keys`},{tab:`webhooks`,to:`/developers/webhooks`,label:`Webhooks`},{tab:`events`,to:`/developers/events`,label:`Events`}];function De({rest:e}){let[n,r]=(0,B.useState)(null),a=Te(e),o;return o=a===null?(0,V.jsxs)(t,{title:`Page not found`,children:[(0,V.jsx)(`p`,{children:`There is no such page of the developer tools.`}),(0,V.jsx)(`p`,{children:(0,V.jsx)(i,{to:`/developers`,children:`Go to the developer tools`})})]}):`tab`in a?(0,V.jsxs)(t,{title:`Developers`,description:`Keys for your servers, webhooks for your receivers, and the events they carry.`,actions:(0,V.jsxs)(`a`,{className:`button`,href:`/graphql`,target:`_blank`,rel:`noopener noreferrer`,children:[`Open GraphiQL`,(0,V.jsx)(`span`,{className:`sr-only`,children:` (opens in a new tab)`})]}),children:[(0,V.jsx)(z,{label:`Developer tools`,tabs:Ee.map(e=>({to:e.to,label:e.label,current:e.tab===a.tab}))}),a.tab===`keys`&&(0,V.jsx)(oe,{onReveal:r}),a.tab===`webhooks`&&(0,V.jsx)(fe,{}),a.tab===`events`&&(0,V.jsx)(O,{})]}):a.view===`new-endpoint`?(0,V.jsx)(de,{onReveal:r}):a.view===`endpoint`?(0,V.jsx)(Se,{id:a.id,onReveal:r},a.id):a.view===`delivery`?(0,V.jsx)(we,{endpointId:a.endpointId,id:a.id},a.id):(0,V.jsx)(j,{id:a.id},a.id),(0,V.jsxs)(V.Fragment,{children:[o,(0,V.jsx)(ee,{revealed:n,onClose:()=>r(null)})]})}export{De as default};