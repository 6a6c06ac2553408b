// Setting up an authenticator app when the organization asks every member
// for a second factor: scan the QR code, confirm with a code, keep the
// recovery codes (shown once).
import { useState, type FormEvent } from 'react';
import { useMutation } from 'urql';
import { Page } from '../components/Page';
import { Button } from '../components/ui/Button';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Field } from '../components/ui/Field';
import { graphql } from '../gql';
import { signOut } from '../lib/api';
import { href, useNavigate } from '../lib/router';
import { useSession, useViewer } from '../lib/session';

const START = graphql(`
  mutation StartTotpEnrollment {
    startTotpEnrollment {
      secret
      otpauthUri
      qrSvg
    }
  }
`);

const CONFIRM = graphql(`
  mutation ConfirmTotp($code: String!) {
    confirmTotp(code: $code)
  }
`);

/** svgDataURL makes an SVG an image URL the page's Content-Security-Policy allows (img-src data:). */
export function svgDataURL(svg: string): string {
  return 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
}

export default function EnrollSecondFactorPage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { restart } = useSession();
  const [start, runStart] = useMutation(START);
  const [confirm, runConfirm] = useMutation(CONFIRM);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const enrollment = start.data?.startTotpEnrollment;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await runConfirm({ code: code.replace(/\s+/g, '') });
    if (r.data) setRecovery(r.data.confirmTotp);
  };
  const leave = async () => {
    await signOut().catch(() => undefined);
    navigate(href('/sign-in'), { replace: true });
    restart();
  };

  if (recovery) {
    return (
      <Page title="Keep your recovery codes">
        <p>Each code signs you in once if you lose your authenticator. They are shown only now: save them somewhere safe.</p>
        <ul className="recovery-codes" aria-label="Recovery codes">
          {recovery.map((c) => (
            <li key={c}>
              <code>{c}</code>
            </li>
          ))}
        </ul>
        <Button variant="primary" onClick={() => { navigate(href('/'), { replace: true }); restart(); }}>
          I have saved them: continue
        </Button>
      </Page>
    );
  }

  return (
    <Page title="Set up a second factor"
      description={`${viewer.organization.name} asks every member to confirm sign-ins with an authenticator app.`}>
      {!enrollment ? (
        <div className="form">
          <ErrorMessage error={start.error} />
          <Button variant="primary" disabled={start.fetching} onClick={() => runStart({})}>
            Set up an authenticator app
          </Button>
          <Button variant="quiet" onClick={leave}>
            Sign out
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="form">
          <ol className="steps">
            <li>
              <p>Scan this code with your authenticator app.</p>
              <img className="qr" src={svgDataURL(enrollment.qrSvg)} width={200} height={200}
                alt="QR code to add Meridian to an authenticator app" />
              <p className="hint">
                Or type this key: <code className="secret">{enrollment.secret}</code>
              </p>
            </li>
            <li>
              <Field label="The 6-digit code it shows" name="code" autoComplete="one-time-code" inputMode="numeric" required
                value={code} onChange={(e) => setCode(e.target.value)} />
            </li>
          </ol>
          <ErrorMessage error={confirm.error} />
          <Button type="submit" variant="primary" disabled={confirm.fetching}>
            Turn it on
          </Button>
        </form>
      )}
    </Page>
  );
}
