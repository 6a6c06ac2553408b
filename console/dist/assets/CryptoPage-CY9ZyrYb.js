import{C as e,a as t,b as n,m as r,o as i,p as a,t as o,u as s}from"./Page-C9MDVgOt.js";import{A as c,M as l,g as u,j as d,t as f}from"./index-pmXXdgtl.js";import{t as p}from"./urlState-Dw1W3PvB.js";import{n as m}from"./format-DnCTM5RU.js";import{a as h,c as g,i as _,t as v,u as y}from"./ui-BziqVj4l.js";import{i as b,n as ee,r as te,t as ne}from"./CheckedField-Bwl5oSN4.js";import{a as x,i as S,n as C,t as w}from"./ui-BIvR18La.js";import{i as re}from"./filters-CXIFxy6D.js";import{a as T,c as ie,i as ae,l as oe,o as E,s as D,t as se,u as ce}from"./actions-BfWFhfNR.js";import{a as O}from"./ui-C6rDS8W6.js";import{r as k}from"./Events-DgVW6jsO.js";import{a as A,i as le,n as ue,o as de,r as fe,t as j}from"./ObjectPage-BoU_fdlj.js";import{n as pe,t as me}from"./fields-3GVtopdl.js";import{n as he,t as ge}from"./money-CHqc_1k8.js";import{t as M}from"./Field-Hwjir-5s.js";var N=e(n(),1),P=(e=>(e[e.Border=-1]=`Border`,e[e.Data=0]=`Data`,e[e.Function=1]=`Function`,e[e.Position=2]=`Position`,e[e.Timing=3]=`Timing`,e[e.Alignment=4]=`Alignment`,e))(P||{}),_e=[0,1],F=[1,0],I=[2,3],L=[3,2],ve={L:_e,M:F,Q:I,H:L},ye=/^\d*$/,be=/^[A-Z0-9 $%*+./:-]*$/,R=`0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:`,z=1,B=40,V=3,xe=3,H=40,Se=10,U=[[-1,7,10,15,20,26,18,20,24,30,18,20,24,26,30,22,24,28,30,28,28,28,28,30,30,26,28,30,30,30,30,30,30,30,30,30,30,30,30,30,30],[-1,10,16,26,18,24,16,18,22,22,26,30,22,22,24,24,28,28,26,26,26,26,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28,28],[-1,13,22,18,26,18,24,18,22,20,24,28,26,24,20,30,24,28,28,26,30,28,30,30,30,30,28,30,30,30,30,30,30,30,30,30,30,30,30,30,30],[-1,17,28,22,16,22,28,26,26,24,28,24,28,22,24,24,30,28,28,26,28,30,24,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30,30]],W=[[-1,1,1,1,1,1,2,2,2,2,4,4,4,4,4,6,6,6,6,7,8,8,9,9,10,12,12,12,13,14,15,16,17,18,19,19,20,21,22,24,25],[-1,1,1,1,2,2,4,4,4,5,5,5,8,9,9,10,10,11,13,14,16,17,17,18,20,21,23,25,26,28,29,31,33,35,37,38,40,43,45,47,49],[-1,1,1,2,2,4,4,6,6,8,8,8,10,12,16,12,17,16,18,21,20,23,23,25,27,29,34,34,35,38,40,43,45,48,51,53,56,59,62,65,68],[-1,1,1,2,4,4,4,5,6,8,8,11,11,16,16,18,16,19,21,25,25,25,34,30,32,35,37,40,42,45,48,51,54,57,60,63,66,70,74,77,81]],Ce=class{constructor(e,t,n,r){if(this.version=e,this.ecc=t,e<z||e>B)throw RangeError(`Version value out of range`);if(r<-1||r>7)throw RangeError(`Mask value out of range`);this.size=e*4+17;let i=Array.from({length:this.size}).fill(!1);for(let e=0;e<this.size;e++)this.modules.push(i.slice()),this.types.push(i.map(()=>0));this.drawFunctionPatterns();let a=this.addEccAndInterleave(n);if(this.drawCodewords(a),r===-1){let e=1e9;for(let t=0;t<8;t++){this.applyMask(t),this.drawFormatBits(t);let n=this.getPenaltyScore();n<e&&(r=t,e=n),this.applyMask(t)}}this.mask=r,this.applyMask(r),this.drawFormatBits(r)}size;mask;modules=[];types=[];getModule(e,t){return e>=0&&e<this.size&&t>=0&&t<this.size&&this.modules[t][e]}drawFunctionPatterns(){for(let e=0;e<this.size;e++)this.setFunctionModule(6,e,e%2==0,P.Timing),this.setFunctionModule(e,6,e%2==0,P.Timing);this.drawFinderPattern(3,3),this.drawFinderPattern(this.size-4,3),this.drawFinderPattern(3,this.size-4);let e=this.getAlignmentPatternPositions(),t=e.length;for(let n=0;n<t;n++)for(let r=0;r<t;r++)n===0&&r===0||n===0&&r===t-1||n===t-1&&r===0||this.drawAlignmentPattern(e[n],e[r]);this.drawFormatBits(0),this.drawVersion()}drawFormatBits(e){let t=this.ecc[1]<<3|e,n=t;for(let e=0;e<10;e++)n=n<<1^(n>>>9)*1335;let r=(t<<10|n)^21522;for(let e=0;e<=5;e++)this.setFunctionModule(8,e,K(r,e));this.setFunctionModule(8,7,K(r,6)),this.setFunctionModule(8,8,K(r,7)),this.setFunctionModule(7,8,K(r,8));for(let e=9;e<15;e++)this.setFunctionModule(14-e,8,K(r,e));for(let e=0;e<8;e++)this.setFunctionModule(this.size-1-e,8,K(r,e));for(let e=8;e<15;e++)this.setFunctionModule(8,this.size-15+e,K(r,e));this.setFunctionModule(8,this.size-8,!0)}drawVersion(){if(this.version<7)return;let e=this.version;for(let t=0;t<12;t++)e=e<<1^(e>>>11)*7973;let t=this.version<<12|e;for(let e=0;e<18;e++){let n=K(t,e),r=this.size-11+e%3,i=Math.floor(e/3);this.setFunctionModule(r,i,n),this.setFunctionModule(i,r,n)}}drawFinderPattern(e,t){for(let n=-4;n<=4;n++)for(let r=-4;r<=4;r++){let i=Math.max(Math.abs(r),Math.abs(n)),a=e+r,o=t+n;a>=0&&a<this.size&&o>=0&&o<this.size&&this.setFunctionModule(a,o,i!==2&&i!==4,P.Position)}}drawAlignmentPattern(e,t){for(let n=-2;n<=2;n++)for(let r=-2;r<=2;r++)this.setFunctionModule(e+r,t+n,Math.max(Math.abs(r),Math.abs(n))!==1,P.Alignment)}setFunctionModule(e,t,n,r=P.Function){this.modules[t][e]=n,this.types[t][e]=r}addEccAndInterleave(e){let t=this.version,n=this.ecc;if(e.length!==Y(t,n))throw RangeError(`Invalid argument`);let r=W[n[0]][t],i=U[n[0]][t],a=Math.floor(J(t)/8),o=r-a%r,s=Math.floor(a/r),c=[],l=Ie(i);for(let t=0,n=0;t<r;t++){let r=e.slice(n,n+s-i+(t<o?0:1));n+=r.length;let a=Le(r,l);t<o&&r.push(0),c.push(r.concat(a))}let u=[];for(let e=0;e<c[0].length;e++)c.forEach((t,n)=>{(e!==s-i||n>=o)&&u.push(t[e])});return u}drawCodewords(e){if(e.length!==Math.floor(J(this.version)/8))throw RangeError(`Invalid argument`);let t=0;for(let n=this.size-1;n>=1;n-=2){n===6&&(n=5);for(let r=0;r<this.size;r++)for(let i=0;i<2;i++){let a=n-i,o=n+1&2?r:this.size-1-r;!this.types[o][a]&&t<e.length*8&&(this.modules[o][a]=K(e[t>>>3],7-(t&7)),t++)}}}applyMask(e){if(e<0||e>7)throw RangeError(`Mask value out of range`);for(let t=0;t<this.size;t++)for(let n=0;n<this.size;n++){let r;switch(e){case 0:r=(n+t)%2==0;break;case 1:r=t%2==0;break;case 2:r=n%3==0;break;case 3:r=(n+t)%3==0;break;case 4:r=(Math.floor(n/3)+Math.floor(t/2))%2==0;break;case 5:r=n*t%2+n*t%3==0;break;case 6:r=(n*t%2+n*t%3)%2==0;break;case 7:r=((n+t)%2+n*t%3)%2==0;break;default:throw Error(`Unreachable`)}!this.types[t][n]&&r&&(this.modules[t][n]=!this.modules[t][n])}}getPenaltyScore(){let e=0;for(let t=0;t<this.size;t++){let n=!1,r=0,i=[0,0,0,0,0,0,0];for(let a=0;a<this.size;a++)this.modules[t][a]===n?(r++,r===5?e+=V:r>5&&e++):(this.finderPenaltyAddHistory(r,i),n||(e+=this.finderPenaltyCountPatterns(i)*H),n=this.modules[t][a],r=1);e+=this.finderPenaltyTerminateAndCount(n,r,i)*H}for(let t=0;t<this.size;t++){let n=!1,r=0,i=[0,0,0,0,0,0,0];for(let a=0;a<this.size;a++)this.modules[a][t]===n?(r++,r===5?e+=V:r>5&&e++):(this.finderPenaltyAddHistory(r,i),n||(e+=this.finderPenaltyCountPatterns(i)*H),n=this.modules[a][t],r=1);e+=this.finderPenaltyTerminateAndCount(n,r,i)*H}for(let t=0;t<this.size-1;t++)for(let n=0;n<this.size-1;n++){let r=this.modules[t][n];r===this.modules[t][n+1]&&r===this.modules[t+1][n]&&r===this.modules[t+1][n+1]&&(e+=xe)}let t=0;for(let e of this.modules)t=e.reduce((e,t)=>e+ +!!t,t);let n=this.size*this.size,r=Math.ceil(Math.abs(t*20-n*10)/n)-1;return e+=r*Se,e}getAlignmentPatternPositions(){if(this.version===1)return[];{let e=Math.floor(this.version/7)+2,t=this.version===32?26:Math.ceil((this.version*4+4)/(e*2-2))*2,n=[6];for(let r=this.size-7;n.length<e;r-=t)n.splice(1,0,r);return n}}finderPenaltyCountPatterns(e){let t=e[1],n=t>0&&e[2]===t&&e[3]===t*3&&e[4]===t&&e[5]===t;return(n&&e[0]>=t*4&&e[6]>=t?1:0)+(n&&e[6]>=t*4&&e[0]>=t?1:0)}finderPenaltyTerminateAndCount(e,t,n){return e&&(this.finderPenaltyAddHistory(t,n),t=0),t+=this.size,this.finderPenaltyAddHistory(t,n),this.finderPenaltyCountPatterns(n)}finderPenaltyAddHistory(e,t){t[0]===0&&(e+=this.size),t.pop(),t.unshift(e)}};function G(e,t,n){if(t<0||t>31||e>>>t)throw RangeError(`Value out of range`);for(let r=t-1;r>=0;r--)n.push(e>>>r&1)}function K(e,t){return!!(e>>>t&1)}var q=class{constructor(e,t,n){if(this.mode=e,this.numChars=t,this.bitData=n,t<0)throw RangeError(`Invalid argument`);this.bitData=n.slice()}getData(){return this.bitData.slice()}},we=[1,10,12,14],Te=[2,9,11,13],Ee=[4,8,16,16];function De(e,t){return e[Math.floor((t+7)/17)+1]}function Oe(e){let t=[];for(let n of e)G(n,8,t);return new q(Ee,e.length,t)}function ke(e){if(!Me(e))throw RangeError(`String contains non-numeric characters`);let t=[];for(let n=0;n<e.length;){let r=Math.min(e.length-n,3);G(Number.parseInt(e.substring(n,n+r),10),r*3+1,t),n+=r}return new q(we,e.length,t)}function Ae(e){if(!Ne(e))throw RangeError(`String contains unencodable characters in alphanumeric mode`);let t=[],n=0;for(;n+2<=e.length;n+=2){let r=R.indexOf(e.charAt(n))*45;r+=R.indexOf(e.charAt(n+1)),G(r,11,t)}return n<e.length&&G(R.indexOf(e.charAt(n)),6,t),new q(Te,e.length,t)}function je(e){return e===``?[]:Me(e)?[ke(e)]:Ne(e)?[Ae(e)]:[Oe(Fe(e))]}function Me(e){return ye.test(e)}function Ne(e){return be.test(e)}function Pe(e,t){let n=0;for(let r of e){let e=De(r.mode,t);if(r.numChars>=1<<e)return 1/0;n+=4+e+r.bitData.length}return n}function Fe(e){e=encodeURI(e);let t=[];for(let n=0;n<e.length;n++)e.charAt(n)===`%`?(t.push(Number.parseInt(e.substring(n+1,n+3),16)),n+=2):t.push(e.charCodeAt(n));return t}function J(e){if(e<z||e>B)throw RangeError(`Version number out of range`);let t=(16*e+128)*e+64;if(e>=2){let n=Math.floor(e/7)+2;t-=(25*n-10)*n-55,e>=7&&(t-=36)}return t}function Y(e,t){return Math.floor(J(e)/8)-U[t[0]][e]*W[t[0]][e]}function Ie(e){if(e<1||e>255)throw RangeError(`Degree out of range`);let t=[];for(let n=0;n<e-1;n++)t.push(0);t.push(1);let n=1;for(let r=0;r<e;r++){for(let e=0;e<t.length;e++)t[e]=X(t[e],n),e+1<t.length&&(t[e]^=t[e+1]);n=X(n,2)}return t}function Le(e,t){let n=t.map(e=>0);for(let r of e){let e=r^n.shift();n.push(0),t.forEach((t,r)=>n[r]^=X(t,e))}return n}function X(e,t){if(e>>>8||t>>>8)throw RangeError(`Byte out of range`);let n=0;for(let r=7;r>=0;r--)n=n<<1^(n>>>7)*285,n^=(t>>>r&1)*e;return n}function Re(e,t,n=1,r=40,i=-1,a=!0){if(!(z<=n&&n<=r&&r<=B)||i<-1||i>7)throw RangeError(`Invalid value`);let o,s;for(o=n;;o++){let n=Y(o,t)*8,i=Pe(e,o);if(i<=n){s=i;break}if(o>=r)throw RangeError(`Data too long`)}for(let e of[F,I,L])a&&s<=Y(o,e)*8&&(t=e);let c=[];for(let t of e){G(t.mode[0],4,c),G(t.numChars,De(t.mode,o),c);for(let e of t.getData())c.push(e)}let l=Y(o,t)*8;G(0,Math.min(4,l-c.length),c),G(0,(8-c.length%8)%8,c);for(let e=236;c.length<l;e^=253)G(e,8,c);let u=Array.from({length:Math.ceil(c.length/8)},()=>0);return c.forEach((e,t)=>u[t>>>3]|=e<<7-(t&7)),new Ce(o,t,u,i)}function ze(e,t){let{ecc:n=`L`,boostEcc:r=!1,minVersion:i=1,maxVersion:a=40,maskPattern:o=-1,border:s=1}=t||{},c=typeof e==`string`?je(e):Array.isArray(e)?[Oe(e)]:void 0;if(!c)throw Error(`uqr only supports encoding string and binary data, but got: ${typeof e}`);let l=Re(c,ve[n],i,a,o,r),u=Be({version:l.version,maskPattern:l.mask,size:l.size,data:l.modules,types:l.types},s);return t?.invert&&(u.data=u.data.map(e=>e.map(e=>!e))),t?.onEncoded?.(u),u}function Be(e,t=1){if(!t)return e;let{size:n}=e,r=n+t*2;e.size=r,e.data.forEach(e=>{for(let n=0;n<t;n++)e.unshift(!1),e.push(!1)});for(let n=0;n<t;n++)e.data.unshift(Array.from({length:r},e=>!1)),e.data.push(Array.from({length:r},e=>!1));let i=P.Border;e.types.forEach(e=>{for(let n=0;n<t;n++)e.unshift(i),e.push(i)});for(let n=0;n<t;n++)e.types.unshift(Array.from({length:r},e=>i)),e.types.push(Array.from({length:r},e=>i));return e}var Z=r();function Ve({text:e,label:t,size:n=200}){let r=ze(e,{ecc:`M`,border:2}),i=``;return r.data.forEach((e,t)=>e.forEach((e,n)=>{e&&(i+=`M${n} ${t}h1v1h-1z`)})),(0,Z.jsxs)(`svg`,{className:`qr-code`,role:`img`,"aria-label":t,width:n,height:n,viewBox:`0 0 ${r.size} ${r.size}`,shapeRendering:`crispEdges`,children:[(0,Z.jsx)(`rect`,{width:r.size,height:r.size,fill:`#ffffff`}),(0,Z.jsx)(`path`,{d:i,fill:`#000000`})]})}var He={value:``,label:`Any`};function Ue({coin:e,chain:t,onChange:n}){return(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsx)(O,{label:`Coin`,value:e,onChange:e=>n({coin:e.target.value}),options:[He,...D.map(e=>({value:e,label:e}))]}),(0,Z.jsx)(O,{label:`Chain`,value:t,onChange:e=>n({chain:e.target.value}),options:[He,...Object.entries(E).map(([e,t])=>({value:e,label:t}))]})]})}u(`
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
`);var We=u(`
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
`),Ge=u(`
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
`),Ke={additionalTypenames:[`CryptoDeposit`]},qe=25,Je=Object.keys(E),Ye={coin:``,chain:``,customer:``,...fe};function Xe({rows:e,caption:t}){return(0,Z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Z.jsx)(`caption`,{className:`sr-only`,children:t}),(0,Z.jsx)(`thead`,{children:(0,Z.jsxs)(`tr`,{children:[(0,Z.jsx)(`th`,{scope:`col`,children:`Deposit`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Received`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Credited`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Chain`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Customer`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Received at`})]})}),(0,Z.jsx)(`tbody`,{children:e.map(e=>(0,Z.jsxs)(`tr`,{children:[(0,Z.jsx)(`td`,{"data-label":`Deposit`,children:(0,Z.jsx)(i,{to:`/crypto/deposits/`+e.id,className:`mono`,children:e.id})}),(0,Z.jsx)(`td`,{"data-label":`Received`,children:(0,Z.jsx)(w,{money:e.amount})}),(0,Z.jsxs)(`td`,{"data-label":`Credited`,children:[(0,Z.jsx)(w,{money:e.credited}),` `,e.offramp&&(0,Z.jsx)(v,{tone:`info`,children:`Off-ramped`})]}),(0,Z.jsx)(`td`,{"data-label":`Chain`,children:E[e.chain]}),(0,Z.jsx)(`td`,{"data-label":`Customer`,children:(0,Z.jsx)(C,{id:e.address.customerId})}),(0,Z.jsx)(`td`,{"data-label":`Received at`,className:`nowrap`,children:m(e.createdAt)})]},e.id))})]})}function Ze(){let[e,t]=p(Ye),n=re({coin:A(e.coin,D),chain:A(e.chain,Je),customerId:e.customer,...de(e)}),[r,i]=l({query:We,variables:{filter:n,first:qe,after:e.after||null},context:Ke}),a=r.data?.cryptoDeposits,o=le(n);return(0,Z.jsxs)(`section`,{className:`section`,"aria-labelledby":`deposits-title`,children:[(0,Z.jsx)(`h2`,{id:`deposits-title`,children:`Deposits`}),(0,Z.jsx)(ue,{label:`deposits`,one:`deposit`,many:`deposits`,u:e,set:t,defaults:Ye,filtered:o,result:r,conn:a,onRetry:()=>i({requestPolicy:`network-only`}),emptyText:`No deposits yet.`,filters:t=>(0,Z.jsx)(Ue,{coin:e.coin,chain:e.chain,onChange:t}),children:(0,Z.jsx)(Xe,{rows:a?.edges.map(e=>e.node)??[],caption:`Deposits, newest first`})})]})}function Qe({id:e}){let[t,n]=l({query:Ge,variables:{id:e}}),r=t.data?.cryptoDeposit;return(0,Z.jsx)(j,{title:`Deposit ${e}`,what:`deposit ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/crypto/deposits`,label:`All deposits`},children:r&&(0,Z.jsx)(h,{items:[[`Received`,(0,Z.jsx)(w,{money:r.amount})],[`Credited`,(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsx)(w,{money:r.credited}),` `,r.offramp?`to the organization’s USD wallet`:`to the customer’s crypto wallet`]})],[`Conversion`,r.exchange?(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsx)(k,{id:r.exchange.id}),` at `,r.exchange.rate]}):`None`],[`Address`,(0,Z.jsx)(k,{id:r.address.id})],[`Customer`,(0,Z.jsx)(C,{id:r.address.customerId})],[`Chain`,`${r.coin} on ${E[r.chain]}`],[`Transaction hash`,(0,Z.jsx)(`code`,{children:r.txHash})],[`Log index`,String(r.logIndex)],[`Ledger transaction`,(0,Z.jsx)(k,{id:r.transaction.id})],[`Received at`,m(r.createdAt)]]})})}var $e=u(`
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
`),et=u(`
  mutation CreateDepositAddress($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      id
    }
  }
`),tt=u(`
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
`),nt=u(`
  mutation SetOfframp($id: ID!, $offramp: Boolean!) {
    updateDepositAddress(id: $id, offramp: $offramp) {
      id
      offramp
      updatedAt
    }
  }
`),rt={additionalTypenames:[`DepositAddress`,`CryptoDeposit`]};function it({customerId:e}){let t=a(),[n,r]=(0,N.useState)(`USDC`),[i,c]=(0,N.useState)(`BASE`),[l,u]=(0,N.useState)(!1),[f,p]=d(et),m=T[n],h=e=>{r(e),T[e].includes(i)||c(T[e][0])};return(0,Z.jsxs)(`form`,{className:`inline-form`,onSubmit:async r=>{r.preventDefault();let a=await p({input:{customerId:e,coin:n,chain:i,offramp:l}},{additionalTypenames:[`DepositAddress`]});a.data&&t(s(`/crypto/addresses/`+a.data.createDepositAddress.id))},"aria-label":`New deposit address`,children:[(0,Z.jsx)(O,{label:`Coin`,value:n,onChange:e=>h(e.target.value),options:D.map(e=>({value:e,label:e}))}),(0,Z.jsx)(O,{label:`Chain`,value:i,onChange:e=>c(e.target.value),options:m.map(e=>({value:e,label:E[e]}))}),(0,Z.jsxs)(`label`,{className:`check`,children:[(0,Z.jsx)(`input`,{type:`checkbox`,checked:l,onChange:e=>u(e.target.checked)}),`Off-ramp: convert deposits to USD`]}),(0,Z.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:f.fetching,children:`Create a deposit address`}),(0,Z.jsx)(o,{error:f.error})]})}function at(){let e=f(),[t,n]=p({customer:``}),[r,a]=l({query:$e,variables:{id:t.customer},pause:!t.customer,context:rt}),o=r.data?.customer,s=o?.depositAddresses.edges??[];return(0,Z.jsxs)(`section`,{className:`section`,"aria-labelledby":`addresses-title`,children:[(0,Z.jsx)(`h2`,{id:`addresses-title`,children:`Deposit addresses`}),(0,Z.jsx)(`p`,{className:`section-text`,children:`Each customer has their own addresses, one per coin and chain they receive on.`}),t.customer?(0,Z.jsx)(g,{loading:!r.data&&!r.error,error:r.error,onRetry:()=>a({requestPolicy:`network-only`}),empty:!!r.data&&!o,emptyMessage:(0,Z.jsxs)(`p`,{children:[`There is no customer `,t.customer,` in this organization and mode.`]}),children:o&&(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsxs)(`p`,{children:[`Addresses of `,(0,Z.jsxs)(C,{id:o.id,children:[o.firstName,` `,o.lastName]}),` (`,o.email,`).`,` `,(0,Z.jsx)(`button`,{type:`button`,className:`button button-small`,onClick:()=>n({customer:``}),children:`Another customer`})]}),e(`MONEY`)&&(0,Z.jsx)(it,{customerId:o.id}),s.length===0?(0,Z.jsx)(`div`,{className:`empty`,children:(0,Z.jsx)(`p`,{children:`This customer has no deposit address yet.`})}):(0,Z.jsx)(`div`,{className:`table-wrap`,children:(0,Z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Z.jsx)(`caption`,{className:`sr-only`,children:`The customer’s deposit addresses`}),(0,Z.jsx)(`thead`,{children:(0,Z.jsxs)(`tr`,{children:[(0,Z.jsx)(`th`,{scope:`col`,children:`Address`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Coin`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Chain`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Off-ramp`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,Z.jsx)(`tbody`,{children:s.map(({node:e})=>(0,Z.jsxs)(`tr`,{children:[(0,Z.jsx)(`td`,{"data-label":`Address`,children:(0,Z.jsx)(i,{to:`/crypto/addresses/`+e.id,className:`mono address-text`,children:e.address})}),(0,Z.jsx)(`td`,{"data-label":`Coin`,children:e.coin}),(0,Z.jsx)(`td`,{"data-label":`Chain`,children:E[e.chain]}),(0,Z.jsx)(`td`,{"data-label":`Off-ramp`,children:e.offramp?(0,Z.jsx)(v,{tone:`info`,children:`On`}):(0,Z.jsx)(v,{children:`Off`})}),(0,Z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:m(e.createdAt)})]},e.id))})]})})]})}):(0,Z.jsx)(b,{label:`Find a customer`,onPick:e=>n({customer:e})})]})}function ot({id:e}){let t=f(),[n,r]=l({query:tt,variables:{id:e},context:rt}),[i,a]=d(nt),s=n.data?.depositAddress,c=n.data?.cryptoDeposits;return(0,Z.jsx)(j,{title:`Deposit address ${e}`,what:`deposit address ${e}`,result:n,reexecute:r,found:!!s,back:{to:`/crypto/addresses`,label:`Deposit addresses`},children:s&&(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsxs)(`div`,{className:`address-box`,children:[(0,Z.jsx)(Ve,{text:s.address,label:`QR code of the address ${s.address}`}),(0,Z.jsxs)(`div`,{children:[(0,Z.jsx)(`p`,{className:`address-text`,"data-testid":`address`,children:s.address}),(0,Z.jsx)(_,{text:s.address,label:`Copy address`}),(0,Z.jsx)(h,{items:[[`Coin`,s.coin],[`Chain`,E[s.chain]],[`Customer`,(0,Z.jsx)(C,{id:s.customerId})],[`Off-ramp`,s.offramp?`On: deposits are converted to USD into the organization’s wallet`:`Off: deposits credit the customer’s crypto wallet`],[`Active`,s.active?`Yes`:`No`],[`Created`,m(s.createdAt)]]}),t(`MONEY`)&&(0,Z.jsx)(`button`,{type:`button`,className:`button`,disabled:i.fetching,onClick:()=>a({id:s.id,offramp:!s.offramp}),children:s.offramp?`Turn the off-ramp off`:`Turn the off-ramp on`}),(0,Z.jsx)(o,{error:i.error})]})]}),(0,Z.jsxs)(`section`,{className:`section`,"aria-labelledby":`address-deposits`,children:[(0,Z.jsx)(`h2`,{id:`address-deposits`,children:`Deposits`}),(0,Z.jsx)(se,{addressId:s.id,coin:s.coin}),c&&c.edges.length>0?(0,Z.jsx)(`div`,{className:`table-wrap`,children:(0,Z.jsx)(Xe,{rows:c.edges.map(e=>e.node),caption:`Deposits to this address, newest first`})}):(0,Z.jsx)(`div`,{className:`empty`,children:(0,Z.jsx)(`p`,{children:`No deposit to this address yet.`})})]})]})})}function st(e,t){let n={};oe(e.coin)||(n.coin=`Choose a coin.`),ie(e.chain)?ce(e.coin,e.chain)||(n.chain=`${e.coin} is not on this chain.`):n.chain=`Choose a chain.`;let r=e.address.trim();r===``?n.address=`Enter the address to send to.`:t?t.valid||(n.address=t.message||`This is not an address on the chain.`):n.address=`The address is being checked.`;let i=he(e.amount,6);return i.ok||(n.amount=i.message),e.reference.trim().length>100&&(n.reference=`At most 100 characters.`),!i.ok||Object.keys(n).length>0?{ok:!1,problems:n}:{ok:!0,input:{coin:e.coin,chain:e.chain,address:t?.address||r,amount:i.minor,reason:e.reason.trim()||null,reference:e.reference.trim()||null,fundingSource:`USD`}}}var ct=u(`
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
`),lt=u(`
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
`),ut=u(`
  query CheckChainAddress($chain: Chain!, $address: String!) {
    checkChainAddress(chain: $chain, address: $address) {
      valid
      address
      message
    }
  }
`),dt=u(`
  mutation CreateCryptoWithdrawal($input: CreateCryptoWithdrawalInput!) {
    createCryptoWithdrawal(input: $input) {
      id
    }
  }
`),ft={additionalTypenames:[`CryptoWithdrawal`]},pt=25,Q=[`PENDING`,`SUCCESS`,`FAILED`],mt=Object.keys(E),ht={status:``,coin:``,chain:``,...fe};function gt(){let e=f(),[t,n]=p(ht),r=re({status:A(t.status,Q),coin:A(t.coin,D),chain:A(t.chain,mt),...de(t)}),[a,o]=l({query:ct,variables:{filter:r,first:pt,after:t.after||null},context:ft}),s=a.data?.cryptoWithdrawals,c=le(r);return(0,Z.jsxs)(`section`,{className:`section`,"aria-labelledby":`withdrawals-title`,children:[(0,Z.jsxs)(`div`,{className:`section-head`,children:[(0,Z.jsx)(`h2`,{id:`withdrawals-title`,children:`Withdrawals`}),e(`MONEY`)&&(0,Z.jsx)(i,{to:`/crypto/withdrawals/new`,className:`button button-primary`,children:`New withdrawal`})]}),(0,Z.jsx)(ue,{label:`withdrawals`,one:`withdrawal`,many:`withdrawals`,u:t,set:n,defaults:ht,filtered:c,result:a,conn:s,onRetry:()=>o({requestPolicy:`network-only`}),emptyText:`No withdrawals yet.`,filters:e=>(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsx)(O,{label:`Status`,value:t.status,onChange:t=>e({status:t.target.value}),options:x(Q)}),(0,Z.jsx)(Ue,{coin:t.coin,chain:t.chain,onChange:e})]}),children:(0,Z.jsxs)(`table`,{className:`data-table stack-table`,children:[(0,Z.jsx)(`caption`,{className:`sr-only`,children:`Withdrawals, newest first`}),(0,Z.jsx)(`thead`,{children:(0,Z.jsxs)(`tr`,{children:[(0,Z.jsx)(`th`,{scope:`col`,children:`Withdrawal`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Amount`}),(0,Z.jsx)(`th`,{scope:`col`,children:`To`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Status`}),(0,Z.jsx)(`th`,{scope:`col`,children:`Created`})]})}),(0,Z.jsx)(`tbody`,{children:s?.edges.map(({node:e})=>(0,Z.jsxs)(`tr`,{children:[(0,Z.jsxs)(`td`,{"data-label":`Withdrawal`,children:[(0,Z.jsx)(i,{to:`/crypto/withdrawals/`+e.id,className:`mono`,children:e.id}),(0,Z.jsx)(`div`,{className:`muted`,children:e.reference})]}),(0,Z.jsx)(`td`,{"data-label":`Amount`,children:(0,Z.jsx)(w,{money:e.amount})}),(0,Z.jsxs)(`td`,{"data-label":`To`,children:[(0,Z.jsx)(`span`,{className:`mono address-text`,children:e.address}),` `,(0,Z.jsxs)(`span`,{className:`muted`,children:[`on `,E[e.chain]]})]}),(0,Z.jsx)(`td`,{"data-label":`Status`,children:(0,Z.jsx)(S,{status:e.status})}),(0,Z.jsx)(`td`,{"data-label":`Created`,className:`nowrap`,children:m(e.createdAt)})]},e.id))})]})})]})}function _t(){let e=c(),n=a(),[r,l]=(0,N.useState)({coin:`USDC`,chain:`BASE`,address:``,amount:``,reason:``,reference:``}),[u,f]=(0,N.useState)({}),[p,m]=d(dt),h=r.address.trim(),g=h?{chain:r.chain,address:h}:null,_=te(g,async t=>{let n=await e.query(ut,t,{requestPolicy:`network-only`}).toPromise();if(n.error||!n.data)throw n.error??Error(`No answer.`);return n.data.checkChainAddress}),v=ee(_,g),y=e=>l({...r,coin:e,chain:T[e].includes(r.chain)?r.chain:T[e][0]}),b=async e=>{e.preventDefault();let t=st(r,v);if(!t.ok)return f(t.problems);f({});let i=await m({input:t.input},{additionalTypenames:[`CryptoWithdrawal`,`Wallet`,`Hold`]});i.data&&n(s(`/crypto/withdrawals/`+i.data.createCryptoWithdrawal.id))},x=me(p.error),S=e=>u[e]??x[e]?.join(` `),C=pe(x,[`coin`,`chain`,`address`,`amount`,`reason`,`reference`]);return(0,Z.jsxs)(t,{title:`New withdrawal`,description:`Send stablecoin to an address, paid from the organization’s USD wallet with the chain’s network fee.`,children:[(0,Z.jsx)(`p`,{className:`breadcrumb`,children:(0,Z.jsx)(i,{to:`/crypto/withdrawals`,children:`← Withdrawals`})}),(0,Z.jsxs)(`form`,{className:`form narrow`,onSubmit:b,noValidate:!0,children:[(0,Z.jsxs)(`div`,{className:`form-grid`,children:[(0,Z.jsx)(O,{label:`Coin`,value:r.coin,onChange:e=>y(e.target.value),options:D.map(e=>({value:e,label:e}))}),(0,Z.jsx)(O,{label:`Chain`,value:r.chain,onChange:e=>l({...r,chain:e.target.value}),options:T[r.coin].map(e=>({value:e,label:E[e]}))})]}),(0,Z.jsx)(ne,{label:`Address`,value:r.address,onChange:e=>l({...r,address:e.target.value}),state:_,validText:`A valid ${E[r.chain]} address`,problem:S(`address`)}),(0,Z.jsx)(M,{label:`Amount (${r.coin.toLowerCase()})`,inputMode:`decimal`,autoComplete:`off`,value:r.amount,onChange:e=>l({...r,amount:e.target.value}),problem:S(`amount`),hint:`Up to 6 decimals. Its cost in dollars is rounded up to the cent.`}),(0,Z.jsx)(M,{label:`Reason`,value:r.reason,onChange:e=>l({...r,reason:e.target.value}),problem:S(`reason`),autoComplete:`off`}),(0,Z.jsx)(M,{label:`Reference`,value:r.reference,onChange:e=>l({...r,reference:e.target.value}),problem:S(`reference`),autoComplete:`off`,hint:`Your own, unique; one is made when left empty.`}),C.length>0?(0,Z.jsx)(`p`,{className:`form-error`,role:`alert`,children:C.join(` `)}):Object.keys(x).length===0&&(0,Z.jsx)(o,{error:p.error}),(0,Z.jsx)(`div`,{className:`form-actions`,children:(0,Z.jsx)(`button`,{type:`submit`,className:`button button-primary`,disabled:p.fetching||v!==void 0&&!v.valid,children:`Send`})})]})]})}function vt({id:e}){let[t,n]=l({query:lt,variables:{id:e}}),r=t.data?.cryptoWithdrawal;return(0,Z.jsx)(j,{title:`Withdrawal ${e}`,what:`withdrawal ${e}`,result:t,reexecute:n,found:!!r,back:{to:`/crypto/withdrawals`,label:`All withdrawals`},children:r&&(0,Z.jsxs)(Z.Fragment,{children:[(0,Z.jsx)(`p`,{children:(0,Z.jsx)(S,{status:r.status})}),(0,Z.jsx)(ae,{id:r.id,status:r.status}),(0,Z.jsx)(h,{items:[[`Amount`,(0,Z.jsx)(w,{money:r.amount})],[`Cost`,(0,Z.jsx)(w,{money:r.cost})],[`Network fee`,(0,Z.jsx)(w,{money:r.fee})],[`Paid from the USD wallet`,ge({...r.cost,amount:(BigInt(r.cost.amount)+BigInt(r.fee.amount)).toString()})],[`To`,(0,Z.jsx)(`span`,{className:`mono address-text`,children:r.address})],[`Chain`,`${r.coin} on ${E[r.chain]}`],[`Transaction hash`,r.hash?(0,Z.jsx)(`code`,{children:r.hash}):`Not sent yet`],[`Reference`,(0,Z.jsx)(`code`,{children:r.reference})],[`Reason`,r.reason||`—`],...r.failureReason?[[`Why it failed`,r.failureReason]]:[],[`Created`,m(r.createdAt)],[`Updated`,m(r.updatedAt)]]})]})})}var $=[{tab:`addresses`,to:`/crypto/addresses`,label:`Deposit addresses`},{tab:`deposits`,to:`/crypto/deposits`,label:`Deposits`},{tab:`withdrawals`,to:`/crypto/withdrawals`,label:`Withdrawals`}];function yt({rest:e}){let n=f(),[,r=`addresses`,a,o]=e.split(`/`),s=$.find(e=>e.tab===r);if(!s||o!==void 0)return(0,Z.jsxs)(t,{title:`Page not found`,children:[(0,Z.jsx)(`p`,{children:`There is no such page of crypto.`}),(0,Z.jsx)(`p`,{children:(0,Z.jsx)(i,{to:`/crypto`,children:`Go to crypto`})})]});if(a){let e=decodeURIComponent(a);return s.tab===`addresses`?(0,Z.jsx)(ot,{id:e},e):s.tab===`deposits`?(0,Z.jsx)(Qe,{id:e},e):e===`new`&&n(`MONEY`)?(0,Z.jsx)(_t,{}):(0,Z.jsx)(vt,{id:e},e)}return(0,Z.jsxs)(t,{title:`Crypto`,description:`Stablecoin received on the customers’ addresses, and sent from the organization’s USD wallet.`,children:[(0,Z.jsx)(y,{label:`Crypto`,tabs:$.map(e=>({to:e.to,label:e.label,current:e.tab===s.tab}))}),s.tab===`addresses`&&(0,Z.jsx)(at,{}),s.tab===`deposits`&&(0,Z.jsx)(Ze,{}),s.tab===`withdrawals`&&(0,Z.jsx)(gt,{})]})}export{yt as default};