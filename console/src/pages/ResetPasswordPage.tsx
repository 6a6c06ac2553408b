// A forgotten password: ask for a link by email; the link
// (/console/reset-password#token=…) sets a new password.
import { useState, type FormEvent } from 'react';
import { Page } from '../components/Page';
import { Button, buttonClass } from '../components/ui/Button';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Field } from '../components/ui/Field';
import { Notice } from '../components/ui/Notice';
import { confirmPasswordReset, requestPasswordReset } from '../lib/api';
import { ApiError } from '../lib/errors';
import { Link, useLocation } from '../lib/router';

/** tokenOf reads token=… from a URL's fragment. */
export function tokenOf(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

function RequestLink() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await requestPasswordReset(email);
      setSent(r.message);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title="Reset your password" description="We will email you a link to choose a new password.">
      {sent ? (
        <Notice tone="success">
          <p>{sent}.</p>
          <p>The link works once, for 30 minutes.</p>
        </Notice>
      ) : (
        <form onSubmit={submit} className="form">
          <Field label="Email" name="email" type="email" autoComplete="username" required value={email}
            onChange={(e) => setEmail(e.target.value)} />
          <ErrorMessage error={error} />
          <Button type="submit" variant="primary" disabled={busy}>
            Email me a link
          </Button>
        </form>
      )}
      <p className="form-foot">
        <Link to="/sign-in">Back to sign-in</Link>
      </p>
    </Page>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const mismatch = repeat !== '' && repeat !== password;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (mismatch) return;
    setBusy(true);
    setError(null);
    try {
      await confirmPasswordReset(token, password);
      setDone(true);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const fields = error instanceof ApiError ? error.fields : {};
  if (done) {
    return (
      <Page title="Your password is set">
        <p>You were signed out everywhere. Sign in with your new password.</p>
        <p>
          <Link to="/sign-in" className={buttonClass('primary')}>
            Sign in
          </Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title="Choose a new password">
      <form onSubmit={submit} className="form">
        <Field label="New password" name="password" type="password" autoComplete="new-password" required minLength={12}
          value={password} onChange={(e) => setPassword(e.target.value)} problem={fields.password?.[0]}
          hint="At least 12 characters. A few unrelated words make a strong one." />
        <Field label="Repeat the new password" name="repeat" type="password" autoComplete="new-password" required
          value={repeat} onChange={(e) => setRepeat(e.target.value)} problem={mismatch ? 'The two passwords differ.' : undefined} />
        <ErrorMessage error={error} />
        <Button type="submit" variant="primary" disabled={busy}>
          Set the password
        </Button>
      </form>
      <p className="form-foot">
        <Link to="/reset-password">Ask for a new link</Link>
      </p>
    </Page>
  );
}

export default function ResetPasswordPage() {
  const token = tokenOf(useLocation().hash);
  return token ? <ChoosePassword token={token} /> : <RequestLink />;
}
