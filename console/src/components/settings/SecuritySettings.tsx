// Security (MANAGE): whether every member needs a second factor, and
// single sign-on through the organization's OpenID Connect provider.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Role, SecuritySettingsQuery } from '../../gql/graphql';
import { roleName } from '../../lib/roles';
import { useViewer } from '../../lib/session';
import { Field } from '../Field';
import { ErrorMessage, ErrorState, Loading } from '../Page';
import { SSO_ROLES, formatTime, parseDomains } from './logic';
import { Card, CheckField, CopyField, SelectField, Status, TextAreaField, fieldErrors, firstOf } from './ui';

const SECURITY = graphql(`
  query SecuritySettings {
    securityPolicy {
      requireSecondFactor
    }
    ssoSettings {
      enabled
      issuer
      clientId
      clientSecretSet
      emailDomains
      defaultRole
      ssoOnly
      redirectUri
      signInUrl
      updatedAt
    }
  }
`);

const UPDATE_POLICY = graphql(`
  mutation UpdateSecurityPolicy($input: SecurityPolicyInput!) {
    updateSecurityPolicy(input: $input) {
      requireSecondFactor
    }
  }
`);

const UPDATE_SSO = graphql(`
  mutation UpdateSsoSettings($input: SsoSettingsInput!) {
    updateSsoSettings(input: $input) {
      enabled
      issuer
      clientId
      clientSecretSet
      emailDomains
      defaultRole
      ssoOnly
      redirectUri
      signInUrl
      updatedAt
    }
  }
`);

type Sso = NonNullable<SecuritySettingsQuery['ssoSettings']>;

export function SecuritySettings() {
  const [result, reexecute] = useQuery({ query: SECURITY, requestPolicy: 'cache-and-network' });
  const data = result.data;
  if (result.error && !data) return <ErrorState error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  if (!data) return <Loading />;
  return (
    <div className="settings-stack">
      <PolicyCard required={data.securityPolicy.requireSecondFactor} />
      <SsoCard sso={data.ssoSettings ?? null} />
    </div>
  );
}

function PolicyCard({ required }: { required: boolean }) {
  const [on, setOn] = useState(required);
  const [saved, setSaved] = useState(false);
  const [update, runUpdate] = useMutation(UPDATE_POLICY);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await runUpdate({ input: { requireSecondFactor: on } });
    setSaved(!r.error);
  };
  return (
    <Card title="Second factor" description="A code from an authenticator app, or a passkey, besides the password.">
      <form className="form" onSubmit={submit}>
        <CheckField label="Require a second factor of every member" checked={on} onChange={(v) => { setOn(v); setSaved(false); }}
          hint="A member without one is asked to set one up when they next sign in or use the console, and can do nothing else until they have. People who sign in through single sign-on are not asked: their provider asks for its factors." />
        <ErrorMessage error={update.error} />
        {saved && <Status>{on ? 'Every member now needs a second factor.' : 'A second factor is now each member’s choice.'}</Status>}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={update.fetching || on === (update.data?.updateSecurityPolicy.requireSecondFactor ?? required)}>
            Save the policy
          </button>
        </div>
      </form>
    </Card>
  );
}

function SsoCard({ sso }: { sso: Sso | null }) {
  const viewer = useViewer();
  const [enabled, setEnabled] = useState(sso?.enabled ?? false);
  const [issuer, setIssuer] = useState(sso?.issuer ?? '');
  const [clientId, setClientId] = useState(sso?.clientId ?? '');
  const [secret, setSecret] = useState('');
  const [removeSecret, setRemoveSecret] = useState(false);
  const [domains, setDomains] = useState((sso?.emailDomains ?? []).join('\n'));
  const [defaultRole, setDefaultRole] = useState<Role>(sso?.defaultRole ?? 'VIEWER');
  const [ssoOnly, setSsoOnly] = useState(sso?.ssoOnly ?? false);
  const [saved, setSaved] = useState(false);
  const [update, runUpdate] = useMutation(UPDATE_SSO);
  const current = update.data?.updateSsoSettings ?? sso;
  const fields = fieldErrors(update.error);
  const change = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setSaved(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const r = await runUpdate({
      input: {
        enabled,
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        // null keeps the secret set; "" removes it.
        clientSecret: removeSecret ? '' : secret ? secret : null,
        emailDomains: parseDomains(domains),
        defaultRole,
        ssoOnly: enabled && ssoOnly,
      },
    });
    if (!r.error) {
      setSaved(true);
      setSecret('');
      setRemoveSecret(false);
    }
  };

  const callback = current?.redirectUri ?? window.location.origin + '/v1/auth/oidc/callback';
  return (
    <Card title="Single sign-on"
      description="Let members sign in through your OpenID Connect provider (authorization code flow with PKCE).">
      <div className="sso-links">
        <CopyField label="Redirect URI to register with the provider" value={callback}
          hint={current ? undefined : 'This server’s address; confirmed once the settings are saved.'} />
        {current && (
          <CopyField label="Sign-in link for your members" value={current.signInUrl}
            hint={`Or they choose single sign-on on the sign-in page and give “${viewer.organization.name}”.`} />
        )}
      </div>
      <form className="form" onSubmit={submit} noValidate>
        <CheckField label="Members may sign in through the provider" checked={enabled} onChange={change(setEnabled)} />
        <Field label="Issuer URL" name="issuer" type="url" value={issuer} placeholder="https://login.example.com" spellCheck={false}
          hint="Exactly as the provider's ID tokens name it; https (plain http only for a provider on localhost, outside production)."
          problem={firstOf(fields, 'issuer')} onChange={(e) => change(setIssuer)(e.target.value)} />
        <Field label="Client ID" name="clientId" value={clientId} spellCheck={false} problem={firstOf(fields, 'clientId')}
          onChange={(e) => change(setClientId)(e.target.value)} />
        <Field label="Client secret" name="clientSecret" type="password" autoComplete="off" value={secret} disabled={removeSecret}
          hint={current?.clientSecretSet ? 'A secret is set and never shown. Leave empty to keep it; type a new one to replace it.' : 'None is set. Leave empty for a public client (PKCE alone).'}
          problem={firstOf(fields, 'clientSecret')} onChange={(e) => change(setSecret)(e.target.value)} />
        {current?.clientSecretSet && (
          <CheckField label="Remove the client secret" checked={removeSecret} onChange={change(setRemoveSecret)}
            hint="For a public client, which PKCE alone protects." />
        )}
        <TextAreaField label="Email domains" name="emailDomains" rows={3} value={domains} spellCheck={false}
          hint="One a line, such as example.com: people with a verified address in them may sign in, and the provider is trusted for every address in them. List only domains it controls."
          problem={firstOf(fields, 'emailDomains')} onChange={(e) => change(setDomains)(e.target.value)} />
        <SelectField label="Role of people who join by signing in" name="defaultRole" value={defaultRole}
          options={SSO_ROLES.map((r) => ({ value: r, label: roleName(r) }))} problem={firstOf(fields, 'defaultRole')}
          onChange={(e) => change(setDefaultRole)(e.target.value as Role)} />
        <CheckField label="Single sign-on only" checked={enabled && ssoOnly} disabled={!enabled} onChange={change(setSsoOnly)}
          hint="Password and passkey sign-in refuse the organization's members; sessions already open carry on. A secret key can always turn this off again." />
        <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
        {saved && <Status>Single sign-on settings saved.</Status>}
        {current && <p className="hint">Last changed {formatTime(current.updatedAt)}.</p>}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={update.fetching}>
            Save single sign-on
          </button>
        </div>
      </form>
    </Card>
  );
}
