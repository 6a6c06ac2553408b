// Signing in: email and password (then a code from an authenticator app,
// a recovery code, or a passkey when the person has a second factor), a
// passkey alone, or the organization's own provider (SSO).
import { useState, type FormEvent } from 'react';
import { Page } from '../components/Page';
import { Button } from '../components/ui/Button';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Field } from '../components/ui/Field';
import { beginPasskeySignIn, finishPasskeySignIn, signIn, ssoStartURL, type PasskeyCeremony } from '../lib/api';
import { ApiError } from '../lib/errors';
import { Link, href, safeReturnPath, useLocation, useNavigate } from '../lib/router';
import { useSession } from '../lib/session';
import { getAssertion, passkeysSupported } from '../lib/webauthn';

interface SecondFactor {
  factors: string[];
  passkey?: PasskeyCeremony;
}

export default function SignInPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const { restart } = useSession();
  const next = safeReturnPath(new URLSearchParams(search).get('next')) ?? href('/');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [second, setSecond] = useState<SecondFactor | null>(null);
  const [sso, setSso] = useState(false);
  const [organization, setOrganization] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const done = () => {
    navigate(next, { replace: true });
    restart();
  };

  const attempt = async (f: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
      done();
    } catch (e) {
      if (e instanceof ApiError && e.code === 'second_factor_required') {
        setSecond({ factors: (e.body.factors as string[]) ?? ['totp'], passkey: e.body.passkey as PasskeyCeremony | undefined });
        if (second) setError(e);
      } else {
        setError(e);
      }
    } finally {
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void attempt(() => signIn({ email, password, code: second ? code.replace(/\s+/g, '') : undefined }));
  };

  const withSecondPasskey = () =>
    attempt(async () => {
      const ceremony = second?.passkey;
      if (!ceremony) throw new Error('No passkey ceremony was begun.');
      const passkey = await getAssertion(ceremony.options);
      return signIn({ email, password, passkey, challenge: ceremony.challenge });
    });

  const withPasskey = () =>
    attempt(async () => {
      const ceremony = await beginPasskeySignIn();
      return finishPasskeySignIn(ceremony.challenge, await getAssertion(ceremony.options));
    });

  const startSso = (e: FormEvent) => {
    e.preventDefault();
    window.location.assign(ssoStartURL(organization.trim()));
  };

  if (sso) {
    return (
      <Page title="Sign in with SSO" description="Your organization's own sign-in provider will ask who you are.">
        <form onSubmit={startSso} className="form">
          <Field label="Organization" name="organization" autoComplete="organization" required value={organization}
            onChange={(e) => setOrganization(e.target.value)} hint="Its name or id, as your administrator gave it." />
          <Button type="submit" variant="primary">
            Continue
          </Button>
          <Button variant="quiet" onClick={() => setSso(false)}>
            Sign in with a password instead
          </Button>
        </form>
      </Page>
    );
  }

  return (
    <Page title="Sign in">
      <form onSubmit={submit} className="form">
        <Field label="Email" name="email" type="email" autoComplete="username" required value={email}
          onChange={(e) => setEmail(e.target.value)} readOnly={!!second} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required value={password}
          onChange={(e) => setPassword(e.target.value)} readOnly={!!second} />
        {second?.factors.includes('totp') && (
          <Field label="Authentication code" name="code" autoComplete="one-time-code" inputMode="text" required autoFocus
            value={code} onChange={(e) => setCode(e.target.value)}
            hint="The 6-digit code from your authenticator app, or one of your recovery codes." />
        )}
        <ErrorMessage error={error} />
        {(!second || second.factors.includes('totp')) && (
          <Button type="submit" variant="primary" disabled={busy}>
            {second ? 'Verify' : 'Sign in'}
          </Button>
        )}
        {second?.passkey && (
          <Button disabled={busy} onClick={withSecondPasskey}>
            Use your passkey
          </Button>
        )}
      </form>
      {!second && (
        <div className="alternatives">
          {passkeysSupported() && (
            <Button disabled={busy} onClick={withPasskey}>
              Sign in with a passkey
            </Button>
          )}
          <Button onClick={() => setSso(true)}>
            Sign in with SSO
          </Button>
          <Link to="/reset-password">Forgot password?</Link>
        </div>
      )}
    </Page>
  );
}
