import{S as e,_ as t,a as n,n as r,p as i,r as a,y as o}from"./Page-B9JT5GJl.js";import{A as s,C as c,D as l,E as u,O as d,S as f,_ as p,b as m,g as h,j as g,k as _,r as ee,t as v,v as te,w as y,x as ne,y as b}from"./index-B39TISlF.js";var x=e(o(),1),S={PENDING:`Pending`,STARTED:`Started`,DOCUMENT_SUBMITTED:`Document submitted`,LIVENESS_SUBMITTED:`Selfie submitted`,ADDRESS_SUBMITTED:`Address submitted`,PROCESSING:`Processing`,APPROVED:`Approved`,REJECTED:`Rejected`,REQUIRES_REVIEW:`In review`,EXPIRED:`Expired`,CANCELLED:`Cancelled`},C={DOCUMENT_EXPIRED:`Document expired`,LIVENESS_FAILED:`Liveness failed`,FACE_MATCH_FAILED:`Face match failed`,MULTIPLE_FACES_DETECTED:`Several faces seen`,LOW_DOCUMENT_QUALITY:`Low document quality`,OCR_LOW_CONFIDENCE:`Document hard to read`,LIVENESS_LOW_CONFIDENCE:`Low liveness score`,FACE_MATCH_LOW_CONFIDENCE:`Low face similarity`,ADDRESS_VERIFICATION_FAILED:`Address check failed`,ADDRESS_LOW_CONFIDENCE:`Low address score`,ADDRESS_DOCUMENT_REVIEW:`Proof of address to look at`,AUTO_APPROVED:`Approved automatically`,MANUAL_APPROVAL:`Approved by a reviewer`,MANUAL_REJECTION:`Rejected by a reviewer`},re={DOCUMENT:`The document (every side)`,DOCUMENT_BACK:`The back of the document`,LIVENESS:`The selfie`,ADDRESS:`The address`},w={DOCUMENT_FRONT:`Document, front`,DOCUMENT_BACK:`Document, back`,LIVENESS:`Selfie`,LIVENESS_VIDEO:`Selfie video`,POA:`Proof of address`};function T(e){return Object.keys(e)}function E(e){return e===`APPROVED`?`good`:e===`REJECTED`?`bad`:e===`REQUIRES_REVIEW`?`warn`:`neutral`}function D(e){return e==null?`—`:e.toFixed(2)}function O(e){return e?new Date(e).toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`}):`—`}function k(e,t=Date.now()){if(!e)return`—`;let n=Math.max(0,Math.floor((t-new Date(e).getTime())/1e3));return n<60?`just now`:n<3600?`${Math.floor(n/60)} min`:n<86400?`${Math.floor(n/3600)} h`:`${Math.floor(n/86400)} d`}var A=i(),ie={status:``,reason:``,workflow:``,from:``,to:``,ref:``,customer:``,flagged:``,q:``,after:``,prev:[]},ae={reason:``,age:``,assignee:``,flagged:``,after:``,prev:[],case:``};function j(e){return Object.hasOwn(S,e)}function M(e){return Object.hasOwn(C,e)}function N(e){if(e===`yes`)return!0;if(e===`no`)return!1}function P(e,t=0){let n=/^(\d{4})-(\d{2})-(\d{2})$/.exec(e);if(!n)return;let r=new Date(Number(n[1]),Number(n[2])-1,Number(n[3])+t);return Number.isNaN(r.getTime())?void 0:r.toISOString()}function F(e){return Object.fromEntries(Object.entries(e).filter(([,e])=>e!==void 0&&e!==``))}function I(e){return F({status:j(e.status)?e.status:void 0,decisionReason:M(e.reason)?e.reason:void 0,workflowId:e.workflow.trim(),createdAfter:P(e.from),createdBefore:P(e.to,1),userReference:e.ref.trim(),customerId:e.customer.trim(),flagged:N(e.flagged),search:e.q.trim()})}function oe(e,t){let n=Number(e.age);return F({reason:M(e.reason)?e.reason:void 0,minAgeSeconds:Number.isInteger(n)&&n>0?n:void 0,assignedUserId:e.assignee===`me`?t:e.assignee,flagged:N(e.flagged)})}function L(e,t){return{after:t,prev:[...e.prev,e.after||`first`]}}function R(e){let t=e.prev[e.prev.length-1];return{after:!t||t===`first`?``:t,prev:e.prev.slice(0,-1)}}var z={after:``,prev:[]},B=h(`
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
`),V=h(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),H=h(`
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
`),U=h(`
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
`),W=h(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),G=h(`
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
`),se=h(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),ce=h(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),le=h(`
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
`),ue=h(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),de=h(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),fe=h(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),pe=h(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`),me=h(`
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
`);function K(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function q(e,t,n,r){return[K(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),K(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function J(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...q(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...q(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=K(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=K(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=K(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function he(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}function ge({status:e}){return(0,A.jsx)(`span`,{className:`badge badge-${E(e)}`,children:S[e]})}function _e(){return(0,A.jsx)(`span`,{className:`badge badge-bad`,children:`Flagged`})}function ve({label:e,options:t,id:n,className:r,...i}){let a=(0,x.useId)(),o=n??a;return(0,A.jsxs)(`div`,{className:`field `+(r??``),children:[(0,A.jsx)(`label`,{htmlFor:o,children:e}),(0,A.jsx)(`select`,{id:o,...i,children:t.map(e=>(0,A.jsx)(`option`,{value:e.value,children:e.label},e.value))})]})}function Y({open:e,onOpenChange:t,title:n,description:r,className:i,children:a}){return(0,A.jsx)(y,{open:e,onOpenChange:t,children:(0,A.jsxs)(d,{children:[(0,A.jsx)(`div`,{className:`modal-backdrop`,"aria-hidden":`true`}),(0,A.jsxs)(u,{className:`modal `+(i??``),children:[(0,A.jsx)(_,{className:`modal-title`,children:n}),r?(0,A.jsx)(l,{className:`modal-description`,children:r}):(0,A.jsx)(l,{className:`sr-only`,children:n}),a]})]})})}function X({what:e,error:n,onRetry:r}){let i=t(n);return(0,A.jsxs)(`div`,{className:`failure`,role:`alert`,children:[(0,A.jsxs)(`p`,{children:[(0,A.jsxs)(`strong`,{children:[e,` did not work:`]}),` `,i.message]}),(0,A.jsxs)(`p`,{className:`error-code`,children:[`Code: `,(0,A.jsx)(`code`,{children:i.code})]}),r&&(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:r,children:`Try again`})]})}function ye({hasPrevious:e,hasNext:t,onPrevious:n,onNext:r,label:i=`Pages`}){return!e&&!t?null:(0,A.jsxs)(`nav`,{className:`pager`,"aria-label":i,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:!e,onClick:n,children:`Previous page`}),(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:!t,onClick:r,children:`Next page`})]})}var be=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]);function xe({session:e,reviewers:t,onDecided:n,ref:r,images:i}){let a=v(),o=ee().user?.id,l=a(`REVIEW`),u=a(`MANAGE`),d=e.status===`REQUIRES_REVIEW`,[h,g]=(0,x.useState)(null),[_,y]=(0,x.useState)(``),[S,C]=(0,x.useState)(``),[w,T]=(0,x.useState)([]),[E,D]=(0,x.useState)(null),[O,k]=(0,x.useState)(null),[ie,ae]=s(se),[j,M]=s(ce),[N,P]=s(le),[F,I]=s(ue),[oe,L]=s(de),[R,z]=s(fe),B=ie.fetching||j.fetching||N.fetching||F.fetching||oe.fetching||R.fetching,V=async(e,t,n)=>{k(null);let r=await t();r.error||!r.data?k({what:e,error:r.error,retry:()=>void V(e,t,n)}):n?.(r.data)},H=()=>{g(null),k(null)},U=()=>V(`Approving`,()=>ae({id:e.id}),()=>n?.(e.id)),W=()=>{y(``),k(null),g(`reject`)};if((0,x.useImperativeHandle)(r,()=>({approve(){l&&d&&!B&&U()},reject(){l&&d&&W()}})),!l&&!u)return null;let G=he(e.workflowSettings.stages,e.documentType),pe=t=>{t.preventDefault(),V(`Rejecting`,()=>M({id:e.id,note:_.trim()}),()=>{g(null),n?.(e.id)})},me=t=>{t.preventDefault(),V(`Asking for a redo`,()=>P({id:e.id,steps:w,note:_.trim()||null}),e=>{D(e.requestSessionRedo.url)})},K=t=>{t.preventDefault(),V(`Flagging`,()=>I({id:e.id,flagged:!0,reason:S.trim()||null}),H)},q=()=>V(`Redacting`,()=>z({id:e.id}),H),J=(t,n)=>V(`Assigning to ${n}`,()=>L({id:e.id,userId:t}));return(0,A.jsxs)(`div`,{className:`actions`,"aria-label":`Actions`,role:`group`,children:[l&&d&&(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(`button`,{type:`button`,className:`button button-primary`,disabled:B,onClick:()=>void U(),children:`Approve`}),(0,A.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:B,onClick:W,children:`Reject`}),G.length>0&&(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:B||!!e.redactedAt,onClick:()=>{T([]),y(``),D(null),k(null),g(`redo`)},children:`Request a redo`}),o&&e.assignedUserId!==o&&(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>void J(o,`you`),children:`Assign to me`}),(0,A.jsxs)(p,{modal:!1,children:[(0,A.jsx)(c,{className:`button`,disabled:B,children:`Assign…`}),(0,A.jsx)(ne,{children:(0,A.jsxs)(te,{className:`menu`,align:`start`,sideOffset:6,children:[(0,A.jsx)(m,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,A.jsxs)(b,{className:`menu-item`,onSelect:()=>void J(e.id,e.name||e.email),children:[e.name||e.email,e.id===o&&(0,A.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,A.jsx)(f,{className:`menu-separator`}),(0,A.jsx)(b,{className:`menu-item`,onSelect:()=>void J(null,`nobody`),children:`Nobody`})]})})]})]}),l&&(e.flagged?(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>void V(`Clearing the flag`,()=>I({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,A.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>{C(``),k(null),g(`flag`)},children:`Flag`})),u&&be.has(e.status)&&!e.redactedAt&&(0,A.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,disabled:B,onClick:()=>{k(null),g(`redact`)},children:`Redact`}),O&&h===null&&(0,A.jsx)(X,{what:O.what,error:O.error,onRetry:O.retry}),(0,A.jsx)(Y,{open:h===`reject`,onOpenChange:e=>!e&&H(),title:`Reject the verification`,description:`The person is told the verification failed. Your note stays with the session, for reviewers.`,children:(0,A.jsxs)(`form`,{className:`form`,onSubmit:pe,children:[(0,A.jsxs)(`div`,{className:`field`,children:[(0,A.jsx)(`label`,{htmlFor:`reject-note`,children:`Note`}),(0,A.jsx)(`textarea`,{id:`reject-note`,required:!0,rows:4,value:_,onChange:e=>y(e.target.value),autoFocus:!0})]}),O&&(0,A.jsx)(X,{what:O.what,error:O.error,onRetry:O.retry}),(0,A.jsxs)(`div`,{className:`modal-buttons`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,A.jsx)(`button`,{type:`submit`,className:`button button-danger`,disabled:j.fetching||!_.trim(),children:`Reject with this note`})]})]})}),(0,A.jsx)(Y,{open:h===`redo`,onOpenChange:e=>!e&&H(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:E?(0,A.jsxs)(`div`,{className:`form`,children:[(0,A.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,A.jsxs)(`div`,{className:`field`,children:[(0,A.jsx)(`label`,{htmlFor:`redo-link`,children:`New link`}),(0,A.jsx)(`input`,{id:`redo-link`,readOnly:!0,value:E,onFocus:e=>e.currentTarget.select()})]}),(0,A.jsxs)(`div`,{className:`modal-buttons`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>void navigator.clipboard?.writeText(E),children:`Copy the link`}),(0,A.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>{H(),D(null),n?.(e.id)},children:`Done`})]})]}):(0,A.jsxs)(`form`,{className:`form`,onSubmit:me,children:[(0,A.jsxs)(`fieldset`,{className:`checkboxes`,children:[(0,A.jsx)(`legend`,{children:`Steps to take again`}),G.map(e=>(0,A.jsxs)(`label`,{children:[(0,A.jsx)(`input`,{type:`checkbox`,name:`step`,value:e,checked:w.includes(e),onChange:t=>T(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),re[e]]},e))]}),(0,A.jsxs)(`div`,{className:`field`,children:[(0,A.jsx)(`label`,{htmlFor:`redo-note`,children:`Note (optional)`}),(0,A.jsx)(`textarea`,{id:`redo-note`,rows:3,value:_,onChange:e=>y(e.target.value)})]}),O&&(0,A.jsx)(X,{what:O.what,error:O.error,onRetry:O.retry}),(0,A.jsxs)(`div`,{className:`modal-buttons`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,A.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:N.fetching||w.length===0,children:`Send a new link`})]})]})}),(0,A.jsx)(Y,{open:h===`flag`,onOpenChange:e=>!e&&H(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,A.jsxs)(`form`,{className:`form`,onSubmit:K,children:[(0,A.jsxs)(`div`,{className:`field`,children:[(0,A.jsx)(`label`,{htmlFor:`flag-reason`,children:`Reason`}),(0,A.jsx)(`textarea`,{id:`flag-reason`,required:!0,rows:3,value:S,onChange:e=>C(e.target.value)})]}),O&&(0,A.jsx)(X,{what:O.what,error:O.error,onRetry:O.retry}),(0,A.jsxs)(`div`,{className:`modal-buttons`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,A.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:F.fetching||!S.trim(),children:`Flag the session`})]})]})}),(0,A.jsx)(Y,{open:h===`redact`,onOpenChange:e=>!e&&H(),title:`Redact this session?`,description:`This cannot be undone.`,children:(0,A.jsxs)(`div`,{className:`form`,children:[(0,A.jsx)(`p`,{children:`Erased now, for good:`}),(0,A.jsxs)(`ul`,{className:`erase-list`,children:[(0,A.jsxs)(`li`,{children:[i===1?`its image`:`its ${i} images`,` (document and selfies)`]}),(0,A.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,A.jsx)(`li`,{children:`the address the person gave`}),(0,A.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,A.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`}),O&&(0,A.jsx)(X,{what:O.what,error:O.error,onRetry:O.retry}),(0,A.jsxs)(`div`,{className:`modal-buttons`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,A.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:R.fetching,onClick:()=>void q(),children:`Erase the personal data`})]})]})})]})}function Se({checks:e,thresholds:t,addressMin:n}){let r=J(e,t,n);return r.length===0?(0,A.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,A.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Checks`,children:(0,A.jsxs)(`table`,{className:`table checks`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`Checks against the workflow’s thresholds`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`Check`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Score`}),(0,A.jsx)(`th`,{scope:`col`,className:`num`,children:`Needs`}),(0,A.jsx)(`th`,{scope:`col`,children:`Result`})]})}),(0,A.jsx)(`tbody`,{children:r.map(e=>(0,A.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,A.jsxs)(`th`,{scope:`row`,children:[e.check,(0,A.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,A.jsx)(`td`,{className:`num`,children:D(e.score)}),(0,A.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,A.jsxs)(`td`,{children:[(0,A.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,A.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})]})})}function Ce(e){let t=e.replace(/_/g,` `);return t.charAt(0).toUpperCase()+t.slice(1)}function we({front:e,back:t}){let n=[{side:`Front`,fields:e??[]},{side:`Back`,fields:t??[]}].filter(e=>e.fields.length>0);return n.length===0?(0,A.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,A.jsx)(`div`,{className:`fields-sides`,children:n.map(e=>(0,A.jsxs)(`div`,{children:[n.length>1&&(0,A.jsx)(`p`,{className:`facts-head`,children:e.side}),(0,A.jsx)(`dl`,{className:`facts`,children:e.fields.map(e=>(0,A.jsxs)(`div`,{children:[(0,A.jsx)(`dt`,{children:Ce(e.name)}),(0,A.jsx)(`dd`,{children:e.value})]},e.name))})]},e.side))})}var Te=10,Ee={PENDING:{label:`Pending`,tone:`warn`},SUCCEEDED:{label:`Delivered`,tone:`good`},FAILED:{label:`Failed`,tone:`bad`}};function De({sessionId:e}){let[t,n]=(0,x.useState)({after:``,prev:[]}),[i,o]=g({query:me,variables:{id:e,first:Te,after:t.after||null}});if(i.error&&!i.data)return(0,A.jsx)(r,{error:i.error,onRetry:()=>o({requestPolicy:`network-only`})});let s=i.data?.session?.webhookDeliveries;return s?s.edges.length===0&&!t.after?(0,A.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Webhook deliveries`,children:(0,A.jsxs)(`table`,{className:`table deliveries`,children:[(0,A.jsx)(`caption`,{className:`sr-only`,children:`Webhook deliveries`}),(0,A.jsx)(`thead`,{children:(0,A.jsxs)(`tr`,{children:[(0,A.jsx)(`th`,{scope:`col`,children:`Event`}),(0,A.jsx)(`th`,{scope:`col`,children:`Status`}),(0,A.jsx)(`th`,{scope:`col`,children:`Last answer`}),(0,A.jsx)(`th`,{scope:`col`,children:`Sent`})]})}),(0,A.jsx)(`tbody`,{children:s.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=Ee[e.status];return(0,A.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,A.jsxs)(`th`,{scope:`row`,children:[(0,A.jsx)(`code`,{children:e.eventType}),(0,A.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,A.jsx)(`td`,{children:(0,A.jsx)(`span`,{className:`badge badge-${n.tone}`,children:n.label})}),(0,A.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,A.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${O(e.nextAttemptAt)}`:``]})]}),(0,A.jsx)(`td`,{children:O(e.createdAt)})]},e.id)})})]})}),(0,A.jsx)(ye,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:s.pageInfo.hasNextPage,onPrevious:()=>n(R(t)),onNext:()=>s.pageInfo.endCursor&&n(L(t,s.pageInfo.endCursor))})]}):(0,A.jsx)(a,{})}var Z=[1,1.5,2,3,4],Oe=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function ke({items:e,compact:t}){let[n,r]=(0,x.useState)(null),[i,a]=(0,x.useState)(0),o=[...e].sort((e,t)=>Oe.indexOf(e.kind)-Oe.indexOf(t.kind)),s=o.filter(e=>e.contentType.startsWith(`image/`)),c=o.filter(e=>!e.contentType.startsWith(`image/`));if(e.length===0)return(0,A.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`});let l=e=>{r(e),a(0)},u=n===null?null:s[n];return(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:s.map((e,t)=>(0,A.jsx)(`li`,{children:(0,A.jsxs)(`figure`,{children:[(0,A.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>l(t),"aria-label":`Enlarge: ${w[e.kind]}`,children:(0,A.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:w[e.kind],"data-kind":e.kind})}),(0,A.jsxs)(`figcaption`,{children:[w[e.kind],` `,(0,A.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),c.map(e=>(0,A.jsx)(`p`,{children:(0,A.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,w[e.kind].toLowerCase()]})},e.id)),(0,A.jsx)(Y,{open:u!==null,onOpenChange:e=>!e&&r(null),title:u?w[u.kind]:``,description:`Zoom with + and −, 0 to fit; the arrow keys show the other images.`,className:`lightbox`,children:u&&(0,A.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:e=>{if(n!==null){if(e.key===`+`||e.key===`=`)a(e=>Math.min(e+1,Z.length-1));else if(e.key===`-`||e.key===`−`)a(e=>Math.max(e-1,0));else if(e.key===`0`)a(0);else if(e.key===`ArrowRight`)l((n+1)%s.length);else if(e.key===`ArrowLeft`)l((n-1+s.length)%s.length);else return;e.preventDefault()}},children:[(0,A.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom`,children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.max(e-1,0)),disabled:i===0,children:`Zoom out`}),(0,A.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[Z[i]*100,`%`]}),(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.min(e+1,Z.length-1)),disabled:i===Z.length-1,children:`Zoom in`}),s.length>1&&(0,A.jsxs)(A.Fragment,{children:[(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n-1+s.length)%s.length),children:`Previous image`}),(0,A.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n+1)%s.length),children:`Next image`})]}),(0,A.jsx)(`button`,{type:`button`,className:`button lightbox-close`,onClick:()=>r(null),children:`Close`})]}),(0,A.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${w[u.kind]}, ${Z[i]*100}%`,role:`region`,children:(0,A.jsx)(`img`,{src:u.url,width:u.width,height:u.height,alt:w[u.kind],className:`lightbox-image`,"data-zoom":i})})]})})]})}function Ae(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function je({items:e}){return e.length===0?(0,A.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,A.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,A.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,A.jsx)(`time`,{dateTime:e.at,children:O(e.at)}),(0,A.jsxs)(`span`,{className:`timeline-what`,children:[(0,A.jsx)(`code`,{children:e.what}),e.who&&(0,A.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,A.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function Me({sessionId:e,notes:t,onAdded:n}){let r=v(),[i,a]=(0,x.useState)(``),[o,c]=s(pe),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(a(``),n())};return(0,A.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,A.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,A.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,A.jsxs)(`li`,{children:[(0,A.jsxs)(`p`,{className:`note-head`,children:[(0,A.jsx)(`strong`,{children:e.authorName}),` `,(0,A.jsx)(`time`,{dateTime:e.createdAt,children:O(e.createdAt)})]}),(0,A.jsx)(`p`,{className:`note-body`,children:e.body??(0,A.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,A.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,A.jsxs)(`div`,{className:`field`,children:[(0,A.jsx)(`label`,{htmlFor:`note-${e}`,children:`Add a note`}),(0,A.jsx)(`textarea`,{id:`note-${e}`,rows:2,value:i,onChange:e=>a(e.target.value)})]}),o.error&&(0,A.jsx)(X,{what:`Adding the note`,error:o.error,onRetry:()=>void l()}),(0,A.jsx)(`button`,{type:`submit`,className:`button`,disabled:o.fetching||!i.trim(),children:`Add the note`})]})]})}var Ne=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function Pe(e){let t=v(),n=t(`REVIEW`),r=t(`MANAGE`),[i,a]=g({query:G,variables:{id:e,review:n,manage:r},pause:!e}),[o]=g({query:U,pause:!n});return{result:i,reviewers:(o.data?.members??[]).filter(e=>Ne.has(e.role)).map(e=>e.user),refetch:()=>a({requestPolicy:`network-only`})}}function Q({title:e,level:t,children:n,className:r}){let i=t===2?`h2`:`h3`;return(0,A.jsxs)(`section`,{className:`panel `+(r??``),"aria-label":e,children:[(0,A.jsx)(i,{className:`panel-title`,children:e}),n]})}function $({label:e,children:t}){return(0,A.jsxs)(`div`,{children:[(0,A.jsx)(`dt`,{children:e}),(0,A.jsx)(`dd`,{children:t})]})}function Fe({data:e,reviewers:t,level:r,compact:i,onDecided:a,actionsRef:o,refetch:s,head:c}){let l=e.session,u=l.workflowSettings.thresholds,d=Ae(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),f=v(),p=f(`REVIEW`),m=l.address;return(0,A.jsxs)(`div`,{className:i?`session session-compact`:`session`,children:[(0,A.jsxs)(`div`,{className:`session-bar`,children:[c,(0,A.jsxs)(`div`,{className:`badges`,children:[(0,A.jsx)(ge,{status:l.status}),l.flagged&&(0,A.jsx)(_e,{}),l.redactedAt&&(0,A.jsx)(`span`,{className:`badge badge-neutral`,children:`Redacted`}),l.assignedTo&&(0,A.jsxs)(`span`,{className:`badge badge-neutral`,children:[`Assigned to `,l.assignedTo]})]}),(0,A.jsx)(xe,{session:l,reviewers:t,onDecided:a,ref:o,images:l.documents?.length??0})]}),p&&(0,A.jsx)(Q,{title:`Images`,level:r,className:`panel-media`,children:(0,A.jsx)(ke,{items:l.documents??[],compact:i})}),(0,A.jsxs)(`div`,{className:`session-grid`,children:[(0,A.jsx)(Q,{title:`Checks`,level:r,children:(0,A.jsx)(Se,{checks:l.checks,thresholds:u,addressMin:l.workflowSettings.address.autoApproveThreshold})}),(0,A.jsx)(Q,{title:`Verdict`,level:r,children:(0,A.jsxs)(`dl`,{className:`facts`,children:[(0,A.jsx)($,{label:`Decision reason`,children:l.decisionReason?C[l.decisionReason]:`—`}),(0,A.jsx)($,{label:`Risk score`,children:D(l.riskScore)}),(0,A.jsx)($,{label:`Engine’s verdict`,children:l.autoDecision?l.autoDecision.toLowerCase().replace(`_`,` `):`—`}),(0,A.jsx)($,{label:`Final verdict`,children:l.finalDecision?l.finalDecision.toLowerCase().replace(`_`,` `):`—`}),l.reviewNote&&(0,A.jsx)($,{label:`Reviewer’s note`,children:l.reviewNote}),l.flagged&&(0,A.jsx)($,{label:`Flagged because`,children:l.flagReason??`—`}),l.redoSteps.length>0&&(0,A.jsx)($,{label:`Asked again`,children:l.redoSteps.map(e=>re[e]).join(`, `)}),(0,A.jsx)($,{label:`In review since`,children:O(l.reviewSince)})]})}),p&&(0,A.jsx)(Q,{title:`Read from the document`,level:r,children:(0,A.jsx)(we,{front:l.checks?.documentFront?.fields,back:l.checks?.documentBack?.fields})}),(0,A.jsx)(Q,{title:`Person and workflow`,level:r,children:(0,A.jsxs)(`dl`,{className:`facts`,children:[(0,A.jsx)($,{label:`Session`,children:i?(0,A.jsx)(n,{to:`/verifications/${l.id}`,children:l.id}):(0,A.jsx)(`code`,{children:l.id})}),(0,A.jsx)($,{label:`User reference`,children:l.userReference??`—`}),(0,A.jsx)($,{label:`Customer`,children:l.customer?`${l.customer.firstName} ${l.customer.lastName} (${l.customer.email})`:l.customerId??`—`}),(0,A.jsxs)($,{label:`Document`,children:[l.documentType?l.documentType.toLowerCase().replace(`_`,` `):`—`,l.country?`, ${l.country}`:``]}),p&&(0,A.jsx)($,{label:`Address`,children:m?(0,A.jsxs)(A.Fragment,{children:[[m.line1,m.line2,m.city,m.state,m.postalCode,m.country].filter(Boolean).join(`, `),m.latitude!=null&&m.longitude!=null&&(0,A.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,m.latitude.toFixed(5),`, `,m.longitude.toFixed(5),`)`]})]}):`—`}),(0,A.jsx)($,{label:`Workflow`,children:l.workflow?.name??l.workflowSettings.stages.join(`, `)}),(0,A.jsxs)($,{label:`Thresholds`,children:[`quality ≥ `,u.qualityMin.toFixed(2),`, reading ≥ `,u.ocrMin.toFixed(2),`, liveness ≥ `,u.livenessMin.toFixed(2),`, face ≥`,` `,u.faceMatchMin.toFixed(2)]}),(0,A.jsx)($,{label:`Created`,children:O(l.createdAt)}),(0,A.jsx)($,{label:`Completed`,children:O(l.completedAt)})]})})]}),p&&(0,A.jsx)(Q,{title:`Notes`,level:r,children:(0,A.jsx)(Me,{sessionId:l.id,notes:l.notes??[],onAdded:s})}),(0,A.jsx)(Q,{title:`History`,level:r,children:(0,A.jsx)(je,{items:d})}),f(`DEVELOP`)&&(0,A.jsx)(Q,{title:`Webhook deliveries`,level:r,children:(0,A.jsx)(De,{sessionId:l.id})})]})}function Ie({id:e,refresh:t,...n}){let{result:i,reviewers:o,refetch:s}=Pe(e);return(0,x.useEffect)(()=>{t&&s()},[t]),i.error&&!i.data?(0,A.jsx)(r,{error:i.error,onRetry:s}):i.data?i.data.session?(0,A.jsx)(Fe,{data:i.data,reviewers:o,refetch:s,...n}):(0,A.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,A.jsx)(a,{})}export{k as C,T as E,S,O as T,L as _,Y as a,I as b,ge as c,B as d,W as f,ie as g,ae as h,_e as i,U as l,z as m,Fe as n,ye as o,V as p,Pe as r,ve as s,Ie as t,H as u,R as v,D as w,C as x,oe as y};