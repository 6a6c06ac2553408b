// Meridian's hosted verification widget.
//
// It reads the client token from the URL fragment (#token=ct_…), the token
// query parameter, or this tab's storage (so a reload resumes), then walks
// the person through exactly the steps the session's workflow still needs,
// taking photos with the camera (a file upload is always offered too),
// downscaling them before upload; a document photo whose estimated
// quality (measured in a worker, quality.js) falls short of the workflow's
// bounds is shown with a request to retake it. When the workflow asks for
// active liveness (the client session's capture_model "active"), the
// selfie is a short recording: the person follows the session's
// challenges, prompted one by one, while frames are taken from the camera
// and sent with their times. It follows the session live
// over the GraphQL websocket (verdictUpdated: the session as it is, then
// each change), polling as a fallback, and shows the outcome. On a desktop
// it can hand the steps off to a phone through a QR code and follow them
// there.
// It talks to nothing but its own server.
(() => {
  'use strict';

  const $ = (id) => document.getElementById(id);
  const terminal = ['approved', 'rejected', 'expired', 'cancelled'];
  const COUNTRIES = ('AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV ' +
    'BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM ' +
    'FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
    'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
    'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
    'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
    'UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW').split(' ');
  const DOCUMENTS = { passport: 'passport', id_card: 'ID card', drivers_license: "driver's licence", residence_permit: 'residence permit' };
  const STATUS_TEXT = {
    pending: 'Waiting for your phone…',
    started: 'Your phone is connected.',
    document_submitted: 'Your phone sent the document.',
    liveness_submitted: 'Your phone sent the selfie.',
    address_submitted: 'Your phone sent the address.',
    processing: 'Checking the details…',
  };
  const LONGEST_SIDE = 2000;

  // Active liveness: after Start, NEUTRAL_MS looking straight at the
  // camera, then each challenge's prompt for CHALLENGE_MS; a frame every
  // FRAME_MS throughout, at most FRAME_SIDE on its longer side, as JPEG of
  // FRAME_QUALITY. Under reduced motion the prompt's ring fills in
  // RING_STEPS steps rather than smoothly.
  const NEUTRAL_MS = 1000;
  const CHALLENGE_MS = 2500;
  const FRAME_MS = 250;
  const FRAME_SIDE = 640;
  const FRAME_QUALITY = 0.85;
  const RING_STEPS = 5;
  const NEUTRAL_PROMPT = 'Look straight at the camera';
  const PROMPTS = {
    turn_left: 'Turn your head to your left',
    turn_right: 'Turn your head to your right',
    blink: 'Blink',
    smile: 'Smile',
    nod: 'Nod your head',
    move_closer: 'Move closer to the camera',
  };

  // ---- Token, and where the page runs -------------------------------------

  const store = {
    get(k) { try { return sessionStorage.getItem(k); } catch (_) { return null; } },
    set(k, v) { try { sessionStorage.setItem(k, v); } catch (_) { /* storage off: no resume */ } },
  };
  const fragment = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const embedOrg = query.get('org');
  const token = fragment.get('token') || query.get('token') || store.get('meridian.token');
  const onPhone = fragment.get('handoff') === '1' || store.get('meridian.handoff') === '1';
  if (token) store.set('meridian.token', token);
  if (onPhone) store.set('meridian.handoff', '1');
  // Keep the token out of the history and of anything that reads the URL.
  history.replaceState(null, '', location.pathname + (embedOrg ? '?org=' + encodeURIComponent(embedOrg) : ''));
  const desktop = !matchMedia('(pointer: coarse)').matches;

  const regionNames = (() => {
    try { return new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' }); } catch (_) { return null; }
  })();
  const countryName = (code) => (regionNames && regionNames.of(code)) || code;
  const countries = COUNTRIES.map((code) => [code, countryName(code)]).sort((a, b) => a[1].localeCompare(b[1]));

  // ---- State ---------------------------------------------------------------

  let session = null;
  let started = false; // past the intro
  let here = false; // chose this device over the phone
  let photo = null; // {step, blob, source: 'camera'|'file', name, problems}
  let stream = null;
  let recording = null; // the active liveness recording under way
  let watching = null; // the live follow, while one runs

  // ---- Screens ---------------------------------------------------------------

  function screen(id) {
    for (const s of document.querySelectorAll('main > section')) s.hidden = s.id !== id;
    document.body.dataset.screen = id;
    if (id !== 'camera') stopCamera();
    const h = $(id).querySelector('h1');
    if (h) {
      h.tabIndex = -1;
      h.focus();
    }
  }

  function say(id, message) {
    $(id).textContent = message || '';
    $(id).hidden = !message;
  }

  function progress(step) {
    if (!step) {
      $('progress').hidden = true;
      return;
    }
    // One step per stage: a document's front and back are one step, since
    // whether it has a back is known only once its type is.
    const stageOf = (k) => (k === 'document_back' ? 'document_front' : k);
    const stages = [...new Set(orderedSteps().map(stageOf))];
    const n = stages.indexOf(stageOf(step)) + 1;
    $('progress-text').textContent = 'Step ' + n + ' of ' + stages.length;
    $('progress-bar').style.width = Math.round(((n - 1) / stages.length) * 100) + '%';
    $('progress').hidden = false;
  }

  function brand(b) {
    if (!b) return;
    document.body.classList.toggle('dark', b.theme === 'dark');
    if (b.primary_color) document.documentElement.style.setProperty('--accent', b.primary_color);
    $('brand').hidden = !b.show_branding;
    $('brand-name').textContent = b.name || '';
    if (b.logo_url && b.show_branding) {
      $('brand-logo').src = b.logo_url;
      $('brand-logo').alt = b.name ? b.name + ' logo' : 'Logo';
      $('brand-logo').hidden = false;
    }
  }

  const orgName = () => (session && session.branding && session.branding.name) || 'the business that sent you here';

  // problem shows a screen for something the person cannot fix here, or
  // can only retry: retry (when given) runs again on "Try again".
  function problem(kind, retry) {
    const texts = {
      expired: ['This link has expired', 'For your security, verification links only work for a limited time. Go back to ' +
        orgName() + ' and start again to get a new link. Nothing you sent is lost on their side.'],
      invalid: ["This link doesn't work", 'It may be incomplete. Open the link ' + orgName() + ' gave you again, or ask them for a new one.'],
      cancelled: ['This verification was cancelled', 'Go back to ' + orgName() + ' if you still need to verify your identity.'],
      exhausted: ['No selfie attempts left', 'You have used all the selfie attempts this verification allows.'],
      offline: ["You're offline", 'Check your connection, then try again. Everything you already sent is saved.'],
      server: ['Something went wrong', 'This was not your fault. Please try again in a moment.'],
      embed: ["This verification can't be shown here", 'Open the link ' + orgName() + ' gave you directly.'],
      missing: ['This link is incomplete', 'Open the whole link ' + orgName() + ' gave you.'],
    };
    const [title, text] = texts[kind];
    $('problem-title').textContent = title;
    $('problem-text').textContent = text;
    document.body.dataset.problem = kind;
    $('problem-retry').hidden = !retry;
    $('problem-retry').onclick = retry ? () => retry() : null;
    const back = kind === 'exhausted' && session && !session.steps.required.includes('liveness');
    $('problem-back').hidden = !back;
    $('problem-back').textContent = 'Send what I have';
    $('problem-back').onclick = back ? () => route() : null;
    progress(null);
    screen('problem');
  }

  // ---- The client API -------------------------------------------------------

  class APIError extends Error {
    constructor(status, body) {
      super(body.message || 'The request failed (' + status + ')');
      this.status = status;
      this.key = body.error || '';
      this.fields = body.errors || {};
    }
  }
  class Offline extends Error {}

  async function api(method, path, body) {
    let res;
    try {
      res = await fetch('/v1/client/' + path, {
        method, body, headers: { 'X-Client-Token': token, 'X-Client-Widget': 'meridian' },
      });
    } catch (_) {
      throw new Offline('offline');
    }
    let json = {};
    try { json = await res.json(); } catch (_) { /* not JSON */ }
    if (!res.ok) throw new APIError(res.status, json);
    return json.data;
  }

  // failed handles an error every step may meet; it returns false for the
  // caller's own (a rejected image, a form's fields).
  function failed(e, retry) {
    if (e instanceof Offline) { problem('offline', retry); return true; }
    if (!(e instanceof APIError)) { problem('server', retry); return true; }
    switch (e.key) {
      case 'session_expired': problem('expired'); return true;
      case 'invalid_client_token':
      case 'missing_client_token': problem('invalid'); return true;
      case 'liveness_attempts_exhausted': refresh().then(() => problem('exhausted')); return true;
      case 'session_finalized':
      case 'step_out_of_order':
      case 'step_not_applicable':
      case 'session_incomplete': refresh().then(route); return true;
    }
    if (e.status >= 500 || e.status === 429) { problem('server', retry); return true; }
    return false;
  }

  async function refresh() {
    try { session = await api('GET', 'session'); } catch (_) { /* keep what we had */ }
  }

  // busy disables a screen's buttons while fn runs.
  async function busy(section, fn) {
    const buttons = $(section).querySelectorAll('button');
    buttons.forEach((b) => { b.disabled = true; });
    try { await fn(); } finally { buttons.forEach((b) => { b.disabled = false; }); }
  }

  // ---- Routing: from the session to the screen --------------------------------

  function orderedSteps() {
    const s = session.steps;
    const all = s.completed.concat(s.required);
    const stages = ['document'].concat(session.workflow.stages.filter((st) => st !== 'document'));
    const out = [];
    for (const stage of stages) {
      const keys = stage === 'document' ? ['document_front', 'document_back'] : [stage];
      for (const k of keys) if (all.includes(k)) out.push(k);
    }
    return out;
  }

  const nextStep = () => orderedSteps().find((k) => session.steps.required.includes(k));

  function route() {
    const s = session;
    brand(s.branding);
    document.body.dataset.status = s.status;
    if (embedOrg && s.organization_id !== embedOrg) return problem('embed');
    if (s.status === 'expired') return problem('expired');
    if (s.status === 'cancelled') return problem('cancelled');
    if (terminal.includes(s.status) || s.status === 'requires_review') return outcome(s);
    if (s.status === 'processing') {
      progress(null);
      screen('waiting');
      return follow();
    }
    const offerPhone = desktop && !onPhone && s.handoff.enabled;
    if (offerPhone && !s.handoff.allow_desktop) return handoff();
    const fresh = s.steps.completed.length === 0;
    if (!started && fresh && !onPhone) return intro(offerPhone);
    if (!started && fresh && onPhone) started = true;
    const step = nextStep();
    if (!step) return review();
    if (step === 'address') return address();
    return explain(step);
  }

  function intro(offerPhone) {
    const needs = [];
    const steps = orderedSteps();
    if (steps.includes('document_front')) needs.push('An identity document: ' + session.workflow.document_types.map((t) => DOCUMENTS[t] || t).join(', '));
    if (steps.includes('liveness')) needs.push('A selfie, taken now');
    if (steps.includes('address')) needs.push('Your home address' + (session.workflow.address_methods.includes('poa_document') ? ' and a proof of it' : ''));
    const list = $('intro-needs');
    list.replaceChildren(...needs.map((t) => Object.assign(document.createElement('li'), { textContent: t })));
    $('intro-title').textContent = 'Verify your identity' + (session.branding.show_branding && session.branding.name ? ' for ' + session.branding.name : '');
    $('to-phone').hidden = !offerPhone;
    progress(null);
    screen('intro');
  }

  $('start').addEventListener('click', () => { started = true; here = true; route(); });
  $('to-phone').addEventListener('click', () => handoff());

  // ---- Capture steps ------------------------------------------------------------

  const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  function docName() {
    const t = session.document_type || $('document-type').value;
    return DOCUMENTS[t] || 'identity document';
  }

  function stepText(step) {
    switch (step) {
      case 'document_front':
        return ['The front of your document', 'Lay it on a flat, plain surface in good light. Get all four corners in the frame, with no glare or fingers over it.'];
      case 'document_back':
        return ['The back of your ' + docName(), 'Turn it over. All four corners in the frame, every line readable.'];
      default:
        return ['A selfie', 'Face the camera in good light, without a hat, sunglasses or mask, with nobody else in the picture.' +
          (activeLiveness() ? ' With the camera, you will then be asked to make a few simple moves, such as turning your head.' : '')];
    }
  }

  function fill(select, options, placeholder) {
    if (select.options.length) return;
    if (placeholder) select.add(new Option(placeholder, ''));
    for (const [value, label] of options) select.add(new Option(label, value));
  }

  function explain(step) {
    const [title, text] = stepText(step);
    $('explain').dataset.step = step;
    $('explain-title').textContent = title;
    $('explain-text').textContent = text;
    const front = step === 'document_front';
    $('document-choice').hidden = !front;
    if (front) {
      fill($('document-type'), session.workflow.document_types.map((t) => [t, capital(DOCUMENTS[t] || t)]));
      fill($('country'), countries, 'Choose a country');
    }
    const live = step === 'liveness';
    $('attempts').hidden = !live;
    if (live) {
      const left = session.liveness_attempts_left;
      if (left <= 0) return problem('exhausted');
      $('attempts').textContent = left === 1 ? 'This is your last attempt.' : 'You have ' + left + ' attempts.';
    }
    $('use-camera').hidden = !(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
    $('use-camera').textContent = live && activeLiveness() ? 'Use the camera' : 'Take a photo';
    say('explain-error', '');
    progress(step);
    screen('explain');
  }

  function chosen() {
    if ($('explain').dataset.step !== 'document_front') return true;
    if (!$('country').value) {
      say('explain-error', 'Choose the country that issued your document.');
      $('country').focus();
      return false;
    }
    return true;
  }

  $('use-camera').addEventListener('click', () => { if (chosen()) openCamera($('explain').dataset.step); });
  $('use-file').addEventListener('click', () => { if (chosen()) $('file').click(); });
  $('camera-file').addEventListener('click', () => { stopCamera(); $('file').click(); });
  let picked = 0; // the files chosen, the latest shown
  $('file').addEventListener('change', async (ev) => {
    const file = ev.target.files[0];
    ev.target.value = '';
    if (!file) return;
    const step = $('explain').dataset.step;
    const pick = ++picked;
    const shot = { step, blob: await downscale(file), source: 'file', name: file.name };
    shot.problems = await judge(shot);
    if (pick !== picked) return; // another file was chosen meanwhile
    photo = shot;
    showPreview();
  });

  // openCamera shows the camera for a step; message (after an active
  // recording that could not be used) is said on its screen.
  async function openCamera(step, message) {
    const user = step === 'liveness';
    const moves = user && activeLiveness();
    $('camera-title').textContent = user ? 'Take your selfie' : 'Photograph the ' + (step === 'document_back' ? 'back' : 'front');
    $('camera-text').textContent = moves
      ? 'Put your face inside the oval and press Start. Look straight at the camera, then follow the ' +
        session.liveness_challenges.length + ' prompts as they appear.'
      : user ? 'Put your face inside the oval.' : 'Fit the document inside the frame.';
    $('capture').textContent = moves ? 'Start' : 'Capture';
    $('camera').dataset.mode = moves ? 'active' : 'still';
    resetRecording();
    $('guide').className = 'guide ' + (user ? 'oval' : 'card');
    $('video').classList.toggle('mirror', user);
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: user ? 'user' : 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
      });
    } catch (e) {
      if (message) explain(step); // back from a recording: say it on the step's screen
      $('use-camera').hidden = true;
      say('explain-error', e && e.name === 'NotAllowedError'
        ? 'The camera is blocked for this page. Allow it in your browser, or upload a photo instead.'
        : 'No camera could be used. Upload a photo instead.');
      return;
    }
    $('video').srcObject = stream;
    screen('camera');
    say('camera-error', message);
    await $('video').play().catch(() => {});
  }

  function stopCamera() {
    if (waiting) waiting();
    stopRecording();
    if (stream) stream.getTracks().forEach((t) => t.stop());
    stream = null;
    $('video').srcObject = null;
  }

  // A press before the camera's first frame waits for it: the button shows
  // with the camera screen, and the camera takes a moment to start.
  // waiting cancels a press still waiting (stopCamera calls it).
  let waiting = null;
  $('capture').addEventListener('click', async () => {
    const video = $('video');
    if (waiting || !stream) return;
    if (!video.videoWidth) {
      const ready = await new Promise((resolve) => {
        const go = () => resolve(true);
        video.addEventListener('loadedmetadata', go, { once: true });
        waiting = () => { video.removeEventListener('loadedmetadata', go); resolve(false); };
      });
      waiting = null;
      if (!ready) return; // the camera was closed meanwhile
    }
    if ($('camera').dataset.mode === 'active') record();
    else busy('camera', capture);
  });

  // capture takes a still photo from the video.
  async function capture() {
    const video = $('video');
    if (!video.videoWidth) return;
    const canvas = scaled(video, video.videoWidth, video.videoHeight);
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
    const shot = { step: $('explain').dataset.step, blob, source: 'camera' };
    shot.problems = await judge(shot);
    photo = shot;
    stopCamera();
    showPreview();
  }

  // ---- Active liveness ------------------------------------------------------------

  // activeLiveness reports whether the session asks for a recording with
  // challenges rather than a still selfie.
  const activeLiveness = () => !!(session && session.capture_model === 'active' && session.liveness_challenge_id &&
    Array.isArray(session.liveness_challenges) && session.liveness_challenges.length > 0);

  const promptOf = (c) => PROMPTS[c] || capital(String(c).replace(/_/g, ' '));
  const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');

  // record runs an active liveness recording from Start: the prompts in
  // turn, a frame every FRAME_MS (from the video, not mirrored), then the
  // upload.
  function record() {
    const video = $('video');
    if (recording || !stream || !video.videoWidth) return;
    const challenges = session.liveness_challenges.slice();
    const total = NEUTRAL_MS + challenges.length * CHALLENGE_MS;
    const phases = [{ key: 'neutral', text: NEUTRAL_PROMPT, at: 0, ms: NEUTRAL_MS }].concat(challenges.map((c, i) =>
      ({ key: c, text: promptOf(c), at: NEUTRAL_MS + i * CHALLENGE_MS, ms: CHALLENGE_MS, n: i + 1 })));
    // Every frame the same size, fixed at Start.
    const k = Math.min(1, FRAME_SIDE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * k);
    canvas.height = Math.round(video.videoHeight * k);
    const g = canvas.getContext('2d');
    const rec = {
      challengeId: session.liveness_challenge_id, blobs: [], frameTimes: [], challengeTimes: [],
      timers: [], raf: 0, phase: null, phaseStart: 0,
    };
    recording = rec;
    $('camera-actions').hidden = true;
    say('camera-error', '');
    $('camera-text').textContent = 'Keep your face inside the oval and follow the prompts.';
    $('camera').dataset.recording = 'true';
    $('camera-title').focus(); // the buttons go: the focus stays in the screen

    const t0 = performance.now();
    const since = () => Math.round(performance.now() - t0);
    const live = () => recording === rec;

    const show = (p) => {
      if (!live()) return;
      if (p.n) rec.challengeTimes.push(since());
      rec.phase = p;
      rec.phaseStart = performance.now();
      const count = p.n ? p.n + ' of ' + challenges.length : 'Get ready';
      $('challenge').dataset.challenge = p.key;
      $('challenge-count').textContent = count;
      $('challenge-prompt').textContent = p.text;
      $('challenge-live').textContent = p.n ? p.text + '. ' + count + '.' : p.text + '.';
      ring(0);
      $('challenge').hidden = false;
    };
    const grab = () => {
      const t = since();
      const last = rec.frameTimes[rec.frameTimes.length - 1];
      if (last !== undefined && t - last < FRAME_MS / 2) return; // a late timer caught up
      g.drawImage(video, 0, 0, canvas.width, canvas.height);
      rec.frameTimes.push(t);
      rec.blobs.push(new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', FRAME_QUALITY)));
    };
    let n = 0;
    const tick = () => {
      if (!live()) return;
      grab();
      n = Math.max(n + 1, Math.floor(since() / FRAME_MS) + 1); // ticks missed are skipped
      if (n * FRAME_MS < total) rec.timers.push(setTimeout(tick, Math.max(0, n * FRAME_MS - since())));
    };
    const animate = () => {
      if (!live()) return;
      if (rec.phase) {
        let f = Math.min(1, (performance.now() - rec.phaseStart) / rec.phase.ms);
        if (reducedMotion.matches) f = Math.floor(f * RING_STEPS) / RING_STEPS;
        ring(f);
      }
      rec.raf = requestAnimationFrame(animate);
    };

    show(phases[0]);
    tick();
    for (const p of phases.slice(1)) rec.timers.push(setTimeout(() => show(p), p.at));
    rec.timers.push(setTimeout(() => { if (live()) finish(rec); }, total));
    rec.raf = requestAnimationFrame(animate);
  }

  // ring shows the share f (0 to 1) of a prompt's time gone.
  function ring(f) {
    const pct = String(Math.round(f * 100));
    $('challenge-ring-fill').style.strokeDashoffset = String(100 - f * 100);
    if ($('challenge-ring').getAttribute('aria-valuenow') !== pct) $('challenge-ring').setAttribute('aria-valuenow', pct);
  }

  // stopRecording ends the recording under way, if any, keeping what it
  // recorded.
  function stopRecording() {
    const rec = recording;
    if (!rec) return;
    recording = null;
    rec.timers.forEach(clearTimeout);
    cancelAnimationFrame(rec.raf);
  }

  // resetRecording shows the camera screen as before a recording.
  function resetRecording() {
    stopRecording();
    $('challenge').hidden = true;
    $('camera-busy').hidden = true;
    $('camera-actions').hidden = false;
    $('camera').removeAttribute('aria-busy');
    delete $('camera').dataset.recording;
    $('challenge-live').textContent = '';
  }

  // finish stops the camera once the last prompt's time is over and sends
  // the recording.
  async function finish(rec) {
    stopCamera();
    $('challenge').hidden = true;
    $('camera-busy').hidden = false;
    $('camera').setAttribute('aria-busy', 'true');
    $('challenge-live').textContent = 'Done. Sending your recording…';
    const blobs = await Promise.all(rec.blobs);
    const attempt = {
      challengeId: rec.challengeId, blobs, frameTimes: rec.frameTimes, challengeTimes: rec.challengeTimes,
    };
    if (!blobs.length || blobs.some((b) => !b)) { // the browser could not encode a frame
      openCamera('liveness', 'The recording could not be used. Try again.');
      return;
    }
    await busy('camera', () => sendActive(attempt));
  }

  async function sendActive(a) {
    const body = new FormData();
    body.append('selfie', a.blobs[0], 'selfie.jpg');
    a.blobs.forEach((b, i) => body.append('frame', b, 'frame-' + (i + 1) + '.jpg'));
    body.append('frame_times', JSON.stringify(a.frameTimes));
    body.append('challenge_times', JSON.stringify(a.challengeTimes));
    body.append('challenge_id', a.challengeId);
    body.append('mode', 'active');
    try {
      session = await api('POST', 'liveness', body);
    } catch (e) {
      if (failed(e, () => busy('problem', () => sendActive(a)))) return;
      if (e.key === 'challenge_expired' || e.key === 'no_challenges') {
        // A new set was drawn (or none is asked now): start over with it.
        await refresh();
        if (session.liveness_attempts_left <= 0) return problem('exhausted');
        return openCamera('liveness', activeLiveness()
          ? 'The moves to make have changed. Press Start and follow the new prompts.'
          : 'Take your selfie again.');
      }
      // too_many_frames, validation_failed (frame_times, challenge_times,
      // frames), or anything else about the recording itself.
      return openCamera('liveness', 'The recording could not be used. Try again.');
    }
    route();
  }

  // scaled draws an image or a video frame at most LONGEST_SIDE on its
  // longer side.
  function scaled(source, w, h) {
    const k = Math.min(1, LONGEST_SIDE / Math.max(w, h));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(w * k);
    canvas.height = Math.round(h * k);
    canvas.getContext('2d').drawImage(source, 0, 0, canvas.width, canvas.height);
    return canvas;
  }

  // downscale re-encodes a large or non-JPEG image the browser can read as
  // a JPEG within LONGEST_SIDE; anything else (HEIC here) goes as it is,
  // for the server to read.
  async function downscale(file) {
    let bitmap;
    try { bitmap = await createImageBitmap(file); } catch (_) { return file; }
    const big = Math.max(bitmap.width, bitmap.height) > LONGEST_SIDE;
    if (!big && (file.type === 'image/jpeg' || file.size < 1.5e6)) {
      bitmap.close();
      return file;
    }
    const canvas = scaled(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return await new Promise((resolve) => canvas.toBlob((b) => resolve(b || file), 'image/jpeg', 0.9));
  }

  // ---- Quality, estimated before upload ------------------------------------------

  // The server holds a document photo to the workflow's bounds
  // (session.workflow.document_quality: min_resolution, min_sharpness,
  // max_glare) and sends one that falls short to a person. The page
  // estimates the same measures first, in a worker (quality.js), so that a
  // retake can be asked for at once; the person may still send the photo
  // (the server judges in the end). Selfies are not measured, and a photo
  // that cannot be measured here (HEIC, an old browser) goes as before.
  const QUALITY_TIMEOUT = 3000; // ms: past this, not measured
  let qualityWorker = null; // started at the first document photo
  let qualityBroken = false;
  let qualityAsked = 0;
  const qualityWaiting = new Map(); // id → resolve

  function estimate(blob) {
    if (qualityBroken || typeof Worker === 'undefined') return Promise.resolve(null);
    try {
      if (!qualityWorker) {
        qualityWorker = new Worker('/widget/quality.js');
        qualityWorker.onmessage = (ev) => {
          const done = qualityWaiting.get(ev.data.id);
          if (done) done(ev.data.quality);
        };
        qualityWorker.onerror = () => { // it did not load, or failed
          qualityBroken = true;
          for (const done of [...qualityWaiting.values()]) done(null);
        };
      }
    } catch (_) {
      qualityBroken = true;
      return Promise.resolve(null);
    }
    return new Promise((resolve) => {
      const id = ++qualityAsked;
      const timer = setTimeout(() => done(null), QUALITY_TIMEOUT);
      const done = (quality) => {
        clearTimeout(timer);
        qualityWaiting.delete(id);
        resolve(quality);
      };
      qualityWaiting.set(id, done);
      qualityWorker.postMessage({ id, blob });
    });
  }

  // judge returns the measures in which a document photo falls short of
  // the workflow's bounds: resolution, sharpness, glare (none for a selfie,
  // or a photo that could not be measured).
  async function judge(shot) {
    const bounds = session && session.workflow && session.workflow.document_quality;
    if (shot.step === 'liveness' || !bounds) return [];
    const q = await estimate(shot.blob);
    if (!q) return [];
    const problems = [];
    // The document is at most as wide as the photo.
    if (bounds.min_resolution > 0 && q.resolution < bounds.min_resolution) problems.push('resolution');
    // The photo holds the background around the document too, which the
    // server leaves out: a plain desk lowers the variance, a document
    // smaller in the frame raises it. So the estimate is held to 80% of
    // the bound, to ask for a retake only when the photo is clearly blurry.
    if (bounds.min_sharpness > 0 && q.sharpness < 0.8 * bounds.min_sharpness) problems.push('sharpness');
    if (typeof bounds.max_glare === 'number' && bounds.max_glare > 0 && q.glare > bounds.max_glare) problems.push('glare');
    return problems;
  }

  const QUALITY_TEXT = {
    resolution: 'The photo is too small — move closer or use a higher resolution.',
    sharpness: 'The photo looks blurry. Hold the camera still and let it focus.',
    glare: 'There is glare on the document. Tilt it away from the light, or move out of direct light.',
  };

  let previewURL = null;
  function showPreview() {
    if (previewURL) URL.revokeObjectURL(previewURL);
    previewURL = URL.createObjectURL(photo.blob);
    const img = $('preview-img');
    img.hidden = false;
    $('preview-name').hidden = true;
    img.onerror = () => { // a format this browser cannot show (HEIC)
      img.hidden = true;
      $('preview-name').textContent = (photo.name || 'Your photo') + ' (no preview in this browser)';
      $('preview-name').hidden = false;
    };
    img.src = previewURL;
    $('preview-text').textContent = photo.step === 'liveness'
      ? 'Is your whole face in the picture, clear and well lit, with nothing covering it?'
      : 'Is everything sharp and readable, with nothing cut off?';
    // For a photo that falls short, Retake comes first (in the page's order
    // too, for the keyboard) and "Use it anyway" second.
    const problems = photo.problems || [];
    const poor = problems.length > 0;
    $('preview').dataset.quality = problems.join(' ');
    $('retake').textContent = poor || photo.source === 'camera' ? 'Retake' : 'Choose another';
    $('retake').classList.toggle('secondary', !poor);
    $('use-photo').textContent = poor ? 'Use it anyway' : 'Use this photo';
    $('use-photo').classList.toggle('secondary', poor);
    const actions = $('use-photo').parentNode;
    actions.prepend(poor ? $('retake') : $('use-photo'));
    say('preview-quality', '');
    say('preview-error', '');
    screen('preview');
    // Said once the screen is shown, for screen readers to announce it.
    if (poor) say('preview-quality', problems.map((m) => QUALITY_TEXT[m]).join(' '));
  }

  $('retake').addEventListener('click', () => {
    if (photo && photo.source === 'camera') openCamera(photo.step);
    else $('file').click();
  });

  $('use-photo').addEventListener('click', () => busy('preview', upload));

  async function upload() {
    const body = new FormData();
    body.append('image', photo.blob, photo.blob.type === 'image/jpeg' ? 'photo.jpg' : (photo.name || 'photo'));
    let path = 'liveness';
    if (photo.step === 'document_front') {
      path = 'document/front';
      body.append('document_type', $('document-type').value);
      body.append('country', $('country').value);
    } else if (photo.step === 'document_back') {
      path = 'document/back';
    } else {
      body.append('mode', 'passive');
    }
    try {
      session = await api('POST', path, body);
    } catch (e) {
      if (failed(e, () => busy('problem', upload))) return;
      // The image itself was refused: say why, offer a retake.
      say('preview-error', imageProblem(e));
      screen('preview');
      return;
    }
    photo = null;
    route();
  }

  function imageProblem(e) {
    if (e.key === 'payload_too_large') return 'This file is too large. Take the photo again, or choose a smaller file.';
    if (e.key === 'unsupported_media_type') return 'This is not a photo we can read. Use a JPEG, PNG, WebP or HEIC image.';
    if (e.fields && e.fields.image) return e.fields.image[0] + '. Take the photo again.';
    return e.message;
  }

  // ---- Address ------------------------------------------------------------------

  let proof = null;
  let proofReady = Promise.resolve(); // the chosen proof, once prepared
  function address() {
    const methods = session.workflow.address_methods;
    fill($('address-country'), countries, 'Choose a country');
    $('poa-row').hidden = !methods.includes('poa_document');
    $('location-note').hidden = !methods.includes('device_location');
    say('address-error', '');
    progress('address');
    screen('address');
  }

  $('poa-choose').addEventListener('click', () => $('poa').click());
  $('poa').addEventListener('change', async (ev) => {
    const file = ev.target.files[0];
    ev.target.value = '';
    if (!file) return;
    proofReady = downscale(file).then((b) => {
      proof = b;
      $('poa-name').textContent = file.name;
    });
    await proofReady;
  });

  function position() {
    return new Promise((resolve, reject) => {
      if (!navigator.geolocation) {
        reject(new Error('This browser cannot share its location.'));
        return;
      }
      navigator.geolocation.getCurrentPosition(resolve,
        () => reject(new Error('Allow this page to use your location to continue: your address is checked against it.')),
        { timeout: 15000, maximumAge: 60000 });
    });
  }

  $('address-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    busy('address', sendAddress);
  });

  async function sendAddress() {
    await proofReady; // a proof chosen a moment ago is still being prepared
    const methods = session.workflow.address_methods;
    const missing = [['line1', 'your street'], ['city', 'your city'], ['address-country', 'your country']]
      .find(([id]) => !$(id).value.trim());
    if (missing) {
      say('address-error', 'Enter ' + missing[1] + '.');
      $(missing[0]).focus();
      return;
    }
    if (methods.includes('poa_document') && !proof) {
      say('address-error', 'Choose your proof of address.');
      $('poa-choose').focus();
      return;
    }
    const body = new FormData();
    body.append('line1', $('line1').value.trim());
    body.append('city', $('city').value.trim());
    body.append('country', $('address-country').value);
    if ($('postal-code').value.trim()) body.append('postal_code', $('postal-code').value.trim());
    if (methods.includes('device_location')) {
      try {
        const p = await position();
        body.append('latitude', String(p.coords.latitude));
        body.append('longitude', String(p.coords.longitude));
      } catch (e) {
        say('address-error', e.message);
        return;
      }
    }
    if (proof) body.append('poa', proof, proof.type === 'image/jpeg' ? 'proof.jpg' : 'proof');
    try {
      session = await api('POST', 'address', body);
    } catch (e) {
      if (failed(e, () => busy('problem', sendAddress))) return;
      const fields = Object.values(e.fields || {}).flat();
      say('address-error', fields.length ? fields.join(' ') : e.message);
      screen('address');
      return;
    }
    route();
  }

  // ---- Review and submit ----------------------------------------------------------

  function review() {
    const labels = { document_front: 'Document, front', document_back: 'Document, back', liveness: 'Selfie', address: 'Address' };
    $('review-list').replaceChildren(...orderedSteps().map((k) => Object.assign(document.createElement('li'), { textContent: labels[k] })));
    const left = session.liveness_attempts_left;
    const selfie = session.workflow.stages.includes('liveness');
    $('retake-selfie').hidden = !selfie || left <= 0;
    $('retake-selfie').textContent = 'Retake the selfie (' + left + (left === 1 ? ' attempt' : ' attempts') + ' left)';
    say('review-error', '');
    progress(null);
    screen('review');
  }

  $('submit').addEventListener('click', () => busy('review', submit));
  async function submit() {
    try {
      session = await api('POST', 'complete');
    } catch (e) {
      if (failed(e, () => busy('problem', submit))) return;
      say('review-error', e.message);
      return;
    }
    route();
  }

  $('retake-selfie').addEventListener('click', () => busy('review', async () => {
    await refresh(); // another device may have used the attempts
    if (session.liveness_attempts_left <= 0) return problem('exhausted');
    explain('liveness');
  }));

  // ---- Following the session live -------------------------------------------------

  // follow watches the session until it leaves processing (or, handing
  // off, until it ends): over the websocket, whose first message is the
  // session as it is, and by polling every 3 s in case the socket fails.
  function follow() {
    if (watching) return;
    const w = { done: false, ws: null, timer: null };
    watching = w;
    const stop = () => {
      w.done = true;
      clearTimeout(w.timer);
      if (w.ws) w.ws.close();
      watching = null;
    };
    const update = async (via) => {
      if (w.done) return;
      let s;
      try { s = await api('GET', 'session'); } catch (e) {
        if (e instanceof APIError && failed(e)) stop();
        return;
      }
      if (w.done) return;
      session = s;
      document.body.dataset.status = s.status;
      const screenNow = document.body.dataset.screen;
      if (screenNow === 'handoff') {
        $('handoff-status').textContent = STATUS_TEXT[s.status] || '';
        if (!terminal.includes(s.status) && s.status !== 'requires_review') return;
      } else if (s.status === 'processing') {
        return;
      }
      document.body.dataset.verdictVia = via;
      stop();
      route();
    };
    const poll = () => {
      if (w.done) return;
      w.timer = setTimeout(async () => { await update('polling'); poll(); }, 3000);
    };
    poll();
    if (!session.realtime || session.realtime.transport !== 'graphql-ws') return;
    let ws;
    try {
      ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/graphql', 'graphql-transport-ws');
    } catch (_) {
      return;
    }
    w.ws = ws;
    ws.onopen = () => ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: 'Bearer ' + token } }));
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: 'session', type: 'subscribe', payload: {
          query: 'subscription($id: ID!) { verdictUpdated(sessionId: $id) { status } }', variables: { id: session.id } } }));
      } else if (m.type === 'next') {
        const v = m.payload && m.payload.data && m.payload.data.verdictUpdated;
        if (v) update('websocket');
      } else if (m.type === 'ping') {
        ws.send(JSON.stringify({ type: 'pong' }));
      }
    };
  }

  // ---- Handoff to a phone --------------------------------------------------------------

  let qrURL = null;
  async function handoff() {
    const link = session.handoff.url + '#token=' + encodeURIComponent(token) + '&handoff=1';
    $('handoff-link').href = link;
    $('handoff-link').textContent = link;
    $('handoff-here').hidden = !session.handoff.allow_desktop;
    $('handoff-status').textContent = STATUS_TEXT[session.status] || '';
    progress(null);
    screen('handoff');
    if (!qrURL) {
      try {
        const res = await fetch('/v1/client/handoff/qr', { headers: { 'X-Client-Token': token, 'X-Client-Widget': 'meridian' } });
        if (res.ok) qrURL = URL.createObjectURL(await res.blob());
      } catch (_) { /* the link is shown too */ }
    }
    if (qrURL) $('handoff-qr').src = qrURL;
    follow();
  }

  $('handoff-here').addEventListener('click', () => {
    if (watching) {
      watching.done = true;
      if (watching.ws) watching.ws.close();
      clearTimeout(watching.timer);
      watching = null;
    }
    here = true;
    started = true;
    refresh().then(route);
  });

  // ---- Outcome --------------------------------------------------------------------------

  // Each outcome has its own icon, words and next step: what happens now,
  // and what the person can do.
  const OUTCOMES = {
    approved: {
      icon: 'ok', mark: '\u2713', title: "You're verified",
      text: () => 'Thank you. Your identity has been confirmed, and ' + orgName() + ' has been told.',
      next: () => 'There is nothing more to do here: you can carry on with ' + orgName() + '.',
    },
    rejected: {
      icon: 'rejected', mark: '\u2715', title: 'We could not verify you',
      text: () => 'What was sent did not confirm your identity, and ' + orgName() + ' has been told.',
      next: () => 'Contact ' + orgName() + ': they can tell you why and, if you can try again, send you a new link. Have your document with you.',
    },
    requires_review: {
      icon: 'review', mark: '', title: 'Thank you: we are reviewing your details',
      text: () => 'A person at ' + orgName() + ' will look at what you sent.',
      next: () => 'There is nothing more to do now. ' + orgName() + ' will let you know the outcome; if they need anything else, they will ask you.',
    },
  };

  function outcome(s) {
    const o = OUTCOMES[s.status] || { icon: '', mark: '', title: s.status, text: () => '', next: () => '' };
    $('outcome-icon').className = 'icon big ' + o.icon;
    $('outcome-icon').textContent = o.mark;
    $('outcome-title').textContent = o.title;
    $('outcome-text').textContent = o.text();
    $('outcome-next').textContent = onPhone && !here ? 'You can go back to your other device now.' : o.next();
    document.body.dataset.outcome = s.status;
    progress(null);
    const link = $('continue');
    const leave = s.redirect_url && !onPhone;
    link.hidden = !leave;
    $('close').hidden = leave;
    $('closed-note').hidden = true;
    screen('outcome');
    if (!leave) return;
    // The business's page learns which session ended and how.
    const u = new URL(s.redirect_url);
    u.searchParams.set('session_id', s.id);
    u.searchParams.set('status', s.status);
    link.href = u.toString();
    setTimeout(() => { if (document.body.dataset.screen === 'outcome') location.assign(link.href); }, 4000);
  }

  // Close: a page a script opened closes; a tab the person opened cannot
  // be closed by the page, which then says so.
  $('close').addEventListener('click', () => {
    if (window.parent !== window) window.parent.postMessage({ type: 'meridian:close', session_id: session.id, status: session.status }, '*');
    window.close();
    $('close').hidden = true;
    $('closed-note').hidden = false;
    $('closed-note').focus();
  });

  // ---- Start -----------------------------------------------------------------------------

  function load() {
    screen('loading');
    api('GET', 'session').then((s) => { session = s; route(); }, (e) => failed(e, load));
  }

  if (!token) {
    problem('missing');
    return;
  }
  load();
})();
