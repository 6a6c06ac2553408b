// Accepting an invitation (/console/accept-invitation#token=…): a new
// person gives their name and a password and is signed in. The first
// owner's link, which names no email, asks for the email too.
import { useState, type FormEvent } from 'react';
import { Page } from '../components/Page';
import { Button } from '../components/ui/Button';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Field } from '../components/ui/Field';
import { acceptInvitation } from '../lib/api';
import { ApiError } from '../lib/errors';
import { Link, href, useLocation, useNavigate } from '../lib/router';
import { useSession } from '../lib/session';
import { tokenOf } from './ResetPasswordPage';

export default function AcceptInvitationPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { restart } = useSession();
  const token = tokenOf(location.hash);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [askEmail, setAskEmail] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (!token) {
    return (
      <Page title="Accept an invitation">
        <p>This link is incomplete: open the whole link from your invitation.</p>
        <p>
          <Link to="/sign-in">Go to sign-in</Link>
        </p>
      </Page>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation({ token, name, password, email: askEmail ? email : undefined });
      navigate(href('/'), { replace: true });
      restart();
    } catch (err) {
      // An invitation open to any email (the first owner's) asks for it.
      if (err instanceof ApiError && err.fields.email && !askEmail) setAskEmail(true);
      else setError(err);
    } finally {
      setBusy(false);
    }
  };
  const fields = error instanceof ApiError ? error.fields : {};
  const signInFirst = error instanceof ApiError && error.code === 'sign_in_required';
  return (
    <Page title="Join your team on Meridian" description="Choose how you will sign in.">
      <form onSubmit={submit} className="form">
        {askEmail && (
          <Field label="Email" name="email" type="email" autoComplete="username" required autoFocus value={email}
            onChange={(e) => setEmail(e.target.value)} problem={fields.email?.[0]}
            hint="This invitation names no email: give the one you will sign in with." />
        )}
        <Field label="Your name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)}
          problem={fields.name?.[0]} />
        <Field label="Password" name="password" type="password" autoComplete="new-password" required minLength={12}
          value={password} onChange={(e) => setPassword(e.target.value)} problem={fields.password?.[0]}
          hint="At least 12 characters. A few unrelated words make a strong one." />
        <ErrorMessage error={error} />
        {signInFirst && (
          <p>
            <Link to={'/sign-in?next=' + encodeURIComponent(location.pathname + location.hash)}>Sign in, then accept</Link>
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          Accept the invitation
        </Button>
      </form>
    </Page>
  );
}
