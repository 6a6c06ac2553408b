// Audits a running Meridian from the outside with the ecosystem's own
// clients: the graphql-http server audit (every MUST and SHOULD must pass)
// and a graphql-ws client on the subscription endpoint.
//
//   node audit.mjs http://127.0.0.1:8080 sk_test_…
import { serverAudits } from 'graphql-http';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const [base, key] = process.argv.slice(2);
if (!base || !key) {
  console.error('usage: node audit.mjs BASE_URL SECRET_KEY');
  process.exit(2);
}
const url = `${base}/graphql`;

// The server may still be starting.
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch (err) {
    if (i === 150) throw err;
  }
  await new Promise((r) => setTimeout(r, 200));
}
let failed = 0;
const fail = (what) => {
  failed++;
  console.log(`FAIL ${what}`);
};

// 1. GraphQL over HTTP. Meridian needs a credential on every request, so
// the audit's fetch carries the secret key.
const authed = (input, init = {}) => {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${key}`);
  return fetch(input, { ...init, headers });
};
let counts = { ok: 0, notice: 0, warn: 0, error: 0 };
for (const audit of serverAudits({ url, fetchFn: authed })) {
  const result = await audit.fn();
  counts[result.status]++;
  const required = audit.name.startsWith('MUST') || audit.name.startsWith('SHOULD');
  if (result.status === 'ok') continue;
  if (required) fail(`${audit.id} ${audit.name}: ${result.reason}`);
  else console.log(`note ${audit.id} ${audit.name}: ${result.reason}`);
}
console.log(`graphql-http audit: ${JSON.stringify(counts)}`);

// 2. graphql-ws: a real client subscribes, then sees what happens next.
async function rest(method, path, body, credential = key) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

function client(credential) {
  return createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${credential}` },
    retryAttempts: 0,
    lazy: true,
  });
}

// next takes values from a subscription one at a time, or fails after ms.
function stream(c, query, variables) {
  const queue = [];
  const waiters = [];
  let error = null;
  const push = (v) => (waiters.length ? waiters.shift()(v) : queue.push(v));
  const stop = c.subscribe({ query, variables }, {
    next: (v) => push(v),
    error: (e) => { error = e; push(null); },
    complete: () => push(null),
  });
  return {
    stop,
    next(ms = 10000) {
      if (queue.length) return Promise.resolve(queue.shift());
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`no message in ${ms} ms`)), ms);
        waiters.push((v) => {
          clearTimeout(t);
          if (v === null) reject(new Error(`ended: ${JSON.stringify(error)}`));
          else resolve(v);
        });
      });
    },
    pending: () => queue.length,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function subscriptions() {
  const admin = client(key);
  try {
    // An event recorded before the subscription starts is never sent.
    const before = await rest('POST', '/v1/sessions', { user_reference: 'audit-before' });
    await rest('POST', `/v1/sessions/${before.id ?? before.data?.id}/cancel`);
    const evs = stream(admin, 'subscription { events(types: ["verification.*"]) { type objectId } }');
    const s = await rest('POST', '/v1/sessions', { user_reference: 'audit-after' });
    const sessionID = s.id ?? s.data?.id;

    // verdictUpdated: the session as it is, then its changes.
    const verdict = stream(admin, 'subscription($id: ID!) { verdictUpdated(sessionId: $id) { id status } }', { id: sessionID });
    const first = await verdict.next();
    if (first.data?.verdictUpdated?.status !== 'PENDING') fail(`verdictUpdated first message: ${JSON.stringify(first)}`);
    await sleep(1500); // both subscriptions have started
    await rest('POST', `/v1/sessions/${sessionID}/cancel`);
    const second = await verdict.next();
    if (second.data?.verdictUpdated?.status !== 'CANCELLED') fail(`verdictUpdated after cancel: ${JSON.stringify(second)}`);
    else console.log('graphql-ws verdictUpdated: PENDING, then CANCELLED');
    verdict.stop();

    const e = await evs.next();
    const ev = e.data?.events;
    if (!ev || ev.objectId !== sessionID || ev.type !== 'verification.cancelled') {
      fail(`events: expected the later cancellation first, got ${JSON.stringify(e)}`);
    } else console.log('graphql-ws events: the later cancellation, nothing from before the subscription');
    evs.stop();

    // A request error reaches the client as an error, not a hang.
    const bad = stream(admin, 'subscription { nope }');
    try {
      await bad.next(5000);
      fail('an invalid subscription was accepted');
    } catch (err) {
      if (!/nope/.test(String(err.message))) fail(`invalid subscription: ${err.message}`);
    }
  } finally {
    await admin.dispose();
  }

  // A refused credential closes the connection with 4403.
  const refused = createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization: 'Bearer sk_test_wrong' },
    retryAttempts: 0,
  });
  const code = await new Promise((resolve) => {
    refused.on('closed', (ev) => resolve(ev.code));
    refused.subscribe({ query: 'subscription { events { type } }' }, { next() {}, error() {}, complete() {} });
  });
  await refused.dispose();
  if (code !== 4403) fail(`a refused credential closed with ${code}, not 4403`);
  else console.log('graphql-ws refused credential: closed with 4403');
}

try {
  await subscriptions();
} catch (err) {
  fail(`graphql-ws: ${err.stack ?? err}`);
}

if (failed) {
  console.log(`${failed} audit failure(s)`);
  process.exit(1);
}
console.log('audits passed');
process.exit(0);
