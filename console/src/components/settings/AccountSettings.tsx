// My account (SELF): who I am, my preferences (time zone, mails), my
// password, my authenticator app, my passkeys, my link to the
// organization's identity provider, and my open sessions.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AccountSettingsQuery } from '../../gql/graphql';
import { linkSso } from '../../lib/api';
import { codes } from '../../lib/errors';
import { fieldProblems, firstOf } from '../../lib/fields';
import { roleName } from '../../lib/roles';
import { href, useLocation, useNavigate } from '../../lib/router';
import { useViewer } from '../../lib/session';
import { utcTitle } from '../../lib/time';
import { createCredential, passkeysSupported } from '../../lib/webauthn';
import { svgDataURL } from '../../pages/EnrollSecondFactorPage';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Facts } from '../ui/Facts';
import { Field } from '../ui/Field';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { deviceName, formatDate, formatTime, ssoLinked } from './logic';
import { PreferencesCard } from './Preferences';

const ACCOUNT = graphql(`
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
`);

const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($current: String!, $new: String!) {
    changePassword(current: $current, new: $new)
  }
`);

const UPDATE_MY_NAME = graphql(`
  mutation UpdateMyName($name: String!) {
    updateMyName(name: $name) {
      id
      name
    }
  }
`);

const START_TOTP = graphql(`
  mutation StartTotpSettings {
    startTotpEnrollment {
      secret
      otpauthUri
      qrSvg
    }
  }
`);

const CONFIRM_TOTP = graphql(`
  mutation ConfirmTotpSettings($code: String!) {
    confirmTotp(code: $code)
  }
`);

const DISABLE_TOTP = graphql(`
  mutation DisableTotp($code: String!) {
    disableTotp(code: $code)
  }
`);

const START_PASSKEY = graphql(`
  mutation StartPasskeyRegistration {
    startPasskeyRegistration
  }
`);

const FINISH_PASSKEY = graphql(`
  mutation FinishPasskeyRegistration($name: String!, $credential: String!) {
    finishPasskeyRegistration(name: $name, credential: $credential) {
      id
      name
    }
  }
`);

const REMOVE_PASSKEY = graphql(`
  mutation RemovePasskey($id: ID!) {
    removePasskey(id: $id)
  }
`);

const REVOKE_SESSION = graphql(`
  mutation RevokeMySession($id: ID!) {
    revokeMySession(id: $id)
  }
`);

type Account = AccountSettingsQuery;

export function AccountSettings() {
  const viewer = useViewer();
  const linked = useLinkedReturn();
  const [result, reexecute] = useQuery({ query: ACCOUNT, requestPolicy: 'cache-and-network' });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const data = result.data;
  if (result.error && !data) return <ErrorState error={result.error} onRetry={refresh} />;
  if (!data) return <Loading />;
  return (
    <div className="settings-stack">
      {linked && (
        <Notice tone="success">
          Your account is linked to {viewer.organization.name}’s identity provider: you may now sign in to {viewer.organization.name} through it.
        </Notice>
      )}
      <ProfileCard />
      <PreferencesCard />
      <PasswordCard onChanged={refresh} />
      <TotpCard enabled={data.viewer.user?.totpEnabled ?? false} onChanged={refresh} />
      <PasskeysCard passkeys={data.passkeys} onChanged={refresh} />
      {data.viewer.sso?.enabled && !data.viewer.sso.session && <SsoLinkCard linked={data.viewer.sso.linked} />}
      <SessionsCard sessions={data.mySessions} onChanged={refresh} />
    </div>
  );
}

/**
 * useLinkedReturn reports whether the identity provider has just sent the
 * person back from linking their account (?sso=linked), and takes the
 * query off the address, so that reloading the page does not say it again.
 */
function useLinkedReturn(): boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [linked] = useState(() => ssoLinked(search));
  useEffect(() => {
    if (linked) navigate(href('/settings/account'), { replace: true });
  }, [linked, navigate]);
  return linked;
}

function ProfileCard() {
  const viewer = useViewer();
  const user = viewer.user;
  const [name, setName] = useState(user?.name ?? '');
  const [saved, setSaved] = useState(false);
  const [rename, runRename] = useMutation(UPDATE_MY_NAME);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const r = await runRename({ name });
    if (!r.error) setSaved(true);
  };
  return (
    <Panel level={3} title="Profile">
      <form className="form narrow" onSubmit={submit}>
        <Field label="Name" name="name" autoComplete="name" required maxLength={100} value={name}
          problem={firstOf(fieldProblems(rename.error), 'name')} onChange={(e) => setName(e.target.value)} />
        <ErrorMessage error={firstOf(fieldProblems(rename.error), 'name') ? undefined : rename.error} />
        {saved && <Notice tone="success">Your name is saved.</Notice>}
        <Actions>
          <Button type="submit" disabled={rename.fetching || name.trim() === ''}>
            Save the name
          </Button>
        </Actions>
      </form>
      <Facts items={[
        ['Email', user?.email],
        [`Role in ${viewer.organization.name}`, viewer.role ? roleName(viewer.role) : '—'],
      ]} />
    </Panel>
  );
}

function PasswordCard({ onChanged }: { onChanged: () => void }) {
  const viewer = useViewer();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [saved, setSaved] = useState(false);
  const [change, runChange] = useMutation(CHANGE_PASSWORD);
  const errorCodes = codes(change.error);
  const fields = fieldProblems(change.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    if (next !== repeat) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    const r = await runChange({ current, new: next });
    if (!r.error) {
      setSaved(true);
      setCurrent('');
      setNext('');
      setRepeat('');
      onChanged();
    }
  };
  const problemOfCurrent = errorCodes.includes('invalid_credentials') ? change.error?.graphQLErrors[0]?.message : firstOf(fields, 'current');
  const problemOfNew = errorCodes.includes('weak_password') ? change.error?.graphQLErrors[0]?.message : firstOf(fields, 'new');
  const shown = problemOfCurrent || problemOfNew;
  return (
    <Panel level={3} title="Password" description="At least 12 characters; a few unrelated words make a strong one. Changing it signs out your other sessions.">
      <form className="form narrow" onSubmit={submit}>
        <input type="text" name="username" autoComplete="username" value={viewer.user?.email ?? ''} readOnly hidden />
        <Field label="Current password" name="current" type="password" autoComplete="current-password" required value={current}
          problem={problemOfCurrent} onChange={(e) => setCurrent(e.target.value)} />
        <Field label="New password" name="new" type="password" autoComplete="new-password" required minLength={12} value={next}
          problem={problemOfNew} onChange={(e) => setNext(e.target.value)} />
        <Field label="Repeat the new password" name="repeat" type="password" autoComplete="new-password" required value={repeat}
          problem={mismatch ? 'The two new passwords differ.' : undefined} onChange={(e) => setRepeat(e.target.value)} />
        {shown ? (
          <p className="sr-only" role="alert">
            {shown}
          </p>
        ) : (
          <ErrorMessage error={change.error} />
        )}
        {saved && <Notice tone="success">Your password is changed, and your other sessions are signed out.</Notice>}
        <Actions>
          <Button type="submit" variant="primary" disabled={change.fetching}>
            Change the password
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

/** downloadText saves text as a file. */
function downloadText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function TotpCard({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const viewer = useViewer();
  const [start, runStart] = useMutation(START_TOTP);
  const [confirm, runConfirm] = useMutation(CONFIRM_TOTP);
  const [disable, runDisable] = useMutation(DISABLE_TOTP);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [turnedOff, setTurnedOff] = useState(false);
  const [copied, setCopied] = useState(false);
  const enrollment = start.data?.startTotpEnrollment;

  const confirmCode = async (e: FormEvent) => {
    e.preventDefault();
    const r = await runConfirm({ code: code.replace(/\s+/g, '') });
    if (r.data) {
      setRecovery(r.data.confirmTotp);
      setCode('');
      onChanged();
    }
  };
  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    const r = await runDisable({ code: code.replace(/\s+/g, '') });
    if (!r.error) {
      setCode('');
      setTurnedOff(true);
      onChanged();
    }
  };
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(recovery!.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  if (recovery) {
    return (
      <Panel level={3} title="Authenticator app" description="On: sign-ins ask for a code from it.">
        <div className="recovery">
          <p className="recovery-title">Keep your recovery codes</p>
          <p>Each signs you in once if you lose your authenticator. They are shown only now: copy or download them, and keep them somewhere safe.</p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {recovery.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ul>
          <Actions>
            <Button onClick={copyCodes}>
              Copy the codes
            </Button>
            <Button onClick={() => downloadText('meridian-recovery-codes.txt',
              `Meridian recovery codes for ${viewer.user?.email}\n\n${recovery.join('\n')}\n`)}>
              Download the codes
            </Button>
            <Button variant="primary" onClick={() => setRecovery(null)}>
              I have kept them
            </Button>
          </Actions>
          <p className="hint" role="status">
            {copied ? 'Copied to the clipboard.' : ''}
          </p>
        </div>
      </Panel>
    );
  }

  if (enabled) {
    return (
      <Panel level={3} title="Authenticator app" description="On: sign-ins ask for a code from it, or a recovery code.">
        <form className="form narrow" onSubmit={turnOff}>
          <Field label="Code to turn it off" name="code" autoComplete="one-time-code" required value={code}
            hint="A code from the app, or one of your recovery codes." onChange={(e) => setCode(e.target.value)} />
          <ErrorMessage error={disable.error} />
          <Actions>
            <Button type="submit" variant="danger" disabled={disable.fetching || !code.trim()}>
              Turn the authenticator off
            </Button>
          </Actions>
        </form>
      </Panel>
    );
  }

  return (
    <Panel level={3} title="Authenticator app" description="A code from an app on your phone at each sign-in, besides the password.">
      {turnedOff && <Notice tone="success">The authenticator is off.</Notice>}
      {!enrollment ? (
        <div className="form">
          <ErrorMessage error={start.error} />
          <div>
            <Button variant="primary" disabled={start.fetching} onClick={() => { setTurnedOff(false); runStart({}); }}>
              Set up an authenticator app
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={confirmCode} className="form">
          <ol className="steps">
            <li>
              <p>Scan this code with your authenticator app.</p>
              <img className="qr" src={svgDataURL(enrollment.qrSvg)} width={200} height={200} alt="QR code to add Meridian to an authenticator app" />
              <p className="hint">
                Or type this key: <code className="secret">{enrollment.secret}</code>
              </p>
            </li>
            <li className="narrow">
              <Field label="The 6-digit code it shows" name="code" autoComplete="one-time-code" inputMode="numeric" required value={code}
                onChange={(e) => setCode(e.target.value)} />
            </li>
          </ol>
          <ErrorMessage error={confirm.error} />
          <Actions>
            <Button type="submit" variant="primary" disabled={confirm.fetching}>
              Turn it on
            </Button>
          </Actions>
        </form>
      )}
    </Panel>
  );
}

/** passkeyProblem says why the browser made no passkey. */
function passkeyProblem(e: unknown): Error {
  const name = (e as { name?: string })?.name;
  if (name === 'NotAllowedError') return new Error('No passkey was made: the request was cancelled or timed out.');
  if (name === 'InvalidStateError') return new Error('This authenticator already holds a passkey for you.');
  return e instanceof Error ? e : new Error('The passkey could not be made.');
}

function PasskeysCard({ passkeys, onChanged }: { passkeys: Account['passkeys']; onChanged: () => void }) {
  const defaultName = 'Passkey on ' + deviceName(navigator.userAgent);
  const [name, setName] = useState(defaultName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [added, setAdded] = useState('');
  const [removing, setRemoving] = useState<Account['passkeys'][number] | null>(null);
  const [, runStart] = useMutation(START_PASSKEY);
  const [, runFinish] = useMutation(FINISH_PASSKEY);
  const [, runRemove] = useMutation(REMOVE_PASSKEY);
  const supported = passkeysSupported();

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setAdded('');
    try {
      const started = await runStart({});
      if (started.error) throw started.error;
      let credential: Record<string, unknown>;
      try {
        credential = await createCredential(JSON.parse(started.data!.startPasskeyRegistration));
      } catch (err) {
        throw passkeyProblem(err);
      }
      const finished = await runFinish({ name: name.trim(), credential: JSON.stringify(credential) });
      if (finished.error) throw finished.error;
      setAdded(`“${finished.data!.finishPasskeyRegistration.name}” is added.`);
      setName(defaultName);
      onChanged();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel level={3} title="Passkeys" description="Sign in with a fingerprint, face or device PIN instead of a password, or as a second factor after it.">
      {added && <Notice tone="success">{added}</Notice>}
      {passkeys.length === 0 ? (
        <p className="hint">No passkeys yet.</p>
      ) : (
        <ul className="item-list" aria-label="Your passkeys">
          {passkeys.map((p) => (
            <li key={p.id} className="item">
              <div>
                <p className="item-title">{p.name}</p>
                <p className="hint">
                  Added {formatDate(p.createdAt)} · {p.lastUsedAt ? `last used ${formatTime(p.lastUsedAt)}` : 'never used'}
                </p>
              </div>
              <Button variant="quietDanger" aria-label={`Remove the passkey ${p.name}`} onClick={() => setRemoving(p)}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {supported ? (
        <form className="add-row" onSubmit={add}>
          <Field label="Name of the new passkey" name="passkeyName" required maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="primary" disabled={busy || !name.trim()}>
            Add a passkey
          </Button>
        </form>
      ) : (
        <p className="hint">This browser cannot make passkeys.</p>
      )}
      <ErrorMessage error={error} />
      <Confirm open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title={`Remove the passkey “${removing?.name}”?`}
        confirmLabel="Remove" onConfirm={async () => {
          const r = await runRemove({ id: removing!.id });
          if (!r.error) onChanged();
          return r;
        }}>
        <p>It will no longer sign you in. Remove it from the device too, in its settings.</p>
      </Confirm>
    </Panel>
  );
}

function SessionsCard({ sessions, onChanged }: { sessions: Account['mySessions']; onChanged: () => void }) {
  const [revoke, runRevoke] = useMutation(REVOKE_SESSION);
  const [done, setDone] = useState('');
  const end = async (s: Account['mySessions'][number]) => {
    const r = await runRevoke({ id: s.id });
    if (!r.error) {
      setDone(`${deviceName(s.device)} (${s.ip}) is signed out.`);
      onChanged();
    }
  };
  return (
    <Panel level={3} title="Where you are signed in" description="Your open sessions, newest first. Sign out of any you do not recognise.">
      {done && <Notice tone="success">{done}</Notice>}
      <ErrorMessage error={revoke.error} />
      <ul className="item-list" aria-label="Your sessions">
        {sessions.map((s) => (
          <li key={s.id} className="item" data-testid="my-session">
            <div>
              <p className="item-title">
                {deviceName(s.device)}
                {s.current && <Badge tone="info" className="title-badge">This session</Badge>}
              </p>
              <p className="hint">
                {s.ip} · last seen <Time at={s.lastSeenAt} /> · signed in <Time at={s.createdAt} />
              </p>
              <DeviceDetails ua={s.device} />
            </div>
            {!s.current && (
              <Button onClick={() => end(s)} disabled={revoke.fetching}
                aria-label={`End session: ${deviceName(s.device)} at ${s.ip}, last seen ${formatTime(s.lastSeenAt)}`}>
                End session
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/**
 * SsoLinkCard links the person's account to the identity the organization's
 * provider knows them by: the server answers the provider's address, the
 * browser goes there, and the provider sends it back here. It shows where
 * the organization has single sign-on, to a session not started through it
 * (such a session links nothing).
 */
function SsoLinkCard({ linked }: { linked: boolean }) {
  const viewer = useViewer();
  const organization = viewer.organization.name;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const link = async () => {
    setBusy(true);
    setError(null);
    try {
      const { url } = await linkSso();
      window.location.href = url;
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };
  return (
    <Panel level={3} title="Single sign-on"
      description={linked
        ? `Your account is linked to ${organization}’s identity provider: you may sign in to ${organization} through it.`
        : `Sign in to ${organization} through its identity provider too: you sign in there once, and come back here with your account linked to it.`}>
      <div className="form">
        <ErrorMessage error={error} />
        <div>
          <Button variant={linked ? 'default' : 'primary'} disabled={busy} onClick={link}>
            {linked ? 'Link another identity' : `Link your account to ${organization}’s identity provider`}
          </Button>
        </div>
      </div>
    </Panel>
  );
}

/** Time is a moment in the member's time zone, with UTC on hover. */
function Time({ at }: { at: string }) {
  return (
    <time dateTime={at} title={utcTitle(at)}>
      {formatTime(at)}
    </time>
  );
}

/** DeviceDetails shows the whole User-Agent, folded away. */
function DeviceDetails({ ua }: { ua: string }) {
  if (!ua) return null;
  return (
    <details className="ua">
      <summary>Browser details</summary>
      <code>{ua}</code>
    </details>
  );
}
