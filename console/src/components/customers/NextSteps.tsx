// A customer's next steps, offered where their page has nothing yet: start
// a verification (VERIFY), request a USD account (MONEY). Each is a dialog
// that does it and then shows the link to send the customer.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from 'urql';
import { fieldProblems } from '../../lib/fields';
import { Link } from '../../lib/router';
import { ObjectLink } from '../developers/Events';
import { Actions } from '../ui/Actions';
import { Button, buttonClass } from '../ui/Button';
import { CopyField } from '../ui/CopyField';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { Notice } from '../ui/Notice';
import { REQUEST_USD_ACCOUNT, START_VERIFICATION } from './queries';

/** NextStep is an empty part of the page: what is missing, and what to do about it. */
export function NextStep({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="next-step">
      <p className="muted">{text}</p>
      {children}
    </div>
  );
}

interface StepProps {
  customerId: string;
  /** The customer's name, to say whom it is for. */
  name: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** StartVerification starts a verification session for the customer (createSession), then shows its link. */
export function StartVerification({ customerId, name, open, onOpenChange }: StepProps) {
  const [userReference, setUserReference] = useState('');
  const [state, start] = useMutation(START_VERIFICATION);
  const created = state.data?.createSession;
  const problems = fieldProblems(state.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ref = userReference.trim();
    await start({ input: { customerId, ...(ref ? { userReference: ref } : {}) } }, { additionalTypenames: ['Session'] });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Start a verification"
      description={`A verification of ${name}’s identity, on the default workflow: send them its link.`}>
      {created ? (
        <>
          <Notice tone="success">
            Verification <ObjectLink id={created.session.id} /> started.
          </Notice>
          <CopyField label="The verification link" value={created.url} copyLabel="Copy link" testId="verification-link"
            hint="It holds the session’s client token, shown only now." />
          <Actions end>
            <Link to={`/verifications/${encodeURIComponent(created.session.id)}`} className={buttonClass()} onClick={() => onOpenChange(false)}>
              Open the session
            </Link>
            <Button variant="primary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </Actions>
        </>
      ) : (
        <form className="form" onSubmit={submit}>
          <Field label="User reference" hint="Optional: your own id for it, such as an order number." value={userReference} autoComplete="off"
            problem={problems.userReference?.join(' ')} onChange={(e) => setUserReference(e.target.value)} />
          {state.error && !problems.userReference && <ErrorMessage error={state.error} />}
          <Actions end>
            <Button onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={state.fetching}>
              Start the verification
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}

/** RequestUsdAccount requests the customer's USD account (a KYC link, as the USD page makes), then shows the link. */
export function RequestUsdAccount({ customerId, name, open, onOpenChange }: StepProps) {
  const [redirect, setRedirect] = useState(() => window.location.origin + '/');
  const [state, request] = useMutation(REQUEST_USD_ACCOUNT);
  const made = state.data?.createUsdKycLink;
  const problems = fieldProblems(state.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await request({ customerId, redirectUrl: redirect.trim() }, { additionalTypenames: ['UsdAccountRequest'] });
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Request a USD account"
      description={`${name} verifies their identity through a KYC link; an approved verification opens their USD account.`}>
      {made ? (
        <>
          <Notice tone="success">
            Request <ObjectLink id={made.reference} /> made ({made.status.toLowerCase()}).
          </Notice>
          {made.kycLink && <CopyField label="The KYC link" value={made.kycLink} copyLabel="Copy link" testId="kyc-link" hint="Send it to the customer." />}
          <Actions end>
            <Button variant="primary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
          </Actions>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field label="Return to, once verified" type="url" value={redirect} autoComplete="off" problem={problems.redirectUrl?.join(' ')}
            onChange={(e) => setRedirect(e.target.value)} />
          {state.error && !problems.redirectUrl && <ErrorMessage error={state.error} />}
          <Actions end>
            <Button onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" variant="primary" disabled={state.fetching}>
              Create the KYC link
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
