import{C as e,a as t,b as n,m as r,o as i,p as a,t as o,u as s}from"./Page-C9MDVgOt.js";import{M as c,N as l,_ as u,a as d,o as f,r as p,s as m,t as h}from"./index-BoqkaeXc.js";import{t as g}from"./urlState-Dw1W3PvB.js";import{t as _}from"./Field-Hwjir-5s.js";import{i as v,n as y,o as b,r as x,t as S}from"./format-DnCTM5RU.js";import{a as C,c as w,d as T,f as E,i as D,l as O,n as k,o as A,s as j,t as M,u as N}from"./Events-BrmOSIq1.js";import{a as P,c as F,l as ee,n as I,o as L,r as R,s as z,t as B,u as te}from"./ui-B82uN88m.js";import{n as ne,t as re}from"./fields-3GVtopdl.js";var V=e(n(),1),ie=[`READ`,`VERIFY`,`REVIEW`,`MONEY`,`DEVELOP`,`MANAGE`];function ae(e,t){if(!e)return[];let n=[];e===`OWNER`&&n.push(``,`OWNER`);for(let r of d)r!==`OWNER`&&ie.every(n=>!f(r,t,n)||f(e,t,n))&&n.push(r);return n}var H=r(),U=u(`
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
`),W=u(`
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
`),G=u(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`),K=20,q={additionalTypenames:[`ApiKey`]};function J(e){return e?m(e):`Unrestricted`}function oe({onCreated:e}){let t=p(),n=ae(t.role,t.organization.mode),[r,i]=(0,V.useState)(!1),[a,s]=(0,V.useState)(``),[l,u]=(0,V.useState)(n.includes(`DEVELOPER`)?`DEVELOPER`:n[0]??``),[d,f]=c(W);return n.length===0?null:(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>i(!0),children:`Create a key`}),(0,H.jsx)(L,{open:r,onOpenChange:i,title:`Create a secret key`,description:`It works in ${t.organization.mode===`LIVE`?`live`:`test`} mode, and may do only what its role allows.`,children:(0,H.jsxs)(`form`,{className:`form`,onSubmit:async t=>{t.preventDefault();let n=(await f({name:a.trim()||null,role:l===``?null:l},{additionalTypenames:[`ApiKey`]})).data?.createApiKey;n&&(i(!1),s(``),e({title:`Your new secret key`,what:`The key “${n.apiKey.name||n.apiKey.hint}” (${J(n.apiKey.role)}) works in ${n.apiKey.mode===`LIVE`?`live`:`test`} mode.`,secret:n.secret}))},children:[(0,H.jsx)(_,{label:`Name`,hint:`Who or what uses it, such as “Billing backend”.`,value:a,onChange:e=>s(e.target.value),autoComplete:`off`}),(0,H.jsxs)(`div`,{className:`field`,children:[(0,H.jsx)(`label`,{htmlFor:`key-role`,children:`Role`}),(0,H.jsx)(`select`,{id:`key-role`,value:l,onChange:e=>u(e.target.value),"aria-describedby":`key-role-hint`,children:n.map(e=>(0,H.jsx)(`option`,{value:e,children:e===``?`Unrestricted (everything)`:m(e)},e))}),(0,H.jsx)(`p`,{id:`key-role-hint`,className:`hint`,children:`You may give only roles that do no more than yours.`})]}),(0,H.jsx)(o,{error:d.error}),(0,H.jsxs)(`div`,{className:`modal-actions`,children:[(0,H.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>i(!1),children:`Cancel`}),(0,H.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:d.fetching,children:`Create key`})]})]})})]})}function se({onReveal:e}){let t=C(),[{key:n}]=g({key:``}),[r,i]=l({query:U,variables:{first:K,after:t.after},context:q}),[a,o]=(0,V.useState)(null),[s,u]=c(G),d=r.data?.apiKeys,f=d?.edges??[];return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`keys-title`,children:[(0,H.jsxs)(`div`,{className:`section-head`,children:[(0,H.jsx)(`h2`,{id:`keys-title`,children:`Secret keys`}),(0,H.jsx)(oe,{onCreated:e})]}),(0,H.jsx)(`p`,{className:`section-text`,children:`Servers call the API with a secret key. A key may be restricted to a role; its secret is shown only when it is made.`}),(0,H.jsxs)(F,{loading:r.fetching&&!d,error:r.error,onRetry:()=>i({requestPolicy:`network-only`}),empty:f.length===0,emptyMessage:(0,H.jsx)(`p`,{children:`No keys in this mode yet.`}),children:[(0,H.jsx)(`div`,{className:`table-wrap`,children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Name`}),(0,H.jsx)(`th`,{scope:`col`,children:`Key`}),(0,H.jsx)(`th`,{scope:`col`,children:`Role`}),(0,H.jsx)(`th`,{scope:`col`,children:`Created`}),(0,H.jsx)(`th`,{scope:`col`,children:`Status`}),(0,H.jsx)(`th`,{scope:`col`,children:(0,H.jsx)(`span`,{className:`sr-only`,children:`Actions`})})]})}),(0,H.jsx)(`tbody`,{children:f.map(({node:e})=>(0,H.jsxs)(`tr`,{id:e.id,className:e.id===n?`is-marked`:void 0,"aria-current":e.id===n?`true`:void 0,children:[(0,H.jsx)(`td`,{"data-label":`Name`,children:e.name||(0,H.jsx)(`span`,{className:`muted`,children:`Unnamed`})}),(0,H.jsx)(`td`,{"data-label":`Key`,children:(0,H.jsx)(`code`,{children:e.hint})}),(0,H.jsx)(`td`,{"data-label":`Role`,children:J(e.role)}),(0,H.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:y(e.createdAt)}),(0,H.jsx)(`td`,{"data-label":`Status`,children:e.revokedAt?(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(B,{tone:`danger`,children:`Revoked`}),` `,(0,H.jsx)(`span`,{className:`muted`,children:y(e.revokedAt)})]}):(0,H.jsx)(B,{tone:`success`,children:`Active`})}),(0,H.jsx)(`td`,{className:`actions`,children:!e.revokedAt&&(0,H.jsx)(`button`,{type:`button`,className:`button button-small button-danger-quiet`,"aria-label":`Revoke ${e.name||e.hint}`,onClick:()=>o(e),children:`Revoke`})})]},e.id))})]})}),(0,H.jsx)(z,{label:`Pages of keys`,isFirst:t.isFirst,hasNext:!!d?.pageInfo.hasNextPage,onPrevious:t.previous,onNext:()=>d?.pageInfo.endCursor&&t.next(d.pageInfo.endCursor)})]}),(0,H.jsx)(R,{open:a!==null,onOpenChange:e=>!e&&o(null),title:`Revoke this key?`,description:(0,H.jsxs)(H.Fragment,{children:[`Anything using `,(0,H.jsx)(`strong`,{children:a?.name||a?.hint}),` (`,a?.hint,`) stops working within seconds. This cannot be undone.`]}),confirmLabel:`Revoke key`,busy:s.fetching,error:s.error,onConfirm:async()=>!!a&&!(await u({id:a.id})).error})]})}function ce({value:e,onChange:t,problem:n}){let r=(0,V.useId)(),i=n?r+`-problem`:void 0;return(0,H.jsxs)(`fieldset`,{className:`fieldset`,"aria-describedby":i,"aria-invalid":n?!0:void 0,children:[(0,H.jsx)(`legend`,{children:`Events to send`}),(0,H.jsxs)(`div`,{className:`radios`,children:[(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`radio`,name:r+`-scope`,checked:e.all,onChange:()=>t({...e,all:!0})}),`Every event`]}),(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`radio`,name:r+`-scope`,checked:!e.all,onChange:()=>t({...e,all:!1})}),`Only the events chosen below`]})]}),!e.all&&(0,H.jsxs)(H.Fragment,{children:[A.map(n=>{let i=e.checked.has(n.prefix);return(0,H.jsxs)(`div`,{className:`family`,role:`group`,"aria-labelledby":r+n.prefix,children:[(0,H.jsxs)(`label`,{className:`check family-head`,id:r+n.prefix,children:[(0,H.jsx)(`input`,{type:`checkbox`,checked:i,onChange:r=>t(T(e,n.prefix,r.target.checked))}),(0,H.jsxs)(`span`,{children:[n.label,`: all `,(0,H.jsx)(`code`,{children:n.prefix})]})]}),(0,H.jsx)(`ul`,{className:`checks checks-wide`,children:n.types.map(r=>(0,H.jsx)(`li`,{children:(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`checkbox`,disabled:i,checked:i?j(n.prefix,r):e.checked.has(r),onChange:n=>t(T(e,r,n.target.checked))}),(0,H.jsx)(`code`,{children:r})]})},r))})]},n.prefix)}),(0,H.jsxs)(`div`,{className:`field family`,children:[(0,H.jsx)(`label`,{htmlFor:r+`-other`,children:`Other types or prefixes`}),(0,H.jsx)(`input`,{id:r+`-other`,value:e.other,onChange:n=>t({...e,other:n.target.value}),"aria-describedby":r+`-other-hint`,autoComplete:`off`,spellCheck:!1}),(0,H.jsxs)(`p`,{id:r+`-other-hint`,className:`hint`,children:[`Separated by commas; a prefix ends in `,(0,H.jsx)(`code`,{children:`*`}),`, such as `,(0,H.jsx)(`code`,{children:`verification.*`}),`.`]})]})]}),n&&(0,H.jsx)(`p`,{id:i,className:`field-error`,children:n})]})}u(`
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
`);var le=u(`
  query WebhookEndpoints {
    webhookEndpoints {
      ...EndpointFields
    }
  }
`),ue=u(`
  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),de={additionalTypenames:[`WebhookEndpoint`]};function Y({initial:e,withUrl:t,submitLabel:n,busy:r,error:i,onSubmit:a,onCancel:s}){let[c,l]=(0,V.useState)(e),u=re(i),d=e=>u[e]?.join(` `),f=ne(u,[`url`,`description`,`events`,`enabled`]);return(0,H.jsxs)(`form`,{className:`form narrow`,onSubmit:e=>{e.preventDefault(),a(c)},noValidate:!0,children:[t&&(0,H.jsx)(_,{label:`Endpoint URL`,type:`url`,required:!0,value:c.url,onChange:e=>l({...c,url:e.target.value}),problem:d(`url`),hint:`Where Meridian sends events: https in live mode; http and local addresses work in test mode.`,autoComplete:`off`,spellCheck:!1}),(0,H.jsx)(_,{label:`Description`,value:c.description,onChange:e=>l({...c,description:e.target.value}),problem:d(`description`),autoComplete:`off`}),(0,H.jsx)(ce,{value:c.events,onChange:e=>l({...c,events:e}),problem:d(`events`)}),!t&&(0,H.jsxs)(`label`,{className:`check`,children:[(0,H.jsx)(`input`,{type:`checkbox`,checked:c.enabled,onChange:e=>l({...c,enabled:e.target.checked})}),`Enabled: events are sent to it`]}),f.length>0?(0,H.jsx)(`p`,{className:`form-error`,role:`alert`,children:f.join(` `)}):Object.keys(u).length===0&&(0,H.jsx)(o,{error:i}),(0,H.jsxs)(`div`,{className:`form-actions`,children:[(0,H.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:r,children:n}),(0,H.jsx)(`button`,{type:`button`,className:`button`,onClick:s,children:`Cancel`})]})]})}function fe({onReveal:e}){let n=a(),[r,o]=c(ue);return(0,H.jsxs)(t,{title:`Add a webhook endpoint`,description:`Meridian sends the events you choose to this URL, signed, and retries until it answers 2xx.`,children:[(0,H.jsx)(`p`,{className:`breadcrumb`,children:(0,H.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),(0,H.jsx)(Y,{initial:{url:``,description:``,events:N([]),enabled:!0},withUrl:!0,submitLabel:`Add endpoint`,busy:r.fetching,error:r.error,onSubmit:async t=>{let r=(await o({input:{url:t.url.trim(),description:t.description,events:O(t.events)}},{additionalTypenames:[`WebhookEndpoint`]})).data?.createWebhookEndpoint;r&&(n(s(`/developers/webhooks/`+r.endpoint.id)),e({title:`Your endpoint’s signing secret`,what:`Verify each delivery to ${r.endpoint.url} with this secret (Standard Webhooks).`,secret:r.secret}))},onCancel:()=>n(s(`/developers/webhooks`))})]})}function pe(){let[e,t]=l({query:le,context:de}),n=e.data?.webhookEndpoints;return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`webhooks-title`,children:[(0,H.jsxs)(`div`,{className:`section-head`,children:[(0,H.jsx)(`h2`,{id:`webhooks-title`,children:`Webhook endpoints`}),(0,H.jsx)(i,{to:`/developers/webhooks/new`,className:`button button-primary`,children:`Add an endpoint`})]}),(0,H.jsx)(`p`,{className:`section-text`,children:`Each endpoint receives the events it asks for, signed with its own secret. At most 50 in each mode.`}),(0,H.jsx)(F,{loading:e.fetching&&!n,error:e.error,onRetry:()=>t({requestPolicy:`network-only`}),empty:n?.length===0,emptyMessage:(0,H.jsx)(`p`,{children:`No endpoints yet: add one to receive events.`}),children:(0,H.jsx)(`div`,{className:`table-wrap`,children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`URL`}),(0,H.jsx)(`th`,{scope:`col`,children:`Events`}),(0,H.jsx)(`th`,{scope:`col`,children:`Status`}),(0,H.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,H.jsx)(`tbody`,{children:n?.map(e=>(0,H.jsxs)(`tr`,{children:[(0,H.jsxs)(`td`,{"data-label":`URL`,children:[(0,H.jsx)(i,{to:`/developers/webhooks/`+e.id,className:`mono`,children:e.url}),e.description&&(0,H.jsx)(`div`,{className:`muted`,children:e.description})]}),(0,H.jsx)(`td`,{"data-label":`Events`,children:w(e.events)}),(0,H.jsx)(`td`,{"data-label":`Status`,children:e.enabled?(0,H.jsx)(B,{tone:`success`,children:`Enabled`}):(0,H.jsx)(B,{tone:`neutral`,children:`Disabled`})}),(0,H.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:y(e.createdAt)})]},e.id))})]})})})]})}function X(e,t,n=2e3){(0,V.useEffect)(()=>{if(!e)return;let r=window.setInterval(()=>{document.visibilityState===`visible`&&t()},n);return()=>window.clearInterval(r)},[e,t,n])}var me=u(`
  query WebhookEndpoint($id: ID!) {
    webhookEndpoint(id: $id) {
      ...EndpointFields
    }
  }
`),he=u(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: WebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      ...EndpointFields
    }
  }
`),ge=u(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        ...EndpointFields
      }
      secret
    }
  }
`),_e=u(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`),ve=u(`
  mutation SendTestWebhookEvent($endpointId: ID!) {
    sendTestWebhookEvent(endpointId: $endpointId) {
      id
      status
    }
  }
`),ye=u(`
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
`),be=20,xe={additionalTypenames:[`WebhookDelivery`]},Z=[{value:`pending`,status:`PENDING`,label:`Pending`,tone:`warning`},{value:`succeeded`,status:`SUCCEEDED`,label:`Succeeded`,tone:`success`},{value:`failed`,status:`FAILED`,label:`Failed`,tone:`danger`}];function Q({status:e}){let t=Z.find(t=>t.status===e);return(0,H.jsx)(B,{tone:t?.tone,children:t?.label??e})}function Se({endpointId:e}){let[{status:t},n]=g({status:``,after:``,back:[]}),r=C(),a=Z.find(e=>e.value===t),[o,c]=l({query:ye,variables:{endpointId:e,status:a?.status??null,first:be,after:r.after},context:xe}),u=o.data?.webhookDeliveries,d=u?.edges??[],f=(0,V.useCallback)(()=>c({requestPolicy:`network-only`}),[c]);X(d.some(e=>e.node.status===`PENDING`),f);let p=[{value:``,label:`All`},...Z];return(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`deliveries-title`,children:[(0,H.jsxs)(`div`,{className:`section-head`,children:[(0,H.jsx)(`h2`,{id:`deliveries-title`,children:`Deliveries`}),(0,H.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:f,children:`Refresh`})]}),(0,H.jsx)(`nav`,{"aria-label":`Deliveries by status`,children:(0,H.jsx)(`ul`,{className:`segmented`,children:p.map(r=>(0,H.jsx)(`li`,{children:(0,H.jsx)(`a`,{href:s(`/developers/webhooks/${e}${r.value?`?status=`+r.value:``}`),"aria-current":t===r.value?`page`:void 0,onClick:e=>{e.preventDefault(),n({status:r.value,...D})},children:r.label})},r.value))})}),(0,H.jsxs)(F,{loading:o.fetching&&!u,error:o.error,onRetry:f,empty:d.length===0,emptyMessage:(0,H.jsx)(`p`,{children:a?`No ${a.label.toLowerCase()} deliveries.`:`No deliveries yet: send a test event to see one.`}),children:[(0,H.jsx)(`div`,{className:`table-wrap`,children:(0,H.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,H.jsx)(`thead`,{children:(0,H.jsxs)(`tr`,{children:[(0,H.jsx)(`th`,{scope:`col`,children:`Event`}),(0,H.jsx)(`th`,{scope:`col`,children:`Status`}),(0,H.jsx)(`th`,{scope:`col`,children:`Last response`}),(0,H.jsx)(`th`,{scope:`col`,children:`Attempts`}),(0,H.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,H.jsx)(`tbody`,{children:d.map(({node:t})=>{let n=t.attempts[t.attempts.length-1];return(0,H.jsxs)(`tr`,{children:[(0,H.jsxs)(`td`,{"data-label":`Event`,children:[(0,H.jsx)(i,{to:`/developers/webhooks/${e}/deliveries/${t.id}`,children:(0,H.jsx)(`code`,{children:t.eventType})}),(0,H.jsx)(`div`,{className:`muted mono`,children:t.eventId})]}),(0,H.jsx)(`td`,{"data-label":`Status`,children:(0,H.jsx)(Q,{status:t.status})}),(0,H.jsx)(`td`,{"data-label":`Last response`,children:n?v(n):(0,H.jsx)(`span`,{className:`muted`,children:`None yet`})}),(0,H.jsx)(`td`,{"data-label":`Attempts`,children:t.attempts.length}),(0,H.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:y(t.createdAt)})]},t.id)})})]})}),(0,H.jsx)(z,{label:`Pages of deliveries`,isFirst:r.isFirst,hasNext:!!u?.pageInfo.hasNextPage,onPrevious:r.previous,onNext:()=>u?.pageInfo.endCursor&&r.next(u.pageInfo.endCursor)})]})]})}function Ce({id:e,onReveal:n}){let r=a(),[u,d]=l({query:me,variables:{id:e}}),[f,p]=(0,V.useState)(!1),[m,h]=(0,V.useState)(null),[g,_]=c(he),[v,b]=c(ge),[x,S]=c(_e),[C,T]=c(ve),[E,D]=(0,V.useState)(0),k=u.data?.webhookEndpoint,A=async t=>{(await _({id:e,input:{description:t.description,events:O(t.events),enabled:t.enabled}})).error||p(!1)},j=async()=>{(await T({endpointId:e},{additionalTypenames:[`WebhookDelivery`]})).error||D(e=>e+1)};return(0,H.jsxs)(t,{title:`Webhook endpoint`,loading:u.fetching&&!u.data,error:u.error,onRetry:()=>d({requestPolicy:`network-only`}),empty:!!u.data&&!k,emptyMessage:(0,H.jsxs)(`p`,{children:[`There is no endpoint `,e,` in this mode. `,(0,H.jsx)(i,{to:`/developers/webhooks`,children:`See every endpoint`}),`.`]}),children:[(0,H.jsx)(`p`,{className:`breadcrumb`,children:(0,H.jsx)(i,{to:`/developers/webhooks`,children:`← Webhooks`})}),k&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`endpoint-title`,children:[(0,H.jsx)(`h2`,{id:`endpoint-title`,className:`mono`,children:k.url}),f?(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`p`,{className:`section-text`,children:`Change what it receives.`}),(0,H.jsx)(Y,{initial:{url:k.url,description:k.description,events:N(k.events),enabled:k.enabled},withUrl:!1,submitLabel:`Save changes`,busy:g.fetching,error:g.error,onSubmit:A,onCancel:()=>p(!1)})]}):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(P,{items:[[`Status`,k.enabled?(0,H.jsx)(B,{tone:`success`,children:`Enabled`}):(0,H.jsx)(B,{tone:`neutral`,children:`Disabled`})],[`Events`,w(k.events)],[`Description`,k.description||(0,H.jsx)(`span`,{className:`muted`,children:`None`})],[`Endpoint id`,(0,H.jsx)(`code`,{children:k.id})],[`Created`,y(k.createdAt)],...k.disabledReason?[[`Disabled because`,k.disabledReason]]:[]]}),(0,H.jsxs)(`div`,{className:`toolbar`,children:[(0,H.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:j,disabled:C.fetching,children:`Send a test event`}),(0,H.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>p(!0),children:`Edit`}),(0,H.jsx)(`button`,{type:`button`,className:`button`,disabled:g.fetching,onClick:()=>_({id:e,input:{enabled:!k.enabled}}),children:k.enabled?`Disable`:`Enable`}),(0,H.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>h(`rotate`),children:`Rotate secret`}),(0,H.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,onClick:()=>h(`delete`),children:`Delete`})]}),(0,H.jsx)(o,{error:C.error??g.error}),E>0&&!C.error&&(0,H.jsxs)(`p`,{className:`notice`,role:`status`,children:[`A `,(0,H.jsx)(`code`,{children:`webhook.test`}),` event is on its way: it is listed below.`]})]})]}),(0,H.jsx)(Se,{endpointId:e}),(0,H.jsx)(R,{open:m===`rotate`,onOpenChange:e=>!e&&h(null),title:`Rotate the signing secret?`,description:`A new secret signs every delivery from now on; the old one keeps signing beside it for 24 hours, while you change your receiver.`,confirmLabel:`Rotate secret`,busy:v.fetching,error:v.error,onConfirm:async()=>{let t=(await b({id:e})).data?.rotateWebhookSecret;return t?(n({title:`Your endpoint’s new signing secret`,what:`Deliveries to ${t.endpoint.url} are signed with it from now on.`,secret:t.secret}),!0):!1}}),(0,H.jsx)(R,{open:m===`delete`,onOpenChange:e=>!e&&h(null),title:`Delete this endpoint?`,description:(0,H.jsxs)(H.Fragment,{children:[`Nothing more is sent to `,(0,H.jsx)(`code`,{children:k.url}),`, and its deliveries are no longer listed. This cannot be undone.`]}),confirmLabel:`Delete endpoint`,busy:x.fetching,error:x.error,onConfirm:async()=>!(await S({id:e},{additionalTypenames:[`WebhookEndpoint`]})).error&&(r(s(`/developers/webhooks`),{replace:!0}),!0)})]})]})}var $=u(`
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
`),we=u(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      id
      status
      nextAttemptAt
    }
  }
`);function Te({endpointId:e,id:n}){let r=h()(`READ`),[a,s]=l({query:$,variables:{id:n,read:r}}),[u,d]=c(we),f=a.data?.webhookDelivery,p=(0,V.useCallback)(()=>s({requestPolicy:`network-only`}),[s]);X(f?.status===`PENDING`,p);let m=f?.event&&E(f.event.objectId);return(0,H.jsxs)(t,{title:`Webhook delivery`,loading:a.fetching&&!a.data,error:a.error,onRetry:p,empty:!!a.data&&(!f||f.endpointId!==e),emptyMessage:(0,H.jsxs)(`p`,{children:[`There is no delivery `,n,` of this endpoint. `,(0,H.jsx)(i,{to:`/developers/webhooks/`+e,children:`See its deliveries`}),`.`]}),children:[(0,H.jsx)(`p`,{className:`breadcrumb`,children:(0,H.jsx)(i,{to:`/developers/webhooks/`+e,children:`← Endpoint and its deliveries`})}),f&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`delivery-title`,children:[(0,H.jsxs)(`div`,{className:`section-head`,children:[(0,H.jsxs)(`h2`,{id:`delivery-title`,children:[(0,H.jsx)(`code`,{children:f.eventType}),` `,(0,H.jsx)(Q,{status:f.status})]}),(0,H.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:async()=>{(await d({id:n})).error||p()},disabled:u.fetching,children:`Replay`})]}),(0,H.jsx)(o,{error:u.error}),(0,H.jsx)(P,{items:[[`Event`,(0,H.jsx)(i,{to:`/developers/events/`+f.eventId,children:(0,H.jsx)(`code`,{children:f.eventId})})],[`Object`,f.event?m?(0,H.jsx)(i,{to:m,children:(0,H.jsx)(`code`,{children:f.event.objectId})}):(0,H.jsx)(`code`,{children:f.event.objectId}):`—`],[`Delivery id`,(0,H.jsx)(`code`,{children:f.id})],[`Created`,y(f.createdAt)],[`Next attempt`,f.nextAttemptAt?y(f.nextAttemptAt):(0,H.jsx)(`span`,{className:`muted`,children:`None scheduled`})],[`Attempts`,`${f.attempts.length} of at most 20`]]})]}),(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`request-title`,children:[(0,H.jsx)(`h2`,{id:`request-title`,children:`Request`}),(0,H.jsx)(`p`,{className:`section-text`,children:(0,H.jsxs)(`span`,{className:`mono`,children:[`POST `,f.request.url]})}),(0,H.jsx)(`h3`,{children:`Headers`}),(0,H.jsx)(I,{label:`Request headers`,children:S(f.request.headers)}),(0,H.jsx)(`h3`,{children:`Body`}),f.request.body==null?(0,H.jsx)(`p`,{className:`hint`,children:`Your role cannot read payloads in this mode.`}):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`p`,{className:`hint`,children:`Indented here for reading; the receiver gets the exact bytes that were signed.`}),(0,H.jsx)(I,{label:`Request body`,json:!0,children:f.request.body})]})]}),(0,H.jsxs)(`section`,{className:`section`,"aria-labelledby":`attempts-title`,children:[(0,H.jsx)(`h2`,{id:`attempts-title`,children:`Attempts`}),f.attempts.length===0&&(0,H.jsxs)(`p`,{className:`section-text`,children:[`No attempt yet`,f.nextAttemptAt?`: the first is due ${y(f.nextAttemptAt)}`:``,`.`]}),[...f.attempts].reverse().map(e=>(0,H.jsxs)(`article`,{className:`card`,"aria-labelledby":`attempt-${e.attempt}`,children:[(0,H.jsxs)(`div`,{className:`card-head`,children:[(0,H.jsxs)(`h3`,{id:`attempt-${e.attempt}`,children:[`Attempt `,e.attempt]}),(0,H.jsx)(B,{tone:b(e)?`success`:`danger`,children:v(e)}),(0,H.jsx)(`span`,{className:`muted`,children:x(e.latencyMs)}),(0,H.jsx)(`span`,{className:`muted`,children:y(e.createdAt)})]}),e.error&&(0,H.jsxs)(`p`,{className:`field-error`,children:[`Error: `,(0,H.jsx)(`span`,{className:`mono`,children:e.error})]}),e.responseHeaders.length>0&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`h4`,{children:`Response headers`}),(0,H.jsx)(I,{label:`Attempt ${e.attempt}: response headers`,children:S(e.responseHeaders)})]}),(0,H.jsx)(`h4`,{children:`Response body`}),(0,H.jsx)(I,{label:`Attempt ${e.attempt}: response body`,json:!0,children:e.responseBody})]},e.attempt))]})]})]})}function Ee(e){let t=e.split(`/`).filter(Boolean).map(decodeURIComponent),[n,r,i,a]=t;if(t.length===0||n===`keys`&&t.length===1)return{tab:`keys`};if(n===`events`){if(t.length===1)return{tab:`events`};if(t.length===2)return{view:`event`,id:r}}if(n===`webhooks`){if(t.length===1)return{tab:`webhooks`};if(t.length===2)return r===`new`?{view:`new-endpoint`}:{view:`endpoint`,id:r};if(t.length===4&&i===`deliveries`)return{view:`delivery`,endpointId:r,id:a}}return null}var De=[{tab:`keys`,to:`/developers/keys`,label:`API keys`},{tab:`webhooks`,to:`/developers/webhooks`,label:`Webhooks`},{tab:`events`,to:`/developers/events`,label:`Events`}];function Oe({rest:e}){let[n,r]=(0,V.useState)(null),a=Ee(e),o;return o=a===null?(0,H.jsxs)(t,{title:`Page not found`,children:[(0,H.jsx)(`p`,{children:`There is no such page of the developer tools.`}),(0,H.jsx)(`p`,{children:(0,H.jsx)(i,{to:`/developers`,children:`Go to the developer tools`})})]}):`tab`in a?(0,H.jsxs)(t,{title:`Developers`,description:`Keys for your servers, webhooks for your receivers, and the events they carry.`,actions:(0,H.jsxs)(`a`,{className:`button`,href:`/graphql`,target:`_blank`,rel:`noopener noreferrer`,children:[`Open GraphiQL`,(0,H.jsx)(`span`,{className:`sr-only`,children:` (opens in a new tab)`})]}),children:[(0,H.jsx)(te,{label:`Developer tools`,tabs:De.map(e=>({to:e.to,label:e.label,current:e.tab===a.tab}))}),a.tab===`keys`&&(0,H.jsx)(se,{onReveal:r}),a.tab===`webhooks`&&(0,H.jsx)(pe,{}),a.tab===`events`&&(0,H.jsx)(k,{})]}):a.view===`new-endpoint`?(0,H.jsx)(fe,{onReveal:r}):a.view===`endpoint`?(0,H.jsx)(Ce,{id:a.id,onReveal:r},a.id):a.view===`delivery`?(0,H.jsx)(Te,{endpointId:a.endpointId,id:a.id},a.id):(0,H.jsx)(M,{id:a.id},a.id),(0,H.jsxs)(H.Fragment,{children:[o,(0,H.jsx)(ee,{revealed:n,onClose:()=>r(null)})]})}export{Oe as default};