// Accepting an invitation (/console/accept-invitation#token=…): the page
// first asks the server where the link leads ("Join Acme Bank as Admin"),
// so a used or expired link says so before anything is typed. A new
// person gives their name and a password and is signed in; the first
// owner's link, which names no email, asks for the email too.
import { useEffect, useState, type FormEvent } from 'react';
import { Page } from '../components/Page';
import { Button } from '../components/ui/Button';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Field } from '../components/ui/Field';
import { acceptInvitation, lookUpInvitation, type InvitationInfo } from '../lib/api';
import { ApiError } from '../lib/errors';
import { roleName, type Role } from '../lib/roles';
import { Link, href, useLocation, useNavigate } from '../lib/router';
import { useSession } from '../lib/session';
import { formatTime } from '../lib/time';
import { tokenOf } from './ResetPasswordPage';

/** invitationTitle is what an invitation offers ("Join Acme Bank as Admin"). */
export function invitationTitle(info: InvitationInfo): string {
  return `Join ${info.organization.name} as ${roleName(info.role as Role)}`;
}

/** isInvalidInvitation reports whether error says the link is used, revoked or expired. */
export function isInvalidInvitation(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_invitation';
}

type Lookup = { info: InvitationInfo; error?: undefined } | { info?: undefined; error: unknown } | null;

export default function AcceptInvitationPage() {
  const token = tokenOf(useLocation().hash);
  const [lookup, setLookup] = useState<Lookup>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!token) return;
    let current = true;
    setLookup(null);
    lookUpInvitation(token).then(
      (info) => current && setLookup({ info }),
      (error: unknown) => current && setLookup({ error }),
    );
    return () => {
      current = false;
    };
  }, [token, tries]);

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
  if (lookup?.error && isInvalidInvitation(lookup.error)) {
    return (
      <Page title="This invitation is not valid">
        <p>It was used, revoked, or has expired. Ask the person who invited you for a new one.</p>
        <p>
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </p>
      </Page>
    );
  }
  if (!lookup?.info) {
    return <Page title="Accept an invitation" loading={!lookup} error={lookup?.error} onRetry={() => setTries((n) => n + 1)} />;
  }
  return <AcceptForm token={token} info={lookup.info} />;
}

function AcceptForm({ token, info }: { token: string; info: InvitationInfo }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { restart } = useSession();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation({ token, name, password, email: info.email_required ? email : undefined });
      navigate(href('/'), { replace: true });
      restart();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const fields = error instanceof ApiError ? error.fields : {};
  const signInFirst = error instanceof ApiError && error.code === 'sign_in_required';
  return (
    <Page title={invitationTitle(info)} description={`Choose how you will sign in. This invitation is valid until ${formatTime(info.expires_at)}.`}>
      <form onSubmit={submit} className="form">
        {info.email_required && (
          <Field label="Email" name="email" type="email" autoComplete="username" required value={email}
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
