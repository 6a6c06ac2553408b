import{C as e,b as t,m as n,n as r,o as i,r as a}from"./Page-C9MDVgOt.js";import{C as o,M as s,N as c,S as l,_ as u,b as d,r as f,t as p,v as ee,w as m,x as h,y as te}from"./index-DUHtnT0o.js";import{n as g,o as _,r as ne,s as v,t as y}from"./labels-BFILatU6.js";import{i as b,n as x,o as S,r as C,t as w}from"./ui-C-QVH7hg.js";import{a as T,o as E}from"./filters-yi1zeO0X.js";var D=e(t(),1),O=u(`
  query Sessions($filter: SessionFilter, $first: Int, $after: String) {
    sessions(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        node {
          id
          status
          userReference
          decisionReason
          riskScore
          flagged
          createdAt
        }
      }
    }
  }
`),k=u(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),A=u(`
  query ReviewQueue($filter: ReviewQueueFilter, $first: Int, $after: String) {
    reviewQueue(filter: $filter, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        endCursor
      }
      edges {
        node {
          id
          userReference
          decisionReason
          riskScore
          flagged
          reviewSince
          assignedTo
          assignedUserId
        }
      }
    }
  }
`),j=u(`
  query ReviewMembers {
    members {
      role
      user {
        id
        name
        email
      }
    }
  }
`),M=u(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),re=u(`
  query SessionDetail($id: ID!, $read: Boolean!, $review: Boolean!, $manage: Boolean!) {
    session(id: $id) {
      id
      status
      userReference @include(if: $read)
      customerId @include(if: $read)
      customer @include(if: $read) {
        id
        email
        firstName
        lastName
      }
      documentType
      country @include(if: $read)
      autoDecision
      finalDecision
      decisionReason
      riskScore
      reviewNote
      flagged
      flagReason
      assignedTo
      assignedUserId
      redoSteps
      createdAt
      completedAt
      reviewSince
      redactedAt
      expiresAt
      workflow {
        id
        name
      }
      workflowSettings {
        stages
        documentTypes
        address {
          methods
          onFail
          autoApproveThreshold
        }
        thresholds {
          ocrMin
          qualityMin
          livenessMin
          faceMatchMin
        }
      }
      checks {
        documentFront {
          confidence
          quality
          expired
          fields @include(if: $review) {
            name
            value
          }
          checks @include(if: $review) {
            name
            score
            threshold
            passed
            detail
          }
          barcode @include(if: $review) {
            name
            value
          }
        }
        documentBack {
          confidence
          quality
          expired
          fields @include(if: $review) {
            name
            value
          }
          checks @include(if: $review) {
            name
            score
            threshold
            passed
            detail
          }
          barcode @include(if: $review) {
            name
            value
          }
        }
        liveness {
          score
          passed
          multipleFaces
        }
        faceMatch {
          similarity
          passed
        }
        address {
          score
          passed
        }
        crossChecks @include(if: $review) {
          name
          passed
          detail
        }
      }
      sameDocument @include(if: $review) {
        id
        status
        createdAt
      }
      address @include(if: $review) {
        line1
        line2
        city
        state
        postalCode
        country
        latitude
        longitude
      }
      documents @include(if: $review) {
        id
        kind
        contentType
        width
        height
        url
        urlExpiresAt
      }
      notes @include(if: $review) {
        id
        authorName
        body
        createdAt
      }
    }
    events(filter: { objectId: $id }, first: 50) {
      edges {
        node {
          id
          type
          createdAt
        }
      }
    }
    auditLog(filter: { objectId: $id }, first: 50) @include(if: $manage) {
      edges {
        node {
          id
          action
          actorName
          createdAt
        }
      }
    }
  }
`),ie=u(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),ae=u(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),oe=u(`
  mutation RequestSessionRedo($id: ID!, $steps: [RedoStep!]!, $note: String) {
    requestSessionRedo(id: $id, steps: $steps, note: $note) {
      url
      session {
        id
        status
        redoSteps
      }
    }
  }
`),se=u(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),ce=u(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),le=u(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),ue=u(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`),N=u(`
  query SessionDeliveries($id: ID!, $first: Int, $after: String) {
    session(id: $id) {
      id
      webhookDeliveries(first: $first, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            eventType
            status
            endpointId
            createdAt
            nextAttemptAt
            attempts {
              statusCode
              error
            }
          }
        }
      }
    }
  }
`);function P(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function F(e,t,n,r){return[P(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),P(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function I(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...F(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...F(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=P(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=P(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=P(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function de(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}var L=n(),fe=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]);function R({session:e,reviewers:t,onDecided:n,ref:r,images:i}){let a=p(),c=f().user?.id,u=a(`REVIEW`),g=a(`MANAGE`),_=e.status===`REQUIRES_REVIEW`,[v,y]=(0,D.useState)(null),[b,x]=(0,D.useState)(``),[S,T]=(0,D.useState)(``),[E,O]=(0,D.useState)([]),[k,A]=(0,D.useState)(null),[j,M]=(0,D.useState)(null),[re,ue]=s(ie),[N,P]=s(ae),[F,I]=s(oe),[R,z]=s(se),[pe,me]=s(ce),[B,V]=s(le),H=re.fetching||N.fetching||F.fetching||R.fetching||pe.fetching||B.fetching,U=async(e,t,n)=>{M(null);let r=await t();r.error||!r.data?M({what:e,error:r.error,retry:()=>void U(e,t,n)}):n?.(r.data)},W=()=>{y(null),M(null)},G=()=>U(`Approving`,()=>ue({id:e.id}),()=>n?.(e.id)),K=()=>{x(``),M(null),y(`reject`)};if((0,D.useImperativeHandle)(r,()=>({approve(){u&&_&&!H&&G()},reject(){u&&_&&K()}})),!u&&!g)return null;let q=de(e.workflowSettings.stages,e.documentType),he=t=>{t.preventDefault(),U(`Rejecting`,()=>P({id:e.id,note:b.trim()}),()=>{y(null),n?.(e.id)})},J=t=>{t.preventDefault(),U(`Asking for a redo`,()=>I({id:e.id,steps:E,note:b.trim()||null}),e=>{A(e.requestSessionRedo.url)})},Y=t=>{t.preventDefault(),U(`Flagging`,()=>z({id:e.id,flagged:!0,reason:S.trim()||null}),W)},ge=()=>U(`Redacting`,()=>V({id:e.id}),W),X=(t,n)=>U(`Assigning to ${n}`,()=>me({id:e.id,userId:t}));return(0,L.jsxs)(`div`,{className:`actions`,"aria-label":`Actions`,role:`group`,children:[u&&_&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`button`,{type:`button`,className:`button button-primary`,disabled:H,onClick:()=>void G(),children:`Approve`}),(0,L.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:H,onClick:K,children:`Reject`}),q.length>0&&(0,L.jsx)(`button`,{type:`button`,className:`button`,disabled:H||!!e.redactedAt,onClick:()=>{O([]),x(``),A(null),M(null),y(`redo`)},children:`Request a redo`}),c&&e.assignedUserId!==c&&(0,L.jsx)(`button`,{type:`button`,className:`button`,disabled:H,onClick:()=>void X(c,`you`),children:`Assign to me`}),(0,L.jsxs)(ee,{modal:!1,children:[(0,L.jsx)(m,{className:`button`,disabled:H,children:`Assign…`}),(0,L.jsx)(l,{children:(0,L.jsxs)(te,{className:`menu`,align:`start`,sideOffset:6,children:[(0,L.jsx)(h,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,L.jsxs)(d,{className:`menu-item`,onSelect:()=>void X(e.id,e.name||e.email),children:[e.name||e.email,e.id===c&&(0,L.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,L.jsx)(o,{className:`menu-separator`}),(0,L.jsx)(d,{className:`menu-item`,onSelect:()=>void X(null,`nobody`),children:`Nobody`})]})})]})]}),u&&(e.flagged?(0,L.jsx)(`button`,{type:`button`,className:`button`,disabled:H,onClick:()=>void U(`Clearing the flag`,()=>z({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,L.jsx)(`button`,{type:`button`,className:`button`,disabled:H,onClick:()=>{T(``),M(null),y(`flag`)},children:`Flag`})),g&&fe.has(e.status)&&!e.redactedAt&&(0,L.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,disabled:H,onClick:()=>{M(null),y(`redact`)},children:`Redact`}),j&&v===null&&(0,L.jsx)(w,{what:j.what,error:j.error,onRetry:j.retry}),(0,L.jsx)(C,{open:v===`reject`,onOpenChange:e=>!e&&W(),title:`Reject the verification`,description:`The person is told the verification failed. Your note stays with the session, for reviewers.`,children:(0,L.jsxs)(`form`,{className:`form`,onSubmit:he,children:[(0,L.jsxs)(`div`,{className:`field`,children:[(0,L.jsx)(`label`,{htmlFor:`reject-note`,children:`Note`}),(0,L.jsx)(`textarea`,{id:`reject-note`,required:!0,rows:4,value:b,onChange:e=>x(e.target.value),autoFocus:!0})]}),j&&(0,L.jsx)(w,{what:j.what,error:j.error,onRetry:j.retry}),(0,L.jsxs)(`div`,{className:`modal-buttons`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:W,children:`Cancel`}),(0,L.jsx)(`button`,{type:`submit`,className:`button button-danger`,disabled:N.fetching||!b.trim(),children:`Reject with this note`})]})]})}),(0,L.jsx)(C,{open:v===`redo`,onOpenChange:e=>!e&&W(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:k?(0,L.jsxs)(`div`,{className:`form`,children:[(0,L.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,L.jsxs)(`div`,{className:`field`,children:[(0,L.jsx)(`label`,{htmlFor:`redo-link`,children:`New link`}),(0,L.jsx)(`input`,{id:`redo-link`,readOnly:!0,value:k,onFocus:e=>e.currentTarget.select()})]}),(0,L.jsxs)(`div`,{className:`modal-buttons`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>void navigator.clipboard?.writeText(k),children:`Copy the link`}),(0,L.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>{W(),A(null),n?.(e.id)},children:`Done`})]})]}):(0,L.jsxs)(`form`,{className:`form`,onSubmit:J,children:[(0,L.jsxs)(`fieldset`,{className:`checkboxes`,children:[(0,L.jsx)(`legend`,{children:`Steps to take again`}),q.map(e=>(0,L.jsxs)(`label`,{children:[(0,L.jsx)(`input`,{type:`checkbox`,name:`step`,value:e,checked:E.includes(e),onChange:t=>O(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),ne[e]]},e))]}),(0,L.jsxs)(`div`,{className:`field`,children:[(0,L.jsx)(`label`,{htmlFor:`redo-note`,children:`Note (optional)`}),(0,L.jsx)(`textarea`,{id:`redo-note`,rows:3,value:b,onChange:e=>x(e.target.value)})]}),j&&(0,L.jsx)(w,{what:j.what,error:j.error,onRetry:j.retry}),(0,L.jsxs)(`div`,{className:`modal-buttons`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:W,children:`Cancel`}),(0,L.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:F.fetching||E.length===0,children:`Send a new link`})]})]})}),(0,L.jsx)(C,{open:v===`flag`,onOpenChange:e=>!e&&W(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,L.jsxs)(`form`,{className:`form`,onSubmit:Y,children:[(0,L.jsxs)(`div`,{className:`field`,children:[(0,L.jsx)(`label`,{htmlFor:`flag-reason`,children:`Reason`}),(0,L.jsx)(`textarea`,{id:`flag-reason`,required:!0,rows:3,value:S,onChange:e=>T(e.target.value)})]}),j&&(0,L.jsx)(w,{what:j.what,error:j.error,onRetry:j.retry}),(0,L.jsxs)(`div`,{className:`modal-buttons`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:W,children:`Cancel`}),(0,L.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:R.fetching||!S.trim(),children:`Flag the session`})]})]})}),(0,L.jsx)(C,{open:v===`redact`,onOpenChange:e=>!e&&W(),title:`Redact this session?`,description:`This cannot be undone.`,children:(0,L.jsxs)(`div`,{className:`form`,children:[(0,L.jsx)(`p`,{children:`Erased now, for good:`}),(0,L.jsxs)(`ul`,{className:`erase-list`,children:[(0,L.jsxs)(`li`,{children:[i===1?`its image`:`its ${i} images`,` (document and selfies)`]}),(0,L.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,L.jsx)(`li`,{children:`the address the person gave`}),(0,L.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,L.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`}),j&&(0,L.jsx)(w,{what:j.what,error:j.error,onRetry:j.retry}),(0,L.jsxs)(`div`,{className:`modal-buttons`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:W,children:`Cancel`}),(0,L.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:B.fetching,onClick:()=>void ge(),children:`Erase the personal data`})]})]})})]})}var z={"quality.resolution":`Resolution`,"quality.sharpness":`Sharpness`,"quality.glare":`Glare`,"quality.in_frame":`Whole document in frame`,mrz:`Machine-readable zone`,image:`Document photograph`,"cross.customer_name":`Name matches the customer`,"cross.duplicate_document":`Document not used by another person`,"cross.mrz_barcode":`Barcode matches the machine-readable zone`,"barcode.aamva":`Barcode (AAMVA data)`,"barcode.pdf417":`PDF417 barcode`,"barcode.qr":`QR code`},pe={header:`header`,DAQ:`document number`,DCS:`family name`,DBB:`date of birth`,DBA:`expiry date`,DBD:`issue date`},me={empty:`The file is empty`,not_image:`The file is not an image`,corrupt:`The image is damaged`,too_large:`The image is too large to read`,too_small:`The image is too small to read`,no_mrz:`No machine-readable zone was found`};function B(e){return e.replace(/([a-z0-9])([A-Z])/g,`$1 $2`).replace(/[_.-]+/g,` `).trim().toLowerCase()}function V(e){return e.charAt(0).toUpperCase()+e.slice(1)}var H={optionalData2:`Optional data 2`,qrCode:`QR code`,addressLine1:`Address`};function U(e){return H[e]??V(B(e))}function W(e){let t=z[e.name];if(t)return t;let[n,...r]=e.name.split(`.`),i=B(r.join(`.`));return n===`mrz`&&i?e.detail===`checkDigit`?`MRZ: ${i} check digit`:e.detail===`value`?`MRZ: ${i} format`:`MRZ: ${i}`:n===`aamva`&&r.length>0?`Barcode: ${pe[r.join(`.`)]??r.join(`.`)}`:V(B(i||e.name))}function G(e){let t=e.detail?.trim();return!t||e.name.startsWith(`mrz.`)&&(t===`checkDigit`||t===`value`)?null:e.name===`image`?me[t]??V(B(t)):V(t)}function K(e,t){return String(Number(e.toFixed(t)))}function q(e){if(e.score==null)return null;let t=e.threshold;switch(e.name){case`quality.in_frame`:return null;case`quality.resolution`:return{value:`${Math.round(e.score)} px`,needs:t==null?null:`≥ ${Math.round(t)} px`};case`quality.sharpness`:return{value:K(e.score,+(e.score<10)),needs:t==null?null:`≥ ${K(t,1)}`};case`quality.glare`:return{value:`${K(e.score*100,1)}%`,needs:t==null?null:`≤ ${K(t*100,1)}%`}}return{value:e.score.toFixed(2),needs:t==null?null:`≥ ${t.toFixed(2)}`}}function he({checks:e,thresholds:t,addressMin:n}){let r=I(e,t,n);return r.length===0?(0,L.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,L.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Checks`,children:(0,L.jsxs)(`table`,{className:`table check-table`,children:[(0,L.jsx)(`caption`,{className:`sr-only`,children:`Checks against the workflow’s thresholds`}),(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Check`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Score`}),(0,L.jsx)(`th`,{scope:`col`,className:`num`,children:`Needs`}),(0,L.jsx)(`th`,{scope:`col`,children:`Result`})]})}),(0,L.jsx)(`tbody`,{children:r.map(e=>(0,L.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,L.jsxs)(`th`,{scope:`row`,children:[e.check,(0,L.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,L.jsx)(`td`,{className:`num`,children:_(e.score)}),(0,L.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,L.jsxs)(`td`,{children:[(0,L.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,L.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})]})})}function J({fields:e}){return(0,L.jsx)(`dl`,{className:`facts facts-rows`,children:e.map(e=>(0,L.jsxs)(`div`,{children:[(0,L.jsx)(`dt`,{children:U(e.name)}),(0,L.jsx)(`dd`,{children:e.value})]},e.name))})}function Y({checks:e,title:t,measures:n=!0}){let r=(0,D.useId)(),i=e.filter(e=>!e.passed).length;return(0,L.jsxs)(L.Fragment,{children:[(0,L.jsxs)(`p`,{className:`read-subhead`,id:r,children:[t,(0,L.jsx)(`span`,{className:`read-count`,children:i===0?` (${e.length}, all pass)`:` (${i} of ${e.length} ${i===1?`fails`:`fail`})`})]}),(0,L.jsx)(`ul`,{className:`subchecks`,"aria-labelledby":r,children:e.map((e,t)=>{let r=n?q(e):null,i=G(e);return(0,L.jsxs)(`li`,{className:`subcheck`,"data-check":e.name,"data-passed":e.passed,children:[(0,L.jsx)(`span`,{className:`subcheck-name`,children:W(e)}),(0,L.jsxs)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:[(0,L.jsx)(`span`,{"aria-hidden":`true`,children:e.passed?`✓ `:`✗ `}),e.passed?`Pass`:`Fail`]}),r&&(0,L.jsxs)(`span`,{className:`subcheck-measure`,children:[r.value,r.needs&&(0,L.jsxs)(`span`,{className:`muted`,children:[`, needs `,r.needs]})]}),i&&(0,L.jsx)(`span`,{className:`subcheck-detail`,children:i})]},`${e.name}-${t}`)})})]})}function ge({front:e,back:t,cross:n,same:r}){let a=[{side:`Front`,fields:e?.fields??[],checks:e?.checks??[],barcode:e?.barcode??[]},{side:`Back`,fields:t?.fields??[],checks:t?.checks??[],barcode:t?.barcode??[]}].filter(e=>e.fields.length>0||e.checks.length>0||e.barcode.length>0),o=(0,D.useId)(),s=n??[],c=r??[];return a.length===0&&s.length===0&&c.length===0?(0,L.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,L.jsxs)(`div`,{className:`fields-sides`,children:[!a.some(e=>e.fields.length>0)&&(0,L.jsx)(`p`,{className:`muted`,children:`No fields were read from the document, or they were erased.`}),a.map(e=>(0,L.jsxs)(`div`,{children:[a.length>1&&(0,L.jsx)(`p`,{className:`facts-head`,children:e.side}),e.fields.length>0&&(0,L.jsx)(J,{fields:e.fields}),e.barcode.length>0&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`p`,{className:`read-subhead`,children:`From the barcode`}),(0,L.jsx)(J,{fields:e.barcode})]}),e.checks.length>0&&(0,L.jsx)(Y,{checks:e.checks,title:a.length>1?`Checks of the ${e.side.toLowerCase()}`:`Checks of the document`})]},e.side)),s.length>0&&(0,L.jsx)(`div`,{children:(0,L.jsx)(Y,{checks:s,title:`Cross-checks`,measures:!1})}),c.length>0&&(0,L.jsxs)(`div`,{children:[(0,L.jsx)(`p`,{className:`read-subhead`,id:o,children:`Same document on`}),(0,L.jsx)(`ul`,{className:`same-document`,"aria-labelledby":o,children:c.map(e=>(0,L.jsxs)(`li`,{children:[(0,L.jsx)(i,{to:`/verifications/${e.id}`,className:`mono`,children:e.id}),(0,L.jsxs)(`span`,{className:`same-document-meta`,children:[(0,L.jsx)(S,{status:e.status}),(0,L.jsxs)(`span`,{className:`muted`,children:[`created `,v(e.createdAt)]})]})]},e.id))})]})]})}var X=10,_e={PENDING:{label:`Pending`,tone:`warn`},SUCCEEDED:{label:`Delivered`,tone:`good`},FAILED:{label:`Failed`,tone:`bad`}};function ve({sessionId:e}){let[t,n]=(0,D.useState)({after:``,prev:[]}),[i,o]=c({query:N,variables:{id:e,first:X,after:t.after||null}});if(i.error&&!i.data)return(0,L.jsx)(r,{error:i.error,onRetry:()=>o({requestPolicy:`network-only`})});let s=i.data?.session?.webhookDeliveries;return s?s.edges.length===0&&!t.after?(0,L.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Webhook deliveries`,children:(0,L.jsxs)(`table`,{className:`table deliveries`,children:[(0,L.jsx)(`caption`,{className:`sr-only`,children:`Webhook deliveries`}),(0,L.jsx)(`thead`,{children:(0,L.jsxs)(`tr`,{children:[(0,L.jsx)(`th`,{scope:`col`,children:`Event`}),(0,L.jsx)(`th`,{scope:`col`,children:`Status`}),(0,L.jsx)(`th`,{scope:`col`,children:`Last answer`}),(0,L.jsx)(`th`,{scope:`col`,children:`Sent`})]})}),(0,L.jsx)(`tbody`,{children:s.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=_e[e.status];return(0,L.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,L.jsxs)(`th`,{scope:`row`,children:[(0,L.jsx)(`code`,{children:e.eventType}),(0,L.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,L.jsx)(`td`,{children:(0,L.jsx)(`span`,{className:`badge badge-${n.tone}`,children:n.label})}),(0,L.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,L.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${v(e.nextAttemptAt)}`:``]})]}),(0,L.jsx)(`td`,{children:v(e.createdAt)})]},e.id)})})]})}),(0,L.jsx)(b,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:s.pageInfo.hasNextPage,onPrevious:()=>n(E(t)),onNext:()=>s.pageInfo.endCursor&&n(T(t,s.pageInfo.endCursor))})]}):(0,L.jsx)(a,{})}var ye=`/v1/files/`;function be(e,t=globalThis.location?.origin){let n;try{n=new URL(e,t)}catch{return e}return n.pathname.startsWith(ye)?n.pathname+n.search:e}var Z=[1,1.5,2,3,4],xe=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`DOCUMENT_PORTRAIT`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function Se({items:e,compact:t}){let[n,r]=(0,D.useState)(null),[i,a]=(0,D.useState)(0),o=e.map(e=>({...e,url:be(e.url)})).sort((e,t)=>xe.indexOf(e.kind)-xe.indexOf(t.kind)),s=o.filter(e=>e.contentType.startsWith(`image/`)),c=o.filter(e=>!e.contentType.startsWith(`image/`));if(e.length===0)return(0,L.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`});let l=e=>{r(e),a(0)},u=n===null?null:s[n];return(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:s.map((e,t)=>(0,L.jsx)(`li`,{children:(0,L.jsxs)(`figure`,{children:[(0,L.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>l(t),"aria-label":`Enlarge: ${y[e.kind]}`,children:(0,L.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:y[e.kind],"data-kind":e.kind})}),(0,L.jsxs)(`figcaption`,{children:[y[e.kind],` `,(0,L.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),c.map(e=>(0,L.jsx)(`p`,{children:(0,L.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,y[e.kind].toLowerCase()]})},e.id)),(0,L.jsx)(C,{open:u!==null,onOpenChange:e=>!e&&r(null),title:u?y[u.kind]:``,description:`Zoom with + and −, 0 to fit; the arrow keys show the other images.`,className:`lightbox`,children:u&&(0,L.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:e=>{if(n!==null){if(e.key===`+`||e.key===`=`)a(e=>Math.min(e+1,Z.length-1));else if(e.key===`-`||e.key===`−`)a(e=>Math.max(e-1,0));else if(e.key===`0`)a(0);else if(e.key===`ArrowRight`)l((n+1)%s.length);else if(e.key===`ArrowLeft`)l((n-1+s.length)%s.length);else return;e.preventDefault()}},children:[(0,L.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom`,children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.max(e-1,0)),disabled:i===0,children:`Zoom out`}),(0,L.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[Z[i]*100,`%`]}),(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.min(e+1,Z.length-1)),disabled:i===Z.length-1,children:`Zoom in`}),s.length>1&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n-1+s.length)%s.length),children:`Previous image`}),(0,L.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n+1)%s.length),children:`Next image`})]}),(0,L.jsx)(`button`,{type:`button`,className:`button lightbox-close`,onClick:()=>r(null),children:`Close`})]}),(0,L.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${y[u.kind]}, ${Z[i]*100}%`,role:`region`,children:(0,L.jsx)(`img`,{src:u.url,width:u.width,height:u.height,alt:y[u.kind],className:`lightbox-image`,"data-zoom":i})})]})})]})}function Ce(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function we({items:e}){return e.length===0?(0,L.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,L.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,L.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,L.jsx)(`time`,{dateTime:e.at,children:v(e.at)}),(0,L.jsxs)(`span`,{className:`timeline-what`,children:[(0,L.jsx)(`code`,{children:e.what}),e.who&&(0,L.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,L.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function Te({sessionId:e,notes:t,onAdded:n}){let r=p(),[i,a]=(0,D.useState)(``),[o,c]=s(ue),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(a(``),n())};return(0,L.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,L.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,L.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,L.jsxs)(`li`,{children:[(0,L.jsxs)(`p`,{className:`note-head`,children:[(0,L.jsx)(`strong`,{children:e.authorName}),` `,(0,L.jsx)(`time`,{dateTime:e.createdAt,children:v(e.createdAt)})]}),(0,L.jsx)(`p`,{className:`note-body`,children:e.body??(0,L.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,L.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,L.jsxs)(`div`,{className:`field`,children:[(0,L.jsx)(`label`,{htmlFor:`note-${e}`,children:`Add a note`}),(0,L.jsx)(`textarea`,{id:`note-${e}`,rows:2,value:i,onChange:e=>a(e.target.value)})]}),o.error&&(0,L.jsx)(w,{what:`Adding the note`,error:o.error,onRetry:()=>void l()}),(0,L.jsx)(`button`,{type:`submit`,className:`button`,disabled:o.fetching||!i.trim(),children:`Add the note`})]})]})}var Ee=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function De(e){let t=p(),n=t(`READ`),r=t(`REVIEW`),i=t(`MANAGE`),[a,o]=c({query:re,variables:{id:e,read:n,review:r,manage:i},pause:!e}),[s]=c({query:j,pause:!r});return{result:a,reviewers:(s.data?.members??[]).filter(e=>Ee.has(e.role)).map(e=>e.user),refetch:()=>o({requestPolicy:`network-only`})}}function Q({title:e,level:t,children:n,className:r}){let i=t===2?`h2`:`h3`;return(0,L.jsxs)(`section`,{className:`panel `+(r??``),"aria-label":e,children:[(0,L.jsx)(i,{className:`panel-title`,children:e}),n]})}function $({label:e,children:t}){return(0,L.jsxs)(`div`,{children:[(0,L.jsx)(`dt`,{children:e}),(0,L.jsx)(`dd`,{children:t})]})}function Oe({data:e,reviewers:t,level:n,compact:r,onDecided:a,actionsRef:o,refetch:s,head:c}){let l=e.session,u=l.workflowSettings.thresholds,d=Ce(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),f=p(),ee=f(`READ`),m=f(`REVIEW`),h=l.address;return(0,L.jsxs)(`div`,{className:r?`session session-compact`:`session`,children:[(0,L.jsxs)(`div`,{className:`session-bar`,children:[c,(0,L.jsxs)(`div`,{className:`badges`,children:[(0,L.jsx)(S,{status:l.status}),l.flagged&&(0,L.jsx)(x,{}),l.redactedAt&&(0,L.jsx)(`span`,{className:`badge badge-neutral`,children:`Redacted`}),l.assignedTo&&(0,L.jsxs)(`span`,{className:`badge badge-neutral`,children:[`Assigned to `,l.assignedTo]})]}),(0,L.jsx)(R,{session:l,reviewers:t,onDecided:a,ref:o,images:l.documents?.length??0})]}),m&&(0,L.jsx)(Q,{title:`Images`,level:n,className:`panel-media`,children:(0,L.jsx)(Se,{items:l.documents??[],compact:r})}),(0,L.jsxs)(`div`,{className:`session-grid`,children:[(0,L.jsx)(Q,{title:`Checks`,level:n,children:(0,L.jsx)(he,{checks:l.checks,thresholds:u,addressMin:l.workflowSettings.address.autoApproveThreshold})}),(0,L.jsx)(Q,{title:`Verdict`,level:n,children:(0,L.jsxs)(`dl`,{className:`facts facts-rows`,children:[(0,L.jsx)($,{label:`Decision reason`,children:l.decisionReason?g[l.decisionReason]:`—`}),(0,L.jsx)($,{label:`Risk score`,children:_(l.riskScore)}),(0,L.jsx)($,{label:`Engine’s verdict`,children:l.autoDecision?l.autoDecision.toLowerCase().replace(`_`,` `):`—`}),(0,L.jsx)($,{label:`Final verdict`,children:l.finalDecision?l.finalDecision.toLowerCase().replace(`_`,` `):`—`}),l.reviewNote&&(0,L.jsx)($,{label:`Reviewer’s note`,children:l.reviewNote}),l.flagged&&(0,L.jsx)($,{label:`Flagged because`,children:l.flagReason??`—`}),l.redoSteps.length>0&&(0,L.jsx)($,{label:`Asked again`,children:l.redoSteps.map(e=>ne[e]).join(`, `)}),(0,L.jsx)($,{label:`In review since`,children:v(l.reviewSince)})]})}),m&&(0,L.jsx)(Q,{title:`Read from the document`,level:n,children:(0,L.jsx)(ge,{front:l.checks?.documentFront,back:l.checks?.documentBack,cross:l.checks?.crossChecks,same:l.sameDocument})}),(0,L.jsx)(Q,{title:`Person and workflow`,level:n,children:(0,L.jsxs)(`dl`,{className:`facts facts-rows`,children:[(0,L.jsx)($,{label:`Session`,children:r?(0,L.jsx)(i,{to:`/verifications/${l.id}`,children:l.id}):(0,L.jsx)(`code`,{children:l.id})}),ee&&(0,L.jsxs)(L.Fragment,{children:[(0,L.jsx)($,{label:`User reference`,children:l.userReference??`—`}),(0,L.jsx)($,{label:`Customer`,children:l.customer?`${l.customer.firstName} ${l.customer.lastName} (${l.customer.email})`:l.customerId??`—`})]}),(0,L.jsxs)($,{label:`Document`,children:[l.documentType?l.documentType.toLowerCase().replace(`_`,` `):`—`,l.country?`, ${l.country}`:``]}),m&&(0,L.jsx)($,{label:`Address`,children:h?(0,L.jsxs)(L.Fragment,{children:[[h.line1,h.line2,h.city,h.state,h.postalCode,h.country].filter(Boolean).join(`, `),h.latitude!=null&&h.longitude!=null&&(0,L.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,h.latitude.toFixed(5),`, `,h.longitude.toFixed(5),`)`]})]}):`—`}),(0,L.jsx)($,{label:`Workflow`,children:l.workflow?.name??l.workflowSettings.stages.join(`, `)}),(0,L.jsxs)($,{label:`Thresholds`,children:[`quality ≥ `,u.qualityMin.toFixed(2),`, reading ≥ `,u.ocrMin.toFixed(2),`, liveness ≥ `,u.livenessMin.toFixed(2),`, face ≥`,` `,u.faceMatchMin.toFixed(2)]}),(0,L.jsx)($,{label:`Created`,children:v(l.createdAt)}),(0,L.jsx)($,{label:`Completed`,children:v(l.completedAt)})]})})]}),m&&(0,L.jsx)(Q,{title:`Notes`,level:n,children:(0,L.jsx)(Te,{sessionId:l.id,notes:l.notes??[],onAdded:s})}),(0,L.jsx)(Q,{title:`History`,level:n,children:(0,L.jsx)(we,{items:d})}),f(`DEVELOP`)&&(0,L.jsx)(Q,{title:`Webhook deliveries`,level:n,children:(0,L.jsx)(ve,{sessionId:l.id})})]})}function ke({id:e,refresh:t,...n}){let{result:i,reviewers:o,refetch:s}=De(e);return(0,D.useEffect)(()=>{t&&s()},[t]),i.error&&!i.data?(0,L.jsx)(r,{error:i.error,onRetry:s}):i.data?i.data.session?(0,L.jsx)(Oe,{data:i.data,reviewers:o,refetch:s,...n}):(0,L.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,L.jsx)(a,{})}export{A as a,k as c,j as i,Oe as n,O as o,De as r,M as s,ke as t};