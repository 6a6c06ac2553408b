import{O as e,T as t,a as n,g as r,i,m as a,o,s,w as c}from"./Page-DsUAc6k5.js";import{C as l,E as u,F as d,M as f,P as p,S as m,T as h,a as g,b as _,r as v,w as y,x as ee,y as b}from"./index-D6ovAevV.js";import{t as x}from"./Badge-DF5gUEP1.js";import{n as S,r as C}from"./Select-Dh1bMjuw.js";import{t as te}from"./Check-CC6v3Jt7.js";import{n as w,t as T}from"./Confirm-V6qTXyCZ.js";import{t as ne}from"./CopyField-CWLkdvCp.js";import{t as re}from"./Dialog-B16EH7mF.js";import{t as ie}from"./Fieldset-YZAj3VxJ.js";import{a as E,l as ae,n as D,r as oe,s as O,t as k}from"./labels-Cv03W6YX.js";import{r as A,t as j}from"./Table-B9xVjmSN.js";import{n as M,t as se}from"./StatusBadge-CCoOw3pj.js";import{t as N}from"./Pager-BZ_Yvyp6.js";import{a as P,o as F}from"./filters-DKYJPQHi.js";var I=e(t(),1),ce=b(`
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
`),le=b(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),ue=b(`
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
`),de=b(`
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
`),fe=b(`
  subscription VerificationEvents($types: [String!]) {
    events(types: $types) {
      id
      type
      objectId
    }
  }
`),pe=b(`
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
`),me=b(`
  mutation ApproveSession($id: ID!, $note: String) {
    approveSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),he=b(`
  mutation RejectSession($id: ID!, $note: String) {
    rejectSession(id: $id, note: $note) {
      id
      status
      finalDecision
      decisionReason
      reviewNote
    }
  }
`),ge=b(`
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
`),_e=b(`
  mutation FlagSession($id: ID!, $flagged: Boolean!, $reason: String) {
    flagSession(id: $id, flagged: $flagged, reason: $reason) {
      id
      flagged
      flagReason
    }
  }
`),ve=b(`
  mutation AssignSession($id: ID!, $userId: ID) {
    assignSession(id: $id, userId: $userId) {
      id
      assignedTo
      assignedUserId
    }
  }
`),ye=b(`
  mutation RedactSession($id: ID!) {
    redactSession(id: $id) {
      id
      redactedAt
    }
  }
`),L=b(`
  mutation AddSessionNote($id: ID!, $body: String!) {
    addSessionNote(id: $id, body: $body) {
      id
      authorName
      body
      createdAt
    }
  }
`),R=b(`
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
`);function z(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function B(e,t,n,r){return[z(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),z(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function be(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...B(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...B(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=z(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=z(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=z(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function xe(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}var V=c(),Se=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]),Ce=`It stays with the session, for reviewers; the person is not shown it.`;function H({session:e,reviewers:t,onDecided:r,ref:i,images:c}){let d=v(),b=g().user?.id,x=d(`REVIEW`),S=d(`MANAGE`),C=e.status===`REQUIRES_REVIEW`,[E,ae]=(0,I.useState)(null),[D,O]=(0,I.useState)(``),[k,A]=(0,I.useState)(``),[j,M]=(0,I.useState)([]),[se,N]=(0,I.useState)(null),[P,F]=(0,I.useState)(null),[ce,le]=p(me),[ue,de]=p(he),[fe,pe]=p(ge),[L,R]=p(_e),[z,B]=p(ve),[,be]=p(ye),H=ce.fetching||ue.fetching||fe.fetching||L.fetching||z.fetching,U=async(e,t,n)=>{F(null);let r=await t();r.error||!r.data?F({what:e,error:r.error,retry:()=>void U(e,t,n)}):n?.(r.data)},W=e=>{F(null),ae(e)},G=()=>{ae(null),F(null)},we=t=>(t.error||r?.(e.id),t);if((0,I.useImperativeHandle)(i,()=>({approve(){x&&C&&!H&&W(`approve`)},reject(){x&&C&&!H&&W(`reject`)}})),!x&&!S)return null;let K=xe(e.workflowSettings.stages,e.documentType),q=t=>{t.preventDefault(),U(`Asking for a redo`,()=>pe({id:e.id,steps:j,note:D.trim()||null}),e=>{N(e.requestSessionRedo.url)})},Te=t=>{t.preventDefault(),U(`Flagging`,()=>R({id:e.id,flagged:!0,reason:k.trim()||null}),G)},J=(t,n)=>U(`Assigning to ${n}`,()=>B({id:e.id,userId:t}));return(0,V.jsxs)(a,{className:`session-actions`,label:`Actions`,children:[x&&C&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(o,{variant:`primary`,disabled:H,onClick:()=>W(`approve`),children:`Approve`}),(0,V.jsx)(o,{variant:`danger`,disabled:H,onClick:()=>W(`reject`),children:`Reject`}),K.length>0&&(0,V.jsx)(o,{disabled:H||!!e.redactedAt,onClick:()=>{M([]),O(``),N(null),W(`redo`)},children:`Request a redo`}),b&&e.assignedUserId!==b&&(0,V.jsx)(o,{disabled:H,onClick:()=>void J(b,`you`),children:`Assign to me`}),(0,V.jsxs)(_,{modal:!1,children:[(0,V.jsx)(u,{className:s(),disabled:H,children:`Assign…`}),(0,V.jsx)(y,{children:(0,V.jsxs)(ee,{className:`menu`,align:`start`,sideOffset:6,children:[(0,V.jsx)(l,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,V.jsxs)(m,{className:`menu-item`,onSelect:()=>void J(e.id,e.name||e.email),children:[e.name||e.email,e.id===b&&(0,V.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,V.jsx)(h,{className:`menu-separator`}),(0,V.jsx)(m,{className:`menu-item`,onSelect:()=>void J(null,`nobody`),children:`Nobody`})]})})]})]}),x&&(e.flagged?(0,V.jsx)(o,{disabled:H,onClick:()=>void U(`Clearing the flag`,()=>R({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,V.jsx)(o,{disabled:H,onClick:()=>{A(``),W(`flag`)},children:`Flag`})),S&&Se.has(e.status)&&!e.redactedAt&&(0,V.jsx)(o,{variant:`quietDanger`,disabled:H,onClick:()=>W(`redact`),children:`Redact`}),P&&E===null&&(0,V.jsx)(n,{title:`${P.what} did not work.`,error:P.error,onRetry:P.retry}),(0,V.jsx)(T,{open:E===`approve`,onOpenChange:e=>!e&&G(),title:`Approve this verification?`,danger:!1,confirmLabel:`Approve the case`,noteLabel:`Note (optional)`,noteHint:Ce,onConfirm:async t=>we(await le({id:e.id,note:t||null})),children:`The person is told they are verified. The decision is final.`}),(0,V.jsx)(T,{open:E===`reject`,onOpenChange:e=>!e&&G(),title:`Reject this verification?`,confirmLabel:`Reject the case`,noteLabel:`Note (optional)`,noteHint:Ce,onConfirm:async t=>we(await de({id:e.id,note:t||null})),children:`The person is told the verification failed. The decision is final.`}),(0,V.jsx)(re,{open:E===`redo`,onOpenChange:e=>!e&&G(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:se?(0,V.jsxs)(`div`,{className:`form`,children:[(0,V.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,V.jsx)(ne,{id:`redo-link`,label:`New link`,value:se,copyLabel:`Copy the link`}),(0,V.jsx)(a,{end:!0,children:(0,V.jsx)(o,{variant:`primary`,onClick:()=>{G(),N(null),r?.(e.id)},children:`Done`})})]}):(0,V.jsxs)(`form`,{className:`form`,onSubmit:q,children:[(0,V.jsx)(ie,{legend:`Steps to take again`,children:K.map(e=>(0,V.jsx)(te,{name:`step`,value:e,label:oe[e],checked:j.includes(e),onChange:t=>M(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))},e))}),(0,V.jsx)(w,{label:`Note (optional)`,rows:3,value:D,onChange:e=>O(e.target.value)}),P&&(0,V.jsx)(f,{error:P.error}),(0,V.jsxs)(a,{end:!0,children:[(0,V.jsx)(o,{onClick:G,children:`Cancel`}),(0,V.jsx)(o,{type:`submit`,variant:`primary`,disabled:fe.fetching||j.length===0,children:`Send a new link`})]})]})}),(0,V.jsx)(re,{open:E===`flag`,onOpenChange:e=>!e&&G(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,V.jsxs)(`form`,{className:`form`,onSubmit:Te,children:[(0,V.jsx)(w,{label:`Reason`,required:!0,rows:3,value:k,onChange:e=>A(e.target.value)}),P&&(0,V.jsx)(f,{error:P.error}),(0,V.jsxs)(a,{end:!0,children:[(0,V.jsx)(o,{onClick:G,children:`Cancel`}),(0,V.jsx)(o,{type:`submit`,variant:`primary`,disabled:L.fetching||!k.trim(),children:`Flag the session`})]})]})}),(0,V.jsxs)(T,{open:E===`redact`,onOpenChange:e=>!e&&G(),title:`Redact this session?`,confirmLabel:`Erase the personal data`,onConfirm:()=>be({id:e.id}),children:[(0,V.jsx)(`p`,{children:`This cannot be undone. Erased now, for good:`}),(0,V.jsxs)(`ul`,{className:`erase-list`,children:[(0,V.jsxs)(`li`,{children:[c===1?`its image`:`its ${c} images`,` (document and selfies)`]}),(0,V.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,V.jsx)(`li`,{children:`the address the person gave`}),(0,V.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,V.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`})]})]})}var U={"quality.resolution":`Resolution`,"quality.sharpness":`Sharpness`,"quality.glare":`Glare`,"quality.in_frame":`Whole document in frame`,mrz:`Machine-readable zone`,image:`Document photograph`,"cross.customer_name":`Name matches the customer`,"cross.duplicate_document":`Document not used by another person`,"cross.mrz_barcode":`Barcode matches the machine-readable zone`,"barcode.aamva":`Barcode (AAMVA data)`,"barcode.pdf417":`PDF417 barcode`,"barcode.qr":`QR code`,faces:`One face`,size:`Face large enough`,centred:`Face centred`,frontal:`Facing the camera`,eyes_open:`Eyes open`,sharpness:`Sharpness`,lighting:`Lighting`,challenges:`Challenges performed`,frames:`Frames showing a face`,at_rest:`Face at rest before the prompts`,same_face:`Same person throughout`};function W(e){let t=/^challenge\.\d+\.(.+)$/.exec(e);return t?t[1]:null}var G={header:`header`,DAQ:`document number`,DCS:`family name`,DBB:`date of birth`,DBA:`expiry date`,DBD:`issue date`},we={empty:`The file is empty`,not_image:`The file is not an image`,corrupt:`The image is damaged`,too_large:`The image is too large to read`,too_small:`The image is too small to read`,no_mrz:`No machine-readable zone was found`};function K(e){return e.replace(/([a-z0-9])([A-Z])/g,`$1 $2`).replace(/[_.-]+/g,` `).trim().toLowerCase()}function q(e){return e.charAt(0).toUpperCase()+e.slice(1)}var Te={optionalData2:`Optional data 2`,qrCode:`QR code`,addressLine1:`Address`};function J(e){return Te[e]??q(K(e))}function Y(e){let t=U[e.name];if(t)return t;let n=W(e.name);if(n)return E(n);let[r,...i]=e.name.split(`.`),a=K(i.join(`.`));return r===`mrz`&&a?e.detail===`checkDigit`?`MRZ: ${a} check digit`:e.detail===`value`?`MRZ: ${a} format`:`MRZ: ${a}`:r===`aamva`&&i.length>0?`Barcode: ${G[i.join(`.`)]??i.join(`.`)}`:q(K(a||e.name))}function Ee(e){let t=e.detail?.trim();if(!t||e.name.startsWith(`mrz.`)&&(t===`checkDigit`||t===`value`))return null;if(e.name===`image`)return we[t]??q(K(t));if(e.name===`faces`&&t===`faces found`)return null;if(W(e.name)){let e=/^best frame \d+, at (\d+) ms$/.exec(t);if(e)return`At ${X(Number(e[1])/1e3,2)} s into the recording`}return q(t)}function X(e,t){return String(Number(e.toFixed(t)))}function De(e){if(e.score==null)return null;let t=e.threshold,n=(e,t=0)=>`${X(e*100,t)}%`,r=W(e.name);if(r)switch(r){case`turn_left`:case`turn_right`:case`nod`:return{value:`${X(e.score,0)}°`,needs:t==null?null:`≥ ${X(t,0)}°`};case`smile`:case`move_closer`:return{value:`${e.score>0?`+`:``}${n(e.score)}`,needs:t==null?null:`≥ +${n(t)}`};case`blink`:return{value:`${n(e.score)} closed`,needs:t==null?null:`≥ ${n(t)}`}}switch(e.name){case`quality.in_frame`:return null;case`quality.resolution`:return{value:`${Math.round(e.score)} px`,needs:t==null?null:`≥ ${Math.round(t)} px`};case`faces`:return{value:`${X(e.score,0)} found`,needs:t==null?null:`exactly ${X(t,0)}`};case`size`:return{value:`${n(e.score)} of the width`,needs:t==null?null:`≥ ${n(t)}`};case`centred`:return{value:`${n(e.score,1)} off centre`,needs:t==null?null:`≤ ${n(t)}`};case`frontal`:return{value:`${n(e.score)} of the bounds`,needs:t==null?null:`≤ ${n(t)}`};case`frames`:return{value:n(e.score),needs:t==null?null:`≥ ${n(t)}`};case`same_face`:return{value:`${e.score.toFixed(2)} apart`,needs:t==null?null:`≤ ${t.toFixed(2)}`};case`lighting`:return{value:X(e.score,0),needs:t==null?null:`≥ ${X(t,0)}`};case`sharpness`:case`quality.sharpness`:return{value:X(e.score,+(e.score<10)),needs:t==null?null:`≥ ${X(t,1)}`};case`quality.glare`:return{value:`${X(e.score*100,1)}%`,needs:t==null?null:`≤ ${X(t*100,1)}%`}}return{value:e.score.toFixed(2),needs:t==null?null:`≥ ${t.toFixed(2)}`}}function Oe({checks:e,thresholds:t,addressMin:n}){let r=be(e,t,n);return r.length===0?(0,V.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,V.jsx)(j,{label:`Checks`,caption:`Checks against the workflow’s thresholds`,flat:!0,dense:!0,plain:!0,columns:[`Check`,{label:`Score`,num:!0},{label:`Needs`,num:!0},`Result`],children:(0,V.jsx)(`tbody`,{children:r.map(e=>(0,V.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,V.jsxs)(`th`,{scope:`row`,children:[e.check,(0,V.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,V.jsx)(`td`,{className:`num`,children:O(e.score)}),(0,V.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,V.jsxs)(`td`,{children:[(0,V.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,V.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})})}function ke({fields:e}){return(0,V.jsx)(C,{rows:!0,items:e.map(e=>[J(e.name),e.value])})}function Z({checks:e,title:t,measures:n=!0,action:r}){let i=(0,I.useId)(),a=e.filter(e=>!e.passed).length;return(0,V.jsxs)(V.Fragment,{children:[(0,V.jsxs)(`p`,{className:`read-subhead`,id:i,children:[t,(0,V.jsx)(`span`,{className:`read-count`,children:a===0?` (${e.length}, all pass)`:` (${a} of ${e.length} ${a===1?`fails`:`fail`})`})]}),(0,V.jsx)(`ul`,{className:`subchecks`,"aria-labelledby":i,children:e.map((e,t)=>{let i=n?De(e):null,a=Ee(e),o=r?.(e);return(0,V.jsxs)(`li`,{className:`subcheck`,"data-check":e.name,"data-passed":e.passed,children:[(0,V.jsx)(`span`,{className:`subcheck-name`,children:Y(e)}),(0,V.jsxs)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:[(0,V.jsx)(`span`,{"aria-hidden":`true`,children:e.passed?`✓ `:`✗ `}),e.passed?`Pass`:`Fail`]}),i&&(0,V.jsxs)(`span`,{className:`subcheck-measure`,children:[i.value,i.needs&&(0,V.jsxs)(`span`,{className:`muted`,children:[`, needs `,i.needs]})]}),(a||o)&&(0,V.jsxs)(`span`,{className:`subcheck-detail`,children:[a,a&&o&&` · `,o]})]},`${e.name}-${t}`)})})]})}function Ae({front:e,back:t,cross:n,same:i}){let a=[{side:`Front`,fields:e?.fields??[],checks:e?.checks??[],barcode:e?.barcode??[]},{side:`Back`,fields:t?.fields??[],checks:t?.checks??[],barcode:t?.barcode??[]}].filter(e=>e.fields.length>0||e.checks.length>0||e.barcode.length>0),o=(0,I.useId)(),s=n??[],c=i??[];return a.length===0&&s.length===0&&c.length===0?(0,V.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,V.jsxs)(`div`,{className:`fields-sides`,children:[!a.some(e=>e.fields.length>0)&&(0,V.jsx)(`p`,{className:`muted`,children:`No fields were read from the document, or they were erased.`}),a.map(e=>(0,V.jsxs)(`div`,{children:[a.length>1&&(0,V.jsx)(`p`,{className:`facts-head`,children:e.side}),e.fields.length>0&&(0,V.jsx)(ke,{fields:e.fields}),e.barcode.length>0&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`p`,{className:`read-subhead`,children:`From the barcode`}),(0,V.jsx)(ke,{fields:e.barcode})]}),e.checks.length>0&&(0,V.jsx)(Z,{checks:e.checks,title:a.length>1?`Checks of the ${e.side.toLowerCase()}`:`Checks of the document`})]},e.side)),s.length>0&&(0,V.jsx)(`div`,{children:(0,V.jsx)(Z,{checks:s,title:`Cross-checks`,measures:!1})}),c.length>0&&(0,V.jsxs)(`div`,{children:[(0,V.jsx)(`p`,{className:`read-subhead`,id:o,children:`Same document on`}),(0,V.jsx)(`ul`,{className:`same-document`,"aria-labelledby":o,children:c.map(e=>(0,V.jsxs)(`li`,{children:[(0,V.jsx)(r,{to:`/verifications/${e.id}`,className:`mono`,children:e.id}),(0,V.jsxs)(`span`,{className:`same-document-meta`,children:[(0,V.jsx)(M,{status:e.status}),(0,V.jsxs)(`span`,{className:`muted`,children:[`created `,A(e.createdAt)]})]})]},e.id))})]})]})}var je=10,Me={PENDING:{label:`Pending`,tone:`warning`},SUCCEEDED:{label:`Delivered`,tone:`success`},FAILED:{label:`Failed`,tone:`danger`}};function Ne({sessionId:e}){let[t,r]=(0,I.useState)({after:``,prev:[]}),[a,o]=d({query:R,variables:{id:e,first:je,after:t.after||null}});if(a.error&&!a.data)return(0,V.jsx)(n,{error:a.error,onRetry:()=>o({requestPolicy:`network-only`})});let s=a.data?.session?.webhookDeliveries;return s?s.edges.length===0&&!t.after?(0,V.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(j,{label:`Webhook deliveries`,caption:`Webhook deliveries`,className:`deliveries`,flat:!0,plain:!0,columns:[`Event`,`Status`,`Last answer`,`Sent`],children:(0,V.jsx)(`tbody`,{children:s.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=Me[e.status];return(0,V.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,V.jsxs)(`th`,{scope:`row`,children:[(0,V.jsx)(`code`,{children:e.eventType}),(0,V.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,V.jsx)(`td`,{children:(0,V.jsx)(x,{tone:n.tone,children:n.label})}),(0,V.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,V.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${A(e.nextAttemptAt)}`:``]})]}),(0,V.jsx)(`td`,{children:A(e.createdAt)})]},e.id)})})}),(0,V.jsx)(N,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:s.pageInfo.hasNextPage,onPrevious:()=>r(F(t)),onNext:()=>s.pageInfo.endCursor&&r(P(t,s.pageInfo.endCursor))})]}):(0,V.jsx)(i,{})}var Pe=.75,Fe=new Set([`frames`,`at_rest`,`same_face`]);function Ie(e){let t=-1;return e.forEach((n,r)=>{let i=e[t];(t<0||n.passed&&!i.passed||n.passed===i.passed&&n.score>i.score)&&(t=r)}),t}function Le(e){return(e.checks??[]).some(e=>Fe.has(e.name)||W(e.name)!==null)}function Re(e){let t=(e.checks??[]).find(e=>e.name===`frames`);if(!t)return Le(e)?null:0;let n=/^\s*(\d+) of (\d+) frames?\b/.exec(t.detail??``);return n?Number(n[2]):null}function ze(e,t){if(e.length===0)return null;let n=e.map(Re);if(e.length===1)return[{frames:[...t],total:Math.max(n[0]??0,t.length)}];if(n.some(e=>e===null)||n.reduce((e,t)=>e+(t??0),0)!==t.length)return null;let r=0;return n.map(e=>{let n={frames:t.slice(r,r+(e??0)),total:e??0};return r+=e??0,n})}function Be(e){return(e.checks??[]).filter(e=>W(e.name)!==null)}function Ve(e){return(e.checks??[]).filter(e=>W(e.name)===null&&!Fe.has(e.name))}function He(e){return(e.checks??[]).filter(e=>Fe.has(e.name))}function Ue(e,t){return!e||t.frame==null||t.frame<0||t.frame>=e.frames.length?null:e.frames[t.frame]}function We(e,t){if(!e||!t||t.frames.length===0)return null;for(let n of Be(e)){let e=n.passed?Ue(t,n):null;if(e!==null)return{index:n.frame,frame:e,check:n}}return{index:0,frame:t.frames[0]}}function Ge(e,t,n){return e.length===0?null:e.length===t&&n>=0?e[n]:e[e.length-1]}function Ke(e){let t=Math.floor(Math.round(e*1e5)/100);return`${(Math.max(0,Math.min(1e3,t))/10).toFixed(1)}%`}function qe(e,t=Pe){return e.reason?{text:D[e.reason],tone:`warning`}:e.passed?e.similarity>=t?{text:`Same person`,tone:`success`}:{text:D.FACE_MATCH_LOW_CONFIDENCE,tone:`warning`}:{text:`Different people`,tone:`danger`}}var Je=`/v1/files/`;function Ye(e,t=globalThis.location?.origin){let n;try{n=new URL(e,t)}catch{return e}return n.pathname.startsWith(Je)?n.pathname+n.search:e}var Q=[1,1.5,2,3,4],Xe=[0,90,180,270],Ze=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`DOCUMENT_PORTRAIT`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function $(e,t=k[e.kind]){return{id:e.id,kind:e.kind,width:e.width,height:e.height,url:Ye(e.url),label:t}}function Qe({items:e,compact:t}){let[n,r]=(0,I.useState)(null),i=e.filter(e=>e.kind!==`LIVENESS_FRAME`).map(e=>({...e,url:Ye(e.url)})).sort((e,t)=>Ze.indexOf(e.kind)-Ze.indexOf(t.kind)),a=i.filter(e=>e.contentType.startsWith(`image/`)),o=i.filter(e=>!e.contentType.startsWith(`image/`));return e.length===0?(0,V.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`}):(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:a.map((e,t)=>(0,V.jsx)(`li`,{children:(0,V.jsxs)(`figure`,{children:[(0,V.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>r(t),"aria-label":`Enlarge: ${k[e.kind]}`,children:(0,V.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:k[e.kind],"data-kind":e.kind})}),(0,V.jsxs)(`figcaption`,{children:[k[e.kind],` `,(0,V.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),o.map(e=>(0,V.jsx)(`p`,{children:(0,V.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,k[e.kind].toLowerCase()]})},e.id)),(0,V.jsx)($e,{images:a.map(e=>$(e)),index:n,onIndex:r})]})}function $e({images:e,index:t,onIndex:n}){let[r,i]=(0,I.useState)(0),[a,s]=(0,I.useState)(0),c=t===null?null:e[t]??null,l=c!==null,[u,d]=(0,I.useState)(null);(c?.id??null)!==u&&(d(c?.id??null),i(0),s(0));let f=r=>t!==null&&n((t+r+e.length)%e.length),p=e=>s(t=>(t+e+Xe.length)%Xe.length),m=e=>{if(!(t===null||e.ctrlKey||e.metaKey||e.altKey)){if(e.key===`+`||e.key===`=`)i(e=>Math.min(e+1,Q.length-1));else if(e.key===`-`||e.key===`−`)i(e=>Math.max(e-1,0));else if(e.key===`0`)i(0);else if(e.key===`r`)p(1);else if(e.key===`R`)p(-1);else if(e.key===`ArrowRight`)f(1);else if(e.key===`ArrowLeft`)f(-1);else return;e.preventDefault()}},h=Xe[a],g=`${Q[r]*100}%${h?`, rotated ${h}°`:``}`,_=c?{"--lb-ratio":c.width/c.height,"--lb-h":c.height}:void 0;return(0,V.jsx)(re,{open:l,onOpenChange:e=>!e&&n(null),title:c?.label??``,wide:!0,description:`Zoom with + and −, 0 to fit; R rotates a quarter turn clockwise, Shift+R back; the arrow keys show the other images.`,children:c&&(0,V.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:m,children:[(0,V.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom and rotate`,children:[(0,V.jsx)(o,{onClick:()=>i(e=>Math.max(e-1,0)),disabled:r===0,children:`Zoom out`}),(0,V.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[Q[r]*100,`%`]}),(0,V.jsx)(o,{onClick:()=>i(e=>Math.min(e+1,Q.length-1)),disabled:r===Q.length-1,children:`Zoom in`}),(0,V.jsx)(o,{onClick:()=>p(-1),children:`Rotate left`}),(0,V.jsx)(o,{onClick:()=>p(1),children:`Rotate right`}),e.length>1&&(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(o,{onClick:()=>f(-1),children:`Previous image`}),(0,V.jsx)(o,{onClick:()=>f(1),children:`Next image`})]}),(0,V.jsx)(o,{className:`lightbox-close`,onClick:()=>n(null),children:`Close`})]}),(0,V.jsx)(`p`,{className:`sr-only`,"aria-live":`polite`,children:h?`Rotated ${h}° clockwise`:`Upright`}),(0,V.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${c.label}, ${g}`,role:`region`,children:(0,V.jsx)(`div`,{className:`lightbox-turn`,"data-turn":h,"data-zoom":r,style:_,children:(0,V.jsx)(`img`,{src:c.url,width:c.width,height:c.height,alt:c.label,className:`lightbox-image`,"data-zoom":r,"data-turn":h,"data-kind":c.kind})})})]})})}function et(e){return!!e&&(e.faceMatch!=null||e.liveness.length>0)}function tt(e,t,n,r){return`${r?`Attempt ${e+1}, frame`:`Frame`} ${t+1} of ${n}`}function nt({checks:e,documents:t,faceMatchMin:n=Pe,livenessMin:r,compact:i}){let[a,o]=(0,I.useState)(null),[s,c]=(0,I.useState)(!1),l=e.liveness,u=l.length>1,d=e.faceMatch??null,f=(t??[]).filter(e=>e.contentType.startsWith(`image/`)),p=f.find(e=>e.kind===`DOCUMENT_PORTRAIT`)??null,m=f.filter(e=>e.kind===`LIVENESS`),h=f.filter(e=>e.kind===`LIVENESS_FRAME`),g=Ie(l),_=Ge(m,l.length,g),v=ze(l,h),y=g>=0?We(l[g],v?.[g]):null,ee=e=>{let t=v?.[e];return t?t.frames.map((n,r)=>$(n,tt(e,r,t.total,u))):[]},b=h.map((e,t)=>$(e,`Frame ${t+1} of the ${h.length} listed`)),S=(e,t)=>o({images:ee(e),index:t}),C=[];if(p&&C.push({...$(p),face:`portrait`,caption:`From the document`}),_){let e=u&&g>=0&&m.length===l.length?`Selfie, attempt ${g+1}`:`Selfie`;C.push({...$(_,e),face:`selfie`,caption:e})}if(y&&v){let e=v[g],t=y.check?Y(y.check):null,n=`Best frame: ${tt(g,y.index,e.total,u).toLowerCase()}${t?` (${t})`:``}`;C.push({...$(y.frame,n),face:`frame`,caption:`Frame ${y.index+1}${t?`, ${t.toLowerCase()}`:``}`})}let te=e=>n=>{if(n.frame==null)return null;let r=n.frame+1;if(t===null||!Ue(v?.[e],n))return(0,V.jsxs)(`span`,{className:`muted`,children:[`frame `,r]});let i=W(n.name)?`, where ${Y(n).toLowerCase()} was seen`:`: ${Y(n).toLowerCase()}`;return(0,V.jsxs)(`button`,{type:`button`,className:`frame-link`,"data-frame":n.frame,onClick:()=>S(e,n.frame),children:[`Frame `,r,(0,V.jsx)(`span`,{className:`sr-only`,children:i})]})},w=d?qe(d,n):null,T=C.length>0||d!==null;return(0,V.jsxs)(`div`,{className:i?`faces faces-compact`:`faces`,children:[(0,V.jsxs)(`div`,{className:T&&l.length>0?`faces-top faces-two`:`faces-top`,children:[T&&(0,V.jsxs)(`div`,{className:`faces-side`,children:[C.length>0&&(0,V.jsx)(`ul`,{className:`faces-compared`,"aria-label":`Faces compared`,children:C.map((e,t)=>(0,V.jsx)(`li`,{children:(0,V.jsxs)(`figure`,{children:[(0,V.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>o({images:C,index:t}),"aria-label":`Enlarge: ${e.label}`,children:(0,V.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,"data-face":e.face})}),(0,V.jsx)(`figcaption`,{children:e.caption})]})},e.face))}),t!==null&&!p&&d&&(0,V.jsx)(`p`,{className:`muted`,children:`No portrait from the document is among the images.`}),d&&w&&(0,V.jsxs)(`div`,{className:`face-match`,"data-passed":d.passed,children:[(0,V.jsxs)(`p`,{className:`face-similarity`,children:[d.reason?(0,V.jsx)(`span`,{className:`face-percent`,children:`Not compared`}):(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`span`,{className:`face-percent`,children:Ke(d.similarity)}),` similar`,` `,(0,V.jsxs)(`span`,{className:`muted nowrap`,children:[`(needs ≥ `,Ke(n),`)`]})]}),(0,V.jsx)(x,{tone:w.tone,children:w.text})]}),d.detail&&(0,V.jsx)(`p`,{className:`muted face-detail`,children:d.detail.charAt(0).toUpperCase()+d.detail.slice(1)})]})]}),l.length>0&&(0,V.jsxs)(`div`,{className:`attempts`,children:[u&&(0,V.jsxs)(`p`,{className:`muted attempts-note`,children:[l.length,` attempts; the verdict rests on attempt `,g+1,`.`]}),(0,V.jsx)(rt,{attempt:l[g],k:g,many:u,livenessMin:r,action:te(g)}),l.map((e,t)=>t===g?null:(0,V.jsxs)(`details`,{className:`attempt-other`,children:[(0,V.jsxs)(`summary`,{children:[`Attempt `,t+1,`: `,e.passed?`passed`:`failed`,`, score `,O(e.score),e.reason?` (${D[e.reason]})`:``]}),(0,V.jsx)(rt,{attempt:e,k:t,many:u,livenessMin:r,action:te(t)})]},t))]})]}),h.length>0&&(0,V.jsxs)(`details`,{className:`frames`,onToggle:e=>e.currentTarget.open&&c(!0),children:[(0,V.jsxs)(`summary`,{children:[`All `,h.length,` frames`]}),s&&(v?v.map((e,t)=>e.frames.length===0?null:(0,V.jsx)(it,{title:u?`Attempt ${t+1}`:null,images:ee(t),group:e,named:l[t].checks,onOpen:e=>S(t,e)},t)):(0,V.jsxs)(V.Fragment,{children:[(0,V.jsx)(`p`,{className:`muted`,children:`Which attempt each frame belongs to cannot be told: they are shown in the order recorded.`}),(0,V.jsx)(it,{title:null,images:b,onOpen:e=>o({images:b,index:e})})]}))]}),(0,V.jsx)($e,{images:a?.images??[],index:a?.index??null,onIndex:e=>o(t=>t&&e!==null?{...t,index:e}:null)})]})}function rt({attempt:e,k:t,many:n,livenessMin:r,action:i}){let a=(0,I.useId)(),o=Be(e),s=Ve(e),c=He(e),l=e.passed&&e.score>=r;return(0,V.jsxs)(`div`,{className:`attempt`,"data-attempt":t,children:[(0,V.jsxs)(`p`,{className:`attempt-head`,children:[(0,V.jsxs)(`span`,{className:`attempt-title`,children:[`Liveness`,n?`, attempt ${t+1}`:``]}),(0,V.jsxs)(`span`,{className:`nowrap`,children:[`score `,O(e.score),` `,(0,V.jsxs)(`span`,{className:`muted`,children:[`(needs ≥ `,r.toFixed(2),`)`]})]}),(0,V.jsxs)(`span`,{className:l?`result result-pass`:`result result-fail`,children:[(0,V.jsx)(`span`,{"aria-hidden":`true`,children:l?`✓ `:`✗ `}),l?`Pass`:`Fail`]}),e.reason&&(0,V.jsx)(x,{tone:`warning`,children:D[e.reason]})]}),o.length>0&&(0,V.jsx)(Z,{checks:o,title:`Challenges`,action:i}),s.length>0&&(0,V.jsx)(Z,{checks:s,title:`Checks of the selfie`}),c.length>0&&(0,V.jsx)(Z,{checks:c,title:`Checks of the recording`,action:i}),(0,V.jsx)(`p`,{className:`read-subhead`,id:a,children:`Signals`}),e.signals.length===0?(0,V.jsx)(`p`,{className:`muted signals-none`,children:`None raised.`}):(0,V.jsx)(`ul`,{className:`signals`,"aria-labelledby":a,children:e.signals.map(e=>(0,V.jsx)(`li`,{"data-signal":e,children:(0,V.jsx)(x,{tone:`danger`,children:ae(e)})},e))})]})}function it({title:e,images:t,group:n,named:r,onOpen:i}){let a=(0,I.useId)(),o=e??`Frames`;return(0,V.jsxs)(`div`,{className:`frame-group`,children:[e&&(0,V.jsx)(`p`,{className:`read-subhead`,id:a,children:e}),n&&n.total>n.frames.length&&(0,V.jsxs)(`p`,{className:`muted`,children:[n.frames.length,` of the `,n.total,` frames recorded are listed.`]}),(0,V.jsx)(`ul`,{className:`frame-grid`,"aria-labelledby":e?a:void 0,"aria-label":e?void 0:o,children:t.map((e,t)=>{let n=(r??[]).filter(e=>e.frame===t&&W(e.name)).map(e=>Y(e));return(0,V.jsx)(`li`,{children:(0,V.jsxs)(`figure`,{children:[(0,V.jsx)(`button`,{type:`button`,className:`frame-thumb`,onClick:()=>i(t),"aria-label":`Enlarge: ${e.label}`,children:(0,V.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,loading:`lazy`,decoding:`async`})}),(0,V.jsxs)(`figcaption`,{children:[t+1,n.length>0&&(0,V.jsx)(`span`,{className:`frame-mark`,children:n.join(`, `)})]})]})},e.id)})})]})}function at(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function ot({items:e}){return e.length===0?(0,V.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,V.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,V.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,V.jsx)(`time`,{dateTime:e.at,children:A(e.at)}),(0,V.jsxs)(`span`,{className:`timeline-what`,children:[(0,V.jsx)(`code`,{children:e.what}),e.who&&(0,V.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,V.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function st({sessionId:e,notes:t,onAdded:r}){let i=v(),[a,s]=(0,I.useState)(``),[c,l]=p(L),u=async t=>{t?.preventDefault(),(await l({id:e,body:a.trim()})).error||(s(``),r())};return(0,V.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,V.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,V.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,V.jsxs)(`li`,{children:[(0,V.jsxs)(`p`,{className:`note-head`,children:[(0,V.jsx)(`strong`,{children:e.authorName}),` `,(0,V.jsx)(`time`,{dateTime:e.createdAt,children:A(e.createdAt)})]}),(0,V.jsx)(`p`,{className:`note-body`,children:e.body??(0,V.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),i(`REVIEW`)&&(0,V.jsxs)(`form`,{className:`note-form`,onSubmit:u,children:[(0,V.jsx)(w,{label:`Add a note`,rows:2,value:a,onChange:e=>s(e.target.value)}),c.error&&(0,V.jsx)(n,{title:`Adding the note did not work.`,error:c.error,onRetry:()=>void u()}),(0,V.jsx)(o,{type:`submit`,disabled:c.fetching||!a.trim(),children:`Add the note`})]})]})}var ct=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function lt(e){let t=v(),n=t(`READ`),r=t(`REVIEW`),i=t(`MANAGE`),[a,o]=d({query:pe,variables:{id:e,read:n,review:r,manage:i},pause:!e}),[s]=d({query:de,pause:!r});return{result:a,reviewers:(s.data?.members??[]).filter(e=>ct.has(e.role)).map(e=>e.user),refetch:()=>o({requestPolicy:`network-only`})}}function ut({data:e,reviewers:t,level:n,compact:i,onDecided:a,actionsRef:o,refetch:s,head:c}){let l=e.session,u=l.workflowSettings.thresholds,d=at(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),f=v(),p=f(`READ`),m=f(`REVIEW`),h=l.address;return(0,V.jsxs)(`div`,{className:i?`session session-compact`:`session`,children:[(0,V.jsxs)(`div`,{className:`session-bar`,children:[c,(0,V.jsxs)(`div`,{className:`badges`,children:[(0,V.jsx)(M,{status:l.status}),l.flagged&&(0,V.jsx)(se,{}),l.redactedAt&&(0,V.jsx)(x,{children:`Redacted`}),l.assignedTo&&(0,V.jsxs)(x,{children:[`Assigned to `,l.assignedTo]})]}),(0,V.jsx)(H,{session:l,reviewers:t,onDecided:a,ref:o,images:l.documents?.length??0})]}),m&&(0,V.jsx)(S,{title:`Images`,level:n,className:`panel-media`,children:(0,V.jsx)(Qe,{items:l.documents??[],compact:i})}),l.checks&&et(l.checks)&&(0,V.jsx)(S,{title:`Faces`,level:n,className:`panel-faces`,children:(0,V.jsx)(nt,{checks:l.checks,documents:m?l.documents??[]:null,faceMatchMin:u.faceMatchMin,livenessMin:u.livenessMin,compact:i})}),(0,V.jsxs)(`div`,{className:`session-grid`,children:[(0,V.jsx)(S,{title:`Checks`,level:n,children:(0,V.jsx)(Oe,{checks:l.checks,thresholds:u,addressMin:l.workflowSettings.address.autoApproveThreshold})}),(0,V.jsx)(S,{title:`Verdict`,level:n,children:(0,V.jsx)(C,{rows:!0,items:[[`Decision reason`,l.decisionReason?D[l.decisionReason]:`—`],[`Risk score`,O(l.riskScore)],[`Engine’s verdict`,l.autoDecision?l.autoDecision.toLowerCase().replace(`_`,` `):`—`],[`Final verdict`,l.finalDecision?l.finalDecision.toLowerCase().replace(`_`,` `):`—`],!!l.reviewNote&&[`Reviewer’s note`,l.reviewNote],l.flagged&&[`Flagged because`,l.flagReason??`—`],l.redoSteps.length>0&&[`Asked again`,l.redoSteps.map(e=>oe[e]).join(`, `)],[`In review since`,A(l.reviewSince)]]})}),m&&(0,V.jsx)(S,{title:`Read from the document`,level:n,children:(0,V.jsx)(Ae,{front:l.checks?.documentFront,back:l.checks?.documentBack,cross:l.checks?.crossChecks,same:l.sameDocument})}),(0,V.jsx)(S,{title:`Person and workflow`,level:n,children:(0,V.jsx)(C,{rows:!0,items:[[`Session`,i?(0,V.jsx)(r,{to:`/verifications/${l.id}`,children:l.id}):(0,V.jsx)(`code`,{children:l.id})],p&&[`User reference`,l.userReference??`—`],p&&[`Customer`,l.customer?`${l.customer.firstName} ${l.customer.lastName} (${l.customer.email})`:l.customerId??`—`],[`Document`,`${l.documentType?l.documentType.toLowerCase().replace(`_`,` `):`—`}${l.country?`, ${l.country}`:``}`],m&&[`Address`,h?(0,V.jsxs)(V.Fragment,{children:[[h.line1,h.line2,h.city,h.state,h.postalCode,h.country].filter(Boolean).join(`, `),h.latitude!=null&&h.longitude!=null&&(0,V.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,h.latitude.toFixed(5),`, `,h.longitude.toFixed(5),`)`]})]}):`—`],[`Workflow`,l.workflow?.name??l.workflowSettings.stages.join(`, `)],[`Thresholds`,`quality ≥ ${u.qualityMin.toFixed(2)}, reading ≥ ${u.ocrMin.toFixed(2)}, liveness ≥ ${u.livenessMin.toFixed(2)}, face ≥ ${u.faceMatchMin.toFixed(2)}`],[`Created`,A(l.createdAt)],[`Completed`,A(l.completedAt)]]})})]}),m&&(0,V.jsx)(S,{title:`Notes`,level:n,children:(0,V.jsx)(st,{sessionId:l.id,notes:l.notes??[],onAdded:s})}),(0,V.jsx)(S,{title:`History`,level:n,children:(0,V.jsx)(ot,{items:d})}),f(`DEVELOP`)&&(0,V.jsx)(S,{title:`Webhook deliveries`,level:n,children:(0,V.jsx)(Ne,{sessionId:l.id})})]})}function dt({id:e,refresh:t,...r}){let{result:a,reviewers:o,refetch:s}=lt(e);return(0,I.useEffect)(()=>{t&&s()},[t]),a.error&&!a.data?(0,V.jsx)(n,{error:a.error,onRetry:s}):a.data?a.data.session?(0,V.jsx)(ut,{data:a.data,reviewers:o,refetch:s,...r}):(0,V.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,V.jsx)(i,{})}export{ue as a,le as c,de as i,ut as n,ce as o,lt as r,fe as s,dt as t};