import{C as e,b as t,m as n,n as r,o as i,r as a}from"./Page-C9MDVgOt.js";import{C as o,M as s,N as c,S as l,_ as u,b as d,r as f,t as p,v as m,w as h,x as g,y as _}from"./index-BoqkaeXc.js";import{a as v,c as y,n as b,r as x,s as S,t as C,u as w}from"./labels-DhyGzz7I.js";import{i as T,n as E,o as D,r as O,t as k}from"./ui-BR-Q_jE4.js";import{a as ee,o as A}from"./filters-DiZpp0le.js";var j=e(t(),1),M=u(`
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
`),N=u(`
  query WorkflowNames {
    workflows(includeArchived: true) {
      id
      name
      archivedAt
    }
  }
`),P=u(`
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
`),te=u(`
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
`),ne=u(`
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
`),F=u(`
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
`);function I(e,t,n,r,i){let a=r>=i;return{key:e,check:t,measure:n,score:r,min:i,passed:a,why:a?void 0:`Below ${i.toFixed(2)}`}}function L(e,t,n,r){return[I(e+`-quality`,t,`Image quality`,n.quality,r.qualityMin),I(e+`-confidence`,t,`Reading confidence`,n.confidence,r.ocrMin),{key:e+`-expiry`,check:t,measure:`Not expired`,score:null,min:null,passed:!n.expired,why:n.expired?`Expired`:void 0}]}function R(e,t,n){if(!e)return[];let r=[];if(e.documentFront&&r.push(...L(`front`,`Document front`,e.documentFront,t)),e.documentBack&&r.push(...L(`back`,`Document back`,e.documentBack,t)),e.liveness.forEach((n,i)=>{let a=e.liveness.length>1?`Liveness, attempt ${i+1}`:`Liveness`,o=I(`liveness-${i}`,a,`Liveness score`,n.score,t.livenessMin);n.passed||(o.why=`Failed`),o.passed=o.passed&&n.passed,r.push(o),r.push({key:`faces-${i}`,check:a,measure:`One face`,score:null,min:null,passed:!n.multipleFaces,why:n.multipleFaces?`Several faces`:void 0})}),e.faceMatch){let n=I(`face`,`Face match`,`Similarity`,e.faceMatch.similarity,t.faceMatchMin);e.faceMatch.passed||(n.why=`Failed`),n.passed=n.passed&&e.faceMatch.passed,r.push(n)}if(e.address){let t=I(`address`,`Address`,`Address score`,e.address.score,n);e.address.passed||(t.why=`Failed`),t.passed=t.passed&&e.address.passed,r.push(t)}return r}function de(e,t){let n=[];return e.includes(`DOCUMENT`)&&(n.push(`DOCUMENT`),t!==`PASSPORT`&&n.push(`DOCUMENT_BACK`)),e.includes(`LIVENESS`)&&n.push(`LIVENESS`),e.includes(`ADDRESS`)&&n.push(`ADDRESS`),n}var z=n(),fe=new Set([`APPROVED`,`REJECTED`,`EXPIRED`,`CANCELLED`,`REQUIRES_REVIEW`]);function pe({session:e,reviewers:t,onDecided:n,ref:r,images:i}){let a=p(),c=f().user?.id,u=a(`REVIEW`),v=a(`MANAGE`),y=e.status===`REQUIRES_REVIEW`,[b,S]=(0,j.useState)(null),[C,w]=(0,j.useState)(``),[T,E]=(0,j.useState)(``),[D,ee]=(0,j.useState)([]),[A,M]=(0,j.useState)(null),[N,P]=(0,j.useState)(null),[te,ne]=s(ie),[re,ue]=s(ae),[F,I]=s(oe),[L,R]=s(se),[pe,me]=s(ce),[B,he]=s(le),V=te.fetching||re.fetching||F.fetching||L.fetching||pe.fetching||B.fetching,H=async(e,t,n)=>{P(null);let r=await t();r.error||!r.data?P({what:e,error:r.error,retry:()=>void H(e,t,n)}):n?.(r.data)},U=()=>{S(null),P(null)},W=()=>H(`Approving`,()=>ne({id:e.id}),()=>n?.(e.id)),G=()=>{w(``),P(null),S(`reject`)};if((0,j.useImperativeHandle)(r,()=>({approve(){u&&y&&!V&&W()},reject(){u&&y&&G()}})),!u&&!v)return null;let K=de(e.workflowSettings.stages,e.documentType),ge=t=>{t.preventDefault(),H(`Rejecting`,()=>ue({id:e.id,note:C.trim()}),()=>{S(null),n?.(e.id)})},q=t=>{t.preventDefault(),H(`Asking for a redo`,()=>I({id:e.id,steps:D,note:C.trim()||null}),e=>{M(e.requestSessionRedo.url)})},_e=t=>{t.preventDefault(),H(`Flagging`,()=>R({id:e.id,flagged:!0,reason:T.trim()||null}),U)},ve=()=>H(`Redacting`,()=>he({id:e.id}),U),J=(t,n)=>H(`Assigning to ${n}`,()=>me({id:e.id,userId:t}));return(0,z.jsxs)(`div`,{className:`actions`,"aria-label":`Actions`,role:`group`,children:[u&&y&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`button`,{type:`button`,className:`button button-primary`,disabled:V,onClick:()=>void W(),children:`Approve`}),(0,z.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:V,onClick:G,children:`Reject`}),K.length>0&&(0,z.jsx)(`button`,{type:`button`,className:`button`,disabled:V||!!e.redactedAt,onClick:()=>{ee([]),w(``),M(null),P(null),S(`redo`)},children:`Request a redo`}),c&&e.assignedUserId!==c&&(0,z.jsx)(`button`,{type:`button`,className:`button`,disabled:V,onClick:()=>void J(c,`you`),children:`Assign to me`}),(0,z.jsxs)(m,{modal:!1,children:[(0,z.jsx)(h,{className:`button`,disabled:V,children:`Assign…`}),(0,z.jsx)(l,{children:(0,z.jsxs)(_,{className:`menu`,align:`start`,sideOffset:6,children:[(0,z.jsx)(g,{className:`menu-label`,children:`Give the case to`}),t.map(e=>(0,z.jsxs)(d,{className:`menu-item`,onSelect:()=>void J(e.id,e.name||e.email),children:[e.name||e.email,e.id===c&&(0,z.jsx)(`span`,{className:`menu-role`,children:`you`})]},e.id)),(0,z.jsx)(o,{className:`menu-separator`}),(0,z.jsx)(d,{className:`menu-item`,onSelect:()=>void J(null,`nobody`),children:`Nobody`})]})})]})]}),u&&(e.flagged?(0,z.jsx)(`button`,{type:`button`,className:`button`,disabled:V,onClick:()=>void H(`Clearing the flag`,()=>R({id:e.id,flagged:!1,reason:null})),children:`Unflag`}):(0,z.jsx)(`button`,{type:`button`,className:`button`,disabled:V,onClick:()=>{E(``),P(null),S(`flag`)},children:`Flag`})),v&&fe.has(e.status)&&!e.redactedAt&&(0,z.jsx)(`button`,{type:`button`,className:`button button-danger-quiet`,disabled:V,onClick:()=>{P(null),S(`redact`)},children:`Redact`}),N&&b===null&&(0,z.jsx)(k,{what:N.what,error:N.error,onRetry:N.retry}),(0,z.jsx)(O,{open:b===`reject`,onOpenChange:e=>!e&&U(),title:`Reject the verification`,description:`The person is told the verification failed. Your note stays with the session, for reviewers.`,children:(0,z.jsxs)(`form`,{className:`form`,onSubmit:ge,children:[(0,z.jsxs)(`div`,{className:`field`,children:[(0,z.jsx)(`label`,{htmlFor:`reject-note`,children:`Note`}),(0,z.jsx)(`textarea`,{id:`reject-note`,required:!0,rows:4,value:C,onChange:e=>w(e.target.value),autoFocus:!0})]}),N&&(0,z.jsx)(k,{what:N.what,error:N.error,onRetry:N.retry}),(0,z.jsxs)(`div`,{className:`modal-buttons`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:U,children:`Cancel`}),(0,z.jsx)(`button`,{type:`submit`,className:`button button-danger`,disabled:re.fetching||!C.trim(),children:`Reject with this note`})]})]})}),(0,z.jsx)(O,{open:b===`redo`,onOpenChange:e=>!e&&U(),title:`Ask for steps again`,description:`The person gets a new link to take the steps you choose again; the case leaves the queue until they do.`,children:A?(0,z.jsxs)(`div`,{className:`form`,children:[(0,z.jsx)(`p`,{children:`Send this link to the person. It is shown only now.`}),(0,z.jsxs)(`div`,{className:`field`,children:[(0,z.jsx)(`label`,{htmlFor:`redo-link`,children:`New link`}),(0,z.jsx)(`input`,{id:`redo-link`,readOnly:!0,value:A,onFocus:e=>e.currentTarget.select()})]}),(0,z.jsxs)(`div`,{className:`modal-buttons`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>void navigator.clipboard?.writeText(A),children:`Copy the link`}),(0,z.jsx)(`button`,{type:`button`,className:`button button-primary`,onClick:()=>{U(),M(null),n?.(e.id)},children:`Done`})]})]}):(0,z.jsxs)(`form`,{className:`form`,onSubmit:q,children:[(0,z.jsxs)(`fieldset`,{className:`checkboxes`,children:[(0,z.jsx)(`legend`,{children:`Steps to take again`}),K.map(e=>(0,z.jsxs)(`label`,{children:[(0,z.jsx)(`input`,{type:`checkbox`,name:`step`,value:e,checked:D.includes(e),onChange:t=>ee(n=>t.target.checked?[...n,e]:n.filter(t=>t!==e))}),x[e]]},e))]}),(0,z.jsxs)(`div`,{className:`field`,children:[(0,z.jsx)(`label`,{htmlFor:`redo-note`,children:`Note (optional)`}),(0,z.jsx)(`textarea`,{id:`redo-note`,rows:3,value:C,onChange:e=>w(e.target.value)})]}),N&&(0,z.jsx)(k,{what:N.what,error:N.error,onRetry:N.retry}),(0,z.jsxs)(`div`,{className:`modal-buttons`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:U,children:`Cancel`}),(0,z.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:F.fetching||D.length===0,children:`Send a new link`})]})]})}),(0,z.jsx)(O,{open:b===`flag`,onOpenChange:e=>!e&&U(),title:`Flag as suspicious`,description:`A flag marks the session for every reviewer; it changes no verdict.`,children:(0,z.jsxs)(`form`,{className:`form`,onSubmit:_e,children:[(0,z.jsxs)(`div`,{className:`field`,children:[(0,z.jsx)(`label`,{htmlFor:`flag-reason`,children:`Reason`}),(0,z.jsx)(`textarea`,{id:`flag-reason`,required:!0,rows:3,value:T,onChange:e=>E(e.target.value)})]}),N&&(0,z.jsx)(k,{what:N.what,error:N.error,onRetry:N.retry}),(0,z.jsxs)(`div`,{className:`modal-buttons`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:U,children:`Cancel`}),(0,z.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:L.fetching||!T.trim(),children:`Flag the session`})]})]})}),(0,z.jsx)(O,{open:b===`redact`,onOpenChange:e=>!e&&U(),title:`Redact this session?`,description:`This cannot be undone.`,children:(0,z.jsxs)(`div`,{className:`form`,children:[(0,z.jsx)(`p`,{children:`Erased now, for good:`}),(0,z.jsxs)(`ul`,{className:`erase-list`,children:[(0,z.jsxs)(`li`,{children:[i===1?`its image`:`its ${i} images`,` (document and selfies)`]}),(0,z.jsx)(`li`,{children:`what was read from the document (names, dates of birth, numbers)`}),(0,z.jsx)(`li`,{children:`the address the person gave`}),(0,z.jsx)(`li`,{children:`the text of the reviewers’ notes, the verdict’s note and the flag’s reason`})]}),(0,z.jsx)(`p`,{children:`The status, verdict, scores, events and audit entries stay.`}),N&&(0,z.jsx)(k,{what:N.what,error:N.error,onRetry:N.retry}),(0,z.jsxs)(`div`,{className:`modal-buttons`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:U,children:`Cancel`}),(0,z.jsx)(`button`,{type:`button`,className:`button button-danger`,disabled:B.fetching,onClick:()=>void ve(),children:`Erase the personal data`})]})]})})]})}var me={"quality.resolution":`Resolution`,"quality.sharpness":`Sharpness`,"quality.glare":`Glare`,"quality.in_frame":`Whole document in frame`,mrz:`Machine-readable zone`,image:`Document photograph`,"cross.customer_name":`Name matches the customer`,"cross.duplicate_document":`Document not used by another person`,"cross.mrz_barcode":`Barcode matches the machine-readable zone`,"barcode.aamva":`Barcode (AAMVA data)`,"barcode.pdf417":`PDF417 barcode`,"barcode.qr":`QR code`,faces:`One face`,size:`Face large enough`,centred:`Face centred`,frontal:`Facing the camera`,eyes_open:`Eyes open`,sharpness:`Sharpness`,lighting:`Lighting`,challenges:`Challenges performed`,frames:`Frames showing a face`,at_rest:`Face at rest before the prompts`,same_face:`Same person throughout`};function B(e){let t=/^challenge\.\d+\.(.+)$/.exec(e);return t?t[1]:null}var he={header:`header`,DAQ:`document number`,DCS:`family name`,DBB:`date of birth`,DBA:`expiry date`,DBD:`issue date`},V={empty:`The file is empty`,not_image:`The file is not an image`,corrupt:`The image is damaged`,too_large:`The image is too large to read`,too_small:`The image is too small to read`,no_mrz:`No machine-readable zone was found`};function H(e){return e.replace(/([a-z0-9])([A-Z])/g,`$1 $2`).replace(/[_.-]+/g,` `).trim().toLowerCase()}function U(e){return e.charAt(0).toUpperCase()+e.slice(1)}var W={optionalData2:`Optional data 2`,qrCode:`QR code`,addressLine1:`Address`};function G(e){return W[e]??U(H(e))}function K(e){let t=me[e.name];if(t)return t;let n=B(e.name);if(n)return v(n);let[r,...i]=e.name.split(`.`),a=H(i.join(`.`));return r===`mrz`&&a?e.detail===`checkDigit`?`MRZ: ${a} check digit`:e.detail===`value`?`MRZ: ${a} format`:`MRZ: ${a}`:r===`aamva`&&i.length>0?`Barcode: ${he[i.join(`.`)]??i.join(`.`)}`:U(H(a||e.name))}function ge(e){let t=e.detail?.trim();if(!t||e.name.startsWith(`mrz.`)&&(t===`checkDigit`||t===`value`))return null;if(e.name===`image`)return V[t]??U(H(t));if(e.name===`faces`&&t===`faces found`)return null;if(B(e.name)){let e=/^best frame \d+, at (\d+) ms$/.exec(t);if(e)return`At ${q(Number(e[1])/1e3,2)} s into the recording`}return U(t)}function q(e,t){return String(Number(e.toFixed(t)))}function _e(e){if(e.score==null)return null;let t=e.threshold,n=(e,t=0)=>`${q(e*100,t)}%`,r=B(e.name);if(r)switch(r){case`turn_left`:case`turn_right`:case`nod`:return{value:`${q(e.score,0)}°`,needs:t==null?null:`≥ ${q(t,0)}°`};case`smile`:case`move_closer`:return{value:`${e.score>0?`+`:``}${n(e.score)}`,needs:t==null?null:`≥ +${n(t)}`};case`blink`:return{value:`${n(e.score)} closed`,needs:t==null?null:`≥ ${n(t)}`}}switch(e.name){case`quality.in_frame`:return null;case`quality.resolution`:return{value:`${Math.round(e.score)} px`,needs:t==null?null:`≥ ${Math.round(t)} px`};case`faces`:return{value:`${q(e.score,0)} found`,needs:t==null?null:`exactly ${q(t,0)}`};case`size`:return{value:`${n(e.score)} of the width`,needs:t==null?null:`≥ ${n(t)}`};case`centred`:return{value:`${n(e.score,1)} off centre`,needs:t==null?null:`≤ ${n(t)}`};case`frontal`:return{value:`${n(e.score)} of the bounds`,needs:t==null?null:`≤ ${n(t)}`};case`frames`:return{value:n(e.score),needs:t==null?null:`≥ ${n(t)}`};case`same_face`:return{value:`${e.score.toFixed(2)} apart`,needs:t==null?null:`≤ ${t.toFixed(2)}`};case`lighting`:return{value:q(e.score,0),needs:t==null?null:`≥ ${q(t,0)}`};case`sharpness`:case`quality.sharpness`:return{value:q(e.score,+(e.score<10)),needs:t==null?null:`≥ ${q(t,1)}`};case`quality.glare`:return{value:`${q(e.score*100,1)}%`,needs:t==null?null:`≤ ${q(t*100,1)}%`}}return{value:e.score.toFixed(2),needs:t==null?null:`≥ ${t.toFixed(2)}`}}function ve({checks:e,thresholds:t,addressMin:n}){let r=R(e,t,n);return r.length===0?(0,z.jsx)(`p`,{className:`muted`,children:`No checks yet.`}):(0,z.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Checks`,children:(0,z.jsxs)(`table`,{className:`table check-table`,children:[(0,z.jsx)(`caption`,{className:`sr-only`,children:`Checks against the workflow’s thresholds`}),(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Check`}),(0,z.jsx)(`th`,{scope:`col`,className:`num`,children:`Score`}),(0,z.jsx)(`th`,{scope:`col`,className:`num`,children:`Needs`}),(0,z.jsx)(`th`,{scope:`col`,children:`Result`})]})}),(0,z.jsx)(`tbody`,{children:r.map(e=>(0,z.jsxs)(`tr`,{"data-check":e.key,"data-passed":e.passed,children:[(0,z.jsxs)(`th`,{scope:`row`,children:[e.check,(0,z.jsx)(`span`,{className:`sub`,children:e.measure})]}),(0,z.jsx)(`td`,{className:`num`,children:S(e.score)}),(0,z.jsx)(`td`,{className:`num nowrap`,children:e.min===null?`—`:`≥ ${e.min.toFixed(2)}`}),(0,z.jsxs)(`td`,{children:[(0,z.jsx)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:e.passed?`Pass`:`Fail`}),e.why&&(0,z.jsx)(`span`,{className:`sub`,children:e.why})]})]},e.key))})]})})}function J({fields:e}){return(0,z.jsx)(`dl`,{className:`facts facts-rows`,children:e.map(e=>(0,z.jsxs)(`div`,{children:[(0,z.jsx)(`dt`,{children:G(e.name)}),(0,z.jsx)(`dd`,{children:e.value})]},e.name))})}function Y({checks:e,title:t,measures:n=!0,action:r}){let i=(0,j.useId)(),a=e.filter(e=>!e.passed).length;return(0,z.jsxs)(z.Fragment,{children:[(0,z.jsxs)(`p`,{className:`read-subhead`,id:i,children:[t,(0,z.jsx)(`span`,{className:`read-count`,children:a===0?` (${e.length}, all pass)`:` (${a} of ${e.length} ${a===1?`fails`:`fail`})`})]}),(0,z.jsx)(`ul`,{className:`subchecks`,"aria-labelledby":i,children:e.map((e,t)=>{let i=n?_e(e):null,a=ge(e),o=r?.(e);return(0,z.jsxs)(`li`,{className:`subcheck`,"data-check":e.name,"data-passed":e.passed,children:[(0,z.jsx)(`span`,{className:`subcheck-name`,children:K(e)}),(0,z.jsxs)(`span`,{className:e.passed?`result result-pass`:`result result-fail`,children:[(0,z.jsx)(`span`,{"aria-hidden":`true`,children:e.passed?`✓ `:`✗ `}),e.passed?`Pass`:`Fail`]}),i&&(0,z.jsxs)(`span`,{className:`subcheck-measure`,children:[i.value,i.needs&&(0,z.jsxs)(`span`,{className:`muted`,children:[`, needs `,i.needs]})]}),(a||o)&&(0,z.jsxs)(`span`,{className:`subcheck-detail`,children:[a,a&&o&&` · `,o]})]},`${e.name}-${t}`)})})]})}function ye({front:e,back:t,cross:n,same:r}){let a=[{side:`Front`,fields:e?.fields??[],checks:e?.checks??[],barcode:e?.barcode??[]},{side:`Back`,fields:t?.fields??[],checks:t?.checks??[],barcode:t?.barcode??[]}].filter(e=>e.fields.length>0||e.checks.length>0||e.barcode.length>0),o=(0,j.useId)(),s=n??[],c=r??[];return a.length===0&&s.length===0&&c.length===0?(0,z.jsx)(`p`,{className:`muted`,children:`Nothing was read from the document, or it was erased.`}):(0,z.jsxs)(`div`,{className:`fields-sides`,children:[!a.some(e=>e.fields.length>0)&&(0,z.jsx)(`p`,{className:`muted`,children:`No fields were read from the document, or they were erased.`}),a.map(e=>(0,z.jsxs)(`div`,{children:[a.length>1&&(0,z.jsx)(`p`,{className:`facts-head`,children:e.side}),e.fields.length>0&&(0,z.jsx)(J,{fields:e.fields}),e.barcode.length>0&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`p`,{className:`read-subhead`,children:`From the barcode`}),(0,z.jsx)(J,{fields:e.barcode})]}),e.checks.length>0&&(0,z.jsx)(Y,{checks:e.checks,title:a.length>1?`Checks of the ${e.side.toLowerCase()}`:`Checks of the document`})]},e.side)),s.length>0&&(0,z.jsx)(`div`,{children:(0,z.jsx)(Y,{checks:s,title:`Cross-checks`,measures:!1})}),c.length>0&&(0,z.jsxs)(`div`,{children:[(0,z.jsx)(`p`,{className:`read-subhead`,id:o,children:`Same document on`}),(0,z.jsx)(`ul`,{className:`same-document`,"aria-labelledby":o,children:c.map(e=>(0,z.jsxs)(`li`,{children:[(0,z.jsx)(i,{to:`/verifications/${e.id}`,className:`mono`,children:e.id}),(0,z.jsxs)(`span`,{className:`same-document-meta`,children:[(0,z.jsx)(D,{status:e.status}),(0,z.jsxs)(`span`,{className:`muted`,children:[`created `,y(e.createdAt)]})]})]},e.id))})]})]})}var be=10,xe={PENDING:{label:`Pending`,tone:`warn`},SUCCEEDED:{label:`Delivered`,tone:`good`},FAILED:{label:`Failed`,tone:`bad`}};function Se({sessionId:e}){let[t,n]=(0,j.useState)({after:``,prev:[]}),[i,o]=c({query:F,variables:{id:e,first:be,after:t.after||null}});if(i.error&&!i.data)return(0,z.jsx)(r,{error:i.error,onRetry:()=>o({requestPolicy:`network-only`})});let s=i.data?.session?.webhookDeliveries;return s?s.edges.length===0&&!t.after?(0,z.jsx)(`p`,{className:`muted`,children:`No webhook was sent about this session.`}):(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`div`,{className:`table-scroll`,tabIndex:0,role:`region`,"aria-label":`Webhook deliveries`,children:(0,z.jsxs)(`table`,{className:`table deliveries`,children:[(0,z.jsx)(`caption`,{className:`sr-only`,children:`Webhook deliveries`}),(0,z.jsx)(`thead`,{children:(0,z.jsxs)(`tr`,{children:[(0,z.jsx)(`th`,{scope:`col`,children:`Event`}),(0,z.jsx)(`th`,{scope:`col`,children:`Status`}),(0,z.jsx)(`th`,{scope:`col`,children:`Last answer`}),(0,z.jsx)(`th`,{scope:`col`,children:`Sent`})]})}),(0,z.jsx)(`tbody`,{children:s.edges.map(({node:e})=>{let t=e.attempts[e.attempts.length-1],n=xe[e.status];return(0,z.jsxs)(`tr`,{"data-delivery":e.eventType,"data-status":e.status,children:[(0,z.jsxs)(`th`,{scope:`row`,children:[(0,z.jsx)(`code`,{children:e.eventType}),(0,z.jsx)(`span`,{className:`sub mono`,children:e.endpointId})]}),(0,z.jsx)(`td`,{children:(0,z.jsx)(`span`,{className:`badge badge-${n.tone}`,children:n.label})}),(0,z.jsxs)(`td`,{children:[t?t.statusCode??t.error??`—`:`—`,(0,z.jsxs)(`span`,{className:`sub`,children:[e.attempts.length,` `,e.attempts.length===1?`attempt`:`attempts`,e.nextAttemptAt?`, next ${y(e.nextAttemptAt)}`:``]})]}),(0,z.jsx)(`td`,{children:y(e.createdAt)})]},e.id)})})]})}),(0,z.jsx)(T,{label:`Pages of deliveries`,hasPrevious:t.prev.length>0,hasNext:s.pageInfo.hasNextPage,onPrevious:()=>n(A(t)),onNext:()=>s.pageInfo.endCursor&&n(ee(t,s.pageInfo.endCursor))})]}):(0,z.jsx)(a,{})}var Ce=.75,we=new Set([`frames`,`at_rest`,`same_face`]);function Te(e){let t=-1;return e.forEach((n,r)=>{let i=e[t];(t<0||n.passed&&!i.passed||n.passed===i.passed&&n.score>i.score)&&(t=r)}),t}function Ee(e){return(e.checks??[]).some(e=>we.has(e.name)||B(e.name)!==null)}function De(e){let t=(e.checks??[]).find(e=>e.name===`frames`);if(!t)return Ee(e)?null:0;let n=/^\s*(\d+) of (\d+) frames?\b/.exec(t.detail??``);return n?Number(n[2]):null}function Oe(e,t){if(e.length===0)return null;let n=e.map(De);if(e.length===1)return[{frames:[...t],total:Math.max(n[0]??0,t.length)}];if(n.some(e=>e===null)||n.reduce((e,t)=>e+(t??0),0)!==t.length)return null;let r=0;return n.map(e=>{let n={frames:t.slice(r,r+(e??0)),total:e??0};return r+=e??0,n})}function ke(e){return(e.checks??[]).filter(e=>B(e.name)!==null)}function Ae(e){return(e.checks??[]).filter(e=>B(e.name)===null&&!we.has(e.name))}function je(e){return(e.checks??[]).filter(e=>we.has(e.name))}function Me(e,t){return!e||t.frame==null||t.frame<0||t.frame>=e.frames.length?null:e.frames[t.frame]}function Ne(e,t){if(!e||!t||t.frames.length===0)return null;for(let n of ke(e)){let e=n.passed?Me(t,n):null;if(e!==null)return{index:n.frame,frame:e,check:n}}return{index:0,frame:t.frames[0]}}function Pe(e,t,n){return e.length===0?null:e.length===t&&n>=0?e[n]:e[e.length-1]}function Fe(e){let t=Math.floor(Math.round(e*1e5)/100);return`${(Math.max(0,Math.min(1e3,t))/10).toFixed(1)}%`}function Ie(e,t=Ce){return e.reason?{text:b[e.reason],tone:`warn`}:e.passed?e.similarity>=t?{text:`Same person`,tone:`good`}:{text:b.FACE_MATCH_LOW_CONFIDENCE,tone:`warn`}:{text:`Different people`,tone:`bad`}}var Le=`/v1/files/`;function Re(e,t=globalThis.location?.origin){let n;try{n=new URL(e,t)}catch{return e}return n.pathname.startsWith(Le)?n.pathname+n.search:e}var X=[1,1.5,2,3,4],ze=[0,90,180,270],Be=[`DOCUMENT_FRONT`,`DOCUMENT_BACK`,`DOCUMENT_PORTRAIT`,`LIVENESS`,`POA`,`LIVENESS_VIDEO`];function Z(e,t=C[e.kind]){return{id:e.id,kind:e.kind,width:e.width,height:e.height,url:Re(e.url),label:t}}function Ve({items:e,compact:t}){let[n,r]=(0,j.useState)(null),i=e.filter(e=>e.kind!==`LIVENESS_FRAME`).map(e=>({...e,url:Re(e.url)})).sort((e,t)=>Be.indexOf(e.kind)-Be.indexOf(t.kind)),a=i.filter(e=>e.contentType.startsWith(`image/`)),o=i.filter(e=>!e.contentType.startsWith(`image/`));return e.length===0?(0,z.jsx)(`p`,{className:`muted`,children:`No images: none were uploaded, or they were erased.`}):(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`ul`,{className:t?`media media-compact`:`media`,"aria-label":`Images`,children:a.map((e,t)=>(0,z.jsx)(`li`,{children:(0,z.jsxs)(`figure`,{children:[(0,z.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>r(t),"aria-label":`Enlarge: ${C[e.kind]}`,children:(0,z.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:C[e.kind],"data-kind":e.kind})}),(0,z.jsxs)(`figcaption`,{children:[C[e.kind],` `,(0,z.jsxs)(`span`,{className:`muted`,children:[e.width,`×`,e.height]})]})]})},e.id))}),o.map(e=>(0,z.jsx)(`p`,{children:(0,z.jsxs)(`a`,{href:e.url,target:`_blank`,rel:`noreferrer`,children:[`Open the `,C[e.kind].toLowerCase()]})},e.id)),(0,z.jsx)(He,{images:a.map(e=>Z(e)),index:n,onIndex:r})]})}function He({images:e,index:t,onIndex:n}){let[r,i]=(0,j.useState)(0),[a,o]=(0,j.useState)(0),s=t===null?null:e[t]??null,c=s!==null,l=(0,j.useRef)(null);(0,j.useLayoutEffect)(()=>{c&&(l.current=document.activeElement instanceof HTMLElement?document.activeElement:null)},[c]);let u=e=>{let t=l.current;l.current=null,t?.isConnected&&(e.preventDefault(),t.focus())},[d,f]=(0,j.useState)(null);(s?.id??null)!==d&&(f(s?.id??null),i(0),o(0));let p=r=>t!==null&&n((t+r+e.length)%e.length),m=e=>o(t=>(t+e+ze.length)%ze.length),h=e=>{if(!(t===null||e.ctrlKey||e.metaKey||e.altKey)){if(e.key===`+`||e.key===`=`)i(e=>Math.min(e+1,X.length-1));else if(e.key===`-`||e.key===`−`)i(e=>Math.max(e-1,0));else if(e.key===`0`)i(0);else if(e.key===`r`)m(1);else if(e.key===`R`)m(-1);else if(e.key===`ArrowRight`)p(1);else if(e.key===`ArrowLeft`)p(-1);else return;e.preventDefault()}},g=ze[a],_=`${X[r]*100}%${g?`, rotated ${g}°`:``}`,v=s?{"--lb-ratio":s.width/s.height,"--lb-h":s.height}:void 0;return(0,z.jsx)(O,{open:c,onOpenChange:e=>!e&&n(null),title:s?.label??``,onCloseAutoFocus:u,description:`Zoom with + and −, 0 to fit; R rotates a quarter turn clockwise, Shift+R back; the arrow keys show the other images.`,className:`lightbox`,children:s&&(0,z.jsxs)(`div`,{className:`lightbox-body`,onKeyDown:h,children:[(0,z.jsxs)(`div`,{className:`lightbox-tools`,role:`group`,"aria-label":`Zoom and rotate`,children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>i(e=>Math.max(e-1,0)),disabled:r===0,children:`Zoom out`}),(0,z.jsxs)(`span`,{className:`zoom-level`,"aria-live":`polite`,children:[X[r]*100,`%`]}),(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>i(e=>Math.min(e+1,X.length-1)),disabled:r===X.length-1,children:`Zoom in`}),(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>m(-1),children:`Rotate left`}),(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>m(1),children:`Rotate right`}),e.length>1&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>p(-1),children:`Previous image`}),(0,z.jsx)(`button`,{type:`button`,className:`button`,onClick:()=>p(1),children:`Next image`})]}),(0,z.jsx)(`button`,{type:`button`,className:`button lightbox-close`,onClick:()=>n(null),children:`Close`})]}),(0,z.jsx)(`p`,{className:`sr-only`,"aria-live":`polite`,children:g?`Rotated ${g}° clockwise`:`Upright`}),(0,z.jsx)(`div`,{className:`lightbox-view`,tabIndex:0,"aria-label":`${s.label}, ${_}`,role:`region`,children:(0,z.jsx)(`div`,{className:`lightbox-turn`,"data-turn":g,"data-zoom":r,style:v,children:(0,z.jsx)(`img`,{src:s.url,width:s.width,height:s.height,alt:s.label,className:`lightbox-image`,"data-zoom":r,"data-turn":g,"data-kind":s.kind})})})]})})}function Ue(e){return!!e&&(e.faceMatch!=null||e.liveness.length>0)}function We(e,t,n,r){return`${r?`Attempt ${e+1}, frame`:`Frame`} ${t+1} of ${n}`}function Ge({checks:e,documents:t,faceMatchMin:n=Ce,livenessMin:r,compact:i}){let[a,o]=(0,j.useState)(null),[s,c]=(0,j.useState)(!1),l=e.liveness,u=l.length>1,d=e.faceMatch??null,f=(t??[]).filter(e=>e.contentType.startsWith(`image/`)),p=f.find(e=>e.kind===`DOCUMENT_PORTRAIT`)??null,m=f.filter(e=>e.kind===`LIVENESS`),h=f.filter(e=>e.kind===`LIVENESS_FRAME`),g=Te(l),_=Pe(m,l.length,g),v=Oe(l,h),y=g>=0?Ne(l[g],v?.[g]):null,x=e=>{let t=v?.[e];return t?t.frames.map((n,r)=>Z(n,We(e,r,t.total,u))):[]},C=h.map((e,t)=>Z(e,`Frame ${t+1} of the ${h.length} listed`)),w=(e,t)=>o({images:x(e),index:t}),T=[];if(p&&T.push({...Z(p),face:`portrait`,caption:`From the document`}),_){let e=u&&g>=0&&m.length===l.length?`Selfie, attempt ${g+1}`:`Selfie`;T.push({...Z(_,e),face:`selfie`,caption:e})}if(y&&v){let e=v[g],t=y.check?K(y.check):null,n=`Best frame: ${We(g,y.index,e.total,u).toLowerCase()}${t?` (${t})`:``}`;T.push({...Z(y.frame,n),face:`frame`,caption:`Frame ${y.index+1}${t?`, ${t.toLowerCase()}`:``}`})}let E=e=>n=>{if(n.frame==null)return null;let r=n.frame+1;if(t===null||!Me(v?.[e],n))return(0,z.jsxs)(`span`,{className:`muted`,children:[`frame `,r]});let i=B(n.name)?`, where ${K(n).toLowerCase()} was seen`:`: ${K(n).toLowerCase()}`;return(0,z.jsxs)(`button`,{type:`button`,className:`frame-link`,"data-frame":n.frame,onClick:()=>w(e,n.frame),children:[`Frame `,r,(0,z.jsx)(`span`,{className:`sr-only`,children:i})]})},D=d?Ie(d,n):null,O=T.length>0||d!==null;return(0,z.jsxs)(`div`,{className:i?`faces faces-compact`:`faces`,children:[(0,z.jsxs)(`div`,{className:O&&l.length>0?`faces-top faces-two`:`faces-top`,children:[O&&(0,z.jsxs)(`div`,{className:`faces-side`,children:[T.length>0&&(0,z.jsx)(`ul`,{className:`faces-compared`,"aria-label":`Faces compared`,children:T.map((e,t)=>(0,z.jsx)(`li`,{children:(0,z.jsxs)(`figure`,{children:[(0,z.jsx)(`button`,{type:`button`,className:`media-open`,onClick:()=>o({images:T,index:t}),"aria-label":`Enlarge: ${e.label}`,children:(0,z.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,"data-face":e.face})}),(0,z.jsx)(`figcaption`,{children:e.caption})]})},e.face))}),t!==null&&!p&&d&&(0,z.jsx)(`p`,{className:`muted`,children:`No portrait from the document is among the images.`}),d&&D&&(0,z.jsxs)(`div`,{className:`face-match`,"data-passed":d.passed,children:[(0,z.jsxs)(`p`,{className:`face-similarity`,children:[d.reason?(0,z.jsx)(`span`,{className:`face-percent`,children:`Not compared`}):(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`span`,{className:`face-percent`,children:Fe(d.similarity)}),` similar`,` `,(0,z.jsxs)(`span`,{className:`muted nowrap`,children:[`(needs ≥ `,Fe(n),`)`]})]}),(0,z.jsx)(`span`,{className:`badge badge-${D.tone}`,children:D.text})]}),d.detail&&(0,z.jsx)(`p`,{className:`muted face-detail`,children:d.detail.charAt(0).toUpperCase()+d.detail.slice(1)})]})]}),l.length>0&&(0,z.jsxs)(`div`,{className:`attempts`,children:[u&&(0,z.jsxs)(`p`,{className:`muted attempts-note`,children:[l.length,` attempts; the verdict rests on attempt `,g+1,`.`]}),(0,z.jsx)(Ke,{attempt:l[g],k:g,many:u,livenessMin:r,action:E(g)}),l.map((e,t)=>t===g?null:(0,z.jsxs)(`details`,{className:`attempt-other`,children:[(0,z.jsxs)(`summary`,{children:[`Attempt `,t+1,`: `,e.passed?`passed`:`failed`,`, score `,S(e.score),e.reason?` (${b[e.reason]})`:``]}),(0,z.jsx)(Ke,{attempt:e,k:t,many:u,livenessMin:r,action:E(t)})]},t))]})]}),h.length>0&&(0,z.jsxs)(`details`,{className:`frames`,onToggle:e=>e.currentTarget.open&&c(!0),children:[(0,z.jsxs)(`summary`,{children:[`All `,h.length,` frames`]}),s&&(v?v.map((e,t)=>e.frames.length===0?null:(0,z.jsx)(qe,{title:u?`Attempt ${t+1}`:null,images:x(t),group:e,named:l[t].checks,onOpen:e=>w(t,e)},t)):(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)(`p`,{className:`muted`,children:`Which attempt each frame belongs to cannot be told: they are shown in the order recorded.`}),(0,z.jsx)(qe,{title:null,images:C,onOpen:e=>o({images:C,index:e})})]}))]}),(0,z.jsx)(He,{images:a?.images??[],index:a?.index??null,onIndex:e=>o(t=>t&&e!==null?{...t,index:e}:null)})]})}function Ke({attempt:e,k:t,many:n,livenessMin:r,action:i}){let a=(0,j.useId)(),o=ke(e),s=Ae(e),c=je(e),l=e.passed&&e.score>=r;return(0,z.jsxs)(`div`,{className:`attempt`,"data-attempt":t,children:[(0,z.jsxs)(`p`,{className:`attempt-head`,children:[(0,z.jsxs)(`span`,{className:`attempt-title`,children:[`Liveness`,n?`, attempt ${t+1}`:``]}),(0,z.jsxs)(`span`,{className:`nowrap`,children:[`score `,S(e.score),` `,(0,z.jsxs)(`span`,{className:`muted`,children:[`(needs ≥ `,r.toFixed(2),`)`]})]}),(0,z.jsxs)(`span`,{className:l?`result result-pass`:`result result-fail`,children:[(0,z.jsx)(`span`,{"aria-hidden":`true`,children:l?`✓ `:`✗ `}),l?`Pass`:`Fail`]}),e.reason&&(0,z.jsx)(`span`,{className:`badge badge-warn`,children:b[e.reason]})]}),o.length>0&&(0,z.jsx)(Y,{checks:o,title:`Challenges`,action:i}),s.length>0&&(0,z.jsx)(Y,{checks:s,title:`Checks of the selfie`}),c.length>0&&(0,z.jsx)(Y,{checks:c,title:`Checks of the recording`,action:i}),(0,z.jsx)(`p`,{className:`read-subhead`,id:a,children:`Signals`}),e.signals.length===0?(0,z.jsx)(`p`,{className:`muted signals-none`,children:`None raised.`}):(0,z.jsx)(`ul`,{className:`signals`,"aria-labelledby":a,children:e.signals.map(e=>(0,z.jsx)(`li`,{"data-signal":e,children:(0,z.jsx)(`span`,{className:`badge badge-bad`,children:w(e)})},e))})]})}function qe({title:e,images:t,group:n,named:r,onOpen:i}){let a=(0,j.useId)(),o=e??`Frames`;return(0,z.jsxs)(`div`,{className:`frame-group`,children:[e&&(0,z.jsx)(`p`,{className:`read-subhead`,id:a,children:e}),n&&n.total>n.frames.length&&(0,z.jsxs)(`p`,{className:`muted`,children:[n.frames.length,` of the `,n.total,` frames recorded are listed.`]}),(0,z.jsx)(`ul`,{className:`frame-grid`,"aria-labelledby":e?a:void 0,"aria-label":e?void 0:o,children:t.map((e,t)=>{let n=(r??[]).filter(e=>e.frame===t&&B(e.name)).map(e=>K(e));return(0,z.jsx)(`li`,{children:(0,z.jsxs)(`figure`,{children:[(0,z.jsx)(`button`,{type:`button`,className:`frame-thumb`,onClick:()=>i(t),"aria-label":`Enlarge: ${e.label}`,children:(0,z.jsx)(`img`,{src:e.url,width:e.width,height:e.height,alt:e.label,loading:`lazy`,decoding:`async`})}),(0,z.jsxs)(`figcaption`,{children:[t+1,n.length>0&&(0,z.jsx)(`span`,{className:`frame-mark`,children:n.join(`, `)})]})]})},e.id)})})]})}function Je(e,t){return[...e.map(e=>({id:e.id,at:e.createdAt,what:e.type,kind:`event`})),...t.map(e=>({id:e.id,at:e.createdAt,what:e.action,who:e.actorName,kind:`audit`}))].sort((e,t)=>e.at<t.at?1:e.at>t.at?-1:e.kind===t.kind?0:e.kind===`audit`?-1:1)}function Ye({items:e}){return e.length===0?(0,z.jsx)(`p`,{className:`muted`,children:`Nothing has happened yet.`}):(0,z.jsx)(`ol`,{className:`timeline`,children:e.map(e=>(0,z.jsxs)(`li`,{className:`timeline-`+e.kind,children:[(0,z.jsx)(`time`,{dateTime:e.at,children:y(e.at)}),(0,z.jsxs)(`span`,{className:`timeline-what`,children:[(0,z.jsx)(`code`,{children:e.what}),e.who&&(0,z.jsxs)(`span`,{className:`muted`,children:[` by `,e.who]})]}),(0,z.jsx)(`span`,{className:`timeline-kind`,children:e.kind===`event`?`Event`:`Audit`})]},e.kind+e.id))})}function Xe({sessionId:e,notes:t,onAdded:n}){let r=p(),[i,a]=(0,j.useState)(``),[o,c]=s(ue),l=async t=>{t?.preventDefault(),(await c({id:e,body:i.trim()})).error||(a(``),n())};return(0,z.jsxs)(`div`,{className:`notes`,children:[t.length===0?(0,z.jsx)(`p`,{className:`muted`,children:`No notes yet.`}):(0,z.jsx)(`ul`,{className:`note-list`,children:t.map(e=>(0,z.jsxs)(`li`,{children:[(0,z.jsxs)(`p`,{className:`note-head`,children:[(0,z.jsx)(`strong`,{children:e.authorName}),` `,(0,z.jsx)(`time`,{dateTime:e.createdAt,children:y(e.createdAt)})]}),(0,z.jsx)(`p`,{className:`note-body`,children:e.body??(0,z.jsx)(`em`,{children:`Erased with the session’s personal data.`})})]},e.id))}),r(`REVIEW`)&&(0,z.jsxs)(`form`,{className:`note-form`,onSubmit:l,children:[(0,z.jsxs)(`div`,{className:`field`,children:[(0,z.jsx)(`label`,{htmlFor:`note-${e}`,children:`Add a note`}),(0,z.jsx)(`textarea`,{id:`note-${e}`,rows:2,value:i,onChange:e=>a(e.target.value)})]}),o.error&&(0,z.jsx)(k,{what:`Adding the note`,error:o.error,onRetry:()=>void l()}),(0,z.jsx)(`button`,{type:`submit`,className:`button`,disabled:o.fetching||!i.trim(),children:`Add the note`})]})]})}var Ze=new Set([`OWNER`,`ADMIN`,`REVIEWER`]);function Qe(e){let t=p(),n=t(`READ`),r=t(`REVIEW`),i=t(`MANAGE`),[a,o]=c({query:re,variables:{id:e,read:n,review:r,manage:i},pause:!e}),[s]=c({query:te,pause:!r});return{result:a,reviewers:(s.data?.members??[]).filter(e=>Ze.has(e.role)).map(e=>e.user),refetch:()=>o({requestPolicy:`network-only`})}}function Q({title:e,level:t,children:n,className:r}){let i=t===2?`h2`:`h3`;return(0,z.jsxs)(`section`,{className:`panel `+(r??``),"aria-label":e,children:[(0,z.jsx)(i,{className:`panel-title`,children:e}),n]})}function $({label:e,children:t}){return(0,z.jsxs)(`div`,{children:[(0,z.jsx)(`dt`,{children:e}),(0,z.jsx)(`dd`,{children:t})]})}function $e({data:e,reviewers:t,level:n,compact:r,onDecided:a,actionsRef:o,refetch:s,head:c}){let l=e.session,u=l.workflowSettings.thresholds,d=Je(e.events.edges.map(e=>e.node),e.auditLog?.edges.map(e=>e.node)??[]),f=p(),m=f(`READ`),h=f(`REVIEW`),g=l.address;return(0,z.jsxs)(`div`,{className:r?`session session-compact`:`session`,children:[(0,z.jsxs)(`div`,{className:`session-bar`,children:[c,(0,z.jsxs)(`div`,{className:`badges`,children:[(0,z.jsx)(D,{status:l.status}),l.flagged&&(0,z.jsx)(E,{}),l.redactedAt&&(0,z.jsx)(`span`,{className:`badge badge-neutral`,children:`Redacted`}),l.assignedTo&&(0,z.jsxs)(`span`,{className:`badge badge-neutral`,children:[`Assigned to `,l.assignedTo]})]}),(0,z.jsx)(pe,{session:l,reviewers:t,onDecided:a,ref:o,images:l.documents?.length??0})]}),h&&(0,z.jsx)(Q,{title:`Images`,level:n,className:`panel-media`,children:(0,z.jsx)(Ve,{items:l.documents??[],compact:r})}),l.checks&&Ue(l.checks)&&(0,z.jsx)(Q,{title:`Faces`,level:n,className:`panel-faces`,children:(0,z.jsx)(Ge,{checks:l.checks,documents:h?l.documents??[]:null,faceMatchMin:u.faceMatchMin,livenessMin:u.livenessMin,compact:r})}),(0,z.jsxs)(`div`,{className:`session-grid`,children:[(0,z.jsx)(Q,{title:`Checks`,level:n,children:(0,z.jsx)(ve,{checks:l.checks,thresholds:u,addressMin:l.workflowSettings.address.autoApproveThreshold})}),(0,z.jsx)(Q,{title:`Verdict`,level:n,children:(0,z.jsxs)(`dl`,{className:`facts facts-rows`,children:[(0,z.jsx)($,{label:`Decision reason`,children:l.decisionReason?b[l.decisionReason]:`—`}),(0,z.jsx)($,{label:`Risk score`,children:S(l.riskScore)}),(0,z.jsx)($,{label:`Engine’s verdict`,children:l.autoDecision?l.autoDecision.toLowerCase().replace(`_`,` `):`—`}),(0,z.jsx)($,{label:`Final verdict`,children:l.finalDecision?l.finalDecision.toLowerCase().replace(`_`,` `):`—`}),l.reviewNote&&(0,z.jsx)($,{label:`Reviewer’s note`,children:l.reviewNote}),l.flagged&&(0,z.jsx)($,{label:`Flagged because`,children:l.flagReason??`—`}),l.redoSteps.length>0&&(0,z.jsx)($,{label:`Asked again`,children:l.redoSteps.map(e=>x[e]).join(`, `)}),(0,z.jsx)($,{label:`In review since`,children:y(l.reviewSince)})]})}),h&&(0,z.jsx)(Q,{title:`Read from the document`,level:n,children:(0,z.jsx)(ye,{front:l.checks?.documentFront,back:l.checks?.documentBack,cross:l.checks?.crossChecks,same:l.sameDocument})}),(0,z.jsx)(Q,{title:`Person and workflow`,level:n,children:(0,z.jsxs)(`dl`,{className:`facts facts-rows`,children:[(0,z.jsx)($,{label:`Session`,children:r?(0,z.jsx)(i,{to:`/verifications/${l.id}`,children:l.id}):(0,z.jsx)(`code`,{children:l.id})}),m&&(0,z.jsxs)(z.Fragment,{children:[(0,z.jsx)($,{label:`User reference`,children:l.userReference??`—`}),(0,z.jsx)($,{label:`Customer`,children:l.customer?`${l.customer.firstName} ${l.customer.lastName} (${l.customer.email})`:l.customerId??`—`})]}),(0,z.jsxs)($,{label:`Document`,children:[l.documentType?l.documentType.toLowerCase().replace(`_`,` `):`—`,l.country?`, ${l.country}`:``]}),h&&(0,z.jsx)($,{label:`Address`,children:g?(0,z.jsxs)(z.Fragment,{children:[[g.line1,g.line2,g.city,g.state,g.postalCode,g.country].filter(Boolean).join(`, `),g.latitude!=null&&g.longitude!=null&&(0,z.jsxs)(`span`,{className:`muted`,children:[` `,`(device at `,g.latitude.toFixed(5),`, `,g.longitude.toFixed(5),`)`]})]}):`—`}),(0,z.jsx)($,{label:`Workflow`,children:l.workflow?.name??l.workflowSettings.stages.join(`, `)}),(0,z.jsxs)($,{label:`Thresholds`,children:[`quality ≥ `,u.qualityMin.toFixed(2),`, reading ≥ `,u.ocrMin.toFixed(2),`, liveness ≥ `,u.livenessMin.toFixed(2),`, face ≥`,` `,u.faceMatchMin.toFixed(2)]}),(0,z.jsx)($,{label:`Created`,children:y(l.createdAt)}),(0,z.jsx)($,{label:`Completed`,children:y(l.completedAt)})]})})]}),h&&(0,z.jsx)(Q,{title:`Notes`,level:n,children:(0,z.jsx)(Xe,{sessionId:l.id,notes:l.notes??[],onAdded:s})}),(0,z.jsx)(Q,{title:`History`,level:n,children:(0,z.jsx)(Ye,{items:d})}),f(`DEVELOP`)&&(0,z.jsx)(Q,{title:`Webhook deliveries`,level:n,children:(0,z.jsx)(Se,{sessionId:l.id})})]})}function et({id:e,refresh:t,...n}){let{result:i,reviewers:o,refetch:s}=Qe(e);return(0,j.useEffect)(()=>{t&&s()},[t]),i.error&&!i.data?(0,z.jsx)(r,{error:i.error,onRetry:s}):i.data?i.data.session?(0,z.jsx)($e,{data:i.data,reviewers:o,refetch:s,...n}):(0,z.jsxs)(`p`,{children:[`There is no session `,e,` in this organization and mode.`]}):(0,z.jsx)(a,{})}export{P as a,N as c,te as i,$e as n,M as o,Qe as r,ne as s,et as t};