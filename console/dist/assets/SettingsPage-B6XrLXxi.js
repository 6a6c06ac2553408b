import{D as e,M as t,N as n,P as r,_ as i,a,c as o,d as s,g as c,j as l,k as u,m as d,n as f,o as p,p as m,r as h,s as g,u as _}from"./App-vgWWs0Qf.js";import{f as v,h as y,i as b,m as x,o as S,p as C,r as w,u as T,y as E}from"./errors-D0yAjBxm.js";import{_ as D,g as O,i as k,r as A,s as j,v as M,x as N}from"./index-K7ngmRYi.js";import{i as P,n as F,r as I,t as L}from"./Check-D7lpvW6K.js";import{n as R}from"./EnrollSecondFactorPage-CHdSKseT.js";import{t as z}from"./Badge-BFRkuz1-.js";import{n as B,t as V}from"./Confirm-Cue7xkwa.js";import{t as ee}from"./Facts-vhSKexqM.js";import{t as H}from"./Field-BjIRFsn8.js";import{t as U}from"./Notice-DYh8LoE4.js";import{t as W}from"./Panel-B1nqKXqt.js";import{t as te}from"./Fieldset-De12eUvw.js";import{t as G}from"./Select-DXs5eDiv.js";import{t as K}from"./CopyField-UkUqH820.js";import{t as ne}from"./Table-BaCWfk8W.js";import{t as re}from"./Tabs-B4Ozk-RU.js";var q=E(x(),1),ie=[{path:`/organization`,label:`Organization`,needs:`MANAGE`},{path:`/members`,label:`Members`,needs:`MANAGE`},{path:`/security`,label:`Security`,needs:`MANAGE`},{path:`/verification`,label:`Verification checks`,needs:`READ`},{path:`/account`,label:`My account`,needs:`SELF`}];function ae(e,t){return ie.filter(n=>s(e,t,n.needs))}function oe(e,t,n=``){let r=e.replace(/\/+$/,``);if(r===``&&Oe(n)&&(r=`/account`),r===``){let e=t.find(e=>e.needs===`MANAGE`)??t.find(e=>e.needs===`SELF`)??t[0];return e?{kind:`section`,section:e}:{kind:`unknown`}}let i=ie.find(e=>e.path===r);return i?t.includes(i)?{kind:`section`,section:i}:{kind:`forbidden`,section:i}:{kind:`unknown`}}function se(e){return _.filter(t=>t!==`OWNER`||e===`OWNER`)}var ce=_.filter(e=>e!==`OWNER`),le=/^[a-z0-9-]{1,63}$/;function ue(e){if(e.length>253)return!1;let t=e.split(`.`);for(let e of t)if(!le.test(e)||e.startsWith(`-`)||e.endsWith(`-`))return!1;return!/^\d+$/.test(t[t.length-1])}function de(e){let t=e.split(`.`);return t.length===4&&t.every(e=>/^\d{1,3}$/.test(e)&&Number(e)<=255&&String(Number(e))===e)}function fe(e){let t={error:`Not an origin: write scheme://host[:port], such as https://shop.example, with no path or wildcard.`},n=/^(https?):\/\/(\[[0-9a-fA-F:.]+\]|[^/:?#@[\]]+)(?::(\d{1,5}))?\/?$/i.exec(e.trim());if(!n||e.trim().length>255)return t;let r=n[1].toLowerCase(),i=n[2].toLowerCase();if(i.startsWith(`[`)){if(!/^\[[0-9a-f:.]*:[0-9a-f:.]*\]$/.test(i))return t}else if(/^[\d.]+$/.test(i)){if(!de(i))return t}else if(!ue(i))return t;if(n[3]!==void 0){let e=Number(n[3]);if(e<1||e>65535)return{error:`The port must be from 1 to 65535.`};r===`https`&&e===443||r===`http`&&e===80||(i+=`:`+e)}return{origin:r+`://`+i}}function pe(e){let t=new Set;return e.map(e=>{let n=fe(e);return`error`in n?{value:e,error:n.error}:t.has(n.origin)?{value:e,error:`Already in the list.`}:(t.add(n.origin),{value:e})})}function me(e,t){let n=new Map,r=[];for(let i of t){let t=e.findIndex((e,t)=>!n.has(t)&&e!==``&&i.includes(JSON.stringify(e)));t>=0?n.set(t,i):r.push(i)}return{byIndex:n,other:r}}var J=`#2d5bff`,he=/^#[0-9a-fA-F]{6}$/,ge=[`image/png`,`image/jpeg`,`image/webp`];function _e(e){return ge.includes(e.type)?e.size>262144?`The logo is ${Math.ceil(e.size/1024)} KiB: at most 256 KiB is accepted. Make it smaller and choose it again.`:null:`The logo must be a PNG, JPEG or WebP image.`}function ve(e,t){return e<16||t<16||e>2e3||t>2e3?`The logo is ${e}×${t} pixels: each side must be from 16 to 2,000 pixels.`:null}function ye(e){let[t,n,r]=[1,3,5].map(t=>parseInt(e.slice(t,t+2),16)/255).map(e=>e<=.03928?e/12.92:((e+.055)/1.055)**2.4);return .2126*t+.7152*n+.0722*r}function be(e,t){let[n,r]=[ye(e),ye(t)].sort((e,t)=>t-e);return(n+.05)/(r+.05)}function xe(e){let t=e.trim();if(!/^\d+$/.test(t))return{error:`A whole number of days, or 0 to keep data for good.`};let n=Number(t);return n!==0&&(n<1||n>3650)?{error:`From 1 to 3,650 days, or 0 to keep data for good.`}:{days:n}}function Se(e){let t=e.trim();if(!/^\d+$/.test(t))return{error:`A whole number of minutes, such as 60.`};let n=Number(t);return n<5||n>10080?{error:`From 5 minutes to a week (10,080 minutes).`}:{minutes:n}}function Ce(e,t,n){let r=new Set(t);return r.add(`UTC`),n&&r.add(n),[{value:``,label:`Browser's (${e})`},...[...r].sort().map(e=>({value:e,label:e.replace(/_/g,` `)}))]}function we(e){return{queue:s(e,`LIVE`,`REVIEW`),endpoints:s(e,`LIVE`,`DEVELOP`)}}function Te(e){return e.trim().toLowerCase().replace(/^@/,``)}function Ee(e){return[...new Set(e.split(/[\s,]+/).map(Te).filter(Boolean))]}function De(e,t){let n=new Set(t.filter(e=>e.verified).map(e=>e.domain));return e.filter(e=>!n.has(e))}function Oe(e){return new URLSearchParams(e).get(`sso`)===`linked`}function Y(e){if(!e)return`Unknown device`;let t=/Edg\//.test(e)?`Edge`:/OPR\//.test(e)?`Opera`:/Firefox\//.test(e)?`Firefox`:/Chrom(e|ium)\//.test(e)||/HeadlessChrome/.test(e)?`Chrome`:/Safari\//.test(e)?`Safari`:/curl|Go-http-client|python|okhttp/i.test(e)?`A program`:`A browser`,n=/iPhone|iPad|iPod/.test(e)?`iOS`:/Android/.test(e)?`Android`:/Mac OS X|Macintosh/.test(e)?`macOS`:/Windows/.test(e)?`Windows`:/CrOS/.test(e)?`ChromeOS`:/Linux/.test(e)?`Linux`:``;return n?`${t} on ${n}`:t}var X=y(),ke=d(`
  query AccountPreferences {
    myPreferences {
      timeZone
      notifyQueue
      notifyEndpoints
    }
    viewer {
      organization {
        id
        reviewTargetMinutes
      }
    }
  }
`),Ae=d(`
  mutation SaveAccountPreferences($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      timeZone
      notifyQueue
      notifyEndpoints
    }
  }
`);function je(){return typeof Intl.supportedValuesOf==`function`?Intl.supportedValuesOf(`timeZone`):[]}function Me(){let[e,n]=i({query:ke,requestPolicy:`cache-and-network`}),r=e.data,a;return a=e.error&&!r?(0,X.jsx)(t,{error:e.error,onRetry:()=>n({requestPolicy:`network-only`})}):r?(0,X.jsx)(Ne,{data:r}):(0,X.jsx)(l,{}),(0,X.jsx)(W,{level:3,title:`Preferences`,description:`Yours alone, in this organization.`,children:a})}function Ne({data:t}){let n=a(),i=t.myPreferences,o=we(n.role),s=t.viewer.organization.reviewTargetMinutes??60,[l,u]=(0,q.useState)(i.timeZone??``),[d,p]=(0,q.useState)(i.notifyQueue),[m,h]=(0,q.useState)(i.notifyEndpoints),[g,_]=(0,q.useState)(``),[v,y]=c(Ae),b=Intl.DateTimeFormat().resolvedOptions().timeZone,x=(0,q.useMemo)(()=>Ce(b,je(),i.timeZone),[b,i.timeZone]),S=async e=>{e.preventDefault(),_(``);let t=await y({input:{timeZone:l,...o.queue?{notifyQueue:d}:{},...o.endpoints?{notifyEndpoints:m}:{}}});if(t.error||!t.data)return;let n=t.data.updateMyPreferences;f(n.timeZone),_(`Your preferences are saved. Times are shown in ${n.timeZone??`your browser's time zone (${b})`}.`)},C=I(v.error),w=()=>_(``);return(0,X.jsxs)(`form`,{className:`form narrow`,onSubmit:S,children:[(0,X.jsx)(G,{label:`Time zone`,name:`timeZone`,value:l,options:x,className:`input-medium`,hint:`Every time in the console is shown in it (the overview counts UTC days all the same).`,problem:P(C,`timeZone`),onChange:e=>{u(e.target.value),w()}}),(o.queue||o.endpoints)&&(0,X.jsxs)(te,{legend:`Mail me`,hint:`About live mode only: test mode sends neither mail.`,children:[o.queue&&(0,X.jsx)(L,{label:`When the review queue waits too long`,name:`notifyQueue`,checked:d,onChange:e=>{p(e.target.checked),w()},hint:`When a live case has waited for review longer than the organization's target (${s} minutes): how many cases wait and for how long, with a link to the queue. At most every 4 hours.`}),o.endpoints&&(0,X.jsx)(L,{label:`When a webhook endpoint keeps failing`,name:`notifyEndpoints`,checked:m,onChange:e=>{h(e.target.checked),w()},hint:`When a live endpoint's deliveries have failed for an hour. At most once a day; an endpoint failing for three days is disabled.`})]}),(0,X.jsx)(e,{error:Object.keys(C).length?null:v.error}),g&&(0,X.jsx)(U,{tone:`success`,children:g}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:v.fetching,children:`Save the preferences`})})]})}var Pe=d(`
  query AccountSettings {
    viewer {
      user {
        id
        email
        name
        totpEnabled
      }
      sso {
        enabled
        session
        linked
      }
    }
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
    mySessions {
      id
      device
      ip
      createdAt
      lastSeenAt
      expiresAt
      current
    }
  }
`),Fe=d(`
  mutation ChangePassword($current: String!, $new: String!) {
    changePassword(current: $current, new: $new)
  }
`),Ie=d(`
  mutation UpdateMyName($name: String!) {
    updateMyName(name: $name) {
      id
      name
    }
  }
`),Le=d(`
  mutation StartTotpSettings {
    startTotpEnrollment {
      secret
      otpauthUri
      qrSvg
    }
  }
`),Re=d(`
  mutation ConfirmTotpSettings($code: String!) {
    confirmTotp(code: $code)
  }
`),ze=d(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`),Be=d(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`),Ve=d(`
  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {
    finishPasskeyRegistration(name: $name, credential: $credential) {
      id
      name
    }
  }
`),He=d(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`),Ue=d(`
  mutation RevokeMySession($id: ID!) {
    revokeMySession(id: $id)
  }
`);function We(){let e=a(),n=Ge(),[r,o]=i({query:Pe,requestPolicy:`cache-and-network`}),s=()=>o({requestPolicy:`network-only`}),c=r.data;return r.error&&!c?(0,X.jsx)(t,{error:r.error,onRetry:s}):c?(0,X.jsxs)(`div`,{className:`settings-stack`,children:[n&&(0,X.jsxs)(U,{tone:`success`,children:[`Your account is linked to `,e.organization.name,`’s identity provider: you may now sign in to `,e.organization.name,` through it.`]}),(0,X.jsx)(Ke,{}),(0,X.jsx)(Me,{}),(0,X.jsx)(qe,{onChanged:s}),(0,X.jsx)(Ye,{enabled:c.viewer.user?.totpEnabled??!1,onChanged:s}),(0,X.jsx)(Ze,{passkeys:c.passkeys,onChanged:s}),c.viewer.sso?.enabled&&!c.viewer.sso.session&&(0,X.jsx)($e,{linked:c.viewer.sso.linked}),(0,X.jsx)(Qe,{sessions:c.mySessions,onChanged:s})]}):(0,X.jsx)(l,{})}function Ge(){let{search:e}=v(),t=C(),[n]=(0,q.useState)(()=>Oe(e));return(0,q.useEffect)(()=>{n&&t(T(`/settings/account`),{replace:!0})},[n,t]),n}function Ke(){let t=a(),n=t.user,[i,o]=(0,q.useState)(n?.name??``),[s,l]=(0,q.useState)(!1),[u,d]=c(Ie);return(0,X.jsxs)(W,{level:3,title:`Profile`,children:[(0,X.jsxs)(`form`,{className:`form narrow`,onSubmit:async e=>{e.preventDefault(),l(!1),(await d({name:i})).error||l(!0)},children:[(0,X.jsx)(H,{label:`Name`,name:`name`,autoComplete:`name`,required:!0,maxLength:100,value:i,problem:P(I(u.error),`name`),onChange:e=>o(e.target.value)}),(0,X.jsx)(e,{error:P(I(u.error),`name`)?void 0:u.error}),s&&(0,X.jsx)(U,{tone:`success`,children:`Your name is saved.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,disabled:u.fetching||i.trim()===``,children:`Save the name`})})]}),(0,X.jsx)(ee,{items:[[`Email`,n?.email],[`Role in ${t.organization.name}`,t.role?m(t.role):`—`]]})]})}function qe({onChanged:t}){let n=a(),[i,o]=(0,q.useState)(``),[s,l]=(0,q.useState)(``),[u,d]=(0,q.useState)(``),[f,p]=(0,q.useState)(!1),[m,h]=(0,q.useState)(!1),[g,_]=c(Fe),v=w(g.error),y=I(g.error),b=async e=>{e.preventDefault(),h(!1),s===u?(p(!1),(await _({current:i,new:s})).error||(h(!0),o(``),l(``),d(``),t())):p(!0)},x=v.includes(`invalid_credentials`)?g.error?.graphQLErrors[0]?.message:P(y,`current`),S=v.includes(`weak_password`)?g.error?.graphQLErrors[0]?.message:P(y,`new`),C=x||S;return(0,X.jsx)(W,{level:3,title:`Password`,description:`At least 12 characters; a few unrelated words make a strong one. Changing it signs out your other sessions.`,children:(0,X.jsxs)(`form`,{className:`form narrow`,onSubmit:b,children:[(0,X.jsx)(`input`,{type:`text`,name:`username`,autoComplete:`username`,value:n.user?.email??``,readOnly:!0,hidden:!0}),(0,X.jsx)(H,{label:`Current password`,name:`current`,type:`password`,autoComplete:`current-password`,required:!0,value:i,problem:x,onChange:e=>o(e.target.value)}),(0,X.jsx)(H,{label:`New password`,name:`new`,type:`password`,autoComplete:`new-password`,required:!0,minLength:12,value:s,problem:S,onChange:e=>l(e.target.value)}),(0,X.jsx)(H,{label:`Repeat the new password`,name:`repeat`,type:`password`,autoComplete:`new-password`,required:!0,value:u,problem:f?`The two new passwords differ.`:void 0,onChange:e=>d(e.target.value)}),C?(0,X.jsx)(`p`,{className:`sr-only`,role:`alert`,children:C}):(0,X.jsx)(e,{error:g.error}),m&&(0,X.jsx)(U,{tone:`success`,children:`Your password is changed, and your other sessions are signed out.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:g.fetching,children:`Change the password`})})]})})}function Je(e,t){let n=URL.createObjectURL(new Blob([t],{type:`text/plain`})),r=document.createElement(`a`);r.href=n,r.download=e,r.click(),setTimeout(()=>URL.revokeObjectURL(n),1e3)}function Ye({enabled:t,onChanged:n}){let i=a(),[o,s]=c(Le),[l,u]=c(Re),[d,f]=c(ze),[p,m]=(0,q.useState)(``),[h,g]=(0,q.useState)(null),[_,v]=(0,q.useState)(!1),[y,b]=(0,q.useState)(!1),x=o.data?.startTotpEnrollment;return h?(0,X.jsx)(W,{level:3,title:`Authenticator app`,description:`On: sign-ins ask for a code from it.`,children:(0,X.jsxs)(`div`,{className:`recovery`,children:[(0,X.jsx)(`p`,{className:`recovery-title`,children:`Keep your recovery codes`}),(0,X.jsx)(`p`,{children:`Each signs you in once if you lose your authenticator. They are shown only now: copy or download them, and keep them somewhere safe.`}),(0,X.jsx)(`ul`,{className:`recovery-codes`,"aria-label":`Recovery codes`,children:h.map(e=>(0,X.jsx)(`li`,{children:(0,X.jsx)(`code`,{children:e})},e))}),(0,X.jsxs)(r,{children:[(0,X.jsx)(N,{onClick:async()=>{try{await navigator.clipboard.writeText(h.join(`
`)),b(!0)}catch{b(!1)}},children:`Copy the codes`}),(0,X.jsx)(N,{onClick:()=>Je(`meridian-recovery-codes.txt`,`Meridian recovery codes for ${i.user?.email}\n\n${h.join(`
`)}\n`),children:`Download the codes`}),(0,X.jsx)(N,{variant:`primary`,onClick:()=>g(null),children:`I have kept them`})]}),(0,X.jsx)(`p`,{className:`hint`,role:`status`,children:y?`Copied to the clipboard.`:``})]})}):t?(0,X.jsx)(W,{level:3,title:`Authenticator app`,description:`On: sign-ins ask for a code from it, or a recovery code.`,children:(0,X.jsxs)(`form`,{className:`form narrow`,onSubmit:async e=>{e.preventDefault(),(await f({code:p.replace(/\s+/g,``)})).error||(m(``),v(!0),n())},children:[(0,X.jsx)(H,{label:`Code to turn it off`,name:`code`,autoComplete:`one-time-code`,required:!0,value:p,hint:`A code from the app, or one of your recovery codes.`,onChange:e=>m(e.target.value)}),(0,X.jsx)(e,{error:d.error}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`danger`,disabled:d.fetching||!p.trim(),children:`Turn the authenticator off`})})]})}):(0,X.jsxs)(W,{level:3,title:`Authenticator app`,description:`A code from an app on your phone at each sign-in, besides the password.`,children:[_&&(0,X.jsx)(U,{tone:`success`,children:`The authenticator is off.`}),x?(0,X.jsxs)(`form`,{onSubmit:async e=>{e.preventDefault();let t=await u({code:p.replace(/\s+/g,``)});t.data&&(g(t.data.confirmTotp),m(``),n())},className:`form`,children:[(0,X.jsxs)(`ol`,{className:`steps`,children:[(0,X.jsxs)(`li`,{children:[(0,X.jsx)(`p`,{children:`Scan this code with your authenticator app.`}),(0,X.jsx)(`img`,{className:`qr`,src:R(x.qrSvg),width:200,height:200,alt:`QR code to add Meridian to an authenticator app`}),(0,X.jsxs)(`p`,{className:`hint`,children:[`Or type this key: `,(0,X.jsx)(`code`,{className:`secret`,children:x.secret})]})]}),(0,X.jsx)(`li`,{className:`narrow`,children:(0,X.jsx)(H,{label:`The 6-digit code it shows`,name:`code`,autoComplete:`one-time-code`,inputMode:`numeric`,required:!0,value:p,onChange:e=>m(e.target.value)})})]}),(0,X.jsx)(e,{error:l.error}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:l.fetching,children:`Turn it on`})})]}):(0,X.jsxs)(`div`,{className:`form`,children:[(0,X.jsx)(e,{error:o.error}),(0,X.jsx)(`div`,{children:(0,X.jsx)(N,{variant:`primary`,disabled:o.fetching,onClick:()=>{v(!1),s({})},children:`Set up an authenticator app`})})]})]})}function Xe(e){let t=e?.name;return t===`NotAllowedError`?Error(`No passkey was made: the request was cancelled or timed out.`):t===`InvalidStateError`?Error(`This authenticator already holds a passkey for you.`):e instanceof Error?e:Error(`The passkey could not be made.`)}function Ze({passkeys:t,onChanged:n}){let r=`Passkey on `+Y(navigator.userAgent),[i,a]=(0,q.useState)(r),[o,s]=(0,q.useState)(!1),[l,u]=(0,q.useState)(null),[d,f]=(0,q.useState)(``),[m,h]=(0,q.useState)(null),[,_]=c(Be),[,v]=c(Ve),[,y]=c(He),b=k();return(0,X.jsxs)(W,{level:3,title:`Passkeys`,description:`Sign in with a fingerprint, face or device PIN instead of a password, or as a second factor after it.`,children:[d&&(0,X.jsx)(U,{tone:`success`,children:d}),t.length===0?(0,X.jsx)(`p`,{className:`hint`,children:`No passkeys yet.`}):(0,X.jsx)(`ul`,{className:`item-list`,"aria-label":`Your passkeys`,children:t.map(e=>(0,X.jsxs)(`li`,{className:`item`,children:[(0,X.jsxs)(`div`,{children:[(0,X.jsx)(`p`,{className:`item-title`,children:e.name}),(0,X.jsxs)(`p`,{className:`hint`,children:[`Added `,p(e.createdAt),` · `,e.lastUsedAt?`last used ${g(e.lastUsedAt)}`:`never used`]})]}),(0,X.jsx)(N,{variant:`quietDanger`,"aria-label":`Remove the passkey ${e.name}`,onClick:()=>h(e),children:`Remove`})]},e.id))}),b?(0,X.jsxs)(`form`,{className:`add-row`,onSubmit:async e=>{e.preventDefault(),s(!0),u(null),f(``);try{let e=await _({});if(e.error)throw e.error;let t;try{t=await A(JSON.parse(e.data.startPasskeyRegistration))}catch(e){throw Xe(e)}let o=await v({name:i.trim(),credential:JSON.stringify(t)});if(o.error)throw o.error;f(`“${o.data.finishPasskeyRegistration.name}” is added.`),a(r),n()}catch(e){u(e)}finally{s(!1)}},children:[(0,X.jsx)(H,{label:`Name of the new passkey`,name:`passkeyName`,required:!0,maxLength:100,value:i,onChange:e=>a(e.target.value)}),(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:o||!i.trim(),children:`Add a passkey`})]}):(0,X.jsx)(`p`,{className:`hint`,children:`This browser cannot make passkeys.`}),(0,X.jsx)(e,{error:l}),(0,X.jsx)(V,{open:!!m,onOpenChange:e=>!e&&h(null),title:`Remove the passkey “${m?.name}”?`,confirmLabel:`Remove`,onConfirm:async()=>{let e=await y({id:m.id});return e.error||n(),e},children:(0,X.jsx)(`p`,{children:`It will no longer sign you in. Remove it from the device too, in its settings.`})})]})}function Qe({sessions:t,onChanged:n}){let[r,i]=c(Ue),[a,o]=(0,q.useState)(``),s=async e=>{(await i({id:e.id})).error||(o(`${Y(e.device)} (${e.ip}) is signed out.`),n())};return(0,X.jsxs)(W,{level:3,title:`Where you are signed in`,description:`Your open sessions, newest first. Sign out of any you do not recognise.`,children:[a&&(0,X.jsx)(U,{tone:`success`,children:a}),(0,X.jsx)(e,{error:r.error}),(0,X.jsx)(`ul`,{className:`item-list`,"aria-label":`Your sessions`,children:t.map(e=>(0,X.jsxs)(`li`,{className:`item`,"data-testid":`my-session`,children:[(0,X.jsxs)(`div`,{children:[(0,X.jsxs)(`p`,{className:`item-title`,children:[Y(e.device),e.current&&(0,X.jsx)(z,{tone:`info`,className:`title-badge`,children:`This session`})]}),(0,X.jsxs)(`p`,{className:`hint`,children:[e.ip,` · last seen `,(0,X.jsx)(et,{at:e.lastSeenAt}),` · signed in `,(0,X.jsx)(et,{at:e.createdAt})]}),(0,X.jsx)(tt,{ua:e.device})]}),!e.current&&(0,X.jsx)(N,{onClick:()=>s(e),disabled:r.fetching,"aria-label":`End session: ${Y(e.device)} at ${e.ip}, last seen ${g(e.lastSeenAt)}`,children:`End session`})]},e.id))})]})}function $e({linked:t}){let n=a().organization.name,[r,i]=(0,q.useState)(!1),[o,s]=(0,q.useState)(null);return(0,X.jsx)(W,{level:3,title:`Single sign-on`,description:t?`Your account is linked to ${n}’s identity provider: you may sign in to ${n} through it.`:`Sign in to ${n} through its identity provider too: you sign in there once, and come back here with your account linked to it.`,children:(0,X.jsxs)(`div`,{className:`form`,children:[(0,X.jsx)(e,{error:o}),(0,X.jsx)(`div`,{children:(0,X.jsx)(N,{variant:t?`default`:`primary`,disabled:r,onClick:async()=>{i(!0),s(null);try{let{url:e}=await j();window.location.href=e}catch(e){s(e),i(!1)}},children:t?`Link another identity`:`Link your account to ${n}’s identity provider`})})]})})}function et({at:e}){return(0,X.jsx)(`time`,{dateTime:e,title:o(e),children:g(e)})}function tt({ua:e}){return e?(0,X.jsxs)(`details`,{className:`ua`,children:[(0,X.jsx)(`summary`,{children:`Browser details`}),(0,X.jsx)(`code`,{children:e})]}):null}var nt=d(`
  query MembersSettings {
    members {
      user {
        id
        email
        name
      }
      role
      createdAt
    }
    invitations {
      id
      email
      role
      invitedBy
      createdAt
      expiresAt
    }
  }
`),rt=d(`
  mutation UpdateMemberRole($userId: ID!, $role: Role!) {
    updateMemberRole(userId: $userId, role: $role) {
      user {
        id
      }
      role
    }
  }
`),it=d(`
  mutation RemoveMember($userId: ID!) {
    removeMember(userId: $userId) {
      user {
        id
      }
    }
  }
`),at=d(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      invitation {
        id
        email
        role
        expiresAt
      }
      link
    }
  }
`),ot=d(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      id
    }
  }
`),st=d(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      invitation {
        id
        email
        role
        expiresAt
      }
      link
    }
  }
`),ct=e=>e.map(e=>({value:e,label:m(e)}));function lt(){let[e,n]=i({query:nt,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),a=e.data;return e.error&&!a?(0,X.jsx)(t,{error:e.error,onRetry:r}):a?(0,X.jsxs)(`div`,{className:`settings-stack`,children:[(0,X.jsx)(ut,{onInvited:r}),(0,X.jsx)(ft,{members:a.members,onChanged:r}),(0,X.jsx)(mt,{invitations:a.invitations,onChanged:r})]}):(0,X.jsx)(l,{})}function ut({onInvited:t}){let n=se(a().role),[r,i]=(0,q.useState)(``),[o,s]=(0,q.useState)(`VIEWER`),[l,u]=c(at),[d,f]=(0,q.useState)(null),p=I(l.error);return(0,X.jsxs)(W,{level:3,title:`Invite someone`,description:`They choose a name and a password, or sign in with the account they have, and join with this role.`,children:[(0,X.jsxs)(`form`,{className:`form invite-form`,onSubmit:async e=>{e.preventDefault();let n=(await u({input:{email:r.trim(),role:o}})).data?.inviteMember;n&&(f({email:n.invitation.email,role:n.invitation.role,link:n.link,expiresAt:n.invitation.expiresAt,resent:!1}),i(``),t())},noValidate:!0,children:[(0,X.jsxs)(`div`,{className:`invite-row`,children:[(0,X.jsx)(H,{label:`Email`,name:`email`,type:`email`,autoComplete:`off`,required:!0,value:r,problem:P(p,`email`),onChange:e=>i(e.target.value)}),(0,X.jsx)(G,{label:`Role`,name:`role`,value:o,options:ct(n),problem:P(p,`role`),onChange:e=>s(e.target.value)}),(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:l.fetching||!r.trim(),children:`Invite`})]}),(0,X.jsx)(e,{error:Object.keys(p).length?null:l.error})]}),d&&(0,X.jsx)(dt,{shared:d})]})}function dt({shared:e}){return(0,X.jsxs)(`div`,{className:`invite-result`,"data-testid":`invitation-link`,children:[(0,X.jsxs)(U,{tone:`success`,children:[e.resent?`A new link for the invitation of`:`An invitation for`,` `,(0,X.jsx)(`strong`,{children:e.email}),` as `,m(e.role),` is ready`,e.resent?`: the previous link no longer works.`:`.`]}),(0,X.jsx)(K,{label:`Invitation link`,value:e.link,hint:`Send it to them: it is shown only now, and works once, until ${g(e.expiresAt)}. When this server is set up to send mail, it has emailed it to them too.`})]})}function ft({members:e,onChanged:t}){let n=a(),[r,i]=(0,q.useState)(null),[o,s]=(0,q.useState)(``),[,l]=c(it);return(0,X.jsxs)(W,{level:3,title:`Members`,description:`${e.length} ${e.length===1?`person`:`people`} in ${n.organization.name}.`,children:[o&&(0,X.jsx)(U,{tone:`success`,children:o}),(0,X.jsx)(ne,{plain:!0,caption:`Members`,columns:[`Name`,`Email`,`Role`,`Joined`,{label:`Actions`,hidden:!0}],children:(0,X.jsx)(`tbody`,{children:e.map(e=>(0,X.jsx)(pt,{member:e,me:e.user.id===n.user?.id,onRemove:()=>i(e),onChanged:e=>{s(e),t()}},e.user.id))})}),(0,X.jsx)(V,{open:!!r,onOpenChange:e=>!e&&i(null),title:`Remove ${r?.user.name||r?.user.email}?`,confirmLabel:`Remove`,onConfirm:async()=>{let e=r,n=await l({userId:e.user.id});return n.error||(s(`${e.user.name||e.user.email} was removed.`),t()),n},children:(0,X.jsxs)(`p`,{children:[r?.user.email,` leaves `,n.organization.name,` at once: their sessions in it end, and they can come back only with a new invitation.`]})})]})}function pt({member:t,me:n,onRemove:r,onChanged:i}){let o=a(),[s,l]=(0,q.useState)(t.role),[u,d]=c(rt),f=se(o.role),h=t.role===`OWNER`&&o.role!==`OWNER`,g=ct(f.includes(t.role)?f:[t.role,...f]),_=t.user.name||t.user.email,v=async()=>{(await d({userId:t.user.id,role:s})).error||i(`${_} is now ${m(s)}.`)},y=w(u.error).includes(`last_owner`);return(0,X.jsxs)(`tr`,{children:[(0,X.jsx)(`td`,{"data-label":`Name`,children:(0,X.jsxs)(`span`,{children:[t.user.name||`—`,n&&(0,X.jsx)(z,{tone:`info`,className:`title-badge`,children:`You`})]})}),(0,X.jsx)(`td`,{"data-label":`Email`,children:(0,X.jsx)(`span`,{children:t.user.email})}),(0,X.jsx)(`td`,{"data-label":`Role`,children:(0,X.jsxs)(`div`,{children:[(0,X.jsxs)(`div`,{className:`role-cell`,children:[(0,X.jsx)(`select`,{className:D,"aria-label":`Role of ${_}`,value:s,disabled:h,onChange:e=>l(e.target.value),children:g.map(e=>(0,X.jsx)(`option`,{value:e.value,children:e.label},e.value))}),s!==t.role&&(0,X.jsxs)(X.Fragment,{children:[(0,X.jsx)(N,{variant:`primary`,onClick:v,disabled:u.fetching,children:`Save`}),(0,X.jsx)(N,{variant:`quiet`,onClick:()=>l(t.role),children:`Cancel`})]})]}),h&&(0,X.jsx)(`p`,{className:`hint`,children:`Only an owner changes an owner's role.`}),u.error&&(0,X.jsx)(e,{inline:!0,children:y?`The organization must keep an owner: make another member an owner first, then change this role.`:b(u.error).message})]})}),(0,X.jsx)(`td`,{"data-label":`Joined`,children:(0,X.jsx)(`span`,{children:p(t.createdAt)})}),(0,X.jsx)(`td`,{className:`actions`,children:!h&&!n&&(0,X.jsx)(N,{variant:`quietDanger`,onClick:r,"aria-label":`Remove ${_}`,children:`Remove`})})]})}function mt({invitations:t,onChanged:i}){let[a,o]=(0,q.useState)(null),[,s]=c(ot),[l,u]=c(st),[d,f]=(0,q.useState)(``),[p,h]=(0,q.useState)(null),_=async e=>{let t=(await u({id:e.id})).data?.resendInvitation;t&&(h({email:t.invitation.email,role:t.invitation.role,link:t.link,expiresAt:t.invitation.expiresAt,resent:!0}),f(``),i())};return(0,X.jsxs)(W,{level:3,title:`Pending invitations`,description:`Invitations not yet accepted; each works for 7 days.`,children:[d&&(0,X.jsx)(U,{tone:`success`,children:d}),p&&(0,X.jsx)(dt,{shared:p}),(0,X.jsx)(e,{error:l.error}),t.length===0?(0,X.jsx)(n,{children:(0,X.jsx)(`p`,{children:`No invitations are waiting.`})}):(0,X.jsx)(ne,{plain:!0,caption:`Pending invitations`,columns:[`Email`,`Role`,`Invited by`,`Expires`,{label:`Actions`,hidden:!0}],children:(0,X.jsx)(`tbody`,{children:t.map(e=>(0,X.jsxs)(`tr`,{children:[(0,X.jsx)(`td`,{"data-label":`Email`,children:(0,X.jsx)(`span`,{children:e.email})}),(0,X.jsx)(`td`,{"data-label":`Role`,children:(0,X.jsx)(`span`,{children:m(e.role)})}),(0,X.jsx)(`td`,{"data-label":`Invited by`,children:(0,X.jsx)(`span`,{children:e.invitedBy})}),(0,X.jsx)(`td`,{"data-label":`Expires`,children:(0,X.jsx)(`span`,{children:g(e.expiresAt)})}),(0,X.jsx)(`td`,{className:`actions`,children:(0,X.jsxs)(r,{end:!0,children:[(0,X.jsx)(N,{onClick:()=>_(e),disabled:l.fetching,"aria-label":`Resend the invitation of ${e.email}`,children:`Resend`}),(0,X.jsx)(N,{variant:`quietDanger`,onClick:()=>o(e),"aria-label":`Revoke the invitation of ${e.email}`,children:`Revoke`})]})})]},e.id))})}),(0,X.jsx)(V,{open:!!a,onOpenChange:e=>!e&&o(null),title:`Revoke the invitation of ${a?.email}?`,confirmLabel:`Revoke`,onConfirm:async()=>{let e=a,t=await s({id:e.id});return t.error||(f(`The invitation of ${e.email} was revoked.`),h(null),i()),t},children:(0,X.jsx)(`p`,{children:`Its link stops working at once. You can invite them again later.`})})]})}var ht=d(`
  query ReviewSettings {
    viewer {
      organization {
        id
        reviewTargetMinutes
      }
    }
    reviewPresets {
      id
      decision
      label
      note
    }
  }
`),gt=d(`
  mutation SaveReviewTarget($minutes: Int!) {
    updateOrganization(input: { reviewTargetMinutes: $minutes }) {
      id
      reviewTargetMinutes
    }
  }
`),_t=d(`
  mutation AddReviewPreset($input: ReviewPresetInput!) {
    createReviewPreset(input: $input) {
      id
      decision
      label
      note
    }
  }
`),vt=d(`
  mutation RemoveReviewPreset($id: ID!) {
    deleteReviewPreset(id: $id)
  }
`),yt=[{value:`APPROVED`,label:`Approving`},{value:`REJECTED`,label:`Rejecting`}];function bt(){let[e,n]=i({query:ht,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),a=e.data;return e.error&&!a?(0,X.jsx)(t,{error:e.error,onRetry:r}):a?(0,X.jsxs)(X.Fragment,{children:[(0,X.jsx)(xt,{minutes:a.viewer.organization.reviewTargetMinutes??60}),(0,X.jsx)(St,{presets:a.reviewPresets,onChanged:r})]}):(0,X.jsx)(l,{})}function xt({minutes:t}){let[n,i]=(0,q.useState)(String(t)),[a,o]=(0,q.useState)(``),[s,l]=(0,q.useState)(``),[u,d]=c(gt),f=async e=>{e.preventDefault(),l(``);let t=Se(n);`error`in t?o(t.error):(o(``),(await d({minutes:t.minutes})).error||l(`A live case may wait ${t.minutes} minutes before the members who asked are mailed.`))},p=I(u.error);return(0,X.jsx)(W,{level:3,title:`Review target`,description:`How long a live case may wait for review before the members who asked for the queue's digest (in their preferences) are mailed.`,children:(0,X.jsxs)(`form`,{className:`form`,onSubmit:f,noValidate:!0,children:[(0,X.jsx)(H,{label:`Minutes a case may wait`,name:`reviewTargetMinutes`,inputMode:`numeric`,value:n,className:`input-short`,hint:`From 5 minutes to a week (10,080 minutes); an hour unless set.`,problem:a||P(p,`reviewTargetMinutes`),onChange:e=>{i(e.target.value),l(``)}}),(0,X.jsx)(e,{error:Object.keys(p).length?null:u.error}),s&&(0,X.jsx)(U,{tone:`success`,children:s}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:u.fetching,children:`Save the review target`})})]})})}function St({presets:t,onChanged:n}){let[i,a]=(0,q.useState)(`REJECTED`),[o,s]=(0,q.useState)(``),[l,u]=(0,q.useState)(``),[d,f]=(0,q.useState)(``),[p,m]=c(_t),[h,g]=c(vt),_=async e=>{e.preventDefault(),f(``);let t=await m({input:{decision:i,label:o.trim(),note:l.trim()}});!t.error&&t.data&&(f(`“${t.data.createReviewPreset.label}” is added.`),s(``),u(``),n())},v=async e=>{f(``),(await g({id:e.id})).error||(f(`“${e.label}” is deleted.`),n())},y=I(p.error);return(0,X.jsxs)(W,{level:3,title:`Review presets`,description:`Reasons a reviewer picks when approving or rejecting a case: each writes its note on the case. Notes stay with your team; the person verified never sees them.`,children:[d&&(0,X.jsx)(U,{tone:`success`,children:d}),(0,X.jsx)(e,{error:h.error}),t.length===0?(0,X.jsx)(`p`,{className:`hint`,children:`No presets yet.`}):(0,X.jsx)(`ul`,{className:`item-list`,"aria-label":`Review presets`,children:t.map(e=>(0,X.jsxs)(`li`,{className:`item`,"data-testid":`review-preset`,children:[(0,X.jsxs)(`div`,{children:[(0,X.jsxs)(`p`,{className:`item-title`,children:[e.label,(0,X.jsx)(z,{tone:e.decision===`APPROVED`?`success`:`danger`,className:`title-badge`,children:e.decision===`APPROVED`?`Approve`:`Reject`})]}),(0,X.jsx)(`p`,{className:`hint`,children:e.note})]}),(0,X.jsx)(N,{variant:`quietDanger`,"aria-label":`Delete the preset ${e.label}`,disabled:h.fetching,onClick:()=>v(e),children:`Delete`})]},e.id))}),t.length<50?(0,X.jsxs)(`form`,{className:`form narrow preset-form`,onSubmit:_,noValidate:!0,children:[(0,X.jsx)(te,{legend:`A new preset`,children:(0,X.jsxs)(`div`,{className:`form`,children:[(0,X.jsx)(G,{label:`Offered when`,name:`decision`,value:i,options:yt,className:`input-medium`,problem:P(y,`decision`),onChange:e=>a(e.target.value)}),(0,X.jsx)(H,{label:`Label`,name:`label`,value:o,maxLength:60,required:!0,hint:`What the reviewer picks, such as “Document expired”; at most 60 characters.`,problem:P(y,`label`),onChange:e=>s(e.target.value)}),(0,X.jsx)(B,{label:`Note`,name:`note`,value:l,rows:3,required:!0,hint:`What it writes on the case.`,problem:P(y,`note`),onChange:e=>u(e.target.value)})]})}),(0,X.jsx)(e,{error:Object.keys(y).length?null:p.error}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:p.fetching||!o.trim()||!l.trim(),children:`Add the preset`})})]}):(0,X.jsxs)(`p`,{className:`hint`,children:[`The organization has `,50,` presets, the most it may keep: delete one to add another.`]})]})}function Ct({look:e,organizationName:t}){let n=e.displayName.trim()||t,r={"--wp-accent":/^#[0-9a-fA-F]{6}$/.test(e.accentColor)?e.accentColor:J};return(0,X.jsx)(`div`,{className:e.theme===`DARK`?`wp wp-dark`:`wp`,style:r,"aria-hidden":`true`,"data-testid":`widget-preview`,children:(0,X.jsxs)(`div`,{className:`wp-card`,children:[e.showBranding&&(0,X.jsxs)(`div`,{className:`wp-brand`,children:[e.logo&&(0,X.jsx)(`img`,{className:`wp-logo`,src:e.logo,alt:``}),(0,X.jsx)(`span`,{className:`wp-name`,children:n})]}),(0,X.jsxs)(`p`,{className:`wp-title`,children:[`Verify your identity`,e.showBranding&&n?` for `+n:``]}),(0,X.jsx)(`p`,{className:`wp-text`,children:`It takes about two minutes. You will need:`}),(0,X.jsxs)(`ul`,{className:`wp-needs`,children:[(0,X.jsx)(`li`,{children:`An identity document: passport, ID card, driver's licence, residence permit`}),(0,X.jsx)(`li`,{children:`A selfie, taken now`})]}),(0,X.jsx)(`p`,{className:`wp-fine`,children:`Your photos are sent encrypted and used only to verify who you are.`}),(0,X.jsxs)(`div`,{className:`wp-actions`,children:[(0,X.jsx)(`span`,{className:`wp-button wp-primary`,children:`Start`}),e.handoffEnabled&&(0,X.jsx)(`span`,{className:`wp-button wp-secondary`,children:`Continue on your phone`})]})]})})}var wt=d(`
  query OrganizationSettings {
    viewer {
      organization {
        id
        name
        mode
        allowedOrigins
        retentionDays
        widget {
          displayName
          accentColor
          theme
          showBranding
          logoUrl
          handoffEnabled
          desktopsAllowed
        }
      }
    }
  }
`),Tt=d(`
  mutation UpdateOrganizationSettings($input: OrganizationInput!) {
    updateOrganization(input: $input) {
      id
      allowedOrigins
      retentionDays
      widget {
        displayName
        accentColor
        theme
        showBranding
        logoUrl
        handoffEnabled
        desktopsAllowed
      }
    }
  }
`),Et=d(`
  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      url
      session {
        id
        expiresAt
      }
    }
  }
`);function Dt(){let[e,n]=i({query:wt,requestPolicy:`cache-and-network`}),r=e.data?.viewer.organization;return e.error&&!r?(0,X.jsx)(t,{error:e.error,onRetry:()=>n({requestPolicy:`network-only`})}):r?(0,X.jsxs)(`div`,{className:`settings-stack`,children:[(0,X.jsx)(kt,{org:r}),(0,X.jsx)(Nt,{org:r}),(0,X.jsx)(Pt,{org:r}),(0,X.jsx)(bt,{})]}):(0,X.jsx)(l,{})}async function Ot(e){let t=_e(e);if(t)throw Error(t);let n=await new Promise((t,n)=>{let r=new FileReader;r.onload=()=>t(String(r.result)),r.onerror=()=>n(Error(`The file could not be read.`)),r.readAsDataURL(e)}),r=new Image;r.src=n;try{await r.decode()}catch{throw Error(`The file is not an image this browser can read.`)}let i=ve(r.naturalWidth,r.naturalHeight);if(i)throw Error(i);return n}function kt({org:t}){let n=t.widget,[i,a]=(0,q.useState)(n.displayName===t.name?``:n.displayName),[o,s]=(0,q.useState)(n.accentColor??``),[l,u]=(0,q.useState)(n.theme),[d,f]=(0,q.useState)(n.showBranding),[p,m]=(0,q.useState)(n.handoffEnabled),[h,g]=(0,q.useState)(n.desktopsAllowed),[_,v]=(0,q.useState)(void 0),[y,b]=(0,q.useState)(``),[x,S]=(0,q.useState)(!1),[C,w]=c(Tt),[T,E]=(0,q.useState)(0),k=(0,q.useRef)(null),A=o===``||he.test(o),j=A&&o?o:J,F=A&&be(j,`#ffffff`)<4.5,R={displayName:i,accentColor:A?o:``,theme:l,showBranding:d,logo:_===void 0?n.logoUrl??``:_,handoffEnabled:p},z=I(C.error),B=A?P(z,`accentColor`):`Write the colour as # and six hexadecimal digits, such as #0b6b3a.`,V=M(`accent-color`,!0,!!B);return(0,X.jsx)(W,{level:3,title:`Hosted widget`,description:`How the verification page looks to the people you send to it.`,children:(0,X.jsxs)(`div`,{className:`widget-layout`,children:[(0,X.jsxs)(`form`,{className:`form`,onSubmit:async e=>{e.preventDefault(),S(!1),A&&((await w({input:{widget:{displayName:i.trim(),accentColor:o,theme:l,showBranding:d,handoffEnabled:p,desktopsAllowed:h,..._===void 0?{}:{logo:_}}}})).error||(S(!0),v(void 0),E(e=>e+1)))},noValidate:!0,children:[(0,X.jsx)(H,{label:`Display name`,name:`displayName`,value:i,maxLength:100,placeholder:t.name,hint:`Shown in the widget's header. Leave empty to use “${t.name}”.`,problem:P(z,`displayName`),onChange:e=>{a(e.target.value),S(!1)}}),(0,X.jsx)(O,{ids:V,label:`Accent colour`,problem:B,hint:(0,X.jsxs)(X.Fragment,{children:[`Buttons and highlights, as #rrggbb. Empty: the widget's own blue.`,F&&(0,X.jsxs)(`span`,{className:`field-warning`,children:[`White text on this colour has a contrast of `,be(j,`#ffffff`).toFixed(1),`:1; aim for at least 4.5:1 so everyone can read the buttons.`]})]}),children:(0,X.jsxs)(`div`,{className:`color-row`,children:[(0,X.jsx)(`input`,{type:`color`,className:`color-pick`,"aria-label":`Pick the accent colour`,value:j,onChange:e=>{s(e.target.value),S(!1)}}),(0,X.jsx)(`input`,{id:V.control,className:D,name:`accentColor`,value:o,placeholder:J,spellCheck:!1,"aria-describedby":V.describedBy,"aria-invalid":B?!0:void 0,onChange:e=>{s(e.target.value.trim()),S(!1)}}),o&&(0,X.jsx)(N,{variant:`quiet`,onClick:()=>s(``),children:`Use the widget's own`})]})}),(0,X.jsx)(te,{legend:`Theme`,children:(0,X.jsx)(`div`,{className:`radios`,children:[`LIGHT`,`DARK`].map(e=>(0,X.jsx)(L,{type:`radio`,name:`theme`,value:e,label:e===`LIGHT`?`Light`:`Dark`,checked:l===e,onChange:()=>{u(e),S(!1)}},e))})}),(0,X.jsx)(L,{label:`Show the name and logo`,checked:d,onChange:e=>{f(e.target.checked),S(!1)},hint:`Off: a white-label header, with neither.`}),(0,X.jsxs)(`div`,{className:`logo-field`,children:[(0,X.jsx)(`span`,{className:`field-label`,id:`logo-label`,children:`Logo`}),(0,X.jsxs)(`div`,{className:`logo-row`,children:[R.logo?(0,X.jsx)(`img`,{className:`logo-thumb`,src:R.logo,alt:`The logo`}):(0,X.jsx)(`span`,{className:`hint`,children:`No logo.`}),(0,X.jsx)(`input`,{ref:k,id:`logo-file`,type:`file`,accept:ge.join(`,`),className:`sr-only`,tabIndex:-1,"aria-labelledby":`logo-label`,onChange:async e=>{let t=e.target.files?.[0];if(e.target.value=``,t){S(!1);try{v(await Ot(t)),b(``)}catch(e){b(e.message)}}}}),(0,X.jsx)(N,{onClick:()=>k.current?.click(),"aria-describedby":`logo-hint`,children:R.logo?`Choose another logo`:`Choose a logo`}),R.logo&&(0,X.jsx)(N,{variant:`quiet`,onClick:()=>{v(``),b(``),S(!1)},children:`Remove the logo`})]}),(0,X.jsx)(`p`,{id:`logo-hint`,className:`hint`,children:`PNG, JPEG or WebP, at most 256 KiB, 16 to 2,000 pixels a side.`}),(0,X.jsx)(e,{inline:!0,children:y||P(z,`logo`)})]}),(0,X.jsx)(L,{label:`Offer desktops to continue on a phone`,checked:p,onChange:e=>{m(e.target.checked),S(!1)},hint:`A desktop is shown a QR code that opens the verification on a phone.`}),(0,X.jsx)(L,{label:`Let desktops take the steps`,checked:h,disabled:!p,onChange:e=>{g(e.target.checked),S(!1)},hint:p?`Off: a desktop only offers the QR code.`:`Applies when desktops are offered a phone.`}),(0,X.jsx)(e,{error:Object.keys(z).length?null:C.error}),x&&(0,X.jsx)(U,{tone:`success`,children:`The widget's settings are saved.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:C.fetching||!A,children:`Save the widget's settings`})})]}),(0,X.jsxs)(`div`,{className:`widget-previews`,children:[(0,X.jsxs)(`figure`,{className:`preview-figure`,children:[(0,X.jsx)(`figcaption`,{children:`Preview, with your changes`}),(0,X.jsx)(Ct,{look:R,organizationName:t.name})]}),(0,X.jsx)(Mt,{org:t,reload:T})]})]})})}var At=e=>`meridian.widgetPreview.`+e;function jt(e){try{let t=JSON.parse(sessionStorage.getItem(At(e))??`null`);return t&&Date.parse(t.expiresAt)-Date.now()>6e4?t:null}catch{return null}}function Mt({org:t,reload:n}){let r=h(),i=a(),[o,s]=(0,q.useState)(()=>jt(t.id)),[l,u]=c(Et),[d,f]=(0,q.useState)(0),p=(0,q.useRef)(null),m=(0,q.useRef)(null),g=t.mode===`TEST`&&r(`VERIFY`);(0,q.useEffect)(()=>{let e=document.activeElement,t=t=>{t.target!==m.current&&(e=t.target)},n=()=>setTimeout(()=>{m.current&&document.activeElement===m.current&&(e instanceof HTMLElement&&e.isConnected&&e!==document.body?e.focus({preventScroll:!0}):m.current.blur())},0);return document.addEventListener(`focusin`,t),window.addEventListener(`blur`,n),()=>{document.removeEventListener(`focusin`,t),window.removeEventListener(`blur`,n)}},[]);let _=async()=>{let e=(await u({input:{userReference:`widget-preview`,metadata:{purpose:`widget_preview`,by:i.user?.email??``},expiresIn:3600}})).data?.createSession;if(!e)return;let n=new URL(e.url,window.location.origin),r={path:n.pathname+n.search+n.hash,expiresAt:e.session.expiresAt};try{sessionStorage.setItem(At(t.id),JSON.stringify(r))}catch{}s(r)};return(0,q.useEffect)(()=>{n>0&&o&&!jt(t.id)&&_()},[n]),(0,X.jsxs)(`figure`,{className:`preview-figure`,children:[(0,X.jsx)(`figcaption`,{children:`The hosted widget, as saved`}),o?(0,X.jsxs)(X.Fragment,{children:[(0,X.jsx)(`iframe`,{ref:m,className:`widget-frame`,src:o.path,title:`The hosted widget with the saved settings`,inert:!0,"data-testid":`widget-frame`},`${n}:${d}:${o.path}`),(0,X.jsx)(N,{ref:p,variant:`quiet`,onClick:()=>f(e=>e+1),children:`Reload the hosted widget`})]}):g?(0,X.jsxs)(`div`,{className:`frame-placeholder`,children:[(0,X.jsx)(`p`,{className:`hint`,children:`The widget shows its settings to a verification session: this opens it with a test session of its own (listed under Verifications as “widget-preview”, ending within the hour).`}),(0,X.jsx)(e,{error:l.error}),(0,X.jsx)(N,{onClick:async()=>{await _(),setTimeout(()=>p.current?.focus(),0)},disabled:l.fetching,children:`Show the hosted widget`})]}):(0,X.jsx)(`div`,{className:`frame-placeholder`,children:(0,X.jsx)(`p`,{className:`hint`,children:t.mode===`LIVE`?`Switch to test mode to see the hosted widget itself: it is opened with a test verification session.`:`Your role cannot start the test verification session the hosted widget is opened with.`})})]})}function Nt({org:t}){let[n,i]=(0,q.useState)(()=>[...t.allowedOrigins]),[a,o]=(0,q.useState)(``),[s,l]=(0,q.useState)(``),[u,d]=c(Tt),[f,p]=(0,q.useState)(null),[m,h]=(0,q.useState)(!1),g=pe(n),_=f?I(u.error).allowedOrigins??[]:[],v=me(f??[],_),y=g.some(e=>e.error),b=()=>{let e=a.trim();if(!e)return;let t=pe([...n,e]),r=t[t.length-1].error;r?l(r):(i([...n,e]),o(``),l(``),h(!1))};return(0,X.jsx)(W,{level:3,title:`Allowed origins`,description:`The websites (scheme://host[:port]) that may call the client API from a browser and embed the hosted widget.`,children:(0,X.jsxs)(`form`,{className:`form`,onSubmit:async e=>{if(e.preventDefault(),h(!1),y)return;p(n);let t=await d({input:{allowedOrigins:n}});!t.error&&t.data&&(i(t.data.updateOrganization.allowedOrigins),p(null),h(!0))},noValidate:!0,children:[n.length===0?(0,X.jsx)(`p`,{className:`hint`,children:`None: in test mode any website may call the client API; in live mode only this server. No website may embed the widget.`}):(0,X.jsx)(`ul`,{className:`origin-list`,"aria-label":`Allowed origins`,children:n.map((t,r)=>{let a=g[r].error??(f&&f[r]===t?v.byIndex.get(r):void 0);return(0,X.jsxs)(`li`,{className:a?`origin-item has-error`:`origin-item`,children:[(0,X.jsx)(`code`,{children:t}),(0,X.jsx)(N,{variant:`quiet`,"aria-label":`Remove ${t}`,onClick:()=>{i(n.filter((e,t)=>t!==r)),h(!1)},children:`Remove`}),(0,X.jsx)(e,{inline:!0,children:a})]},t+r)})}),(0,X.jsxs)(`div`,{className:`add-row`,children:[(0,X.jsx)(H,{label:`Add an origin`,name:`origin`,value:a,placeholder:`https://shop.example`,spellCheck:!1,problem:s||void 0,onChange:e=>{o(e.target.value),l(``)},onKeyDown:e=>{e.key===`Enter`&&(e.preventDefault(),b())}}),(0,X.jsx)(N,{onClick:b,children:`Add`})]}),v.other.map(t=>(0,X.jsx)(e,{children:t},t)),(0,X.jsx)(e,{error:_.length?null:u.error}),m&&(0,X.jsx)(U,{tone:`success`,children:`The allowed origins are saved.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:u.fetching||y,children:`Save the origins`})})]})})}function Pt({org:t}){let[n,i]=(0,q.useState)(String(t.retentionDays??0)),[a,o]=(0,q.useState)(``),[s,l]=(0,q.useState)(!1),[u,d]=c(Tt),f=async e=>{e.preventDefault(),l(!1);let t=xe(n);`error`in t?o(t.error):(o(``),(await d({input:{retentionDays:t.days}})).error||l(!0))},p=I(u.error);return(0,X.jsx)(W,{level:3,title:`Data retention`,description:`How long a verification's images and personal details are kept after it ends.`,children:(0,X.jsxs)(`form`,{className:`form`,onSubmit:f,noValidate:!0,children:[(0,X.jsx)(H,{label:`Days to keep`,name:`retentionDays`,inputMode:`numeric`,value:n,className:`input-short`,hint:`1 to 3,650 days; 0 keeps them for good. Erased data cannot be brought back.`,problem:a||P(p,`retentionDays`),onChange:e=>{i(e.target.value),l(!1)}}),(0,X.jsx)(e,{error:Object.keys(p).length?null:u.error}),s&&(0,X.jsx)(U,{tone:`success`,children:Number(n)===0?`Data is kept for good.`:`Data is kept ${n} days after a verification ends.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:u.fetching,children:`Save the retention`})})]})})}var Ft=d(`
  query SecuritySettings {
    securityPolicy {
      requireSecondFactor
    }
    ssoSettings {
      enabled
      issuer
      clientId
      clientSecretSet
      emailDomains
      defaultRole
      ssoOnly
      redirectUri
      signInUrl
      updatedAt
    }
    ssoDomains {
      domain
      recordName
      recordValue
      verified
      verifiedAt
      createdAt
    }
  }
`),It=d(`
  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {
    updateSecurityPolicy(input: $input) {
      requireSecondFactor
    }
  }
`),Lt=d(`
  mutation UpdateSsoSettings($input: SsoSettingsInput!) {
    updateSsoSettings(input: $input) {
      enabled
      issuer
      clientId
      clientSecretSet
      emailDomains
      defaultRole
      ssoOnly
      redirectUri
      signInUrl
      updatedAt
    }
  }
`),Rt=d(`
  mutation ClaimSsoDomain($domain: String!) {
    claimSsoDomain(domain: $domain) {
      domain
      verified
    }
  }
`),zt=d(`
  mutation VerifySsoDomain($domain: String!) {
    verifySsoDomain(domain: $domain) {
      domain
      verified
      verifiedAt
    }
  }
`),Bt=d(`
  mutation RemoveSsoDomain($domain: String!) {
    removeSsoDomain(domain: $domain)
  }
`);function Vt(){let[e,n]=i({query:Ft,requestPolicy:`cache-and-network`}),r=()=>n({requestPolicy:`network-only`}),a=e.data;return e.error&&!a?(0,X.jsx)(t,{error:e.error,onRetry:r}):a?(0,X.jsxs)(`div`,{className:`settings-stack`,children:[(0,X.jsx)(Ht,{required:a.securityPolicy.requireSecondFactor}),(0,X.jsx)(Ut,{sso:a.ssoSettings??null,claims:a.ssoDomains}),(0,X.jsx)(Wt,{domains:a.ssoDomains,onChanged:r})]}):(0,X.jsx)(l,{})}function Ht({required:t}){let[n,i]=(0,q.useState)(t),[a,o]=(0,q.useState)(!1),[s,l]=c(It);return(0,X.jsx)(W,{level:3,title:`Second factor`,description:`A code from an authenticator app, or a passkey, besides the password.`,children:(0,X.jsxs)(`form`,{className:`form`,onSubmit:async e=>{e.preventDefault();let t=await l({input:{requireSecondFactor:n}});o(!t.error)},children:[(0,X.jsx)(L,{label:`Require a second factor of every member`,checked:n,onChange:e=>{i(e.target.checked),o(!1)},hint:`A member without one is asked to set one up when they next sign in or use the console, and can do nothing else until they have. People who sign in through single sign-on are not asked: their provider asks for its factors.`}),(0,X.jsx)(e,{error:s.error}),a&&(0,X.jsx)(U,{tone:`success`,children:n?`Every member now needs a second factor.`:`A second factor is now each member’s choice.`}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:s.fetching||n===(s.data?.updateSecurityPolicy.requireSecondFactor??t),children:`Save the policy`})})]})})}function Ut({sso:t,claims:n}){let i=a(),[o,s]=(0,q.useState)(t?.enabled??!1),[l,u]=(0,q.useState)(t?.issuer??``),[d,f]=(0,q.useState)(t?.clientId??``),[p,h]=(0,q.useState)(``),[_,v]=(0,q.useState)(!1),[y,b]=(0,q.useState)((t?.emailDomains??[]).join(`
`)),[x,S]=(0,q.useState)(t?.defaultRole??`VIEWER`),[C,w]=(0,q.useState)(t?.ssoOnly??!1),[T,E]=(0,q.useState)(!1),[D,O]=c(Lt),k=D.data?.updateSsoSettings??t,A=I(D.error),j=o?De(Ee(y),n):[],M=e=>t=>{e(t),E(!1)},R=async e=>{e.preventDefault(),E(!1),(await O({input:{enabled:o,issuer:l.trim(),clientId:d.trim(),clientSecret:_?``:p||null,emailDomains:Ee(y),defaultRole:x,ssoOnly:o&&C}})).error||(E(!0),h(``),v(!1))},z=k?.redirectUri??window.location.origin+`/v1/auth/oidc/callback`;return(0,X.jsxs)(W,{level:3,title:`Single sign-on`,description:`Let members sign in through your OpenID Connect provider (authorization code flow with PKCE).`,children:[(0,X.jsxs)(`div`,{className:`sso-links`,children:[(0,X.jsx)(K,{label:`Redirect URI to register with the provider`,value:z,hint:k?void 0:`This server’s address; confirmed once the settings are saved.`}),k&&(0,X.jsx)(K,{label:`Sign-in link for your members`,value:k.signInUrl,hint:`Or they choose single sign-on on the sign-in page and give “${i.organization.name}”.`})]}),(0,X.jsxs)(`form`,{className:`form`,onSubmit:R,noValidate:!0,children:[(0,X.jsx)(L,{label:`Members may sign in through the provider`,checked:o,onChange:e=>M(s)(e.target.checked)}),(0,X.jsx)(H,{label:`Issuer URL`,name:`issuer`,type:`url`,value:l,placeholder:`https://login.example.com`,spellCheck:!1,hint:`Exactly as the provider's ID tokens name it; https (plain http only for a provider on localhost, outside production).`,problem:P(A,`issuer`),onChange:e=>M(u)(e.target.value)}),(0,X.jsx)(H,{label:`Client ID`,name:`clientId`,value:d,spellCheck:!1,problem:P(A,`clientId`),onChange:e=>M(f)(e.target.value)}),(0,X.jsx)(H,{label:`Client secret`,name:`clientSecret`,type:`password`,autoComplete:`off`,value:p,disabled:_,hint:k?.clientSecretSet?`A secret is set and never shown. Leave empty to keep it; type a new one to replace it.`:`None is set. Leave empty for a public client (PKCE alone).`,problem:P(A,`clientSecret`),onChange:e=>M(h)(e.target.value)}),k?.clientSecretSet&&(0,X.jsx)(L,{label:`Remove the client secret`,checked:_,onChange:e=>M(v)(e.target.checked),hint:`For a public client, which PKCE alone protects.`}),(0,X.jsx)(B,{label:`Email domains`,name:`emailDomains`,rows:3,value:y,spellCheck:!1,hint:(0,X.jsxs)(X.Fragment,{children:[`One a line, such as example.com: people with a verified address in them may sign in. Single sign-on can be on only with domains verified under Domains, below.`,j.length>0&&(0,X.jsxs)(`span`,{className:`field-warning`,children:[`Not verified yet: `,j.join(`, `),`.`]})]}),problem:F(A,`emailDomains`),onChange:e=>M(b)(e.target.value)}),(0,X.jsx)(G,{label:`Role of people who join by signing in`,name:`defaultRole`,value:x,options:ce.map(e=>({value:e,label:m(e)})),problem:P(A,`defaultRole`),onChange:e=>M(S)(e.target.value)}),(0,X.jsx)(L,{label:`Single sign-on only`,checked:o&&C,disabled:!o,onChange:e=>M(w)(e.target.checked),hint:`Password and passkey sign-in refuse the organization's members; sessions already open carry on. A secret key can always turn this off again.`}),(0,X.jsx)(e,{error:Object.keys(A).length?null:D.error}),T&&(0,X.jsx)(U,{tone:`success`,children:`Single sign-on settings saved.`}),k&&(0,X.jsxs)(`p`,{className:`hint`,children:[`Last changed `,g(k.updatedAt),`.`]}),(0,X.jsx)(r,{children:(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:D.fetching,children:`Save single sign-on`})})]})]})}function Wt({domains:t,onChanged:n}){let[r,i]=(0,q.useState)(``),[a,o]=(0,q.useState)(``),[s,l]=(0,q.useState)(null),[u,d]=c(Rt),[,f]=c(Bt),p=P(I(u.error),`domain`);return(0,X.jsxs)(W,{level:3,title:`Domains`,description:`Your identity provider may sign in only people whose email address is in a domain verified here, by a DNS TXT record you publish.`,children:[a&&(0,X.jsx)(U,{tone:`success`,children:a}),t.length===0?(0,X.jsx)(`p`,{className:`hint`,children:`No domains are claimed yet.`}):(0,X.jsx)(`ul`,{className:`item-list`,"aria-label":`Claimed domains`,children:t.map(e=>(0,X.jsx)(Kt,{domain:e,onRemove:()=>l(e),onVerified:()=>{o(`${e.domain} is verified: its people may sign in through your provider.`),n()}},e.domain))}),(0,X.jsxs)(`form`,{className:`add-row`,onSubmit:async e=>{e.preventDefault(),o(``);let t=await d({domain:Te(r)});if(t.data){let e=t.data.claimSsoDomain;o(e.verified?`${e.domain} is verified already.`:`${e.domain} is claimed: publish its TXT record, then check it.`),i(``),n()}},noValidate:!0,children:[(0,X.jsx)(H,{label:`Domain`,name:`domain`,value:r,placeholder:`example.com`,spellCheck:!1,autoCapitalize:`none`,problem:p,onChange:e=>i(e.target.value)}),(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:u.fetching||!r.trim(),children:`Claim the domain`})]}),(0,X.jsx)(e,{error:p?null:u.error}),(0,X.jsx)(V,{open:!!s,onOpenChange:e=>!e&&l(null),title:`Remove the domain ${s?.domain}?`,confirmLabel:`Remove`,onConfirm:async()=>{let e=s,t=await f({domain:e.domain});return t.error||(o(`${e.domain} is removed.`),n()),t},children:(0,X.jsx)(`p`,{children:s?.verified?`Your provider can no longer sign in people of ${s.domain}. To trust it again, claim it and check it again: the same TXT record works.`:`The claim is given up: its TXT record proves nothing any more.`})})]})}var Gt={domain_not_verified:`Not verified: the TXT record was not found.`,domain_taken:`Another organization has verified this domain.`,dns_unavailable:`The domain’s DNS could not be read just now.`};function Kt({domain:t,onRemove:n,onVerified:i}){let[a,o]=c(zt),s=async()=>{(await o({domain:t.domain})).data?.verifySsoDomain.verified&&i()},l=w(a.error)[0];return(0,X.jsxs)(`li`,{className:`domain`,"data-testid":`sso-domain`,children:[(0,X.jsxs)(`div`,{className:`domain-head`,children:[(0,X.jsxs)(`div`,{children:[(0,X.jsxs)(`p`,{className:`item-title`,children:[t.domain,t.verified?(0,X.jsx)(z,{tone:`success`,className:`title-badge`,children:`Verified`}):(0,X.jsx)(z,{tone:`warning`,className:`title-badge`,children:`Pending`})]}),(0,X.jsx)(`p`,{className:`hint`,children:t.verified?`Verified ${g(t.verifiedAt)}`:`Claimed ${g(t.createdAt)}: publish this TXT record with your DNS host, then check it.`})]}),(0,X.jsxs)(r,{children:[!t.verified&&(0,X.jsx)(N,{disabled:a.fetching,onClick:s,"aria-label":`Check now whether ${t.domain} is verified`,children:`Check now`}),(0,X.jsx)(N,{variant:`quietDanger`,onClick:n,"aria-label":`Remove ${t.domain}`,children:`Remove`})]})]}),!t.verified&&(0,X.jsxs)(`div`,{className:`domain-record`,children:[(0,X.jsx)(K,{label:`TXT record name`,value:t.recordName}),(0,X.jsx)(K,{label:`TXT record value`,value:t.recordValue})]}),a.error&&(0,X.jsxs)(e,{children:[(0,X.jsx)(`p`,{className:`domain-problem`,children:Gt[l]??`The domain could not be checked.`}),(0,X.jsx)(`p`,{children:b(a.error).message})]})]})}var qt=[{stage:`DOCUMENT`,label:`Document`},{stage:`LIVENESS`,label:`Liveness`},{stage:`FACE_MATCH`,label:`Face match`},{stage:`ADDRESS`,label:`Address`}],Z={MOCK:`Test mocks (scripted by hints)`,BUILTIN:`Built in (on this server)`,HTTP:`External service`,GEOCODER:`Geocoder (Nominatim-compatible)`,NONE:`None — sent to a person`},Jt={MOCK:`The outcome is whatever the hints sent with each upload ask for; nothing is really checked.`,BUILTIN:`Checked on this server, with no network.`,HTTP:`Each check is sent to your service as a signed JSON request; its answer is scored against the workflow’s thresholds.`,GEOCODER:`The address is looked up on the geocoder, and the device’s position held against it.`,NONE:`Nothing checks this stage automatically: a reviewer decides.`};function Yt(e){return e===`TEST`?`the test mocks, scripted by the hints sent with each upload`:`the checks built into this server where it has one, otherwise a person in the review queue`}function Xt(e,t,n){let r=[];return(e===`TEST`||n===`MOCK`)&&r.push(`MOCK`),(t!==`ADDRESS`||n===`BUILTIN`)&&r.push(`BUILTIN`),r.push(`HTTP`),(t===`ADDRESS`||n===`GEOCODER`)&&r.push(`GEOCODER`),r.push(`NONE`),r}function Q(e){return e===`HTTP`||e===`GEOCODER`}function Zt(e){return{driver:e.driver,url:e.url??``,secret:``}}function $(e){return e.driver===`HTTP`&&!!e.secretHint}function Qt(e,t){let n={};if(Q(e.driver)){let t=e.url.trim();t?/^https?:\/\/[^/?#]+/i.test(t)||(n.url=`Write the whole URL, starting with https:// (or http:// in test mode).`):n.url=e.driver===`HTTP`?`The service’s URL is required.`:`The geocoder’s URL is required.`}if(e.driver===`HTTP`){let r=e.secret.trim();!r&&!$(t)?n.secret=`A signing secret is required: generate one, or paste the one your service gave you.`:r&&!tn(r)&&(n.secret=`A signing secret is whsec_ followed by at least 16 bytes in base64, such as one made with Generate.`)}return n}function $t(e){return!!(e.driver||e.url||e.secret)}var en=/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;function tn(e){if(!e.startsWith(`whsec_`)||e.length<24||e.length>200)return!1;let t=e.slice(6);return t.length>0&&en.test(t)}function nn(e,t){let n=t.secret.trim();return{stage:e,driver:t.driver,url:Q(t.driver)?t.url.trim():null,secret:t.driver===`HTTP`&&n?n:null}}function rn(e){return{stage:e,driver:null,url:null,secret:null}}function an(e,t){let n={},r=[];for(let[i,a]of Object.entries(t)){let t=a.join(`; `),o=/^input\[(\d+)\]\.(driver|url|secret)$/.exec(i),s=o?e[Number(o[1])]:void 0;if(!o||!s){r.push(t);continue}let c=o[2];n[s]={...n[s],[c]:t}}return{byStage:n,other:r}}function on(e=e=>crypto.getRandomValues(e)){let t=e(new Uint8Array(24)),n=``;for(let e of t)n+=String.fromCharCode(e);return`whsec_`+btoa(n)}function sn(e){let t=e.trim();if(!t)return t;let n=t.charAt(0).toUpperCase()+t.slice(1);return/[.!?]$/.test(n)?n:n+`.`}var cn=d(`
  query VerificationProviders {
    verificationProviders {
      stage
      driver
      chosen
      url
      secretHint
      problem
      updatedAt
    }
  }
`),ln=d(`
  mutation UpdateVerificationProviders($input: [VerificationProviderInput!]!) {
    updateVerificationProviders(input: $input) {
      stage
      driver
      chosen
      url
      secretHint
      problem
      updatedAt
    }
  }
`),un=e=>e===`TEST`?`test mode`:`live mode`;function dn(){let e=a(),[n,r]=i({query:cn,requestPolicy:`cache-and-network`}),o=n.data?.verificationProviders;return n.error&&!o?(0,X.jsx)(t,{error:n.error,onRetry:()=>r({requestPolicy:`network-only`})}):o?(0,X.jsx)(`div`,{className:`settings-stack`,children:(0,X.jsx)(fn,{providers:o},e.organization.id+e.organization.mode)}):(0,X.jsx)(l,{})}function fn({providers:e}){let t=a(),n=h(),r=t.organization.mode,i=n(`MANAGE`),[o,s]=(0,q.useState)(e);(0,q.useEffect)(()=>s(e),[e]);let c=r===`TEST`?`Live mode`:`Test mode`;return(0,X.jsxs)(W,{level:3,title:`What runs each stage`,description:`In ${un(r)}; ${c.toLowerCase()} has choices of its own. Without a choice, ${un(r)} uses ${Yt(r)}.`,children:[!i&&(0,X.jsx)(U,{className:`provider-readonly`,children:`Your role may see what runs the checks; only owners and admins can change it.`}),(0,X.jsx)(`ul`,{className:`provider-list`,"aria-label":`Stages`,children:qt.map(({stage:e,label:t})=>{let n=o.find(t=>t.stage===e);return n?(0,X.jsx)(mn,{label:t,provider:n,mode:r,manage:i,onSaved:s},e):null})})]})}function pn(e){return e.driver?`driver`:e.url?`url`:e.secret?`secret`:null}function mn({label:t,provider:n,mode:i,manage:a,onSaved:o}){let s=(0,q.useId)(),l={heading:s+`-heading`,edit:s+`-edit`,change:s+`-change`,driver:s+`-driver`,url:s+`-url`,secret:s+`-secret`},u=t.toLowerCase(),[d,f]=(0,q.useState)(!1),[p,m]=(0,q.useState)(()=>Zt(n)),[h,_]=(0,q.useState)({}),[v,y]=(0,q.useState)([]),[b,x]=(0,q.useState)(null),[S,C]=(0,q.useState)(``),[w,T]=(0,q.useState)(``),[E,D]=(0,q.useState)(``),[O,k]=(0,q.useState)(!1),[A,j]=c(ln),M=(0,q.useRef)(null),P=(0,q.useRef)(null),[F,L]=(0,q.useState)(``);(0,q.useEffect)(()=>{F&&(document.getElementById(F)?.focus(),L(``))},[F]);let R=()=>{m(Zt(n)),_({}),y([]),x(null),C(``),D(``),f(!0),L(l.driver)},B=()=>{f(!1),C(``),L(l.change)},W=e=>{m(t=>({...t,...e})),_(t=>e.driver?{}:{...t,...Object.fromEntries(Object.keys(e).map(e=>[e,void 0]))})};return(0,X.jsxs)(`li`,{className:`provider`,"data-stage":n.stage,children:[(0,X.jsxs)(`div`,{className:`provider-row`,children:[(0,X.jsxs)(`div`,{className:`provider-main`,children:[(0,X.jsxs)(`h4`,{id:l.heading,className:`provider-stage`,children:[t,(0,X.jsx)(z,{tone:n.chosen?`info`:`neutral`,className:`title-badge`,children:n.chosen?`Chosen`:`Default`})]}),(0,X.jsx)(`p`,{className:`provider-driver`,"data-testid":`provider-driver`,children:Z[n.driver]}),(0,X.jsx)(`p`,{className:`hint`,children:Jt[n.driver]}),(n.url||n.secretHint||n.chosen&&n.updatedAt)&&(0,X.jsx)(ee,{rows:!0,items:[!!n.url&&[`URL`,(0,X.jsx)(`code`,{children:n.url})],!!n.secretHint&&[`Signing secret`,(0,X.jsx)(`code`,{"data-testid":`secret-hint`,children:n.secretHint})],!!(n.chosen&&n.updatedAt)&&[`Chosen`,g(n.updatedAt)]]}),n.problem&&(0,X.jsxs)(`p`,{className:`provider-problem`,children:[(0,X.jsx)(`span`,{"aria-hidden":`true`,children:`⚠ `}),(0,X.jsx)(`span`,{className:`sr-only`,children:`Warning: `}),sn(n.problem)]})]}),a&&!d&&(0,X.jsxs)(r,{className:`provider-actions`,children:[(0,X.jsx)(N,{ref:M,id:l.change,onClick:R,"aria-label":`Change what runs ${u}`,children:`Change`}),n.chosen&&(0,X.jsx)(N,{ref:P,variant:`quiet`,onClick:()=>k(!0),"aria-label":`Use default for ${u}`,children:`Use default`})]})]}),E&&(0,X.jsx)(U,{tone:`success`,children:E}),w&&!d&&(0,X.jsxs)(`div`,{className:`provider-secret`,children:[(0,X.jsx)(K,{label:`${t}: the new signing secret`,value:w,hint:`Saved. Give it to your service now: after you leave this page only its start and end are shown. The service must verify each request’s Standard Webhooks signature with it.`}),(0,X.jsx)(`div`,{children:(0,X.jsx)(N,{onClick:()=>{T(``),L(l.change)},children:`I have copied it`})})]}),d&&(0,X.jsxs)(`form`,{id:l.edit,className:`form provider-edit`,onSubmit:async e=>{e.preventDefault(),x(null),y([]);let r=Qt(p,n);if($t(r)){_(r),L(l[pn(r)]);return}_({});let i=await j({input:[nn(n.stage,p)]});if(i.error||!i.data){let e=an([n.stage],I(i.error)),t=e.byStage[n.stage]??{};_(t),y(e.other),$t(t)?L(l[pn(t)]):e.other.length===0&&x(i.error);return}let a=i.data.updateVerificationProviders;o(a);let s=a.find(e=>e.stage===n.stage);S&&p.driver===`HTTP`&&p.secret.trim()===S&&T(S),D(`${t} saved: ${Z[s?.driver??p.driver]}.`),B()},noValidate:!0,"aria-labelledby":l.edit+`-title`,onKeyDown:e=>{e.key===`Escape`&&!e.defaultPrevented&&(e.preventDefault(),B())},children:[(0,X.jsxs)(`p`,{id:l.edit+`-title`,className:`provider-edit-title`,children:[`Change what runs `,u]}),(0,X.jsx)(G,{id:l.driver,label:`Driver`,name:`driver`,value:p.driver,problem:h.driver,options:Xt(i,n.stage,n.driver).map(e=>({value:e,label:Z[e]})),hint:Jt[p.driver],onChange:e=>W({driver:e.target.value})}),Q(p.driver)&&(0,X.jsx)(H,{id:l.url,label:p.driver===`HTTP`?`Service URL`:`Geocoder URL`,name:`url`,type:`url`,inputMode:`url`,autoComplete:`off`,spellCheck:!1,value:p.url,problem:h.url,placeholder:p.driver===`HTTP`?`https://checks.example.com/verify`:`https://nominatim.example.com`,hint:hn(p.driver,i),onChange:e=>W({url:e.target.value})}),p.driver===`HTTP`&&(0,X.jsx)(gn,{id:l.secret,provider:n,value:p.secret,problem:h.secret,generated:S,onChange:e=>{W({secret:e}),e!==S&&C(``)},onGenerate:()=>{let e=on();C(e),W({secret:e})}}),v.map(t=>(0,X.jsx)(e,{children:t},t)),(0,X.jsx)(e,{error:b}),(0,X.jsxs)(r,{children:[(0,X.jsx)(N,{type:`submit`,variant:`primary`,disabled:A.fetching,children:`Save`}),(0,X.jsx)(N,{onClick:B,children:`Cancel`})]})]}),(0,X.jsxs)(V,{open:O,onOpenChange:k,title:`Use the default for ${u}?`,confirmLabel:`Use default`,danger:$(n),onConfirm:async()=>{D(``);let e=await j({input:[rn(n.stage)]});if(!e.error&&e.data){let r=e.data.updateVerificationProviders;o(r);let i=r.find(e=>e.stage===n.stage);T(``),D(i?`${t} is back to the default: ${Z[i.driver]}.`:`${t} is back to the default.`)}return e},focusAfter:()=>P.current??M.current,children:[(0,X.jsxs)(`p`,{children:[t,` goes back to `,un(i),`’s default: `,Yt(i),`.`]}),$(n)&&(0,X.jsx)(`p`,{children:`The external service’s signing secret is erased: to use the service again, give it a secret again.`})]})]})}function hn(e,t){return`${e===`HTTP`?`Each check is posted here as JSON, signed with the secret below.`:`The geocoder’s address: its /search and /reverse are asked below it.`} ${t===`TEST`?`In test mode http and local addresses (such as http://127.0.0.1:8088) are allowed.`:`https, to a public address.`}`}function gn({id:e,provider:t,value:n,problem:r,generated:i,onChange:a,onGenerate:o}){let s=M(e,!0,!!r),c=i!==``&&n===i;return(0,X.jsxs)(X.Fragment,{children:[(0,X.jsx)(O,{ids:s,label:`Signing secret`,problem:r,hint:$(t)?`A secret is stored (${t.secretHint}). Leave this empty to keep it; generate or paste a new one to replace it.`:`Requests are signed with it (Standard Webhooks, whsec_…). Generate one here, or paste the one your service gave you.`,children:(0,X.jsxs)(`div`,{className:`secret-row`,children:[(0,X.jsx)(`input`,{id:e,className:D,name:`secret`,type:`password`,autoComplete:`off`,spellCheck:!1,value:n,placeholder:`whsec_…`,"aria-describedby":s.describedBy,"aria-invalid":r?!0:void 0,onChange:e=>a(e.target.value)}),(0,X.jsx)(N,{onClick:o,children:`Generate`})]})}),(0,X.jsx)(`p`,{className:`sr-only`,role:`status`,children:c?`A new secret is in the field, and shown below to copy.`:``}),c&&(0,X.jsx)(`div`,{className:`provider-secret`,children:(0,X.jsx)(K,{label:`The new secret, for your service`,value:i,hint:`Shown only now: after saving, only its start and end are. Your service must verify each request’s Standard Webhooks signature (the webhook-id, webhook-timestamp and webhook-signature headers) with it.`})})]})}var _n={"/organization":()=>(0,X.jsx)(Dt,{}),"/members":()=>(0,X.jsx)(lt,{}),"/security":()=>(0,X.jsx)(Vt,{}),"/verification":()=>(0,X.jsx)(dn,{}),"/account":()=>(0,X.jsx)(We,{})},vn={"/organization":`How the hosted widget looks, the websites that may use it, how long verification data is kept, and how cases are reviewed.`,"/members":`The people of the organization, their roles, and the invitations waiting.`,"/security":`How members sign in: a second factor, and single sign-on.`,"/verification":`What checks the document, liveness, face match and address of each verification, in the mode in use.`,"/account":`Your preferences (time zone, mails), password, second factors, single sign-on and sessions.`};function yn({rest:e}){let t=a(),r=ae(t.role,t.organization.mode),{search:i}=v(),o=oe(e,r,i),s=o.kind===`section`?o.section:void 0;return(0,X.jsxs)(u,{title:`Settings`,description:s?vn[s.path]:void 0,children:[r.length>1&&(0,X.jsx)(re,{label:`Settings`,tabs:r.map(e=>({to:`/settings`+e.path,label:e.label,current:e===s}))}),o.kind===`section`?(0,X.jsxs)(X.Fragment,{children:[(0,X.jsx)(`h2`,{className:`section-title`,children:o.section.label}),_n[o.section.path]()]}):o.kind===`forbidden`?(0,X.jsxs)(n,{children:[(0,X.jsxs)(`p`,{children:[`Your role cannot use the `,o.section.label.toLowerCase(),` settings.`]}),(0,X.jsx)(`p`,{children:(0,X.jsx)(S,{to:`/settings/account`,children:`Go to your account`})})]}):(0,X.jsxs)(n,{children:[(0,X.jsx)(`p`,{children:`There are no such settings.`}),(0,X.jsx)(`p`,{children:(0,X.jsx)(S,{to:`/settings`,children:`Go to the settings`})})]})]})}export{yn as default};