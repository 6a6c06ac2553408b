import{S as e,a as t,f as n,i as r,l as i,p as a,t as o,y as s}from"./Page-B9JT5GJl.js";import{A as c,M as l,g as u,j as d,t as f}from"./index-9mSCb7z0.js";import{t as p}from"./urlState-C4uCjnhK.js";import{a as m,c as h,f as g,i as _,t as v,u as y}from"./ui-BCM-UW-A.js";import{i as b,n as ee,r as te,t as ne}from"./CheckedField-stiZhSo2.js";import{a as x,i as S,n as C,o as re,s as ie,t as w}from"./ui-DdH7Z93D.js";import{a as T,c as ae,i as oe,l as se,o as E,s as D,t as ce,u as le}from"./actions-BxzpD-e7.js";import{a as O}from"./ui-Bv1otMM7.js";import{r as k}from"./Events-BmO4JINO.js";import{a as A,i as ue,n as de,o as fe,r as pe,t as j}from"./ObjectPage-CXQH2psA.js";import{i as M}from"./filters-B2RnGOoi.js";import{n as me,t as he}from"./fields-DQbL1yTv.js";import{t as N}from"./Field-z7UW1_rD.js";var P=e(s(),1),F=(e=>(e[e.Border=-1]=`Border`,e[e.Data=0]=`Data`,e[e.Function=1]=`Function`,e[e.Position=2]=`Position`,e[e.Timing=3]=`Timing`,e[e.Alignment=4]=`Alignment`,e))(F||{}),ge=[0,1],I=[1,0],L=[2,3],R=[3,2],_e={L:ge,M:I,Q:L,H:R},ve=/^\d*$/,ye=/^[A-Z0-9 $%*+./:-]*$/,z=`0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:`,B=1,V=40,H=3,be=3,U=40,xe=10,W=[[-1,7,10,15,20,26,18,20,24,30,18,20,24,26,30,22,24,28,30,28,28,28,28,30,30,26,28,30,30,30,30,30,30,30,30,30,30,30,30,30,30],[-1,10,16,26,18,24,16,18,22,22,26,30,22,22,24,24,28,28,26,26,26,26,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28],[-1,13,22,18,26,18,24,18,22,20,24,28,26,24,20,30,24,28,28,26,30,28,30,30,30,30,28,30,30,30,30,30,30,30,30,30,30,30,30,30,30],[-1,17,28,22,16,22,28,26,26,24,28,24,28,22,24,24,30,28,28,26,28,30,24,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30]],G=[[-1,1,1,1,1,1,2,2,2,2,4,4,4,4,4,6,6,6,6,7,8,8,9,9,10,12,12,12,13,14,15,16,17,18,19,19,20,21,22,24,25],[-1,1,1,1,2,2,4,4,4,5,5,5,8,9,9,10,10,11,13,14,16,17,17,18,20,21,23,25,26,28,29,31,33,35,37,38,40,43,45,47,49],[-1,1,1,2,2,4,4,6,6,8,8,8,10,12,16,12,17,16,18,21,20,23,23,25,27,29,34,34,35,38,40,43,45,48,51,53,56,59,62,65,68],[-1,1,1,2,4,4,4,5,6,8,8,11,11,16,16,18,16,19,21,25,25,25,34,30,32,35,37,40,42,45,48,51,54,57,60,63,66,70,74,77,81]],Se=class{constructor(e,t,n,r){if(this.version=e,this.ecc=t,e<B||e>V)throw RangeError(`Version value out of range`);if(r<-1||r>7)throw RangeError(`Mask value out of range`);this.size=e*4+17;let i=Array.from({length:this.size}).fill(!1);for(let e=0;e<this.size;e++)this.modules.push(i.slice()),this.types.push(i.map(()=>0));this.drawFunctionPatterns();let a=this.addEccAndInterleave(n);if(this.drawCodewords(a),r===-1){let e=1e9;for(let t=0;t<8;t++){this.applyMask(t),this.drawFormatBits(t);let n=this.getPenaltyScore();n<e&&(r=t,e=n),this.applyMask(t)}}this.mask=r,this.applyMask(r),this.drawFormatBits(r)}size;mask;modules=[];types=[];getModule(e,t){return e>=0&&e<this.size&&t>=0&&t<this.size&&this.modules[t][e]}drawFunctionPatterns(){for(let e=0;e<this.size;e++)this.setFunctionModule(6,e,e%2==0,F.Timing),this.setFunctionModule(e,6,e%2==0,F.Timing);this.drawFinderPattern(3,3),this.drawFinderPattern(this.size-4,3),this.drawFinderPattern(3,this.size-4);let e=this.getAlignmentPatternPositions(),t=e.length;for(let n=0;n<t;n++)for(let r=0;r<t;r++)n===0&&r===0||n===0&&r===t-1||n===t-1&&r===0||this.drawAlignmentPattern(e[n],e[r]);this.drawFormatBits(0),this.drawVersion()}drawFormatBits(e){let t=this.ecc[1]<<3|e,n=t;for(let e=0;e<10;e++)n=n<<1^(n>>>9)*1335;let r=(t<<10|n)^21522;for(let e=0;e<=5;e++)this.setFunctionModule(8,e,q(r,e));this.setFunctionModule(8,7,q(r,6)),this.setFunctionModule(8,8,q(r,7)),this.setFunctionModule(7,8,q(r,8));for(let e=9;e<15;e++)this.setFunctionModule(14-e,8,q(r,e));for(let e=0;e<8;e++)this.setFunctionModule(this.size-1-e,8,q(r,e));for(let e=8;e<15;e++)this.setFunctionModule(8,this.size-15+e,q(r,e));this.setFunctionModule(8,this.size-8,!0)}drawVersion(){if(this.version<7)return;let e=this.version;for(let t=0;t<12;t++)e=e<<1^(e>>>11)*7973;let t=this.version<<12|e;for(let e=0;e<18;e++){let n=q(t,e),r=this.size-11+e%3,i=Math.floor(e/3);this.setFunctionModule(r,i,n),this.setFunctionModule(i,r,n)}}drawFinderPattern(e,t){for(let n=-4;n<=4;n++)for(let r=-4;r<=4;r++){let i=Math.max(Math.abs(r),Math.abs(n)),a=e+r,o=t+n;a>=0&&a<this.size&&o>=0&&o<this.size&&this.setFunctionModule(a,o,i!==2&&i!==4,F.Position)}}drawAlignmentPattern(e,t){for(let n=-2;n<=2;n++)for(let r=-2;r<=2;r++)this.setFunctionModule(e+r,t+n,Math.max(Math.abs(r),Math.abs(n))!==1,F.Alignment)}setFunctionModule(e,t,n,r=F.Function){this.modules[t][e]=n,this.types[t][e]=r}addEccAndInterleave(e){let t=this.version,n=this.ecc;if(e.length!==X(t,n))throw RangeError(`Invalid argument`);let r=G[n[0]][t],i=W[n[0]][t],a=Math.floor(Y(t)/8),o=r-a%r,s=Math.floor(a/r),c=[],l=Fe(i);for(let t=0,n=0;t<r;t++){let r=e.slice(n,n+s-i+(t<o?0:1));n+=r.length;let a=Ie(r,l);t<o&&r.push(0),c.push(r.concat(a))}let u=[];for(let e=0;e<c[0].length;e++)c.forEach((t,n)=>{(e!==s-i||n>=o)&&u.push(t[e])});return u}drawCodewords(e){if(e.length!==Math.floor(Y(this.version)/8))throw RangeError(`Invalid argument`);let t=0;for(let n=this.size-1;n>=1;n-=2){n===6&&(n=5);for(let r=0;r<this.size;r++)for(let i=0;i<2;i++){let a=n-i,o=n+1&2?r:this.size-1-r;!this.types[o][a]&&t<e.length*8&&(this.modules[o][a]=q(e[t>>>3],7-(t&7)),t++)}}}applyMask(e){if(e<0||e>7)throw RangeError(`Mask value out of range`);for(let t=0;t<this.size;t++)for(let n=0;n<this.size;n++){let r;switch(e){case 0:r=(n+t)%2==0;break;case 1:r=t%2==0;break;case 2:r=n%3==0;break;case 3:r=(n+t)%3==0;break;case 4:r=(Math.floor(n/3)+Math.floor(t/2))%2==0;break;case 5:r=n*t%2+n*t%3==0;break;case 6:r=(n*t%2+n*t%3)%2==0;break;case 7:r=((n+t)%2+n*t%3)%2==0;break;default:throw Error(`Unreachable`)}!this.types[t][n]&&r&&(this.modules[t][n]=!this.modules[t][n])}}getPenaltyScore(){let e=0;for(let t=0;t<this.size;t++){let n=!1,r=0,i=[0,0,0,0,0,0,0];for(let a=0;a<this.size;a++)this.modules[t][a]===n?(r++,r===5?e+=H:r>5&&e++):(this.finderPenaltyAddHistory(r,i),n||(e+=this.finderPenaltyCountPatterns(i)*U),n=this.modules[t][a],r=1);e+=this.finderPenaltyTerminateAndCount(n,r,i)*U}for(let t=0;t<this.size;t++){let n=!1,r=0,i=[0,0,0,0,0,0,0];for(let a=0;a<this.size;a++)this.modules[a][t]===n?(r++,r===5?e+=H:r>5&&e++):(this.finderPenaltyAddHistory(r,i),n||(e+=this.finderPenaltyCountPatterns(i)*U),n=this.modules[a][t],r=1);e+=this.finderPenaltyTerminateAndCount(n,r,i)*U}for(let t=0;t<this.size-1;t++)for(let n=0;n<this.size-1;n++){let r=this.modules[t][n];r===this.modules[t][n+1]&&r===this.modules[t+1][n]&&r===this.modules[t+1][n+1]&&(e+=be)}let t=0;for(let e of this.modules)t=e.reduce((e,t)=>e+ +!!t,t);let n=this.size*this.size,r=Math.ceil(Math.abs(t*20-n*10)/n)-1;return e+=r*xe,e}getAlignmentPatternPositions(){if(this.version===1)return[];{let e=Math.floor(this.version/7)+2,t=this.version===32?26:Math.ceil((this.version*4+4)/(e*2-2))*2,n=[6];for(let r=this.size-7;n.length<e;r-=t)n.splice(1,0,r);return n}}finderPenaltyCountPatterns(e){let t=e[1],n=t>0&&e[2]===t&&e[3]===t*3&&e[4]===t&&e[5]===t;return(n&&e[0]>=t*4&&e[6]>=t?1:0)+(n&&e[6]>=t*4&&e[0]>=t?1:0)}finderPenaltyTerminateAndCount(e,t,n){return e&&(this.finderPenaltyAddHistory(t,n),t=0),t+=this.size,this.finderPenaltyAddHistory(t,n),this.finderPenaltyCountPatterns(n)}finderPenaltyAddHistory(e,t){t[0]===0&&(e+=this.size),t.pop(),t.unshift(e)}};function K(e,t,n){if(t<0||t>31||e>>>t)throw RangeError(`Value out of range`);for(let r=t-1;r>=0;r--)n.push(e>>>r&1)}function q(e,t){return!!(e>>>t&1)}var J=class{constructor(e,t,n){if(this.mode=e,this.numChars=t,this.bitData=n,t<0)throw RangeError(`Invalid argument`);this.bitData=n.slice()}getData(){return this.bitData.slice()}},Ce=[1,10,12,14],we=[2,9,11,13],Te=[4,8,16,16];function Ee(e,t){return e[Math.floor((t+7)/17)+1]}function De(e){let t=[];for(let n of e)K(n,8,t);return new J(Te,e.length,t)}function Oe(e){if(!je(e))throw RangeError(`String contains non-numeric characters`);let t=[];for(let n=0;n<e.length;){let r=Math.min(e.length-n,3);K(Number.parseInt(e.substring(n,n+r),10),r*3+1,t),n+=r}return new J(Ce,e.length,t)}function ke(e){if(!Me(e))throw RangeError(`String contains unencodable characters in alphanumeric mode`);let t=[],n=0;for(;n+2<=e.length;n+=2){let r=z.indexOf(e.charAt(n))*45;r+=z.indexOf(e.charAt(n+1)),K(r,11,t)}return n<e.length&&K(z.indexOf(e.charAt(n)),6,t),new J(we,e.length,t)}function Ae(e){return e===``?[]:je(e)?[Oe(e)]:Me(e)?[ke(e)]:[De(Pe(e))]}function je(e){return ve.test(e)}function Me(e){return ye.test(e)}function Ne(e,t){let n=0;for(let r of e){let e=Ee(r.mode,t);if(r.numChars>=1<<e)return 1/0;n+=4+e+r.bitData.length}return n}function Pe(e){e=encodeURI(e);let t=[];for(let n=0;n<e.length;n++)e.charAt(n)===`%`?(t.push(Number.parseInt(e.substring(n+1,n+3),16)),n+=2):t.push(e.charCodeAt(n));return t}function Y(e){if(e<B||e>V)throw RangeError(`Version number out of range`);let t=(16*e+128)*e+64;if(e>=2){let n=Math.floor(e/7)+2;t-=(25*n-10)*n-55,e>=7&&(t-=36)}return t}function X(e,t){return Math.floor(Y(e)/8)-W[t[0]][e]*G[t[0]][e]}function Fe(e){if(e<1||e>255)throw RangeError(`Degree out of range`);let t=[];for(let n=0;n<e-1;n++)t.push(0);t.push(1);let n=1;for(let r=0;r<e;r++){for(let e=0;e<t.length;e++)t[e]=Z(t[e],n),e+1<t.length&&(t[e]^=t[e+1]);n=Z(n,2)}return t}function Ie(e,t){let n=t.map(e=>0);for(let r of e){let e=r^n.shift();n.push(0),t.forEach((t,r)=>n[r]^=Z(t,e))}return n}function Z(e,t){if(e>>>8||t>>>8)throw RangeError(`Byte out of range`);let n=0;for(let r=7;r>=0;r--)n=n<<1^(n>>>7)*285,n^=(t>>>r&1)*e;return n}function Le(e,t,n=1,r=40,i=-1,a=!0){if(!(B<=n&&n<=r&&r<=V)||i<-1||i>7)throw RangeError(`Invalid value`);let o,s;for(o=n;;o++){let n=X(o,t)*8,i=Ne(e,o);if(i<=n){s=i;break}if(o>=r)throw RangeError(`Data too long`)}for(let e of[I,L,R])a&&s<=X(o,e)*8&&(t=e);let c=[];for(let t of e){K(t.mode[0],4,c),K(t.numChars,Ee(t.mode,o),c);for(let e of t.getData())c.push(e)}let l=X(o,t)*8;K(0,Math.min(4,l-c.length),c),K(0,(8-c.length%8)%8,c);for(let e=236;c.length<l;e^=253)K(e,8,c);let u=Array.from({length:Math.ceil(c.length/8)},()=>0);return c.forEach((e,t)=>u[t>>>3]|=e<<7-(t&7)),new Se(o,t,u,i)}function Re(e,t){let{ecc:n=`L`,boostEcc:r=!1,minVersion:i=1,maxVersion:a=40,maskPattern:o=-1,border:s=1}=t||{},c=typeof e==`string`?Ae(e):Array.isArray(e)?[De(e)]:void 0;if(!c)throw Error(`uqr only supports encoding string and binary data, but got: ${typeof e}`);let l=Le(c,_e[n],i,a,o,r),u=ze({version:l.version,maskPattern:l.mask,size:l.size,data:l.modules,types:l.types},s);return t?.invert&&(u.data=u.data.map(e=>e.map(e=>!e))),t?.onEncoded?.(u),u}function ze(e,t=1){if(!t)return e;let{size:n}=e,r=n+t*2;e.size=r,e.data.forEach(e=>{for(let n=0;n<t;n++)e.unshift(!1),e.push(!1)});for(let n=0;n<t;n++)e.data.unshift(Array.from({length:r},e=>!1)),e.data.push(Array.from({length:r},e=>!1));let i=F.Border;e.types.forEach(e=>{for(let n=0;n<t;n++)e.unshift(i),e.push(i)});for(let n=0;n<t;n++)e.types.unshift(Array.from({length:r},e=>i)),e.types.push(Array.from({length:r},e=>i));return e}var Q=a();function Be({text:e,label:t,size:n=200}){let r=Re(e,{ecc:`M`,border:2}),i=``;return r.data.forEach((e,t)=>e.forEach((e,n)=>{e&&(i+=`M${n} ${t}h1v1h-1z`)})),(0,Q.jsxs)(`svg`,{className:`qr-code`,role:`img`,"aria-label":t,width:n,height:n,viewBox:`0 0 ${r.size} ${r.size}`,shapeRendering:`crispEdges`,children:[(0,Q.jsx)(`rect`,{width:r.size,height:r.size,fill:`#ffffff`}),(0,Q.jsx)(`path`,{d:i,fill:`#000000`})]})}var Ve={value:``,label:`Any`};function He({coin:e,chain:t,onChange:n}){return(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsx)(O,{label:`Coin`,value:e,onChange:e=>n({coin:e.target.value}),options:[Ve,...D.map(e=>({value:e,label:e}))]}),(0,Q.jsx)(O,{label:`Chain`,value:t,onChange:e=>n({chain:e.target.value}),options:[Ve,...Object.entries(E).map(([e,t])=>({value:e,label:t}))]})]})}u(`
  fragment DepositRow on CryptoDeposit {
    id
    coin
    chain
    amount {
      ...MoneyFields
    }
    credited {
      ...MoneyFields
    }
    offramp
    address {
      id
      customerId
    }
    createdAt
  }
`);var Ue=u(`
  query CryptoDeposits($filter: CryptoDepositFilter, $first: Int, $after: String) {
    cryptoDeposits(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          ...DepositRow
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),We=u(`
  query CryptoDeposit($id: ID!) {
    cryptoDeposit(id: $id) {
      ...DepositRow
      txHash
      logIndex
      address {
        id
        address
      }
      exchange {
        id
        rate
      }
      transaction {
        id
      }
    }
  }
`),Ge={additionalTypenames:[`CryptoDeposit`]},Ke=25,qe=Object.keys(E),Je={coin:``,chain:``,customer:``,...pe};function Ye({rows:e,caption:n}){return(0,Q.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Q.jsx)(`caption`,{className:`sr-only`,children:n}),(0,Q.jsx)(`thead`,{children:(0,Q.jsxs)(`tr`,{children:[(0,Q.jsx)(`th`,{scope:`col`,children:`Deposit`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Received`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Credited`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Chain`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Received at`})]})}),(0,Q.jsx)(`tbody`,{children:e.map(e=>(0,Q.jsxs)(`tr`,{children:[(0,Q.jsx)(`td`,{"data-label":`Deposit`,children:(0,Q.jsx)(t,{to:`/crypto/deposits/`+e.id,className:`mono`,children:e.id})}),(0,Q.jsx)(`td`,{"data-label":`Received`,children:(0,Q.jsx)(w,{money:e.amount})}),(0,Q.jsxs)(`td`,{"data-label":`Credited`,children:[(0,Q.jsx)(w,{money:e.credited}),` `,e.offramp&&(0,Q.jsx)(v,{tone:`info`,children:`Off-ramped`})]}),(0,Q.jsx)(`td`,{"data-label":`Chain`,children:E[e.chain]}),(0,Q.jsx)(`td`,{"data-label":`Customer`,children:(0,Q.jsx)(C,{id:e.address.customerId})}),(0,Q.jsx)(`td`,{"data-label":`Received at`,className:`nowrap`,children:g(e.createdAt)})]},e.id))})]})}function Xe(){let[e,t]=p(Je),n=M({coin:A(e.coin,D),chain:A(e.chain,qe),customerId:e.customer,...fe(e)}),[r,i]=l({query:Ue,variables:{filter:n,first:Ke,after:e.after||null},context:Ge}),a=r.data?.cryptoDeposits,o=ue(n);return(0,Q.jsxs)(`section`,{className:`section`,"aria-labelledby":`deposits-title`,children:[(0,Q.jsx)(`h2`,{id:`deposits-title`,children:`Deposits`}),(0,Q.jsx)(de,{label:`deposits`,one:`deposit`,many:`deposits`,u:e,set:t,defaults:Je,filtered:o,result:r,conn:a,onRetry:()=>i({requestPolicy:`network-only`}),emptyText:`No deposits yet.`,filters:t=>(0,Q.jsx)(He,{coin:e.coin,chain:e.chain,onChange:t}),children:(0,Q.jsx)(Ye,{rows:a?.edges.map(e=>e.node)??[],caption:`Deposits, newest first`})})]})}function Ze({id:e}){let[t,n]=l({query:We,variables:{id:e}}),r=t.data?.cryptoDeposit;return(0,Q.jsx)(j,{title:`Deposit ${e}`,what:`deposit ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/crypto/deposits`,label:`All deposits`},children:r&&(0,Q.jsx)(m,{items:[[`Received`,(0,Q.jsx)(w,{money:r.amount})],[`Credited`,(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsx)(w,{money:r.credited}),` `,r.offramp?`to the organization’s USD wallet`:`to the customer’s crypto wallet`]})],[`Conversion`,r.exchange?(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsx)(k,{id:r.exchange.id}),` at `,r.exchange.rate]}):`None`],[`Address`,(0,Q.jsx)(k,{id:r.address.id})],[`Customer`,(0,Q.jsx)(C,{id:r.address.customerId})],[`Chain`,`${r.coin} on ${E[r.chain]}`],[`Transaction hash`,(0,Q.jsx)(`code`,{children:r.txHash})],[`Log index`,String(r.logIndex)],[`Ledger transaction`,(0,Q.jsx)(k,{id:r.transaction.id})],[`Received at`,g(r.createdAt)]]})})}var Qe=u(`
  query CustomerAddresses($id: ID!) {
    customer(id: $id) {
      id
      firstName
      lastName
      email
      depositAddresses(first: 100) {
        edges {
          node {
            id
            address
            coin
            chain
            offramp
            active
            createdAt
          }
        }
      }
    }
  }
`),$e=u(`
  mutation CreateDepositAddress($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      id
    }
  }
`),et=u(`
  query DepositAddress($id: ID!) {
    depositAddress(id: $id) {
      id
      address
      coin
      chain
      offramp
      active
      customerId
      createdAt
      updatedAt
    }
    cryptoDeposits(filter: { addressId: $id }, first: 20) {
      totalCount
      edges {
        node {
          ...DepositRow
        }
      }
    }
  }
`),tt=u(`
  mutation SetOfframp($id: ID!, $offramp: Boolean!) {
    updateDepositAddress(id: $id, offramp: $offramp) {
      id
      offramp
      updatedAt
    }
  }
`),nt={additionalTypenames:[`DepositAddress`,`CryptoDeposit`]};function rt({customerId:e}){let t=n(),[r,a]=(0,P.useState)(`USDC`),[s,c]=(0,P.useState)(`BASE`),[l,u]=(0,P.useState)(!1),[f,p]=d($e),m=T[r],h=e=>{a(e),T[e].includes(s)||c(T[e][0])};return(0,Q.jsxs)(`form`,{className:`inline-form`,onSubmit:async n=>{n.preventDefault();let a=await p({input:{customerId:e,coin:r,chain:s,offramp:l}},{additionalTypenames:[`DepositAddress`]});a.data&&t(i(`/crypto/addresses/`+a.data.createDepositAddress.id))},"aria-label":`New deposit address`,children:[(0,Q.jsx)(O,{label:`Coin`,value:r,onChange:e=>h(e.target.value),options:D.map(e=>({value:e,label:e}))}),(0,Q.jsx)(O,{label:`Chain`,value:s,onChange:e=>c(e.target.value),options:m.map(e=>({value:e,label:E[e]}))}),(0,Q.jsxs)(`label`,{className:`check`,children:[(0,Q.jsx)(`input`,{type:`checkbox`,checked:l,onChange:e=>u(e.target.checked)}),`Off-ramp: convert deposits to USD`]}),(0,Q.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:f.fetching,children:`Create a deposit address`}),(0,Q.jsx)(o,{error:f.error})]})}function it(){let e=f(),[n,r]=p({customer:``}),[i,a]=l({query:Qe,variables:{id:n.customer},pause:!n.customer,context:nt}),o=i.data?.customer,s=o?.depositAddresses.edges??[];return(0,Q.jsxs)(`section`,{className:`section`,"aria-labelledby":`addresses-title`,children:[(0,Q.jsx)(`h2`,{id:`addresses-title`,children:`Deposit addresses`}),(0,Q.jsx)(`p`,{className:`section-text`,children:`Each customer has their own addresses, one per coin and chain they receive on.`}),n.customer?(0,Q.jsx)(h,{loading:!i.data&&!i.error,error:i.error,onRetry:()=>a({requestPolicy:`network-only`}),empty:!!i.data&&!o,emptyMessage:(0,Q.jsxs)(`p`,{children:[`There is no customer `,n.customer,` in this organization and mode.`]}),children:o&&(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsxs)(`p`,{children:[`Addresses of `,(0,Q.jsxs)(C,{id:o.id,children:[o.firstName,` `,o.lastName]}),` (`,o.email,`).`,` `,(0,Q.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:()=>r({customer:``}),children:`Another customer`})]}),e(`MONEY`)&&(0,Q.jsx)(rt,{customerId:o.id}),s.length===0?(0,Q.jsx)(`div`,{className:`empty`,children:(0,Q.jsx)(`p`,{children:`This customer has no deposit address yet.`})}):(0,Q.jsx)(`div`,{className:`table-wrap`,children:(0,Q.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Q.jsx)(`caption`,{className:`sr-only`,children:`The customer’s deposit addresses`}),(0,Q.jsx)(`thead`,{children:(0,Q.jsxs)(`tr`,{children:[(0,Q.jsx)(`th`,{scope:`col`,children:`Address`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Coin`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Chain`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Off-ramp`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,Q.jsx)(`tbody`,{children:s.map(({node:e})=>(0,Q.jsxs)(`tr`,{children:[(0,Q.jsx)(`td`,{"data-label":`Address`,children:(0,Q.jsx)(t,{to:`/crypto/addresses/`+e.id,className:`mono address-text`,children:e.address})}),(0,Q.jsx)(`td`,{"data-label":`Coin`,children:e.coin}),(0,Q.jsx)(`td`,{"data-label":`Chain`,children:E[e.chain]}),(0,Q.jsx)(`td`,{"data-label":`Off-ramp`,children:e.offramp?(0,Q.jsx)(v,{tone:`info`,children:`On`}):(0,Q.jsx)(v,{children:`Off`})}),(0,Q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:g(e.createdAt)})]},e.id))})]})})]})}):(0,Q.jsx)(b,{label:`Find a customer`,onPick:e=>r({customer:e})})]})}function at({id:e}){let t=f(),[n,r]=l({query:et,variables:{id:e},context:nt}),[i,a]=d(tt),s=n.data?.depositAddress,c=n.data?.cryptoDeposits;return(0,Q.jsx)(j,{title:`Deposit address ${e}`,what:`deposit address ${e}`,result:n,reexecute:r,found:!!s,back:{to:`/crypto/addresses`,label:`Deposit addresses`},children:s&&(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsxs)(`div`,{className:`address-box`,children:[(0,Q.jsx)(Be,{text:s.address,label:`QR code of the address ${s.address}`}),(0,Q.jsxs)(`div`,{children:[(0,Q.jsx)(`p`,{className:`address-text`,"data-testid":`address`,children:s.address}),(0,Q.jsx)(_,{text:s.address,label:`Copy address`}),(0,Q.jsx)(m,{items:[[`Coin`,s.coin],[`Chain`,E[s.chain]],[`Customer`,(0,Q.jsx)(C,{id:s.customerId})],[`Off-ramp`,s.offramp?`On: deposits are converted to USD into the organization’s wallet`:`Off: deposits credit the customer’s crypto wallet`],[`Active`,s.active?`Yes`:`No`],[`Created`,g(s.createdAt)]]}),t(`MONEY`)&&(0,Q.jsx)(`button`,{type:`button`,className:`button`,disabled:i.fetching,onClick:()=>a({id:s.id,offramp:!s.offramp}),children:s.offramp?`Turn the off-ramp off`:`Turn the off-ramp on`}),(0,Q.jsx)(o,{error:i.error})]})]}),(0,Q.jsxs)(`section`,{className:`section`,"aria-labelledby":`address-deposits`,children:[(0,Q.jsx)(`h2`,{id:`address-deposits`,children:`Deposits`}),(0,Q.jsx)(ce,{addressId:s.id,coin:s.coin}),c&&c.edges.length>0?(0,Q.jsx)(`div`,{className:`table-wrap`,children:(0,Q.jsx)(Ye,{rows:c.edges.map(e=>e.node),caption:`Deposits to this address, newest first`})}):(0,Q.jsx)(`div`,{className:`empty`,children:(0,Q.jsx)(`p`,{children:`No deposit to this address yet.`})})]})]})})}function ot(e,t){let n={};se(e.coin)||(n.coin=`Choose a coin.`),ae(e.chain)?le(e.coin,e.chain)||(n.chain=`${e.coin} is not on this chain.`):n.chain=`Choose a chain.`;let r=e.address.trim();r===``?n.address=`Enter the address to send to.`:t?t.valid||(n.address=t.message||`This is not an address on the chain.`):n.address=`The address is being checked.`;let i=ie(e.amount,6);return i.ok||(n.amount=i.message),e.reference.trim().length>100&&(n.reference=`At most 100 characters.`),!i.ok||Object.keys(n).length>0?{ok:!1,problems:n}:{ok:!0,input:{coin:e.coin,chain:e.chain,address:t?.address||r,amount:i.minor,reason:e.reason.trim()||null,reference:e.reference.trim()||null,fundingSource:`USD`}}}var st=u(`
  query CryptoWithdrawals($filter: CryptoWithdrawalFilter, $first: Int, $after: String) {
    cryptoWithdrawals(filter: $filter, first: $first, after: $after) {
      totalCount
      edges {
        node {
          id
          reference
          address
          chain
          amount {
            ...MoneyFields
          }
          status
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`),ct=u(`
  query CryptoWithdrawal($id: ID!) {
    cryptoWithdrawal(id: $id) {
      id
      reference
      address
      chain
      coin
      amount {
        ...MoneyFields
      }
      cost {
        ...MoneyFields
      }
      fee {
        ...MoneyFields
      }
      hash
      status
      reason
      failureReason
      createdAt
      updatedAt
    }
  }
`),lt=u(`
  query CheckChainAddress($chain: Chain!, $address: String!) {
    checkChainAddress(chain: $chain, address: $address) {
      valid
      address
      message
    }
  }
`),ut=u(`
  mutation CreateCryptoWithdrawal($input: CreateCryptoWithdrawalInput!) {
    createCryptoWithdrawal(input: $input) {
      id
    }
  }
`),dt={additionalTypenames:[`CryptoWithdrawal`]},ft=25,$=[`PENDING`,`SUCCESS`,`FAILED`],pt=Object.keys(E),mt={status:``,coin:``,chain:``,...pe};function ht(){let e=f(),[n,r]=p(mt),i=M({status:A(n.status,$),coin:A(n.coin,D),chain:A(n.chain,pt),...fe(n)}),[a,o]=l({query:st,variables:{filter:i,first:ft,after:n.after||null},context:dt}),s=a.data?.cryptoWithdrawals,c=ue(i);return(0,Q.jsxs)(`section`,{className:`section`,"aria-labelledby":`withdrawals-title`,children:[(0,Q.jsxs)(`div`,{className:`section-head`,children:[(0,Q.jsx)(`h2`,{id:`withdrawals-title`,children:`Withdrawals`}),e(`MONEY`)&&(0,Q.jsx)(t,{to:`/crypto/withdrawals/new`,className:`button button-primary`,children:`New withdrawal`})]}),(0,Q.jsx)(de,{label:`withdrawals`,one:`withdrawal`,many:`withdrawals`,u:n,set:r,defaults:mt,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No withdrawals yet.`,filters:e=>(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsx)(O,{label:`Status`,value:n.status,onChange:t=>e({status:t.target.value}),options:x($)}),(0,Q.jsx)(He,{coin:n.coin,chain:n.chain,onChange:e})]}),children:(0,Q.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Q.jsx)(`caption`,{className:`sr-only`,children:`Withdrawals, newest first`}),(0,Q.jsx)(`thead`,{children:(0,Q.jsxs)(`tr`,{children:[(0,Q.jsx)(`th`,{scope:`col`,children:`Withdrawal`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Amount`}),(0,Q.jsx)(`th`,{scope:`col`,children:`To`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Status`}),(0,Q.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,Q.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,Q.jsxs)(`tr`,{children:[(0,Q.jsxs)(`td`,{"data-label":`Withdrawal`,children:[(0,Q.jsx)(t,{to:`/crypto/withdrawals/`+e.id,className:`mono`,children:e.id}),(0,Q.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,Q.jsx)(`td`,{"data-label":`Amount`,children:(0,Q.jsx)(w,{money:e.amount})}),(0,Q.jsxs)(`td`,{"data-label":`To`,children:[(0,Q.jsx)(`span`,{className:`mono address-text`,children:e.address}),` `,(0,Q.jsxs)(`span`,{className:`muted`,children:[`on `,E[e.chain]]})]}),(0,Q.jsx)(`td`,{"data-label":`Status`,children:(0,Q.jsx)(S,{status:e.status})}),(0,Q.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:g(e.createdAt)})]},e.id))})]})})]})}function gt(){let e=c(),a=n(),[s,l]=(0,P.useState)({coin:`USDC`,chain:`BASE`,address:``,amount:``,reason:``,reference:``}),[u,f]=(0,P.useState)({}),[p,m]=d(ut),h=s.address.trim(),g=h?{chain:s.chain,address:h}:null,_=te(g,async t=>{let n=await e.query(lt,t,{requestPolicy:`network-only`}).toPromise();if(n.error||!n.data)throw n.error??Error(`No answer.`);return n.data.checkChainAddress}),v=ee(_,g),y=e=>l({...s,coin:e,chain:T[e].includes(s.chain)?s.chain:T[e][0]}),b=async e=>{e.preventDefault();let t=ot(s,v);if(!t.ok)return f(t.problems);f({});let n=await m({input:t.input},{additionalTypenames:[`CryptoWithdrawal`,`Wallet`,`Hold`]});n.data&&a(i(`/crypto/withdrawals/`+n.data.createCryptoWithdrawal.id))},x=he(p.error),S=e=>u[e]??x[e]?.join(` `),C=me(x,[`coin`,`chain`,`address`,`amount`,`reason`,`reference`]);return(0,Q.jsxs)(r,{title:`New withdrawal`,description:`Send stablecoin to an address, paid from the organization’s USD wallet with the chain’s network fee.`,children:[(0,Q.jsx)(`p`,{className:`breadcrumb`,children:(0,Q.jsx)(t,{to:`/crypto/withdrawals`,children:`← Withdrawals`})}),(0,Q.jsxs)(`form`,{className:`form narrow`,onSubmit:b,noValidate:!0,children:[(0,Q.jsxs)(`div`,{className:`form-grid`,children:[(0,Q.jsx)(O,{label:`Coin`,value:s.coin,onChange:e=>y(e.target.value),options:D.map(e=>({value:e,label:e}))}),(0,Q.jsx)(O,{label:`Chain`,value:s.chain,onChange:e=>l({...s,chain:e.target.value}),options:T[s.coin].map(e=>({value:e,label:E[e]}))})]}),(0,Q.jsx)(ne,{label:`Address`,value:s.address,onChange:e=>l({...s,address:e.target.value}),state:_,validText:`A valid ${E[s.chain]} address`,problem:S(`address`)}),(0,Q.jsx)(N,{label:`Amount (${s.coin.toLowerCase()})`,inputMode:`decimal`,autoComplete:`off`,value:s.amount,onChange:e=>l({...s,amount:e.target.value}),problem:S(`amount`),hint:`Up to 6 decimals. Its cost in dollars is rounded up to the cent.`}),(0,Q.jsx)(N,{label:`Reason`,value:s.reason,onChange:e=>l({...s,reason:e.target.value}),problem:S(`reason`),autoComplete:`off`}),(0,Q.jsx)(N,{label:`Reference`,value:s.reference,onChange:e=>l({...s,reference:e.target.value}),problem:S(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),C.length>0?(0,Q.jsx)(`p`,{className:`form-error`,role:`alert`,children:C.join(` `)}):Object.keys(x).length===0&&(0,Q.jsx)(o,{error:p.error}),(0,Q.jsx)(`div`,{className:`form-actions`,children:(0,Q.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:p.fetching||v!==void 0&&!v.valid,children:`Send`})})]})]})}function _t({id:e}){let[t,n]=l({query:ct,variables:{id:e}}),r=t.data?.cryptoWithdrawal;return(0,Q.jsx)(j,{title:`Withdrawal ${e}`,what:`withdrawal ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/crypto/withdrawals`,label:`All withdrawals`},children:r&&(0,Q.jsxs)(Q.Fragment,{children:[(0,Q.jsx)(`p`,{children:(0,Q.jsx)(S,{status:r.status})}),(0,Q.jsx)(oe,{id:r.id,status:r.status}),(0,Q.jsx)(m,{items:[[`Amount`,(0,Q.jsx)(w,{money:r.amount})],[`Cost`,(0,Q.jsx)(w,{money:r.cost})],[`Network fee`,(0,Q.jsx)(w,{money:r.fee})],[`Paid from the USD wallet`,re({...r.cost,amount:(BigInt(r.cost.amount)+BigInt(r.fee.amount)).toString()})],[`To`,(0,Q.jsx)(`span`,{className:`mono address-text`,children:r.address})],[`Chain`,`${r.coin} on ${E[r.chain]}`],[`Transaction hash`,r.hash?(0,Q.jsx)(`code`,{children:r.hash}):`Not sent yet`],[`Reference`,(0,Q.jsx)(`code`,{children:r.reference})],[`Reason`,r.reason||`—`],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,g(r.createdAt)],[`Updated`,g(r.updatedAt)]]})]})})}var vt=[{tab:`addresses`,to:`/crypto/addresses`,label:`Deposit addresses`},{tab:`deposits`,to:`/crypto/deposits`,label:`Deposits`},{tab:`withdrawals`,to:`/crypto/withdrawals`,label:`Withdrawals`}];function yt({rest:e}){let n=f(),[,i=`addresses`,a,o]=e.split(`/`),s=vt.find(e=>e.tab===i);if(!s||o!==void 0)return(0,Q.jsxs)(r,{title:`Page not found`,children:[(0,Q.jsx)(`p`,{children:`There is no such page of crypto.`}),(0,Q.jsx)(`p`,{children:(0,Q.jsx)(t,{to:`/crypto`,children:`Go to crypto`})})]});if(a){let e=decodeURIComponent(a);return s.tab===`addresses`?(0,Q.jsx)(at,{id:e},e):s.tab===`deposits`?(0,Q.jsx)(Ze,{id:e},e):e===`new`&&n(`MONEY`)?(0,Q.jsx)(gt,{}):(0,Q.jsx)(_t,{id:e},e)}return(0,Q.jsxs)(r,{title:`Crypto`,description:`Stablecoin received on the customers’ addresses, and sent from the organization’s USD wallet.`,children:[(0,Q.jsx)(y,{label:`Crypto`,tabs:vt.map(e=>({to:e.to,label:e.label,current:e.tab===s.tab}))}),s.tab===`addresses`&&(0,Q.jsx)(it,{}),s.tab===`deposits`&&(0,Q.jsx)(Xe,{}),s.tab===`withdrawals`&&(0,Q.jsx)(ht,{})]})}export{yt as default};