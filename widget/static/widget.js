// Meridian's hosted verification widget. It reads the client token from the
// URL fragment (#token=ct_…) or the token query parameter, drives the client
// API step by step in the order the session's workflow gives, and follows
// the verdict over the GraphQL websocket (verdictUpdated) when the session
// says so (realtime.transport "graphql-ws", its answer to this widget),
// polling the session as well in case the socket is unavailable.
(() => {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const terminal = ['approved', 'rejected', 'requires_review', 'expired', 'cancelled'];
  const labels = {
    pending: 'Not started',
    started: 'In progress',
    document_submitted: 'Document received',
    liveness_submitted: 'Selfie received',
    address_submitted: 'Address received',
    processing: 'Checking your details…',
    approved: 'Verified: thank you',
    rejected: 'We could not verify your identity',
    requires_review: 'Thank you: your details are being reviewed',
    expired: 'This verification link has expired',
    cancelled: 'This verification was cancelled',
  };

  const token = new URLSearchParams(location.hash.slice(1)).get('token') ||
    new URLSearchParams(location.search).get('token');
  // Keep the token out of the history and of anything that reads the URL.
  history.replaceState(null, '', location.pathname);

  let session = null;
  let following = false;

  function error(message) {
    $('error').textContent = message || '';
    $('error').hidden = !message;
  }

  function show(id) {
    for (const part of ['document', 'liveness', 'address', 'complete']) {
      $(part).hidden = part !== id;
    }
  }

  async function api(method, path, body) {
    const res = await fetch('/v1/client/' + path, {
      method, body, headers: { 'X-Client-Token': token, 'X-Client-Widget': 'meridian' },
    });
    let json = {};
    try { json = await res.json(); } catch (_) { /* not JSON */ }
    if (!res.ok) {
      throw new Error(json.message || 'The request failed (' + res.status + ')');
    }
    return json.data;
  }

  // busy disables a form's buttons while its request runs and shows errors.
  async function busy(form, fn) {
    const buttons = form.querySelectorAll('button');
    buttons.forEach((b) => { b.disabled = true; });
    error('');
    try {
      render(await fn());
    } catch (e) {
      error(e.message);
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
    }
  }

  function render(s) {
    session = s;
    $('status').textContent = labels[s.status] || s.status;
    document.body.dataset.status = s.status;
    if (terminal.includes(s.status)) {
      show(null);
      finish(s);
      return;
    }
    if (s.status === 'processing') {
      show(null);
      follow();
      return;
    }
    const required = s.steps.required;
    // The document comes first; the other stages in the workflow's order.
    const order = ['document'].concat(s.workflow.stages.filter((st) => st !== 'document'));
    for (const stage of order) {
      if (stage === 'document' && required.includes('document_front')) return showDocument('front');
      if (stage === 'document' && required.includes('document_back')) return showDocument('back');
      if (stage === 'liveness' && required.includes('liveness')) return showLiveness(s);
      if (stage === 'address' && required.includes('address')) return showAddress(s);
    }
    show('complete');
  }

  function showDocument(side) {
    const form = $('document');
    form.dataset.side = side;
    $('document-title').textContent = side === 'front' ? 'The front of your identity document' : 'The back of your document';
    $('type-row').hidden = side !== 'front';
    $('country-row').hidden = side !== 'front';
    const select = $('document-type');
    if (side === 'front' && select.options.length === 0) {
      for (const t of session.workflow.document_types) {
        select.add(new Option(t.replace(/_/g, ' '), t));
      }
    }
    form.reset();
    show('document');
  }

  function showLiveness(s) {
    $('attempts').textContent = s.liveness_attempts_left + ' attempt(s) left.';
    $('liveness').reset();
    show('liveness');
  }

  function showAddress(s) {
    const poa = s.workflow.address_methods.includes('poa_document');
    $('poa-row').hidden = !poa;
    $('poa').required = poa;
    show('address');
  }

  function position() {
    return new Promise((resolve, reject) => {
      if (!navigator.geolocation) {
        reject(new Error('This browser cannot share its location'));
        return;
      }
      navigator.geolocation.getCurrentPosition(resolve,
        () => reject(new Error('Allow location access to verify your address')), { timeout: 15000 });
    });
  }

  $('document').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const form = ev.target;
    busy(form, () => {
      const body = new FormData();
      body.append('image', $('document-image').files[0]);
      if (form.dataset.side === 'front') {
        body.append('document_type', $('document-type').value);
        if ($('country').value.trim()) body.append('country', $('country').value.trim());
      }
      return api('POST', 'document/' + form.dataset.side, body);
    });
  });

  $('liveness').addEventListener('submit', (ev) => {
    ev.preventDefault();
    busy(ev.target, () => {
      const body = new FormData();
      body.append('image', $('liveness-image').files[0]);
      return api('POST', 'liveness', body);
    });
  });

  $('address').addEventListener('submit', (ev) => {
    ev.preventDefault();
    busy(ev.target, async () => {
      const body = new FormData();
      for (const [name, id] of [['line1', 'line1'], ['city', 'city'], ['country', 'address-country'], ['postal_code', 'postal-code']]) {
        if ($(id).value.trim()) body.append(name, $(id).value.trim());
      }
      if (session.workflow.address_methods.includes('device_location')) {
        const p = await position();
        body.append('latitude', String(p.coords.latitude));
        body.append('longitude', String(p.coords.longitude));
      }
      if ($('poa').files.length > 0) body.append('poa', $('poa').files[0]);
      return api('POST', 'address', body);
    });
  });

  $('complete-submit').addEventListener('click', () => {
    busy($('complete'), () => api('POST', 'complete'));
  });

  // follow waits for the verdict: over the websocket, and by polling.
  function follow() {
    if (following) return;
    following = true;
    let done = false;
    const settle = (via) => (s) => {
      if (!done && s.status !== 'processing') {
        done = true;
        document.body.dataset.verdictVia = via;
        render(s);
      }
    };
    const poll = async () => {
      while (!done) {
        await new Promise((r) => setTimeout(r, 3000));
        try { settle('polling')(await api('GET', 'session')); } catch (_) { /* try again */ }
      }
    };
    poll();
    if (session.realtime.transport !== 'graphql-ws') return;
    let ws;
    try {
      ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql', 'graphql-transport-ws');
    } catch (_) {
      return;
    }
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: 'Bearer ' + token } }));
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: 'verdict', type: 'subscribe', payload: {
          query: 'subscription($id: ID!) { verdictUpdated(sessionId: $id) { status } }', variables: { id: session.id } } }));
        // A verdict that landed before the subscription is read here.
        api('GET', 'session').then(settle('websocket'), () => {});
      } else if (m.type === 'next') {
        const v = m.payload && m.payload.data && m.payload.data.verdictUpdated;
        if (v && v.status !== 'processing') api('GET', 'session').then(settle('websocket'), () => {});
      } else if (m.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
      }
      if (done) ws.close();
    };
  }

  // The business's page learns which session ended and how.
  function returnURL(s) {
    const u = new URL(s.redirect_url);
    u.searchParams.set('session_id', s.id);
    u.searchParams.set('status', s.status);
    return u.toString();
  }

  function finish(s) {
    if (!s.redirect_url) return;
    const link = document.createElement('a');
    link.href = returnURL(s);
    link.id = 'continue';
    link.textContent = 'Continue';
    $('app').appendChild(link);
    setTimeout(() => location.assign(link.href), 3000);
  }

  if (!token) {
    $('status').textContent = 'This link is missing its verification token.';
    return;
  }
  api('GET', 'session').then(render, (e) => {
    $('status').textContent = 'This verification cannot continue.';
    error(e.message);
  });
})();
