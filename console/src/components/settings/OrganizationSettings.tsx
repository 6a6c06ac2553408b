// Organization settings (MANAGE): how the hosted widget looks, beside a
// preview of it; the origins allowed to call the client API and embed the
// widget; how long verification data is kept; the review target and
// presets (ReviewSettings).
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { OrganizationSettingsQuery, WidgetTheme } from '../../gql/graphql';
import { fieldProblems, firstOf } from '../../lib/fields';
import { useCan, useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Field } from '../ui/Field';
import { controlClass, FieldFrame, fieldIds } from '../ui/FieldFrame';
import { Fieldset } from '../ui/Fieldset';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import {
  HEX_COLOR,
  LOGO_TYPES,
  WIDGET_ACCENT,
  checkLogoFile,
  checkLogoSize,
  checkOrigins,
  checkRetention,
  contrast,
  serverOriginErrors,
} from './logic';
import { ReviewSettings } from './ReviewSettings';
import { WidgetPreview, type WidgetLook } from './WidgetPreview';

const ORGANIZATION = graphql(`
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
`);

const UPDATE = graphql(`
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
`);

const PREVIEW_SESSION = graphql(`
  mutation CreateWidgetPreviewSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      url
      session {
        id
        expiresAt
      }
    }
  }
`);

type Organization = OrganizationSettingsQuery['viewer']['organization'];

export function OrganizationSettings() {
  const [result, reexecute] = useQuery({ query: ORGANIZATION, requestPolicy: 'cache-and-network' });
  const org = result.data?.viewer.organization;
  if (result.error && !org) return <ErrorState error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!org) return <Loading />;
  return (
    <div className="settings-stack">
      <WidgetCard org={org} />
      <OriginsCard org={org} />
      <RetentionCard org={org} />
      <ReviewSettings />
    </div>
  );
}

// ---- The widget's look ---------------------------------------------------------

/** readLogo reads a chosen file as a data URL after checking its type, size and dimensions. */
async function readLogo(file: File): Promise<string> {
  const problem = checkLogoFile(file);
  if (problem) throw new Error(problem);
  const url = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch {
    throw new Error('The file is not an image this browser can read.');
  }
  const size = checkLogoSize(img.naturalWidth, img.naturalHeight);
  if (size) throw new Error(size);
  return url;
}

function WidgetCard({ org }: { org: Organization }) {
  const w = org.widget;
  const [displayName, setDisplayName] = useState(w.displayName === org.name ? '' : w.displayName);
  const [accent, setAccent] = useState(w.accentColor ?? '');
  const [theme, setTheme] = useState<WidgetTheme>(w.theme);
  const [showBranding, setShowBranding] = useState(w.showBranding);
  const [handoff, setHandoff] = useState(w.handoffEnabled);
  const [desktops, setDesktops] = useState(w.desktopsAllowed);
  // undefined: keep the saved logo; "": remove it; a data URL: a new one.
  const [logo, setLogo] = useState<string | undefined>(undefined);
  const [logoError, setLogoError] = useState('');
  const [saved, setSaved] = useState(false);
  const [update, runUpdate] = useMutation(UPDATE);
  const [frameKey, setFrameKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  const accentOK = accent === '' || HEX_COLOR.test(accent);
  const shownAccent = accentOK && accent ? accent : WIDGET_ACCENT;
  const lowContrast = accentOK && contrast(shownAccent, '#ffffff') < 4.5;
  const look: WidgetLook = {
    displayName,
    accentColor: accentOK ? accent : '',
    theme,
    showBranding,
    logo: logo === undefined ? (w.logoUrl ?? '') : logo,
    handoffEnabled: handoff,
  };
  const fields = fieldProblems(update.error);
  const accentProblem = accentOK ? firstOf(fields, 'accentColor') : 'Write the colour as # and six hexadecimal digits, such as #0b6b3a.';
  const accentIds = fieldIds('accent-color', true, !!accentProblem);

  const chooseLogo = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setSaved(false);
    try {
      setLogo(await readLogo(file));
      setLogoError('');
    } catch (err) {
      setLogoError((err as Error).message);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (!accentOK) return;
    const r = await runUpdate({
      input: {
        widget: {
          displayName: displayName.trim(),
          accentColor: accent,
          theme,
          showBranding,
          handoffEnabled: handoff,
          desktopsAllowed: desktops,
          ...(logo !== undefined ? { logo } : {}),
        },
      },
    });
    if (!r.error) {
      setSaved(true);
      setLogo(undefined);
      setFrameKey((k) => k + 1);
    }
  };

  return (
    <Panel level={3} title="Hosted widget" description="How the verification page looks to the people you send to it.">
      <div className="widget-layout">
        <form className="form" onSubmit={submit} noValidate>
          <Field label="Display name" name="displayName" value={displayName} maxLength={100} placeholder={org.name}
            hint={`Shown in the widget's header. Leave empty to use “${org.name}”.`} problem={firstOf(fields, 'displayName')}
            onChange={(e) => { setDisplayName(e.target.value); setSaved(false); }} />
          <FieldFrame ids={accentIds} label="Accent colour" problem={accentProblem}
            hint={
              <>
                Buttons and highlights, as #rrggbb. Empty: the widget's own blue.
                {lowContrast && (
                  <span className="field-warning">
                    White text on this colour has a contrast of {contrast(shownAccent, '#ffffff').toFixed(1)}:1; aim for at least 4.5:1 so
                    everyone can read the buttons.
                  </span>
                )}
              </>
            }>
            <div className="color-row">
              <input type="color" className="color-pick" aria-label="Pick the accent colour" value={shownAccent}
                onChange={(e) => { setAccent(e.target.value); setSaved(false); }} />
              <input id={accentIds.control} className={controlClass} name="accentColor" value={accent} placeholder={WIDGET_ACCENT} spellCheck={false}
                aria-describedby={accentIds.describedBy} aria-invalid={accentProblem ? true : undefined}
                onChange={(e) => { setAccent(e.target.value.trim()); setSaved(false); }} />
              {accent && (
                <Button variant="quiet" onClick={() => setAccent('')}>
                  Use the widget's own
                </Button>
              )}
            </div>
          </FieldFrame>
          <Fieldset legend="Theme">
            <div className="radios">
              {(['LIGHT', 'DARK'] as const).map((t) => (
                <Check key={t} type="radio" name="theme" value={t} label={t === 'LIGHT' ? 'Light' : 'Dark'} checked={theme === t}
                  onChange={() => { setTheme(t); setSaved(false); }} />
              ))}
            </div>
          </Fieldset>
          <Check label="Show the name and logo" checked={showBranding} onChange={(e) => { setShowBranding(e.target.checked); setSaved(false); }}
            hint="Off: a white-label header, with neither." />
          <div className="logo-field">
            <span className="field-label" id="logo-label">Logo</span>
            <div className="logo-row">
              {look.logo ? <img className="logo-thumb" src={look.logo} alt="The logo" /> : <span className="hint">No logo.</span>}
              <input ref={fileInput} id="logo-file" type="file" accept={LOGO_TYPES.join(',')} className="sr-only" tabIndex={-1}
                aria-labelledby="logo-label" onChange={chooseLogo} />
              <Button onClick={() => fileInput.current?.click()} aria-describedby="logo-hint">
                {look.logo ? 'Choose another logo' : 'Choose a logo'}
              </Button>
              {look.logo && (
                <Button variant="quiet" onClick={() => { setLogo(''); setLogoError(''); setSaved(false); }}>
                  Remove the logo
                </Button>
              )}
            </div>
            <p id="logo-hint" className="hint">
              PNG, JPEG or WebP, at most 256 KiB, 16 to 2,000 pixels a side.
            </p>
            <ErrorMessage inline>{logoError || firstOf(fields, 'logo')}</ErrorMessage>
          </div>
          <Check label="Offer desktops to continue on a phone" checked={handoff} onChange={(e) => { setHandoff(e.target.checked); setSaved(false); }}
            hint="A desktop is shown a QR code that opens the verification on a phone." />
          <Check label="Let desktops take the steps" checked={desktops} disabled={!handoff}
            onChange={(e) => { setDesktops(e.target.checked); setSaved(false); }}
            hint={handoff ? 'Off: a desktop only offers the QR code.' : 'Applies when desktops are offered a phone.'} />
          <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
          {saved && <Notice tone="success">The widget's settings are saved.</Notice>}
          <Actions>
            <Button type="submit" variant="primary" disabled={update.fetching || !accentOK}>
              Save the widget's settings
            </Button>
          </Actions>
        </form>
        <div className="widget-previews">
          <figure className="preview-figure">
            <figcaption>Preview, with your changes</figcaption>
            <WidgetPreview look={look} organizationName={org.name} />
          </figure>
          <HostedWidget org={org} reload={frameKey} />
        </div>
      </div>
    </Panel>
  );
}

// ---- The hosted widget itself --------------------------------------------------------

/** Where a preview session's widget was opened, kept for the tab so a visit does not start another one. */
interface PreviewSession {
  /** The widget's path with the client token in its fragment. */
  path: string;
  expiresAt: string;
}

const storageKey = (orgId: string) => 'meridian.widgetPreview.' + orgId;

function storedPreview(orgId: string): PreviewSession | null {
  try {
    const p = JSON.parse(sessionStorage.getItem(storageKey(orgId)) ?? 'null') as PreviewSession | null;
    return p && Date.parse(p.expiresAt) - Date.now() > 60_000 ? p : null;
  } catch {
    return null;
  }
}

/**
 * HostedWidget shows the real widget (/widget) with the saved settings.
 * The widget applies an organization's settings only to a verification
 * session, so it is opened with a test session made for the purpose, on
 * request; it is shown again after each save. The frame is inert: a
 * picture, not a verification to take.
 */
function HostedWidget({ org, reload }: { org: Organization; reload: number }) {
  const can = useCan();
  const viewer = useViewer();
  const [preview, setPreview] = useState<PreviewSession | null>(() => storedPreview(org.id));
  const [created, runCreate] = useMutation(PREVIEW_SESSION);
  const [shown, setShown] = useState(0);
  const reloadButton = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const usable = org.mode === 'TEST' && can('VERIFY');

  // The widget moves the focus to each of its screens' headings, which
  // would take it from the console (inert does not stop a frame's own
  // scripts). Nobody can move into the frame themselves, so the focus
  // goes back where it was.
  useEffect(() => {
    let last: Element | null = document.activeElement;
    const track = (e: FocusEvent) => {
      if (e.target !== frame.current) last = e.target as Element;
    };
    const restore = () =>
      setTimeout(() => {
        if (!frame.current || document.activeElement !== frame.current) return;
        if (last instanceof HTMLElement && last.isConnected && last !== document.body) last.focus({ preventScroll: true });
        else frame.current.blur();
      }, 0);
    document.addEventListener('focusin', track);
    window.addEventListener('blur', restore);
    return () => {
      document.removeEventListener('focusin', track);
      window.removeEventListener('blur', restore);
    };
  }, []);

  const open = async () => {
    const r = await runCreate({
      input: { userReference: 'widget-preview', metadata: { purpose: 'widget_preview', by: viewer.user?.email ?? '' }, expiresIn: 3600 },
    });
    const s = r.data?.createSession;
    if (!s) return;
    const u = new URL(s.url, window.location.origin);
    const p = { path: u.pathname + u.search + u.hash, expiresAt: s.session.expiresAt };
    try {
      sessionStorage.setItem(storageKey(org.id), JSON.stringify(p));
    } catch {
      // storage off: the next visit starts another session
    }
    setPreview(p);
  };
  const show = async () => {
    await open();
    // The button that opened it is gone: the focus goes to the one that reloads it.
    setTimeout(() => reloadButton.current?.focus(), 0);
  };

  // After a save, a session about to end is replaced.
  useEffect(() => {
    if (reload > 0 && preview && !storedPreview(org.id)) void open();
  }, [reload]);

  return (
    <figure className="preview-figure">
      <figcaption>The hosted widget, as saved</figcaption>
      {preview ? (
        <>
          <iframe ref={frame} key={`${reload}:${shown}:${preview.path}`} className="widget-frame" src={preview.path}
            title="The hosted widget with the saved settings" inert data-testid="widget-frame" />
          <Button ref={reloadButton} variant="quiet" onClick={() => setShown((n) => n + 1)}>
            Reload the hosted widget
          </Button>
        </>
      ) : usable ? (
        <div className="frame-placeholder">
          <p className="hint">
            The widget shows its settings to a verification session: this opens it with a test session of its own (listed under
            Verifications as “widget-preview”, ending within the hour).
          </p>
          <ErrorMessage error={created.error} />
          <Button onClick={show} disabled={created.fetching}>
            Show the hosted widget
          </Button>
        </div>
      ) : (
        <div className="frame-placeholder">
          <p className="hint">
            {org.mode === 'LIVE'
              ? 'Switch to test mode to see the hosted widget itself: it is opened with a test verification session.'
              : 'Your role cannot start the test verification session the hosted widget is opened with.'}
          </p>
        </div>
      )}
    </figure>
  );
}

// ---- Allowed origins ---------------------------------------------------------------

function OriginsCard({ org }: { org: Organization }) {
  const [items, setItems] = useState<string[]>(() => [...org.allowedOrigins]);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState('');
  const [update, runUpdate] = useMutation(UPDATE);
  const [sent, setSent] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);
  const checked = checkOrigins(items);
  const serverMessages = sent ? fieldProblems(update.error).allowedOrigins ?? [] : [];
  const server = serverOriginErrors(sent ?? [], serverMessages);
  const listHasErrors = checked.some((i) => i.error);

  const add = () => {
    const value = draft.trim();
    if (!value) return;
    const c = checkOrigins([...items, value]);
    const err = c[c.length - 1].error;
    if (err) {
      setDraftError(err);
      return;
    }
    setItems([...items, value]);
    setDraft('');
    setDraftError('');
    setSaved(false);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (listHasErrors) return;
    setSent(items);
    const r = await runUpdate({ input: { allowedOrigins: items } });
    if (!r.error && r.data) {
      setItems(r.data.updateOrganization.allowedOrigins);
      setSent(null);
      setSaved(true);
    }
  };

  return (
    <Panel level={3} title="Allowed origins"
      description="The websites (scheme://host[:port]) that may call the client API from a browser and embed the hosted widget.">
      <form className="form" onSubmit={submit} noValidate>
        {items.length === 0 ? (
          <p className="hint">
            None: in test mode any website may call the client API; in live mode only this server. No website may embed the widget.
          </p>
        ) : (
          <ul className="origin-list" aria-label="Allowed origins">
            {items.map((value, i) => {
              const problem = checked[i].error ?? (sent && sent[i] === value ? server.byIndex.get(i) : undefined);
              return (
                <li key={value + i} className={problem ? 'origin-item has-error' : 'origin-item'}>
                  <code>{value}</code>
                  <Button variant="quiet" aria-label={`Remove ${value}`}
                    onClick={() => { setItems(items.filter((_, j) => j !== i)); setSaved(false); }}>
                    Remove
                  </Button>
                  <ErrorMessage inline>{problem}</ErrorMessage>
                </li>
              );
            })}
          </ul>
        )}
        <div className="add-row">
          <Field label="Add an origin" name="origin" value={draft} placeholder="https://shop.example" spellCheck={false} problem={draftError || undefined}
            onChange={(e) => { setDraft(e.target.value); setDraftError(''); }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }} />
          <Button onClick={add}>
            Add
          </Button>
        </div>
        {server.other.map((m) => (
          <ErrorMessage key={m}>{m}</ErrorMessage>
        ))}
        <ErrorMessage error={serverMessages.length ? null : update.error} />
        {saved && <Notice tone="success">The allowed origins are saved.</Notice>}
        <Actions>
          <Button type="submit" variant="primary" disabled={update.fetching || listHasErrors}>
            Save the origins
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

// ---- Retention ---------------------------------------------------------------------

function RetentionCard({ org }: { org: Organization }) {
  const [days, setDays] = useState(String(org.retentionDays ?? 0));
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState(false);
  const [update, runUpdate] = useMutation(UPDATE);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const c = checkRetention(days);
    if ('error' in c) {
      setProblem(c.error);
      return;
    }
    setProblem('');
    const r = await runUpdate({ input: { retentionDays: c.days } });
    if (!r.error) setSaved(true);
  };
  const fields = fieldProblems(update.error);
  return (
    <Panel level={3} title="Data retention" description="How long a verification's images and personal details are kept after it ends.">
      <form className="form" onSubmit={submit} noValidate>
        <Field label="Days to keep" name="retentionDays" inputMode="numeric" value={days} className="input-short"
          hint="1 to 3,650 days; 0 keeps them for good. Erased data cannot be brought back."
          problem={problem || firstOf(fields, 'retentionDays')} onChange={(e) => { setDays(e.target.value); setSaved(false); }} />
        <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
        {saved && <Notice tone="success">{Number(days) === 0 ? 'Data is kept for good.' : `Data is kept ${days} days after a verification ends.`}</Notice>}
        <Actions>
          <Button type="submit" variant="primary" disabled={update.fetching}>
            Save the retention
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}
