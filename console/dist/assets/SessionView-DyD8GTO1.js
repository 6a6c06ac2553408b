import{h as e,m as t,o as n,y as r}from"./errors-D0yAjBxm.js";import{C as i,D as a,E as o,M as s,P as c,S as l,T as u,_ as d,a as f,b as p,c as m,g as h,j as g,m as _,r as v,s as y,w as ee,y as te}from"./App-vgWWs0Qf.js";import{t as b}from"./Badge-BFRkuz1-.js";import{t as x}from"./Facts-vhSKexqM.js";import{t as S}from"./Panel-B1nqKXqt.js";import{S as C,x as w}from"./index-K7ngmRYi.js";import{t as ne}from"./Check-D7lpvW6K.js";import{n as T,t as re}from"./Confirm-Cue7xkwa.js";import{t as ie}from"./CopyField-UkUqH820.js";import{t as ae}from"./Dialog-TBnIMA5H.js";import{t as oe}from"./Fieldset-De12eUvw.js";import{a as se,c as E,n as D,o as O,r as ce,t as k,u as A}from"./labels-_iI-PtMT.js";import{t as j}from"./Table-BaCWfk8W.js";import{n as M,t as N}from"./StatusBadge-OdSXB4Ns.js";import{t as P}from"./Pager-pTn9uQ8I.js";import{a as F,o as le}from"./filters-CUM2KBba.js";import{n as ue,t as de}from"./labels-Ck_EUfcH.js";var I=r(t(),1),fe=_(`
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
`),L=_(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),pe=_(`
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
`),R=_(`
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
`),me=_(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),he=_(`
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
          reason
          signals
          checks {
            name
            score
            threshold
            passed
            detail
            frame
          }
        }
        faceMatch {
          similarity
          passed
          reason
          detail
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
`),ge=_(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),_e=_(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),ve=_(`
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
`),ye=_(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),be=_(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),xe=_(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),Se=_(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`),Ce=_(`
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
`),we=_(`
  query ReviewPresets {
    reviewPresets {
      id
      decision
      label
      note
    }
  }
`),Te=_(`
  mutation BulkReview($input: BulkReviewInput!) {
    bulkReview(input: $input) {
      id
      code
      message
      session {
        id
        status
        flagged
        assignedTo
        assignedUserId
      }
    }
  }
`);function z(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function B(e,t,n,r){return[z(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),z(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function V(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...B(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...B(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=z(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=z(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=z(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function Ee(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}var H=e(),De=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]),Oe=`It stays with the session, for reviewers; the person is not shown it.`;function U({session:e,reviewers:t,onDecided:n,ref:r,images:m}){let g=v(),_=f().user?.id,y=g(`REVIEW`),b=g(`MANAGE`),x=e.status===`REQUIRES_REVIEW`,[S,se]=(0,I.useState)(null),[E,D]=(0,I.useState)(``),[O,k]=(0,I.useState)(``),[A,j]=(0,I.useState)([]),[M,N]=(0,I.useState)(null),[P,F]=(0,I.useState)(null),[le,ue]=h(ge),[de,fe]=h(_e),[L,pe]=h(ve),[R,me]=h(ye),[he,Se]=h(be),[,Ce]=h(xe),[Te]=d({query:we,pause:!(y&&x)}),z=e=>(Te.data?.reviewPresets??[]).filter(t=>t.decision===e),B=le.fetching||de.fetching||L.fetching||R.fetching||he.fetching,V=async(e,t,n)=>{F(null);let r=await t();r.error||!r.data?F({what:e,error:r.error,retry:()=>void V(e,t,n)}):n?.(r.data)},U=e=>{F(null),se(e)},W=()=>{se(null),F(null)},G=t=>(t.error||n?.(e.id),t);if((0,I.useImperativeHandle)(r,()=>({approve(){y&&x&&!B&&U(`approve`)},reject(){y&&x&&!B&&U(`reject`)}})),!y&&!b)return null;let K=Ee(e.workflowSettings.stages,e.documentType),ke=t=>{t.preventDefault(),V(`Asking for a redo`,()=>pe({id:e.id,steps:A,note:E.trim()||null}),e=>{N(e.requestSessionRedo.url)})},q=t=>{t.preventDefault(),V(`Flagging`,()=>me({id:e.id,flagged:!0,reason:O.trim()||null}),W)},J=(t,n)=>V(`Assigning to ${n}`,()=>Se({id:e.id,userId:t}));return(0,H.jsxs)(c,{className:`session-actions`,label:`Actions`,children:[y&&x&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(w,{variant:`primary`,disabled:B,onClick:()=>U(`approve`),children:`Approve`}),(0,H.jsx)(w,{variant:`danger`,disabled:B,onClick:()=>U(`reject`),children:`Reject`}),K.length>0&&(0,H.jsx)(w,{disabled:B||!!e.redactedAt,onClick:()=>{j([]),D(``),N(null),U(`redo`)},children:`Request a redo`}),_&&e.assignedUserId!==_&&(0,H.jsx)(w,{disabled:B,onClick:()=>void J(_,`you`),children:`Assign to me`}),(0,H.jsxs)(te,{modal:!1,children:[(0,H.jsx)(o,{className:C(),disabled:B,children:`Assign…`}),(0,H.jsx)(ee,{children:(0,H.jsxs)(p,{className:`menu`,align:`start`,sideOffset:6,children:[(0,H.jsx)(i,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,H.jsxs)(l,{className:`menu-item`,onSelect:()=>void J(e.id,e.name||e.email),children:[e.name||e.email,e.id===_&&(0,H.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,H.jsx)(u,{className:`menu-separator`}),(0,H.jsx)(l,{className:`menu-item`,onSelect:()=>void J(null,`nobody`),children:`Nobody`})]})})]})]}),y&&(e.flagged?(0,H.jsx)(w,{disabled:B,onClick:()=>void V(`Clearing the flag`,()=>me({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,H.jsx)(w,{disabled:B,onClick:()=>{k(``),U(`flag`)},children:`Flag`})),b&&De.has(e.status)&&!e.redactedAt&&(0,H.jsx)(w,{variant:`quietDanger`,disabled:B,onClick:()=>U(`redact`),children:`Redact`}),P&&S===null&&(0,H.jsx)(s,{title:`${P.what} did not work.`,error:P.error,onRetry:P.retry}),(0,H.jsx)(re,{open:S===`approve`,onOpenChange:e=>!e&&W(),title:`Approve this verification?`,danger:!1,confirmLabel:`Approve the case`,noteLabel:`Note (optional)`,noteHint:Oe,presets:z(`APPROVED`),onConfirm:async t=>G(await ue({id:e.id,note:t||null})),children:`The person is told they are verified. The decision is final.`}),(0,H.jsx)(re,{open:S===`reject`,onOpenChange:e=>!e&&W(),title:`Reject this verification?`,confirmLabel:`Reject the case`,noteLabel:`Note (optional)`,noteHint:Oe,presets:z(`REJECTED`),onConfirm:async t=>G(await fe({id:e.id,note:t||null})),children:`The person is told the verification failed. The decision is final.`}),(0,H.jsx)(ae,{open:S===`redo`,onOpenChange:e=>!e&&W(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:M?(0,H.jsxs)(`div`,{className:`form`,children:[(0,H.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,H.jsx)(ie,{id:`redo-link`,label:`New link`,value:M,copyLabel:`Copy the link`}),(0,H.jsx)(c,{end:!0,children:(0,H.jsx)(w,{variant:`primary`,onClick:()=>{W(),N(null),n?.(e.id)},children:`Done`})})]}):(0,H.jsxs)(`form`,{className:`form`,onSubmit:ke,children:[(0,H.jsx)(oe,{legend:`Steps to take again`,children:K.map(e=>(0,H.jsx)(ne,{name:`step`,value:e,label:ce[e],checked:A.includes(e),onChange:t=>j(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))},e))}),(0,H.jsx)(T,{label:`Note (optional)`,rows:3,value:E,onChange:e=>D(e.target.value)}),P&&(0,H.jsx)(a,{error:P.error}),(0,H.jsxs)(c,{end:!0,children:[(0,H.jsx)(w,{onClick:W,children:`Cancel`}),(0,H.jsx)(w,{type:`submit`,variant:`primary`,disabled:L.fetching||A.length===0,children:`Send a new link`})]})]})}),(0,H.jsx)(ae,{open:S===`flag`,onOpenChange:e=>!e&&W(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,H.jsxs)(`form`,{className:`form`,onSubmit:q,children:[(0,H.jsx)(T,{label:`Reason`,required:!0,rows:3,value:O,onChange:e=>k(e.target.value)}),P&&(0,H.jsx)(a,{error:P.error}),(0,H.jsxs)(c,{end:!0,children:[(0,H.jsx)(w,{onClick:W,children:`Cancel`}),(0,H.jsx)(w,{type:`submit`,variant:`primary`,disabled:R.fetching||!O.trim(),children:`Flag the session`})]})]})}),(0,H.jsxs)(re,{open:S===`redact`,onOpenChange:e=>!e&&W(),title:`Redact this session?`,confirmLabel:`Erase the personal data`,onConfirm:()=>Ce({id:e.id}),children:[(0,H.jsx)(`p`,{children:`This cannot be undone. Erased now, for good:`}),(0,H.jsxs)(`ul`,{className:`erase-list`,children:[(0,H.jsxs)(`li`,{children:[m===1?`its image`:`its ${m} images`,` (document and selfies)`]}),(0,H.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,H.jsx)(`li`,{children:`the address the person gave`}),(0,H.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,H.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`})]})]})}var W={"quality.resolution":`Resolution`,"quality.sharpness":`Sharpness`,"quality.glare":`Glare`,"quality.in_frame":`Whole document in frame`,mrz:`Machine-readable zone`,image:`Document photograph`,"cross.customer_name":`Name matches the customer`,"cross.duplicate_document":`Document not used by another person`,"cross.mrz_barcode":`Barcode matches the machine-readable zone`,"barcode.aamva":`Barcode (AAMVA data)`,"barcode.pdf417":`PDF417 barcode`,"barcode.qr":`QR code`,faces:`One face`,size:`Face large enough`,centred:`Face centred`,frontal:`Facing the camera`,eyes_open:`Eyes open`,sharpness:`Sharpness`,lighting:`Lighting`,challenges:`Challenges performed`,frames:`Frames showing a face`,at_rest:`Face at rest before the prompts`,same_face:`Same person throughout`};function G(e){let t=/^challenge\.\d+\.(.+)$/.exec(e);return t?t[1]:null}var K={header:`header`,DAQ:`document number`,DCS:`family name`,DBB:`date of birth`,DBA:`expiry date`,DBD:`issue date`},ke={empty:`The file is empty`,not_image:`The file is not an image`,corrupt:`The image is damaged`,too_large:`The image is too large to read`,too_small:`The image is too small to read`,no_mrz:`No machine-readable zone was found`};function q(e){return e.replace(/([a-z0-9])([A-Z])/g,`$1 $2`).replace(/[_.-]+/g,` `).trim().toLowerCase()}function J(e){return e.charAt(0).toUpperCase()+e.slice(1)}var Ae={optionalData2:`Optional data 2`,qrCode:`QR code`,addressLine1:`Address`};function je(e){return Ae[e]??J(q(e))}function Y(e){let t=W[e.name];if(t)return t;let n=G(e.name);if(n)return se(n);let[r,...i]=e.name.split(`.`),a=q(i.join(`.`));return r===`mrz`&&a?e.detail===`checkDigit`?`MRZ: ${a} check digit`:e.detail===`value`?`MRZ: ${a} format`:`MRZ: ${a}`:r===`aamva`&&i.length>0?`Barcode: ${K[i.join(`.`)]??i.join(`.`)}`:J(q(a||e.name))}function Me(e){let t=e.detail?.trim();if(!t||e.name.startsWith(`mrz.`)&&(t===`checkDigit`||t===`value`))return null;if(e.name===`image`)return ke[t]??J(q(t));if(e.name===`faces`&&t===`faces found`)return null;if(G(e.name)){let e=/^best frame \d+, at (\d+) ms$/.exec(t);if(e)return`At ${X(Number(e[1])/1e3,2)} s into the recording`}return J(t)}function X(e,t){return String(Number(e.toFixed(t)))}function Ne(e){if(e.score==null)return null;let t=e.threshold,n=(e,t=0)=>`${X(e*100,t)}%`,r=G(e.name);if(r)switch(r){case`turn_left`:case`turn_right`:case`nod`:return{value:`${X(e.score,0)}°`,needs:t==null?null:`≥ ${X(t,0)}°`};case`smile`:case`move_closer`:return{value:`${e.score>0?`+`:``}${n(e.score)}`,needs:t==null?null:`≥ +${n(t)}`};case`blink`:return{value:`${n(e.score)} closed`,needs:t==null?null:`≥ ${n(t)}`}}switch(e.name){case`quality.in_frame`:return null;case`quality.resolution`:return{value:`${Math.round(e.score)} px`,needs:t==null?null:`≥ ${Math.round(t)} px`};case`faces`:return{value:`${X(e.score,0)} found`,needs:t==null?null:`exactly ${X(t,0)}`};case`size`:return{value:`${n(e.score)} of the width`,needs:t==null?null:`≥ ${n(t)}`};case`centred`:return{value:`${n(e.score,1)} off centre`,needs:t==null?null:`≤ ${n(t)}`};case`frontal`:return{value:`${n(e.score)} of the bounds`,needs:t==null?null:`≤ ${n(t)}`};case`frames`:return{value:n(e.score),needs:t==null?null:`≥ ${n(t)}`};case`same_face`:return{value:`${e.score.toFixed(2)} apart`,needs:t==null?null:`≤ ${t.toFixed(2)}`};case`lighting`:return{value:X(e.score,0),needs:t==null?null:`≥ ${X(t,0)}`};case`sharpness`:case`quality.sharpness`:return{value:X(e.score,+(e.score<10)),needs:t==null?null:`≥ ${X(t,1)}`};case`quality.glare`:return{value:`${X(e.score*100,1)}%`,needs:t==null?null:`≤ ${X(t*100,1)}%`}}return{value:e.score.toFixed(2),needs:t==null?null:`≥ ${t.toFixed(2)}`}}function Pe({checks:e,thresholds:t,addressMin:n}){let r=V(e,t,n);return r.length===0?(0,H.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,H.jsx)(j,{label:`Checks`,caption:`Checks against the workflow’s thresholds`,flat:!0,dense:!0,plain:!0,columns:[`Check`,{label:`Score`,num:!0},{label:`Needs`,num:!0},`Result`],children:(0,H.jsx)(`tbody`,{children:r.map(e=>(0,H.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,H.jsxs)(`th`,{scope:`row`,children:[e.check,(0,H.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,H.jsx)(`td`,{className:`num`,children:E(e.score)}),(0,H.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,H.jsxs)(`td`,{children:[(0,H.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,H.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})})}function Fe({fields:e}){return(0,H.jsx)(x,{rows:!0,items:e.map(e=>[je(e.name),e.value])})}function Z({checks:e,title:t,measures:n=!0,action:r}){let i=(0,I.useId)(),a=e.filter(e=>!e.passed).length;return(0,H.jsxs)(H.Fragment,{children:[(0,H.jsxs)(`p`,{className:`read-subhead`,id:i,children:[t,(0,H.jsx)(`span`,{className:`read-count`,children:a===0?` (${e.length}, all pass)`:` (${a} of ${e.length} ${a===1?`fails`:`fail`})`})]}),(0,H.jsx)(`ul`,{className:`subchecks`,"aria-labelledby":i,children:e.map((e,t)=>{let i=n?Ne(e):null,a=Me(e),o=r?.(e);return(0,H.jsxs)(`li`,{className:`subcheck`,"data-check":e.name,"data-passed":e.passed,children:[(0,H.jsx)(`span`,{className:`subcheck-name`,children:Y(e)}),(0,H.jsxs)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:[(0,H.jsx)(`span`,{"aria-hidden":`true`,children:e.passed?`✓ `:`✗ `}),e.passed?`Pass`:`Fail`]}),i&&(0,H.jsxs)(`span`,{className:`subcheck-measure`,children:[i.value,i.needs&&(0,H.jsxs)(`span`,{className:`muted`,children:[`, needs `,i.needs]})]}),(a||o)&&(0,H.jsxs)(`span`,{className:`subcheck-detail`,children:[a,a&&o&&` · `,o]})]},`${e.name}-${t}`)})})]})}function Ie({front:e,back:t,cross:r,same:i}){let a=[{side:`Front`,fields:e?.fields??[],checks:e?.checks??[],barcode:e?.barcode??[]},{side:`Back`,fields:t?.fields??[],checks:t?.checks??[],barcode:t?.barcode??[]}].filter(e=>e.fields.length>0||e.checks.length>0||e.barcode.length>0),o=(0,I.useId)(),s=r??[],c=i??[];return a.length===0&&s.length===0&&c.length===0?(0,H.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,H.jsxs)(`div`,{className:`fields-sides`,children:[!a.some(e=>e.fields.length>0)&&(0,H.jsx)(`p`,{className:`muted`,children:`No fields were read from the document, or they were erased.`}),a.map(e=>(0,H.jsxs)(`div`,{children:[a.length>1&&(0,H.jsx)(`p`,{className:`facts-head`,children:e.side}),e.fields.length>0&&(0,H.jsx)(Fe,{fields:e.fields}),e.barcode.length>0&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`p`,{className:`read-subhead`,children:`From the barcode`}),(0,H.jsx)(Fe,{fields:e.barcode})]}),e.checks.length>0&&(0,H.jsx)(Z,{checks:e.checks,title:a.length>1?`Checks of the ${e.side.toLowerCase()}`:`Checks of the document`})]},e.side)),s.length>0&&(0,H.jsx)(`div`,{children:(0,H.jsx)(Z,{checks:s,title:`Cross-checks`,measures:!1})}),c.length>0&&(0,H.jsxs)(`div`,{children:[(0,H.jsx)(`p`,{className:`read-subhead`,id:o,children:`Same document on`}),(0,H.jsx)(`ul`,{className:`same-document`,"aria-labelledby":o,children:c.map(e=>(0,H.jsxs)(`li`,{children:[(0,H.jsx)(n,{to:`/verifications/${e.id}`,className:`mono`,children:e.id}),(0,H.jsxs)(`span`,{className:`same-document-meta`,children:[(0,H.jsx)(M,{status:e.status}),(0,H.jsxs)(`span`,{className:`muted`,children:[`created `,y(e.createdAt)]})]})]},e.id))})]})]})}var Le=10,Re={PENDING:{label:`Pending`,tone:`warning`},SUCCEEDED:{label:`Delivered`,tone:`success`},FAILED:{label:`Failed`,tone:`danger`}};function ze({sessionId:e}){let[t,n]=(0,I.useState)({after:``,prev:[]}),[r,i]=d({query:Ce,variables:{id:e,first:Le,after:t.after||null}});if(r.error&&!r.data)return(0,H.jsx)(s,{error:r.error,onRetry:()=>i({requestPolicy:`network-only`})});let a=r.data?.session?.webhookDeliveries;return a?a.edges.length===0&&!t.after?(0,H.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(j,{label:`Webhook deliveries`,caption:`Webhook deliveries`,className:`deliveries`,flat:!0,plain:!0,columns:[`Event`,`Status`,`Last answer`,`Sent`],children:(0,H.jsx)(`tbody`,{children:a.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=Re[e.status];return(0,H.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,H.jsxs)(`th`,{scope:`row`,children:[(0,H.jsx)(`code`,{children:e.eventType}),(0,H.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,H.jsx)(`td`,{children:(0,H.jsx)(b,{tone:n.tone,children:n.label})}),(0,H.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,H.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${y(e.nextAttemptAt)}`:``]})]}),(0,H.jsx)(`td`,{children:y(e.createdAt)})]},e.id)})})}),(0,H.jsx)(P,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:a.pageInfo.hasNextPage,onPrevious:()=>n(le(t)),onNext:()=>a.pageInfo.endCursor&&n(F(t,a.pageInfo.endCursor))})]}):(0,H.jsx)(g,{})}var Be=.75,Ve=new Set([`frames`,`at_rest`,`same_face`]);function He(e){let t=-1;return e.forEach((n,r)=>{let i=e[t];(t<0||n.passed&&!i.passed||n.passed===i.passed&&n.score>i.score)&&(t=r)}),t}function Ue(e){return(e.checks??[]).some(e=>Ve.has(e.name)||G(e.name)!==null)}function We(e){let t=(e.checks??[]).find(e=>e.name===`frames`);if(!t)return Ue(e)?null:0;let n=/^\s*(\d+) of (\d+) frames?\b/.exec(t.detail??``);return n?Number(n[2]):null}function Ge(e,t){if(e.length===0)return null;let n=e.map(We);if(e.length===1)return[{frames:[...t],total:Math.max(n[0]??0,t.length)}];if(n.some(e=>e===null)||n.reduce((e,t)=>e+(t??0),0)!==t.length)return null;let r=0;return n.map(e=>{let n={frames:t.slice(r,r+(e??0)),total:e??0};return r+=e??0,n})}function Ke(e){return(e.checks??[]).filter(e=>G(e.name)!==null)}function qe(e){return(e.checks??[]).filter(e=>G(e.name)===null&&!Ve.has(e.name))}function Je(e){return(e.checks??[]).filter(e=>Ve.has(e.name))}function Ye(e,t){return!e||t.frame==null||t.frame<0||t.frame>=e.frames.length?null:e.frames[t.frame]}function Xe(e,t){if(!e||!t||t.frames.length===0)return null;for(let n of Ke(e)){let e=n.passed?Ye(t,n):null;if(e!==null)return{index:n.frame,frame:e,check:n}}return{index:0,frame:t.frames[0]}}function Ze(e,t,n){return e.length===0?null:e.length===t&&n>=0?e[n]:e[e.length-1]}function Qe(e){let t=Math.floor(Math.round(e*1e5)/100);return`${(Math.max(0,Math.min(1e3,t))/10).toFixed(1)}%`}function $e(e,t=Be){return e.reason?{text:D[e.reason],tone:`warning`}:e.passed?e.similarity>=t?{text:`Same person`,tone:`success`}:{text:D.FACE_MATCH_LOW_CONFIDENCE,tone:`warning`}:{text:`Different people`,tone:`danger`}}var et=`/v1/files/`;function tt(e,t=globalThis.location?.origin){let n;try{n=new URL(e,t)}catch{return e}return n.pathname.startsWith(et)?n.pathname+n.search:e}var Q=[1,1.5,2,3,4],nt=[0,90,180,270],rt=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`DOCUMENT_PORTRAIT`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function $(e,t=k[e.kind]){return{id:e.id,kind:e.kind,width:e.width,height:e.height,url:tt(e.url),label:t}}function it({items:e,compact:t}){let[n,r]=(0,I.useState)(null),i=e.filter(e=>e.kind!==`LIVENESS_FRAME`).map(e=>({...e,url:tt(e.url)})).sort((e,t)=>rt.indexOf(e.kind)-rt.indexOf(t.kind)),a=i.filter(e=>e.contentType.startsWith(`image/`)),o=i.filter(e=>!e.contentType.startsWith(`image/`));return e.length===0?(0,H.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`}):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:a.map((e,t)=>(0,H.jsx)(`li`,{children:(0,H.jsxs)(`figure`,{children:[(0,H.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>r(t),"aria-label":`Enlarge: ${k[e.kind]}`,children:(0,H.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:k[e.kind],"data-kind":e.kind})}),(0,H.jsxs)(`figcaption`,{children:[k[e.kind],` `,(0,H.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),o.map(e=>(0,H.jsx)(`p`,{children:(0,H.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,k[e.kind].toLowerCase()]})},e.id)),(0,H.jsx)(at,{images:a.map(e=>$(e)),index:n,onIndex:r})]})}function at({images:e,index:t,onIndex:n}){let[r,i]=(0,I.useState)(0),[a,o]=(0,I.useState)(0),s=t===null?null:e[t]??null,c=s!==null,[l,u]=(0,I.useState)(null);(s?.id??null)!==l&&(u(s?.id??null),i(0),o(0));let d=r=>t!==null&&n((t+r+e.length)%e.length),f=e=>o(t=>(t+e+nt.length)%nt.length),p=e=>{if(!(t===null||e.ctrlKey||e.metaKey||e.altKey)){if(e.key===`+`||e.key===`=`)i(e=>Math.min(e+1,Q.length-1));else if(e.key===`-`||e.key===`−`)i(e=>Math.max(e-1,0));else if(e.key===`0`)i(0);else if(e.key===`r`)f(1);else if(e.key===`R`)f(-1);else if(e.key===`ArrowRight`)d(1);else if(e.key===`ArrowLeft`)d(-1);else return;e.preventDefault()}},m=nt[a],h=`${Q[r]*100}%${m?`, rotated ${m}°`:``}`,g=s?{"--lb-ratio":s.width/s.height,"--lb-h":s.height}:void 0;return(0,H.jsx)(ae,{open:c,onOpenChange:e=>!e&&n(null),title:s?.label??``,wide:!0,description:`Zoom with + and −, 0 to fit; R rotates a quarter turn clockwise, Shift+R back; the arrow keys show the other images.`,children:s&&(0,H.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:p,children:[(0,H.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom and rotate`,children:[(0,H.jsx)(w,{onClick:()=>i(e=>Math.max(e-1,0)),disabled:r===0,children:`Zoom out`}),(0,H.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[Q[r]*100,`%`]}),(0,H.jsx)(w,{onClick:()=>i(e=>Math.min(e+1,Q.length-1)),disabled:r===Q.length-1,children:`Zoom in`}),(0,H.jsx)(w,{onClick:()=>f(-1),children:`Rotate left`}),(0,H.jsx)(w,{onClick:()=>f(1),children:`Rotate right`}),e.length>1&&(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(w,{onClick:()=>d(-1),children:`Previous image`}),(0,H.jsx)(w,{onClick:()=>d(1),children:`Next image`})]}),(0,H.jsx)(w,{className:`lightbox-close`,onClick:()=>n(null),children:`Close`})]}),(0,H.jsx)(`p`,{className:`sr-only`,"aria-live":`polite`,children:m?`Rotated ${m}° clockwise`:`Upright`}),(0,H.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${s.label}, ${h}`,role:`region`,children:(0,H.jsx)(`div`,{className:`lightbox-turn`,"data-turn":m,"data-zoom":r,style:g,children:(0,H.jsx)(`img`,{src:s.url,width:s.width,height:s.height,alt:s.label,className:`lightbox-image`,"data-zoom":r,"data-turn":m,"data-kind":s.kind})})})]})})}function ot(e){return!!e&&(e.faceMatch!=null||e.liveness.length>0)}function st(e,t,n,r){return`${r?`Attempt ${e+1}, frame`:`Frame`} ${t+1} of ${n}`}function ct({checks:e,documents:t,faceMatchMin:n=Be,livenessMin:r,compact:i}){let[a,o]=(0,I.useState)(null),[s,c]=(0,I.useState)(!1),l=e.liveness,u=l.length>1,d=e.faceMatch??null,f=(t??[]).filter(e=>e.contentType.startsWith(`image/`)),p=f.find(e=>e.kind===`DOCUMENT_PORTRAIT`)??null,m=f.filter(e=>e.kind===`LIVENESS`),h=f.filter(e=>e.kind===`LIVENESS_FRAME`),g=He(l),_=Ze(m,l.length,g),v=Ge(l,h),y=g>=0?Xe(l[g],v?.[g]):null,ee=e=>{let t=v?.[e];return t?t.frames.map((n,r)=>$(n,st(e,r,t.total,u))):[]},te=h.map((e,t)=>$(e,`Frame ${t+1} of the ${h.length} listed`)),x=(e,t)=>o({images:ee(e),index:t}),S=[];if(p&&S.push({...$(p),face:`portrait`,caption:`From the document`}),_){let e=u&&g>=0&&m.length===l.length?`Selfie, attempt ${g+1}`:`Selfie`;S.push({...$(_,e),face:`selfie`,caption:e})}if(y&&v){let e=v[g],t=y.check?Y(y.check):null,n=`Best frame: ${st(g,y.index,e.total,u).toLowerCase()}${t?` (${t})`:``}`;S.push({...$(y.frame,n),face:`frame`,caption:`Frame ${y.index+1}${t?`, ${t.toLowerCase()}`:``}`})}let C=e=>n=>{if(n.frame==null)return null;let r=n.frame+1;if(t===null||!Ye(v?.[e],n))return(0,H.jsxs)(`span`,{className:`muted`,children:[`frame `,r]});let i=G(n.name)?`, where ${Y(n).toLowerCase()} was seen`:`: ${Y(n).toLowerCase()}`;return(0,H.jsxs)(`button`,{type:`button`,className:`frame-link`,"data-frame":n.frame,onClick:()=>x(e,n.frame),children:[`Frame `,r,(0,H.jsx)(`span`,{className:`sr-only`,children:i})]})},w=d?$e(d,n):null,ne=S.length>0||d!==null;return(0,H.jsxs)(`div`,{className:i?`faces faces-compact`:`faces`,children:[(0,H.jsxs)(`div`,{className:ne&&l.length>0?`faces-top faces-two`:`faces-top`,children:[ne&&(0,H.jsxs)(`div`,{className:`faces-side`,children:[S.length>0&&(0,H.jsx)(`ul`,{className:`faces-compared`,"aria-label":`Faces compared`,children:S.map((e,t)=>(0,H.jsx)(`li`,{children:(0,H.jsxs)(`figure`,{children:[(0,H.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>o({images:S,index:t}),"aria-label":`Enlarge: ${e.label}`,children:(0,H.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,"data-face":e.face})}),(0,H.jsx)(`figcaption`,{children:e.caption})]})},e.face))}),t!==null&&!p&&d&&(0,H.jsx)(`p`,{className:`muted`,children:`No portrait from the document is among the images.`}),d&&w&&(0,H.jsxs)(`div`,{className:`face-match`,"data-passed":d.passed,children:[(0,H.jsxs)(`p`,{className:`face-similarity`,children:[d.reason?(0,H.jsx)(`span`,{className:`face-percent`,children:`Not compared`}):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`span`,{className:`face-percent`,children:Qe(d.similarity)}),` similar`,` `,(0,H.jsxs)(`span`,{className:`muted nowrap`,children:[`(needs ≥ `,Qe(n),`)`]})]}),(0,H.jsx)(b,{tone:w.tone,children:w.text})]}),d.detail&&(0,H.jsx)(`p`,{className:`muted face-detail`,children:d.detail.charAt(0).toUpperCase()+d.detail.slice(1)})]})]}),l.length>0&&(0,H.jsxs)(`div`,{className:`attempts`,children:[u&&(0,H.jsxs)(`p`,{className:`muted attempts-note`,children:[l.length,` attempts; the verdict rests on attempt `,g+1,`.`]}),(0,H.jsx)(lt,{attempt:l[g],k:g,many:u,livenessMin:r,action:C(g)}),l.map((e,t)=>t===g?null:(0,H.jsxs)(`details`,{className:`attempt-other`,children:[(0,H.jsxs)(`summary`,{children:[`Attempt `,t+1,`: `,e.passed?`passed`:`failed`,`, score `,E(e.score),e.reason?` (${D[e.reason]})`:``]}),(0,H.jsx)(lt,{attempt:e,k:t,many:u,livenessMin:r,action:C(t)})]},t))]})]}),h.length>0&&(0,H.jsxs)(`details`,{className:`frames`,onToggle:e=>e.currentTarget.open&&c(!0),children:[(0,H.jsxs)(`summary`,{children:[`All `,h.length,` frames`]}),s&&(v?v.map((e,t)=>e.frames.length===0?null:(0,H.jsx)(ut,{title:u?`Attempt ${t+1}`:null,images:ee(t),group:e,named:l[t].checks,onOpen:e=>x(t,e)},t)):(0,H.jsxs)(H.Fragment,{children:[(0,H.jsx)(`p`,{className:`muted`,children:`Which attempt each frame belongs to cannot be told: they are shown in the order recorded.`}),(0,H.jsx)(ut,{title:null,images:te,onOpen:e=>o({images:te,index:e})})]}))]}),(0,H.jsx)(at,{images:a?.images??[],index:a?.index??null,onIndex:e=>o(t=>t&&e!==null?{...t,index:e}:null)})]})}function lt({attempt:e,k:t,many:n,livenessMin:r,action:i}){let a=(0,I.useId)(),o=Ke(e),s=qe(e),c=Je(e),l=e.passed&&e.score>=r;return(0,H.jsxs)(`div`,{className:`attempt`,"data-attempt":t,children:[(0,H.jsxs)(`p`,{className:`attempt-head`,children:[(0,H.jsxs)(`span`,{className:`attempt-title`,children:[`Liveness`,n?`, attempt ${t+1}`:``]}),(0,H.jsxs)(`span`,{className:`nowrap`,children:[`score `,E(e.score),` `,(0,H.jsxs)(`span`,{className:`muted`,children:[`(needs ≥ `,r.toFixed(2),`)`]})]}),(0,H.jsxs)(`span`,{className:l?`result result-pass`:`result result-fail`,children:[(0,H.jsx)(`span`,{"aria-hidden":`true`,children:l?`✓ `:`✗ `}),l?`Pass`:`Fail`]}),e.reason&&(0,H.jsx)(b,{tone:`warning`,children:D[e.reason]})]}),o.length>0&&(0,H.jsx)(Z,{checks:o,title:`Challenges`,action:i}),s.length>0&&(0,H.jsx)(Z,{checks:s,title:`Checks of the selfie`}),c.length>0&&(0,H.jsx)(Z,{checks:c,title:`Checks of the recording`,action:i}),(0,H.jsx)(`p`,{className:`read-subhead`,id:a,children:`Signals`}),e.signals.length===0?(0,H.jsx)(`p`,{className:`muted signals-none`,children:`None raised.`}):(0,H.jsx)(`ul`,{className:`signals`,"aria-labelledby":a,children:e.signals.map(e=>(0,H.jsx)(`li`,{"data-signal":e,children:(0,H.jsx)(b,{tone:`danger`,children:A(e)})},e))})]})}function ut({title:e,images:t,group:n,named:r,onOpen:i}){let a=(0,I.useId)(),o=e??`Frames`;return(0,H.jsxs)(`div`,{className:`frame-group`,children:[e&&(0,H.jsx)(`p`,{className:`read-subhead`,id:a,children:e}),n&&n.total>n.frames.length&&(0,H.jsxs)(`p`,{className:`muted`,children:[n.frames.length,` of the `,n.total,` frames recorded are listed.`]}),(0,H.jsx)(`ul`,{className:`frame-grid`,"aria-labelledby":e?a:void 0,"aria-label":e?void 0:o,children:t.map((e,t)=>{let n=(r??[]).filter(e=>e.frame===t&&G(e.name)).map(e=>Y(e));return(0,H.jsx)(`li`,{children:(0,H.jsxs)(`figure`,{children:[(0,H.jsx)(`button`,{type:`button`,className:`frame-thumb`,onClick:()=>i(t),"aria-label":`Enlarge: ${e.label}`,children:(0,H.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,loading:`lazy`,decoding:`async`})}),(0,H.jsxs)(`figcaption`,{children:[t+1,n.length>0&&(0,H.jsx)(`span`,{className:`frame-mark`,children:n.join(`, `)})]})]})},e.id)})})]})}function dt(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function ft(e){return e.kind===`event`?O(e.what):de(e.what)}function pt({items:e}){if(e.length===0)return(0,H.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`});let t=ue(e,e=>[e.kind,e.what,e.who??``].join(`
`));return(0,H.jsx)(`ol`,{className:`timeline`,children:t.map(({first:e,count:t})=>(0,H.jsxs)(`li`,{className:`timeline-`+e.kind,"data-what":e.what,children:[(0,H.jsx)(`time`,{dateTime:e.at,title:m(e.at),children:y(e.at)}),(0,H.jsxs)(`span`,{className:`timeline-what`,children:[(0,H.jsx)(`span`,{title:e.what,children:ft(e)}),t>1&&(0,H.jsxs)(`span`,{className:`timeline-count`,title:`${t} times in a row`,children:[` ×`,t]}),e.who&&(0,H.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,H.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function mt({sessionId:e,notes:t,onAdded:n}){let r=v(),[i,a]=(0,I.useState)(``),[o,c]=h(Se),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(a(``),n())};return(0,H.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,H.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,H.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,H.jsxs)(`li`,{children:[(0,H.jsxs)(`p`,{className:`note-head`,children:[(0,H.jsx)(`strong`,{children:e.authorName}),` `,(0,H.jsx)(`time`,{dateTime:e.createdAt,title:m(e.createdAt),children:y(e.createdAt)})]}),(0,H.jsx)(`p`,{className:`note-body`,children:e.body??(0,H.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,H.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,H.jsx)(T,{label:`Add a note`,rows:2,value:i,onChange:e=>a(e.target.value)}),o.error&&(0,H.jsx)(s,{title:`Adding the note did not work.`,error:o.error,onRetry:()=>void l()}),(0,H.jsx)(w,{type:`submit`,disabled:o.fetching||!i.trim(),children:`Add the note`})]})]})}var ht=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function gt(e){let t=v(),n=t(`READ`),r=t(`REVIEW`),i=t(`MANAGE`),[a,o]=d({query:he,variables:{id:e,read:n,review:r,manage:i},pause:!e}),[s]=d({query:R,pause:!r});return{result:a,reviewers:(s.data?.members??[]).filter(e=>ht.has(e.role)).map(e=>e.user),refetch:()=>o({requestPolicy:`network-only`})}}function _t({data:e,reviewers:t,level:r,compact:i,onDecided:a,actionsRef:o,refetch:s,head:c}){let l=e.session,u=l.workflowSettings.thresholds,d=dt(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),f=v(),p=f(`READ`),m=f(`REVIEW`),h=l.address;return(0,H.jsxs)(`div`,{className:i?`session session-compact`:`session`,children:[(0,H.jsxs)(`div`,{className:`session-bar`,children:[c,(0,H.jsxs)(`div`,{className:`badges`,children:[(0,H.jsx)(M,{status:l.status}),l.flagged&&(0,H.jsx)(N,{}),l.redactedAt&&(0,H.jsx)(b,{children:`Redacted`}),l.assignedTo&&(0,H.jsxs)(b,{children:[`Assigned to `,l.assignedTo]})]}),(0,H.jsx)(U,{session:l,reviewers:t,onDecided:a,ref:o,images:l.documents?.length??0})]}),m&&(0,H.jsx)(S,{title:`Images`,level:r,className:`panel-media`,children:(0,H.jsx)(it,{items:l.documents??[],compact:i})}),l.checks&&ot(l.checks)&&(0,H.jsx)(S,{title:`Faces`,level:r,className:`panel-faces`,children:(0,H.jsx)(ct,{checks:l.checks,documents:m?l.documents??[]:null,faceMatchMin:u.faceMatchMin,livenessMin:u.livenessMin,compact:i})}),(0,H.jsxs)(`div`,{className:`session-grid`,children:[(0,H.jsx)(S,{title:`Checks`,level:r,children:(0,H.jsx)(Pe,{checks:l.checks,thresholds:u,addressMin:l.workflowSettings.address.autoApproveThreshold})}),(0,H.jsx)(S,{title:`Verdict`,level:r,children:(0,H.jsx)(x,{rows:!0,items:[[`Decision reason`,l.decisionReason?D[l.decisionReason]:`—`],[`Risk score`,E(l.riskScore)],[`Engine’s verdict`,l.autoDecision?l.autoDecision.toLowerCase().replace(`_`,` `):`—`],[`Final verdict`,l.finalDecision?l.finalDecision.toLowerCase().replace(`_`,` `):`—`],!!l.reviewNote&&[`Reviewer’s note`,l.reviewNote],l.flagged&&[`Flagged because`,l.flagReason??`—`],l.redoSteps.length>0&&[`Asked again`,l.redoSteps.map(e=>ce[e]).join(`, `)],[`In review since`,y(l.reviewSince)]]})}),m&&(0,H.jsx)(S,{title:`Read from the document`,level:r,children:(0,H.jsx)(Ie,{front:l.checks?.documentFront,back:l.checks?.documentBack,cross:l.checks?.crossChecks,same:l.sameDocument})}),(0,H.jsx)(S,{title:`Person and workflow`,level:r,children:(0,H.jsx)(x,{rows:!0,items:[[`Session`,i?(0,H.jsx)(n,{to:`/verifications/${l.id}`,children:l.id}):(0,H.jsx)(`code`,{children:l.id})],p&&[`User reference`,l.userReference??`—`],p&&[`Customer`,l.customer?`${l.customer.firstName} ${l.customer.lastName} (${l.customer.email})`:l.customerId??`—`],[`Document`,`${l.documentType?l.documentType.toLowerCase().replace(`_`,` `):`—`}${l.country?`, ${l.country}`:``}`],m&&[`Address`,h?(0,H.jsxs)(H.Fragment,{children:[[h.line1,h.line2,h.city,h.state,h.postalCode,h.country].filter(Boolean).join(`, `),h.latitude!=null&&h.longitude!=null&&(0,H.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,h.latitude.toFixed(5),`, `,h.longitude.toFixed(5),`)`]})]}):`—`],[`Workflow`,l.workflow?.name??l.workflowSettings.stages.join(`, `)],[`Thresholds`,`quality ≥ ${u.qualityMin.toFixed(2)}, reading ≥ ${u.ocrMin.toFixed(2)}, liveness ≥ ${u.livenessMin.toFixed(2)}, face ≥ ${u.faceMatchMin.toFixed(2)}`],[`Created`,y(l.createdAt)],[`Completed`,y(l.completedAt)]]})})]}),m&&(0,H.jsx)(S,{title:`Notes`,level:r,children:(0,H.jsx)(mt,{sessionId:l.id,notes:l.notes??[],onAdded:s})}),(0,H.jsx)(S,{title:`History`,level:r,children:(0,H.jsx)(pt,{items:d})}),f(`DEVELOP`)&&(0,H.jsx)(S,{title:`Webhook deliveries`,level:r,children:(0,H.jsx)(ze,{sessionId:l.id})})]})}function vt({id:e,refresh:t,...n}){let{result:r,reviewers:i,refetch:a}=gt(e);return(0,I.useEffect)(()=>{t&&a()},[t]),r.error&&!r.data?(0,H.jsx)(s,{error:r.error,onRetry:a}):r.data?r.data.session?(0,H.jsx)(_t,{data:r.data,reviewers:i,refetch:a,...n}):(0,H.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,H.jsx)(g,{})}export{R as a,fe as c,Te as i,me as l,_t as n,we as o,gt as r,pe as s,vt as t,L as u};