import{B as e,C as t,D as n,E as r,I as i,L as a,M as o,N as s,P as c,R as l,S as u,V as d,_ as f,b as p,f as m,g as ee,h,k as g,m as te,p as ne,r as re,t as _,v as ie,w as v,x as y,y as ae}from"./index-BGEGvItV.js";var b={PENDING:`Pending`,STARTED:`Started`,DOCUMENT_SUBMITTED:`Document submitted`,LIVENESS_SUBMITTED:`Selfie submitted`,ADDRESS_SUBMITTED:`Address submitted`,PROCESSING:`Processing`,APPROVED:`Approved`,REJECTED:`Rejected`,REQUIRES_REVIEW:`In review`,EXPIRED:`Expired`,CANCELLED:`Cancelled`},x={DOCUMENT_EXPIRED:`Document expired`,LIVENESS_FAILED:`Liveness failed`,FACE_MATCH_FAILED:`Face match failed`,MULTIPLE_FACES_DETECTED:`Several faces seen`,LOW_DOCUMENT_QUALITY:`Low document quality`,OCR_LOW_CONFIDENCE:`Document hard to read`,LIVENESS_LOW_CONFIDENCE:`Low liveness score`,FACE_MATCH_LOW_CONFIDENCE:`Low face similarity`,ADDRESS_VERIFICATION_FAILED:`Address check failed`,ADDRESS_LOW_CONFIDENCE:`Low address score`,ADDRESS_DOCUMENT_REVIEW:`Proof of address to look at`,AUTO_APPROVED:`Approved automatically`,MANUAL_APPROVAL:`Approved by a reviewer`,MANUAL_REJECTION:`Rejected by a reviewer`},oe={DOCUMENT:`The document (every side)`,DOCUMENT_BACK:`The back of the document`,LIVENESS:`The selfie`,ADDRESS:`The address`},S={DOCUMENT_FRONT:`Document, front`,DOCUMENT_BACK:`Document, back`,LIVENESS:`Selfie`,LIVENESS_VIDEO:`Selfie video`,POA:`Proof of address`};function C(e){return Object.keys(e)}function w(e){return e===`APPROVED`?`good`:e===`REJECTED`?`bad`:e===`REQUIRES_REVIEW`?`warn`:`neutral`}function T(e){return e==null?`—`:e.toFixed(2)}function E(e){return e?new Date(e).toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`}):`—`}function se(e,t=Date.now()){if(!e)return`—`;let n=Math.max(0,Math.floor((t-new Date(e).getTime())/1e3));return n<60?`just now`:n<3600?`${Math.floor(n/60)} min`:n<86400?`${Math.floor(n/3600)} h`:`${Math.floor(n/86400)} d`}var D={status:``,reason:``,workflow:``,from:``,to:``,ref:``,customer:``,flagged:``,q:``,after:``,prev:[]},ce={reason:``,age:``,assignee:``,flagged:``,after:``,prev:[],case:``};function O(e){return Object.hasOwn(b,e)}function k(e){return Object.hasOwn(x,e)}function A(e){if(e===`yes`)return!0;if(e===`no`)return!1}function j(e,t=0){let n=/^(\d{4})-(\d{2})-(\d{2})$/.exec(e);if(!n)return;let r=new Date(Number(n[1]),Number(n[2])-1,Number(n[3])+t);return Number.isNaN(r.getTime())?void 0:r.toISOString()}function M(e){return Object.fromEntries(Object.entries(e).filter(([,e])=>e!==void 0&&e!==``))}function N(e){return M({status:O(e.status)?e.status:void 0,decisionReason:k(e.reason)?e.reason:void 0,workflowId:e.workflow.trim(),createdAfter:j(e.from),createdBefore:j(e.to,1),userReference:e.ref.trim(),customerId:e.customer.trim(),flagged:A(e.flagged),search:e.q.trim()})}function P(e,t){let n=Number(e.age);return M({reason:k(e.reason)?e.reason:void 0,minAgeSeconds:Number.isInteger(n)&&n>0?n:void 0,assignedUserId:e.assignee===`me`?t:e.assignee,flagged:A(e.flagged)})}function le(e,t){return{after:t,prev:[...e.prev,e.after||`first`]}}function F(e){let t=e.prev[e.prev.length-1];return{after:!t||t===`first`?``:t,prev:e.prev.slice(0,-1)}}var I={after:``,prev:[]},L=d(e(),1),R=m(`
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
`),z=m(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),B=m(`
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
`),V=m(`
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
`),H=m(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),U=m(`
  query SessionDetail($id: ID!, $review: Boolean!, $manage: Boolean!) {
    session(id: $id) {
      id
      status
      userReference
      customerId
      customer {
        id
        email
        firstName
        lastName
      }
      documentType
      country
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
        }
        documentBack {
          confidence
          quality
          expired
          fields @include(if: $review) {
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
`),ue=m(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),de=m(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),fe=m(`
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
`),pe=m(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),me=m(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),he=m(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),W=m(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`);function G(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function K(e,t,n,r){return[G(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),G(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function ge(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...K(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...K(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=G(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=G(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=G(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function _e(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}var q=c();function ve({status:e}){return(0,q.jsx)(`span`,{className:`badge badge-${w(e)}`,children:b[e]})}function ye(){return(0,q.jsx)(`span`,{className:`badge badge-bad`,children:`Flagged`})}function be({label:e,options:t,id:n,className:r,...i}){let a=(0,L.useId)(),o=n??a;return(0,q.jsxs)(`div`,{className:`field `+(r??``),children:[(0,q.jsx)(`label`,{htmlFor:o,children:e}),(0,q.jsx)(`select`,{id:o,...i,children:t.map(e=>(0,q.jsx)(`option`,{value:e.value,children:e.label},e.value))})]})}function J({open:e,onOpenChange:n,title:r,description:i,className:a,children:o}){return(0,q.jsx)(p,{open:e,onOpenChange:n,children:(0,q.jsxs)(t,{children:[(0,q.jsx)(`div`,{className:`modal-backdrop`,"aria-hidden":`true`}),(0,q.jsxs)(y,{className:`modal `+(a??``),children:[(0,q.jsx)(v,{className:`modal-title`,children:r}),i?(0,q.jsx)(u,{className:`modal-description`,children:i}):(0,q.jsx)(u,{className:`sr-only`,children:r}),o]})]})})}function Y({what:e,error:t,onRetry:n}){let r=i(t);return(0,q.jsxs)(`div`,{className:`failure`,role:`alert`,children:[(0,q.jsxs)(`p`,{children:[(0,q.jsxs)(`strong`,{children:[e,` did not work:`]}),` `,r.message]}),(0,q.jsxs)(`p`,{className:`error-code`,children:[`Code: `,(0,q.jsx)(`code`,{children:r.code})]}),n&&(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:n,children:`Try again`})]})}function xe({hasPrevious:e,hasNext:t,onPrevious:n,onNext:r}){return!e&&!t?null:(0,q.jsxs)(`nav`,{className:`pager`,"aria-label":`Pages`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:!e,onClick:n,children:`Previous page`}),(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:!t,onClick:r,children:`Next page`})]})}var Se=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]);function Ce({session:e,reviewers:t,onDecided:n,ref:r,images:i}){let o=_(),s=re().user?.id,c=o(`REVIEW`),l=o(`MANAGE`),u=e.status===`REQUIRES_REVIEW`,[d,p]=(0,L.useState)(null),[m,g]=(0,L.useState)(``),[v,y]=(0,L.useState)(``),[b,x]=(0,L.useState)([]),[S,C]=(0,L.useState)(null),[w,T]=(0,L.useState)(null),[E,se]=a(ue),[D,ce]=a(de),[O,k]=a(fe),[A,j]=a(pe),[M,N]=a(me),[P,le]=a(he),F=E.fetching||D.fetching||O.fetching||A.fetching||M.fetching||P.fetching,I=async(e,t,n)=>{T(null);let r=await t();r.error||!r.data?T({what:e,error:r.error,retry:()=>void I(e,t,n)}):n?.(r.data)},R=()=>{p(null),T(null)},z=()=>I(`Approving`,()=>se({id:e.id}),()=>n?.(e.id)),B=()=>{g(``),T(null),p(`reject`)};if((0,L.useImperativeHandle)(r,()=>({approve(){c&&u&&!F&&z()},reject(){c&&u&&B()}})),!c&&!l)return null;let V=_e(e.workflowSettings.stages,e.documentType),H=t=>{t.preventDefault(),I(`Rejecting`,()=>ce({id:e.id,note:m.trim()}),()=>{p(null),n?.(e.id)})},U=t=>{t.preventDefault(),I(`Asking for a redo`,()=>k({id:e.id,steps:b,note:m.trim()||null}),e=>{C(e.requestSessionRedo.url)})},W=t=>{t.preventDefault(),I(`Flagging`,()=>j({id:e.id,flagged:!0,reason:v.trim()||null}),R)},G=()=>I(`Redacting`,()=>le({id:e.id}),R),K=(t,n)=>I(`Assigning to ${n}`,()=>N({id:e.id,userId:t}));return(0,q.jsxs)(`div`,{className:`actions`,"aria-label":`Actions`,role:`group`,children:[c&&u&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`button`,{type:`button`,className:`button button-primary`,disabled:F,onClick:()=>void z(),children:`Approve`}),(0,q.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:F,onClick:B,children:`Reject`}),V.length>0&&(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:F||!!e.redactedAt,onClick:()=>{x([]),g(``),C(null),T(null),p(`redo`)},children:`Request a redo`}),s&&e.assignedUserId!==s&&(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:F,onClick:()=>void K(s,`you`),children:`Assign to me`}),(0,q.jsxs)(ne,{modal:!1,children:[(0,q.jsx)(ae,{className:`button`,disabled:F,children:`Assign…`}),(0,q.jsx)(f,{children:(0,q.jsxs)(te,{className:`menu`,align:`start`,sideOffset:6,children:[(0,q.jsx)(ee,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,q.jsxs)(h,{className:`menu-item`,onSelect:()=>void K(e.id,e.name||e.email),children:[e.name||e.email,e.id===s&&(0,q.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,q.jsx)(ie,{className:`menu-separator`}),(0,q.jsx)(h,{className:`menu-item`,onSelect:()=>void K(null,`nobody`),children:`Nobody`})]})})]})]}),c&&(e.flagged?(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:F,onClick:()=>void I(`Clearing the flag`,()=>j({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,q.jsx)(`button`,{type:`button`,className:`button`,disabled:F,onClick:()=>{y(``),T(null),p(`flag`)},children:`Flag`})),l&&Se.has(e.status)&&!e.redactedAt&&(0,q.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,disabled:F,onClick:()=>{T(null),p(`redact`)},children:`Redact`}),w&&d===null&&(0,q.jsx)(Y,{what:w.what,error:w.error,onRetry:w.retry}),(0,q.jsx)(J,{open:d===`reject`,onOpenChange:e=>!e&&R(),title:`Reject the verification`,description:`The person is told the verification failed. Your note stays with the session, for reviewers.`,children:(0,q.jsxs)(`form`,{className:`form`,onSubmit:H,children:[(0,q.jsxs)(`div`,{className:`field`,children:[(0,q.jsx)(`label`,{htmlFor:`reject-note`,children:`Note`}),(0,q.jsx)(`textarea`,{id:`reject-note`,required:!0,rows:4,value:m,onChange:e=>g(e.target.value),autoFocus:!0})]}),w&&(0,q.jsx)(Y,{what:w.what,error:w.error,onRetry:w.retry}),(0,q.jsxs)(`div`,{className:`modal-buttons`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:R,children:`Cancel`}),(0,q.jsx)(`button`,{type:`submit`,className:`button button-danger`,disabled:D.fetching||!m.trim(),children:`Reject with this note`})]})]})}),(0,q.jsx)(J,{open:d===`redo`,onOpenChange:e=>!e&&R(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:S?(0,q.jsxs)(`div`,{className:`form`,children:[(0,q.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,q.jsxs)(`div`,{className:`field`,children:[(0,q.jsx)(`label`,{htmlFor:`redo-link`,children:`New link`}),(0,q.jsx)(`input`,{id:`redo-link`,readOnly:!0,value:S,onFocus:e=>e.currentTarget.select()})]}),(0,q.jsxs)(`div`,{className:`modal-buttons`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>void navigator.clipboard?.writeText(S),children:`Copy the link`}),(0,q.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>{R(),C(null),n?.(e.id)},children:`Done`})]})]}):(0,q.jsxs)(`form`,{className:`form`,onSubmit:U,children:[(0,q.jsxs)(`fieldset`,{className:`checkboxes`,children:[(0,q.jsx)(`legend`,{children:`Steps to take again`}),V.map(e=>(0,q.jsxs)(`label`,{children:[(0,q.jsx)(`input`,{type:`checkbox`,name:`step`,value:e,checked:b.includes(e),onChange:t=>x(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),oe[e]]},e))]}),(0,q.jsxs)(`div`,{className:`field`,children:[(0,q.jsx)(`label`,{htmlFor:`redo-note`,children:`Note (optional)`}),(0,q.jsx)(`textarea`,{id:`redo-note`,rows:3,value:m,onChange:e=>g(e.target.value)})]}),w&&(0,q.jsx)(Y,{what:w.what,error:w.error,onRetry:w.retry}),(0,q.jsxs)(`div`,{className:`modal-buttons`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:R,children:`Cancel`}),(0,q.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:O.fetching||b.length===0,children:`Send a new link`})]})]})}),(0,q.jsx)(J,{open:d===`flag`,onOpenChange:e=>!e&&R(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,q.jsxs)(`form`,{className:`form`,onSubmit:W,children:[(0,q.jsxs)(`div`,{className:`field`,children:[(0,q.jsx)(`label`,{htmlFor:`flag-reason`,children:`Reason`}),(0,q.jsx)(`textarea`,{id:`flag-reason`,required:!0,rows:3,value:v,onChange:e=>y(e.target.value)})]}),w&&(0,q.jsx)(Y,{what:w.what,error:w.error,onRetry:w.retry}),(0,q.jsxs)(`div`,{className:`modal-buttons`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:R,children:`Cancel`}),(0,q.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:A.fetching||!v.trim(),children:`Flag the session`})]})]})}),(0,q.jsx)(J,{open:d===`redact`,onOpenChange:e=>!e&&R(),title:`Redact this session?`,description:`This cannot be undone.`,children:(0,q.jsxs)(`div`,{className:`form`,children:[(0,q.jsx)(`p`,{children:`Erased now, for good:`}),(0,q.jsxs)(`ul`,{className:`erase-list`,children:[(0,q.jsxs)(`li`,{children:[i===1?`its image`:`its ${i} images`,` (document and selfies)`]}),(0,q.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,q.jsx)(`li`,{children:`the address the person gave`}),(0,q.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,q.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`}),w&&(0,q.jsx)(Y,{what:w.what,error:w.error,onRetry:w.retry}),(0,q.jsxs)(`div`,{className:`modal-buttons`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:R,children:`Cancel`}),(0,q.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:P.fetching,onClick:()=>void G(),children:`Erase the personal data`})]})]})})]})}function we({checks:e,thresholds:t,addressMin:n}){let r=ge(e,t,n);return r.length===0?(0,q.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,q.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Checks`,children:(0,q.jsxs)(`table`,{className:`table checks`,children:[(0,q.jsx)(`caption`,{className:`sr-only`,children:`Checks against the workflow’s thresholds`}),(0,q.jsx)(`thead`,{children:(0,q.jsxs)(`tr`,{children:[(0,q.jsx)(`th`,{scope:`col`,children:`Check`}),(0,q.jsx)(`th`,{scope:`col`,className:`num`,children:`Score`}),(0,q.jsx)(`th`,{scope:`col`,className:`num`,children:`Needs`}),(0,q.jsx)(`th`,{scope:`col`,children:`Result`})]})}),(0,q.jsx)(`tbody`,{children:r.map(e=>(0,q.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,q.jsxs)(`th`,{scope:`row`,children:[e.check,(0,q.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,q.jsx)(`td`,{className:`num`,children:T(e.score)}),(0,q.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,q.jsxs)(`td`,{children:[(0,q.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,q.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})]})})}function Te(e){let t=e.replace(/_/g,` `);return t.charAt(0).toUpperCase()+t.slice(1)}function Ee({front:e,back:t}){let n=[{side:`Front`,fields:e??[]},{side:`Back`,fields:t??[]}].filter(e=>e.fields.length>0);return n.length===0?(0,q.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,q.jsx)(`div`,{className:`fields-sides`,children:n.map(e=>(0,q.jsxs)(`div`,{children:[n.length>1&&(0,q.jsx)(`p`,{className:`facts-head`,children:e.side}),(0,q.jsx)(`dl`,{className:`facts`,children:e.fields.map(e=>(0,q.jsxs)(`div`,{children:[(0,q.jsx)(`dt`,{children:Te(e.name)}),(0,q.jsx)(`dd`,{children:e.value})]},e.name))})]},e.side))})}var X=[1,1.5,2,3,4],De=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function Oe({items:e,compact:t}){let[n,r]=(0,L.useState)(null),[i,a]=(0,L.useState)(0),o=[...e].sort((e,t)=>De.indexOf(e.kind)-De.indexOf(t.kind)),s=o.filter(e=>e.contentType.startsWith(`image/`)),c=o.filter(e=>!e.contentType.startsWith(`image/`));if(e.length===0)return(0,q.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`});let l=e=>{r(e),a(0)},u=n===null?null:s[n];return(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:s.map((e,t)=>(0,q.jsx)(`li`,{children:(0,q.jsxs)(`figure`,{children:[(0,q.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>l(t),"aria-label":`Enlarge: ${S[e.kind]}`,children:(0,q.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:S[e.kind],"data-kind":e.kind})}),(0,q.jsxs)(`figcaption`,{children:[S[e.kind],` `,(0,q.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),c.map(e=>(0,q.jsx)(`p`,{children:(0,q.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,S[e.kind].toLowerCase()]})},e.id)),(0,q.jsx)(J,{open:u!==null,onOpenChange:e=>!e&&r(null),title:u?S[u.kind]:``,description:`Zoom with + and −, 0 to fit; the arrow keys show the other images.`,className:`lightbox`,children:u&&(0,q.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:e=>{if(n!==null){if(e.key===`+`||e.key===`=`)a(e=>Math.min(e+1,X.length-1));else if(e.key===`-`||e.key===`−`)a(e=>Math.max(e-1,0));else if(e.key===`0`)a(0);else if(e.key===`ArrowRight`)l((n+1)%s.length);else if(e.key===`ArrowLeft`)l((n-1+s.length)%s.length);else return;e.preventDefault()}},children:[(0,q.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom`,children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.max(e-1,0)),disabled:i===0,children:`Zoom out`}),(0,q.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[X[i]*100,`%`]}),(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.min(e+1,X.length-1)),disabled:i===X.length-1,children:`Zoom in`}),s.length>1&&(0,q.jsxs)(q.Fragment,{children:[(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n-1+s.length)%s.length),children:`Previous image`}),(0,q.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n+1)%s.length),children:`Next image`})]}),(0,q.jsx)(`button`,{type:`button`,className:`button lightbox-close`,onClick:()=>r(null),children:`Close`})]}),(0,q.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${S[u.kind]}, ${X[i]*100}%`,role:`region`,children:(0,q.jsx)(`img`,{src:u.url,width:u.width,height:u.height,alt:S[u.kind],className:`lightbox-image`,"data-zoom":i})})]})})]})}function ke(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function Ae({items:e}){return e.length===0?(0,q.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,q.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,q.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,q.jsx)(`time`,{dateTime:e.at,children:E(e.at)}),(0,q.jsxs)(`span`,{className:`timeline-what`,children:[(0,q.jsx)(`code`,{children:e.what}),e.who&&(0,q.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,q.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function je({sessionId:e,notes:t,onAdded:n}){let r=_(),[i,o]=(0,L.useState)(``),[s,c]=a(W),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(o(``),n())};return(0,q.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,q.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,q.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,q.jsxs)(`li`,{children:[(0,q.jsxs)(`p`,{className:`note-head`,children:[(0,q.jsx)(`strong`,{children:e.authorName}),` `,(0,q.jsx)(`time`,{dateTime:e.createdAt,children:E(e.createdAt)})]}),(0,q.jsx)(`p`,{className:`note-body`,children:e.body??(0,q.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,q.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,q.jsxs)(`div`,{className:`field`,children:[(0,q.jsx)(`label`,{htmlFor:`note-${e}`,children:`Add a note`}),(0,q.jsx)(`textarea`,{id:`note-${e}`,rows:2,value:i,onChange:e=>o(e.target.value)})]}),s.error&&(0,q.jsx)(Y,{what:`Adding the note`,error:s.error,onRetry:()=>void l()}),(0,q.jsx)(`button`,{type:`submit`,className:`button`,disabled:s.fetching||!i.trim(),children:`Add the note`})]})]})}var Me=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function Z(e){let t=_(),n=t(`REVIEW`),r=t(`MANAGE`),[i,a]=l({query:U,variables:{id:e,review:n,manage:r},pause:!e}),[o]=l({query:V,pause:!n});return{result:i,reviewers:(o.data?.members??[]).filter(e=>Me.has(e.role)).map(e=>e.user),refetch:()=>a({requestPolicy:`network-only`})}}function Q({title:e,level:t,children:n,className:r}){let i=t===2?`h2`:`h3`;return(0,q.jsxs)(`section`,{className:`panel `+(r??``),"aria-label":e,children:[(0,q.jsx)(i,{className:`panel-title`,children:e}),n]})}function $({label:e,children:t}){return(0,q.jsxs)(`div`,{children:[(0,q.jsx)(`dt`,{children:e}),(0,q.jsx)(`dd`,{children:t})]})}function Ne({data:e,reviewers:t,level:n,compact:r,onDecided:i,actionsRef:a,refetch:o,head:s}){let c=e.session,l=c.workflowSettings.thresholds,u=ke(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),d=_()(`REVIEW`),f=c.address;return(0,q.jsxs)(`div`,{className:r?`session session-compact`:`session`,children:[(0,q.jsxs)(`div`,{className:`session-bar`,children:[s,(0,q.jsxs)(`div`,{className:`badges`,children:[(0,q.jsx)(ve,{status:c.status}),c.flagged&&(0,q.jsx)(ye,{}),c.redactedAt&&(0,q.jsx)(`span`,{className:`badge badge-neutral`,children:`Redacted`}),c.assignedTo&&(0,q.jsxs)(`span`,{className:`badge badge-neutral`,children:[`Assigned to `,c.assignedTo]})]}),(0,q.jsx)(Ce,{session:c,reviewers:t,onDecided:i,ref:a,images:c.documents?.length??0})]}),d&&(0,q.jsx)(Q,{title:`Images`,level:n,className:`panel-media`,children:(0,q.jsx)(Oe,{items:c.documents??[],compact:r})}),(0,q.jsxs)(`div`,{className:`session-grid`,children:[(0,q.jsx)(Q,{title:`Checks`,level:n,children:(0,q.jsx)(we,{checks:c.checks,thresholds:l,addressMin:c.workflowSettings.address.autoApproveThreshold})}),(0,q.jsx)(Q,{title:`Verdict`,level:n,children:(0,q.jsxs)(`dl`,{className:`facts`,children:[(0,q.jsx)($,{label:`Decision reason`,children:c.decisionReason?x[c.decisionReason]:`—`}),(0,q.jsx)($,{label:`Risk score`,children:T(c.riskScore)}),(0,q.jsx)($,{label:`Engine’s verdict`,children:c.autoDecision?c.autoDecision.toLowerCase().replace(`_`,` `):`—`}),(0,q.jsx)($,{label:`Final verdict`,children:c.finalDecision?c.finalDecision.toLowerCase().replace(`_`,` `):`—`}),c.reviewNote&&(0,q.jsx)($,{label:`Reviewer’s note`,children:c.reviewNote}),c.flagged&&(0,q.jsx)($,{label:`Flagged because`,children:c.flagReason??`—`}),c.redoSteps.length>0&&(0,q.jsx)($,{label:`Asked again`,children:c.redoSteps.map(e=>oe[e]).join(`, `)}),(0,q.jsx)($,{label:`In review since`,children:E(c.reviewSince)})]})}),d&&(0,q.jsx)(Q,{title:`Read from the document`,level:n,children:(0,q.jsx)(Ee,{front:c.checks?.documentFront?.fields,back:c.checks?.documentBack?.fields})}),(0,q.jsx)(Q,{title:`Person and workflow`,level:n,children:(0,q.jsxs)(`dl`,{className:`facts`,children:[(0,q.jsx)($,{label:`Session`,children:r?(0,q.jsx)(g,{to:`/verifications/${c.id}`,children:c.id}):(0,q.jsx)(`code`,{children:c.id})}),(0,q.jsx)($,{label:`User reference`,children:c.userReference??`—`}),(0,q.jsx)($,{label:`Customer`,children:c.customer?`${c.customer.firstName} ${c.customer.lastName} (${c.customer.email})`:c.customerId??`—`}),(0,q.jsxs)($,{label:`Document`,children:[c.documentType?c.documentType.toLowerCase().replace(`_`,` `):`—`,c.country?`, ${c.country}`:``]}),d&&(0,q.jsx)($,{label:`Address`,children:f?(0,q.jsxs)(q.Fragment,{children:[[f.line1,f.line2,f.city,f.state,f.postalCode,f.country].filter(Boolean).join(`, `),f.latitude!=null&&f.longitude!=null&&(0,q.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,f.latitude.toFixed(5),`, `,f.longitude.toFixed(5),`)`]})]}):`—`}),(0,q.jsx)($,{label:`Workflow`,children:c.workflow?.name??c.workflowSettings.stages.join(`, `)}),(0,q.jsxs)($,{label:`Thresholds`,children:[`quality ≥ `,l.qualityMin.toFixed(2),`, reading ≥ `,l.ocrMin.toFixed(2),`, liveness ≥ `,l.livenessMin.toFixed(2),`, face ≥`,` `,l.faceMatchMin.toFixed(2)]}),(0,q.jsx)($,{label:`Created`,children:E(c.createdAt)}),(0,q.jsx)($,{label:`Completed`,children:E(c.completedAt)})]})})]}),d&&(0,q.jsx)(Q,{title:`Notes`,level:n,children:(0,q.jsx)(je,{sessionId:c.id,notes:c.notes??[],onAdded:o})}),(0,q.jsx)(Q,{title:`History`,level:n,children:(0,q.jsx)(Ae,{items:u})})]})}function Pe({id:e,refresh:t,...i}){let{result:a,reviewers:o,refetch:s}=Z(e);return(0,L.useEffect)(()=>{t&&s()},[t]),a.error&&!a.data?(0,q.jsx)(r,{error:a.error,onRetry:s}):a.data?a.data.session?(0,q.jsx)(Ne,{data:a.data,reviewers:o,refetch:s,...i}):(0,q.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,q.jsx)(n,{})}function Fe(e,t){let n=new URLSearchParams(e),r={};for(let[e,i]of Object.entries(t))r[e]=Array.isArray(i)?n.has(e)?n.getAll(e).filter(e=>e!==``):i:n.get(e)??i;return r}function Ie(e,t){return Array.isArray(e)&&Array.isArray(t)?e.length===t.length&&e.every((e,n)=>e===t[n]):e===t}function Le(e,t,n){let r=new URLSearchParams(e);for(let[e,i]of Object.entries(n))i!==void 0&&(r.delete(e),Ie(i,t[e])||(Array.isArray(i)?i.forEach(t=>r.append(e,t)):r.set(e,i)));let i=r.toString();return i?`?`+i:``}function Re(e){let t=o(),n=s();return[Fe(t.search,e),(0,L.useCallback)((t,r)=>{let i=Le(window.location.search,e,t);n(window.location.pathname+i+window.location.hash,r)},[n,JSON.stringify(e)])]}export{b as C,C as D,E,x as S,T,D as _,ye as a,P as b,be as c,B as d,R as f,ce as g,I as h,Z as i,ve as l,z as m,Pe as n,J as o,H as p,Ne as r,xe as s,Re as t,V as u,le as v,se as w,N as x,F as y};