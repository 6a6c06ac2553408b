import{B as e,C as t,D as n,E as r,I as i,L as a,M as o,N as s,P as c,R as l,S as u,V as d,_ as f,b as p,f as m,g as ee,h,k as g,m as te,p as ne,r as re,t as _,v as ie,w as v,x as y,y as ae}from"./index-CBrv9HAp.js";var b=d(e(),1),x={PENDING:`Pending`,STARTED:`Started`,DOCUMENT_SUBMITTED:`Document submitted`,LIVENESS_SUBMITTED:`Selfie submitted`,ADDRESS_SUBMITTED:`Address submitted`,PROCESSING:`Processing`,APPROVED:`Approved`,REJECTED:`Rejected`,REQUIRES_REVIEW:`In review`,EXPIRED:`Expired`,CANCELLED:`Cancelled`},S={DOCUMENT_EXPIRED:`Document expired`,LIVENESS_FAILED:`Liveness failed`,FACE_MATCH_FAILED:`Face match failed`,MULTIPLE_FACES_DETECTED:`Several faces seen`,LOW_DOCUMENT_QUALITY:`Low document quality`,OCR_LOW_CONFIDENCE:`Document hard to read`,LIVENESS_LOW_CONFIDENCE:`Low liveness score`,FACE_MATCH_LOW_CONFIDENCE:`Low face similarity`,ADDRESS_VERIFICATION_FAILED:`Address check failed`,ADDRESS_LOW_CONFIDENCE:`Low address score`,ADDRESS_DOCUMENT_REVIEW:`Proof of address to look at`,AUTO_APPROVED:`Approved automatically`,MANUAL_APPROVAL:`Approved by a reviewer`,MANUAL_REJECTION:`Rejected by a reviewer`},oe={DOCUMENT:`The document (every side)`,DOCUMENT_BACK:`The back of the document`,LIVENESS:`The selfie`,ADDRESS:`The address`},C={DOCUMENT_FRONT:`Document, front`,DOCUMENT_BACK:`Document, back`,LIVENESS:`Selfie`,LIVENESS_VIDEO:`Selfie video`,POA:`Proof of address`};function w(e){return Object.keys(e)}function T(e){return e===`APPROVED`?`good`:e===`REJECTED`?`bad`:e===`REQUIRES_REVIEW`?`warn`:`neutral`}function E(e){return e==null?`—`:e.toFixed(2)}function D(e){return e?new Date(e).toLocaleString(void 0,{dateStyle:`medium`,timeStyle:`short`}):`—`}function O(e,t=Date.now()){if(!e)return`—`;let n=Math.max(0,Math.floor((t-new Date(e).getTime())/1e3));return n<60?`just now`:n<3600?`${Math.floor(n/60)} min`:n<86400?`${Math.floor(n/3600)} h`:`${Math.floor(n/86400)} d`}var k=c(),A={status:``,reason:``,workflow:``,from:``,to:``,ref:``,customer:``,flagged:``,q:``,after:``,prev:[]},j={reason:``,age:``,assignee:``,flagged:``,after:``,prev:[],case:``};function M(e){return Object.hasOwn(x,e)}function N(e){return Object.hasOwn(S,e)}function P(e){if(e===`yes`)return!0;if(e===`no`)return!1}function F(e,t=0){let n=/^(\d{4})-(\d{2})-(\d{2})$/.exec(e);if(!n)return;let r=new Date(Number(n[1]),Number(n[2])-1,Number(n[3])+t);return Number.isNaN(r.getTime())?void 0:r.toISOString()}function I(e){return Object.fromEntries(Object.entries(e).filter(([,e])=>e!==void 0&&e!==``))}function L(e){return I({status:M(e.status)?e.status:void 0,decisionReason:N(e.reason)?e.reason:void 0,workflowId:e.workflow.trim(),createdAfter:F(e.from),createdBefore:F(e.to,1),userReference:e.ref.trim(),customerId:e.customer.trim(),flagged:P(e.flagged),search:e.q.trim()})}function R(e,t){let n=Number(e.age);return I({reason:N(e.reason)?e.reason:void 0,minAgeSeconds:Number.isInteger(n)&&n>0?n:void 0,assignedUserId:e.assignee===`me`?t:e.assignee,flagged:P(e.flagged)})}function z(e,t){return{after:t,prev:[...e.prev,e.after||`first`]}}function B(e){let t=e.prev[e.prev.length-1];return{after:!t||t===`first`?``:t,prev:e.prev.slice(0,-1)}}var V={after:``,prev:[]},H=m(`
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
`),U=m(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),W=m(`
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
`),G=m(`
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
`),K=m(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),q=m(`
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
`),se=m(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),ce=m(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),le=m(`
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
`),ue=m(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),de=m(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),fe=m(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),pe=m(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`),me=m(`
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
`);function J(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function he(e,t,n,r){return[J(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),J(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function ge(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...he(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...he(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=J(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=J(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=J(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function _e(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}function ve({status:e}){return(0,k.jsx)(`span`,{className:`badge badge-${T(e)}`,children:x[e]})}function ye(){return(0,k.jsx)(`span`,{className:`badge badge-bad`,children:`Flagged`})}function be({label:e,options:t,id:n,className:r,...i}){let a=(0,b.useId)(),o=n??a;return(0,k.jsxs)(`div`,{className:`field `+(r??``),children:[(0,k.jsx)(`label`,{htmlFor:o,children:e}),(0,k.jsx)(`select`,{id:o,...i,children:t.map(e=>(0,k.jsx)(`option`,{value:e.value,children:e.label},e.value))})]})}function Y({open:e,onOpenChange:n,title:r,description:i,className:a,children:o}){return(0,k.jsx)(p,{open:e,onOpenChange:n,children:(0,k.jsxs)(t,{children:[(0,k.jsx)(`div`,{className:`modal-backdrop`,"aria-hidden":`true`}),(0,k.jsxs)(y,{className:`modal `+(a??``),children:[(0,k.jsx)(v,{className:`modal-title`,children:r}),i?(0,k.jsx)(u,{className:`modal-description`,children:i}):(0,k.jsx)(u,{className:`sr-only`,children:r}),o]})]})})}function X({what:e,error:t,onRetry:n}){let r=i(t);return(0,k.jsxs)(`div`,{className:`failure`,role:`alert`,children:[(0,k.jsxs)(`p`,{children:[(0,k.jsxs)(`strong`,{children:[e,` did not work:`]}),` `,r.message]}),(0,k.jsxs)(`p`,{className:`error-code`,children:[`Code: `,(0,k.jsx)(`code`,{children:r.code})]}),n&&(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:n,children:`Try again`})]})}function xe({hasPrevious:e,hasNext:t,onPrevious:n,onNext:r,label:i=`Pages`}){return!e&&!t?null:(0,k.jsxs)(`nav`,{className:`pager`,"aria-label":i,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:!e,onClick:n,children:`Previous page`}),(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:!t,onClick:r,children:`Next page`})]})}var Se=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]);function Ce({session:e,reviewers:t,onDecided:n,ref:r,images:i}){let o=_(),s=re().user?.id,c=o(`REVIEW`),l=o(`MANAGE`),u=e.status===`REQUIRES_REVIEW`,[d,p]=(0,b.useState)(null),[m,g]=(0,b.useState)(``),[v,y]=(0,b.useState)(``),[x,S]=(0,b.useState)([]),[C,w]=(0,b.useState)(null),[T,E]=(0,b.useState)(null),[D,O]=a(se),[A,j]=a(ce),[M,N]=a(le),[P,F]=a(ue),[I,L]=a(de),[R,z]=a(fe),B=D.fetching||A.fetching||M.fetching||P.fetching||I.fetching||R.fetching,V=async(e,t,n)=>{E(null);let r=await t();r.error||!r.data?E({what:e,error:r.error,retry:()=>void V(e,t,n)}):n?.(r.data)},H=()=>{p(null),E(null)},U=()=>V(`Approving`,()=>O({id:e.id}),()=>n?.(e.id)),W=()=>{g(``),E(null),p(`reject`)};if((0,b.useImperativeHandle)(r,()=>({approve(){c&&u&&!B&&U()},reject(){c&&u&&W()}})),!c&&!l)return null;let G=_e(e.workflowSettings.stages,e.documentType),K=t=>{t.preventDefault(),V(`Rejecting`,()=>j({id:e.id,note:m.trim()}),()=>{p(null),n?.(e.id)})},q=t=>{t.preventDefault(),V(`Asking for a redo`,()=>N({id:e.id,steps:x,note:m.trim()||null}),e=>{w(e.requestSessionRedo.url)})},pe=t=>{t.preventDefault(),V(`Flagging`,()=>F({id:e.id,flagged:!0,reason:v.trim()||null}),H)},me=()=>V(`Redacting`,()=>z({id:e.id}),H),J=(t,n)=>V(`Assigning to ${n}`,()=>L({id:e.id,userId:t}));return(0,k.jsxs)(`div`,{className:`actions`,"aria-label":`Actions`,role:`group`,children:[c&&u&&(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`button`,{type:`button`,className:`button button-primary`,disabled:B,onClick:()=>void U(),children:`Approve`}),(0,k.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:B,onClick:W,children:`Reject`}),G.length>0&&(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:B||!!e.redactedAt,onClick:()=>{S([]),g(``),w(null),E(null),p(`redo`)},children:`Request a redo`}),s&&e.assignedUserId!==s&&(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>void J(s,`you`),children:`Assign to me`}),(0,k.jsxs)(ne,{modal:!1,children:[(0,k.jsx)(ae,{className:`button`,disabled:B,children:`Assign…`}),(0,k.jsx)(f,{children:(0,k.jsxs)(te,{className:`menu`,align:`start`,sideOffset:6,children:[(0,k.jsx)(ee,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,k.jsxs)(h,{className:`menu-item`,onSelect:()=>void J(e.id,e.name||e.email),children:[e.name||e.email,e.id===s&&(0,k.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,k.jsx)(ie,{className:`menu-separator`}),(0,k.jsx)(h,{className:`menu-item`,onSelect:()=>void J(null,`nobody`),children:`Nobody`})]})})]})]}),c&&(e.flagged?(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>void V(`Clearing the flag`,()=>F({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,k.jsx)(`button`,{type:`button`,className:`button`,disabled:B,onClick:()=>{y(``),E(null),p(`flag`)},children:`Flag`})),l&&Se.has(e.status)&&!e.redactedAt&&(0,k.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,disabled:B,onClick:()=>{E(null),p(`redact`)},children:`Redact`}),T&&d===null&&(0,k.jsx)(X,{what:T.what,error:T.error,onRetry:T.retry}),(0,k.jsx)(Y,{open:d===`reject`,onOpenChange:e=>!e&&H(),title:`Reject the verification`,description:`The person is told the verification failed. Your note stays with the session, for reviewers.`,children:(0,k.jsxs)(`form`,{className:`form`,onSubmit:K,children:[(0,k.jsxs)(`div`,{className:`field`,children:[(0,k.jsx)(`label`,{htmlFor:`reject-note`,children:`Note`}),(0,k.jsx)(`textarea`,{id:`reject-note`,required:!0,rows:4,value:m,onChange:e=>g(e.target.value),autoFocus:!0})]}),T&&(0,k.jsx)(X,{what:T.what,error:T.error,onRetry:T.retry}),(0,k.jsxs)(`div`,{className:`modal-buttons`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,k.jsx)(`button`,{type:`submit`,className:`button button-danger`,disabled:A.fetching||!m.trim(),children:`Reject with this note`})]})]})}),(0,k.jsx)(Y,{open:d===`redo`,onOpenChange:e=>!e&&H(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:C?(0,k.jsxs)(`div`,{className:`form`,children:[(0,k.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,k.jsxs)(`div`,{className:`field`,children:[(0,k.jsx)(`label`,{htmlFor:`redo-link`,children:`New link`}),(0,k.jsx)(`input`,{id:`redo-link`,readOnly:!0,value:C,onFocus:e=>e.currentTarget.select()})]}),(0,k.jsxs)(`div`,{className:`modal-buttons`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>void navigator.clipboard?.writeText(C),children:`Copy the link`}),(0,k.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>{H(),w(null),n?.(e.id)},children:`Done`})]})]}):(0,k.jsxs)(`form`,{className:`form`,onSubmit:q,children:[(0,k.jsxs)(`fieldset`,{className:`checkboxes`,children:[(0,k.jsx)(`legend`,{children:`Steps to take again`}),G.map(e=>(0,k.jsxs)(`label`,{children:[(0,k.jsx)(`input`,{type:`checkbox`,name:`step`,value:e,checked:x.includes(e),onChange:t=>S(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),oe[e]]},e))]}),(0,k.jsxs)(`div`,{className:`field`,children:[(0,k.jsx)(`label`,{htmlFor:`redo-note`,children:`Note (optional)`}),(0,k.jsx)(`textarea`,{id:`redo-note`,rows:3,value:m,onChange:e=>g(e.target.value)})]}),T&&(0,k.jsx)(X,{what:T.what,error:T.error,onRetry:T.retry}),(0,k.jsxs)(`div`,{className:`modal-buttons`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,k.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:M.fetching||x.length===0,children:`Send a new link`})]})]})}),(0,k.jsx)(Y,{open:d===`flag`,onOpenChange:e=>!e&&H(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,k.jsxs)(`form`,{className:`form`,onSubmit:pe,children:[(0,k.jsxs)(`div`,{className:`field`,children:[(0,k.jsx)(`label`,{htmlFor:`flag-reason`,children:`Reason`}),(0,k.jsx)(`textarea`,{id:`flag-reason`,required:!0,rows:3,value:v,onChange:e=>y(e.target.value)})]}),T&&(0,k.jsx)(X,{what:T.what,error:T.error,onRetry:T.retry}),(0,k.jsxs)(`div`,{className:`modal-buttons`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,k.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:P.fetching||!v.trim(),children:`Flag the session`})]})]})}),(0,k.jsx)(Y,{open:d===`redact`,onOpenChange:e=>!e&&H(),title:`Redact this session?`,description:`This cannot be undone.`,children:(0,k.jsxs)(`div`,{className:`form`,children:[(0,k.jsx)(`p`,{children:`Erased now, for good:`}),(0,k.jsxs)(`ul`,{className:`erase-list`,children:[(0,k.jsxs)(`li`,{children:[i===1?`its image`:`its ${i} images`,` (document and selfies)`]}),(0,k.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,k.jsx)(`li`,{children:`the address the person gave`}),(0,k.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,k.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`}),T&&(0,k.jsx)(X,{what:T.what,error:T.error,onRetry:T.retry}),(0,k.jsxs)(`div`,{className:`modal-buttons`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:H,children:`Cancel`}),(0,k.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:R.fetching,onClick:()=>void me(),children:`Erase the personal data`})]})]})})]})}function we({checks:e,thresholds:t,addressMin:n}){let r=ge(e,t,n);return r.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,k.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Checks`,children:(0,k.jsxs)(`table`,{className:`table checks`,children:[(0,k.jsx)(`caption`,{className:`sr-only`,children:`Checks against the workflow’s thresholds`}),(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Check`}),(0,k.jsx)(`th`,{scope:`col`,className:`num`,children:`Score`}),(0,k.jsx)(`th`,{scope:`col`,className:`num`,children:`Needs`}),(0,k.jsx)(`th`,{scope:`col`,children:`Result`})]})}),(0,k.jsx)(`tbody`,{children:r.map(e=>(0,k.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,k.jsxs)(`th`,{scope:`row`,children:[e.check,(0,k.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,k.jsx)(`td`,{className:`num`,children:E(e.score)}),(0,k.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,k.jsxs)(`td`,{children:[(0,k.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,k.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})]})})}function Te(e){let t=e.replace(/_/g,` `);return t.charAt(0).toUpperCase()+t.slice(1)}function Ee({front:e,back:t}){let n=[{side:`Front`,fields:e??[]},{side:`Back`,fields:t??[]}].filter(e=>e.fields.length>0);return n.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,k.jsx)(`div`,{className:`fields-sides`,children:n.map(e=>(0,k.jsxs)(`div`,{children:[n.length>1&&(0,k.jsx)(`p`,{className:`facts-head`,children:e.side}),(0,k.jsx)(`dl`,{className:`facts`,children:e.fields.map(e=>(0,k.jsxs)(`div`,{children:[(0,k.jsx)(`dt`,{children:Te(e.name)}),(0,k.jsx)(`dd`,{children:e.value})]},e.name))})]},e.side))})}var De=10,Oe={PENDING:{label:`Pending`,tone:`warn`},SUCCEEDED:{label:`Delivered`,tone:`good`},FAILED:{label:`Failed`,tone:`bad`}};function ke({sessionId:e}){let[t,i]=(0,b.useState)({after:``,prev:[]}),[a,o]=l({query:me,variables:{id:e,first:De,after:t.after||null}});if(a.error&&!a.data)return(0,k.jsx)(r,{error:a.error,onRetry:()=>o({requestPolicy:`network-only`})});let s=a.data?.session?.webhookDeliveries;return s?s.edges.length===0&&!t.after?(0,k.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Webhook deliveries`,children:(0,k.jsxs)(`table`,{className:`table deliveries`,children:[(0,k.jsx)(`caption`,{className:`sr-only`,children:`Webhook deliveries`}),(0,k.jsx)(`thead`,{children:(0,k.jsxs)(`tr`,{children:[(0,k.jsx)(`th`,{scope:`col`,children:`Event`}),(0,k.jsx)(`th`,{scope:`col`,children:`Status`}),(0,k.jsx)(`th`,{scope:`col`,children:`Last answer`}),(0,k.jsx)(`th`,{scope:`col`,children:`Sent`})]})}),(0,k.jsx)(`tbody`,{children:s.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=Oe[e.status];return(0,k.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,k.jsxs)(`th`,{scope:`row`,children:[(0,k.jsx)(`code`,{children:e.eventType}),(0,k.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,k.jsx)(`td`,{children:(0,k.jsx)(`span`,{className:`badge badge-${n.tone}`,children:n.label})}),(0,k.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,k.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${D(e.nextAttemptAt)}`:``]})]}),(0,k.jsx)(`td`,{children:D(e.createdAt)})]},e.id)})})]})}),(0,k.jsx)(xe,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:s.pageInfo.hasNextPage,onPrevious:()=>i(B(t)),onNext:()=>s.pageInfo.endCursor&&i(z(t,s.pageInfo.endCursor))})]}):(0,k.jsx)(n,{})}var Z=[1,1.5,2,3,4],Ae=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function je({items:e,compact:t}){let[n,r]=(0,b.useState)(null),[i,a]=(0,b.useState)(0),o=[...e].sort((e,t)=>Ae.indexOf(e.kind)-Ae.indexOf(t.kind)),s=o.filter(e=>e.contentType.startsWith(`image/`)),c=o.filter(e=>!e.contentType.startsWith(`image/`));if(e.length===0)return(0,k.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`});let l=e=>{r(e),a(0)},u=n===null?null:s[n];return(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:s.map((e,t)=>(0,k.jsx)(`li`,{children:(0,k.jsxs)(`figure`,{children:[(0,k.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>l(t),"aria-label":`Enlarge: ${C[e.kind]}`,children:(0,k.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:C[e.kind],"data-kind":e.kind})}),(0,k.jsxs)(`figcaption`,{children:[C[e.kind],` `,(0,k.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),c.map(e=>(0,k.jsx)(`p`,{children:(0,k.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,C[e.kind].toLowerCase()]})},e.id)),(0,k.jsx)(Y,{open:u!==null,onOpenChange:e=>!e&&r(null),title:u?C[u.kind]:``,description:`Zoom with + and −, 0 to fit; the arrow keys show the other images.`,className:`lightbox`,children:u&&(0,k.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:e=>{if(n!==null){if(e.key===`+`||e.key===`=`)a(e=>Math.min(e+1,Z.length-1));else if(e.key===`-`||e.key===`−`)a(e=>Math.max(e-1,0));else if(e.key===`0`)a(0);else if(e.key===`ArrowRight`)l((n+1)%s.length);else if(e.key===`ArrowLeft`)l((n-1+s.length)%s.length);else return;e.preventDefault()}},children:[(0,k.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom`,children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.max(e-1,0)),disabled:i===0,children:`Zoom out`}),(0,k.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[Z[i]*100,`%`]}),(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>a(e=>Math.min(e+1,Z.length-1)),disabled:i===Z.length-1,children:`Zoom in`}),s.length>1&&(0,k.jsxs)(k.Fragment,{children:[(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n-1+s.length)%s.length),children:`Previous image`}),(0,k.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>l((n+1)%s.length),children:`Next image`})]}),(0,k.jsx)(`button`,{type:`button`,className:`button lightbox-close`,onClick:()=>r(null),children:`Close`})]}),(0,k.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${C[u.kind]}, ${Z[i]*100}%`,role:`region`,children:(0,k.jsx)(`img`,{src:u.url,width:u.width,height:u.height,alt:C[u.kind],className:`lightbox-image`,"data-zoom":i})})]})})]})}function Me(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function Ne({items:e}){return e.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,k.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,k.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,k.jsx)(`time`,{dateTime:e.at,children:D(e.at)}),(0,k.jsxs)(`span`,{className:`timeline-what`,children:[(0,k.jsx)(`code`,{children:e.what}),e.who&&(0,k.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,k.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function Pe({sessionId:e,notes:t,onAdded:n}){let r=_(),[i,o]=(0,b.useState)(``),[s,c]=a(pe),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(o(``),n())};return(0,k.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,k.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,k.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,k.jsxs)(`li`,{children:[(0,k.jsxs)(`p`,{className:`note-head`,children:[(0,k.jsx)(`strong`,{children:e.authorName}),` `,(0,k.jsx)(`time`,{dateTime:e.createdAt,children:D(e.createdAt)})]}),(0,k.jsx)(`p`,{className:`note-body`,children:e.body??(0,k.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,k.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,k.jsxs)(`div`,{className:`field`,children:[(0,k.jsx)(`label`,{htmlFor:`note-${e}`,children:`Add a note`}),(0,k.jsx)(`textarea`,{id:`note-${e}`,rows:2,value:i,onChange:e=>o(e.target.value)})]}),s.error&&(0,k.jsx)(X,{what:`Adding the note`,error:s.error,onRetry:()=>void l()}),(0,k.jsx)(`button`,{type:`submit`,className:`button`,disabled:s.fetching||!i.trim(),children:`Add the note`})]})]})}var Fe=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function Ie(e){let t=_(),n=t(`REVIEW`),r=t(`MANAGE`),[i,a]=l({query:q,variables:{id:e,review:n,manage:r},pause:!e}),[o]=l({query:G,pause:!n});return{result:i,reviewers:(o.data?.members??[]).filter(e=>Fe.has(e.role)).map(e=>e.user),refetch:()=>a({requestPolicy:`network-only`})}}function Q({title:e,level:t,children:n,className:r}){let i=t===2?`h2`:`h3`;return(0,k.jsxs)(`section`,{className:`panel `+(r??``),"aria-label":e,children:[(0,k.jsx)(i,{className:`panel-title`,children:e}),n]})}function $({label:e,children:t}){return(0,k.jsxs)(`div`,{children:[(0,k.jsx)(`dt`,{children:e}),(0,k.jsx)(`dd`,{children:t})]})}function Le({data:e,reviewers:t,level:n,compact:r,onDecided:i,actionsRef:a,refetch:o,head:s}){let c=e.session,l=c.workflowSettings.thresholds,u=Me(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),d=_(),f=d(`REVIEW`),p=c.address;return(0,k.jsxs)(`div`,{className:r?`session session-compact`:`session`,children:[(0,k.jsxs)(`div`,{className:`session-bar`,children:[s,(0,k.jsxs)(`div`,{className:`badges`,children:[(0,k.jsx)(ve,{status:c.status}),c.flagged&&(0,k.jsx)(ye,{}),c.redactedAt&&(0,k.jsx)(`span`,{className:`badge badge-neutral`,children:`Redacted`}),c.assignedTo&&(0,k.jsxs)(`span`,{className:`badge badge-neutral`,children:[`Assigned to `,c.assignedTo]})]}),(0,k.jsx)(Ce,{session:c,reviewers:t,onDecided:i,ref:a,images:c.documents?.length??0})]}),f&&(0,k.jsx)(Q,{title:`Images`,level:n,className:`panel-media`,children:(0,k.jsx)(je,{items:c.documents??[],compact:r})}),(0,k.jsxs)(`div`,{className:`session-grid`,children:[(0,k.jsx)(Q,{title:`Checks`,level:n,children:(0,k.jsx)(we,{checks:c.checks,thresholds:l,addressMin:c.workflowSettings.address.autoApproveThreshold})}),(0,k.jsx)(Q,{title:`Verdict`,level:n,children:(0,k.jsxs)(`dl`,{className:`facts`,children:[(0,k.jsx)($,{label:`Decision reason`,children:c.decisionReason?S[c.decisionReason]:`—`}),(0,k.jsx)($,{label:`Risk score`,children:E(c.riskScore)}),(0,k.jsx)($,{label:`Engine’s verdict`,children:c.autoDecision?c.autoDecision.toLowerCase().replace(`_`,` `):`—`}),(0,k.jsx)($,{label:`Final verdict`,children:c.finalDecision?c.finalDecision.toLowerCase().replace(`_`,` `):`—`}),c.reviewNote&&(0,k.jsx)($,{label:`Reviewer’s note`,children:c.reviewNote}),c.flagged&&(0,k.jsx)($,{label:`Flagged because`,children:c.flagReason??`—`}),c.redoSteps.length>0&&(0,k.jsx)($,{label:`Asked again`,children:c.redoSteps.map(e=>oe[e]).join(`, `)}),(0,k.jsx)($,{label:`In review since`,children:D(c.reviewSince)})]})}),f&&(0,k.jsx)(Q,{title:`Read from the document`,level:n,children:(0,k.jsx)(Ee,{front:c.checks?.documentFront?.fields,back:c.checks?.documentBack?.fields})}),(0,k.jsx)(Q,{title:`Person and workflow`,level:n,children:(0,k.jsxs)(`dl`,{className:`facts`,children:[(0,k.jsx)($,{label:`Session`,children:r?(0,k.jsx)(g,{to:`/verifications/${c.id}`,children:c.id}):(0,k.jsx)(`code`,{children:c.id})}),(0,k.jsx)($,{label:`User reference`,children:c.userReference??`—`}),(0,k.jsx)($,{label:`Customer`,children:c.customer?`${c.customer.firstName} ${c.customer.lastName} (${c.customer.email})`:c.customerId??`—`}),(0,k.jsxs)($,{label:`Document`,children:[c.documentType?c.documentType.toLowerCase().replace(`_`,` `):`—`,c.country?`, ${c.country}`:``]}),f&&(0,k.jsx)($,{label:`Address`,children:p?(0,k.jsxs)(k.Fragment,{children:[[p.line1,p.line2,p.city,p.state,p.postalCode,p.country].filter(Boolean).join(`, `),p.latitude!=null&&p.longitude!=null&&(0,k.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,p.latitude.toFixed(5),`, `,p.longitude.toFixed(5),`)`]})]}):`—`}),(0,k.jsx)($,{label:`Workflow`,children:c.workflow?.name??c.workflowSettings.stages.join(`, `)}),(0,k.jsxs)($,{label:`Thresholds`,children:[`quality ≥ `,l.qualityMin.toFixed(2),`, reading ≥ `,l.ocrMin.toFixed(2),`, liveness ≥ `,l.livenessMin.toFixed(2),`, face ≥`,` `,l.faceMatchMin.toFixed(2)]}),(0,k.jsx)($,{label:`Created`,children:D(c.createdAt)}),(0,k.jsx)($,{label:`Completed`,children:D(c.completedAt)})]})})]}),f&&(0,k.jsx)(Q,{title:`Notes`,level:n,children:(0,k.jsx)(Pe,{sessionId:c.id,notes:c.notes??[],onAdded:o})}),(0,k.jsx)(Q,{title:`History`,level:n,children:(0,k.jsx)(Ne,{items:u})}),d(`DEVELOP`)&&(0,k.jsx)(Q,{title:`Webhook deliveries`,level:n,children:(0,k.jsx)(ke,{sessionId:c.id})})]})}function Re({id:e,refresh:t,...i}){let{result:a,reviewers:o,refetch:s}=Ie(e);return(0,b.useEffect)(()=>{t&&s()},[t]),a.error&&!a.data?(0,k.jsx)(r,{error:a.error,onRetry:s}):a.data?a.data.session?(0,k.jsx)(Le,{data:a.data,reviewers:o,refetch:s,...i}):(0,k.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,k.jsx)(n,{})}function ze(e,t){let n=new URLSearchParams(e),r={};for(let[e,i]of Object.entries(t))r[e]=Array.isArray(i)?n.has(e)?n.getAll(e).filter(e=>e!==``):i:n.get(e)??i;return r}function Be(e,t){return Array.isArray(e)&&Array.isArray(t)?e.length===t.length&&e.every((e,n)=>e===t[n]):e===t}function Ve(e,t,n){let r=new URLSearchParams(e);for(let[e,i]of Object.entries(n))i!==void 0&&(r.delete(e),Be(i,t[e])||(Array.isArray(i)?i.forEach(t=>r.append(e,t)):r.set(e,i)));let i=r.toString();return i?`?`+i:``}function He(e){let t=o(),n=s();return[ze(t.search,e),(0,b.useCallback)((t,r)=>{let i=Ve(window.location.search,e,t);n(window.location.pathname+i+window.location.hash,r)},[n,JSON.stringify(e)])]}export{x as C,w as D,D as E,S,E as T,A as _,ye as a,R as b,be as c,W as d,H as f,j as g,V as h,Ie as i,ve as l,U as m,Re as n,Y as o,K as p,Le as r,xe as s,He as t,G as u,z as v,O as w,L as x,B as y};