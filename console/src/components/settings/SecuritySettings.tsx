// Security (MANAGE): whether every member needs a second factor, single
// sign-on through the organization's OpenID Connect provider, and the
// email domains the organization has proved it controls, for which alone
// the provider may sign people in.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { Role, SecuritySettingsQuery } from '../../gql/graphql';
import { codes, describe } from '../../lib/errors';
import { allOf, fieldProblems, firstOf } from '../../lib/fields';
import { roleName } from '../../lib/roles';
import { useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { Confirm } from '../ui/Confirm';
import { CopyField } from '../ui/CopyField';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Field } from '../ui/Field';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { TextArea } from '../ui/TextArea';
import { SSO_ROLES, cleanDomain, formatTime, parseDomains, unverifiedDomains } from './logic';

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
    ssoDomains {
      domain
      recordName
      recordValue
      verified
      verifiedAt
      createdAt
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

const CLAIM_DOMAIN = graphql(`
  mutation ClaimSsoDomain($domain: String!) {
    claimSsoDomain(domain: $domain) {
      domain
      verified
    }
  }
`);

const VERIFY_DOMAIN = graphql(`
  mutation VerifySsoDomain($domain: String!) {
    verifySsoDomain(domain: $domain) {
      domain
      verified
      verifiedAt
    }
  }
`);

const REMOVE_DOMAIN = graphql(`
  mutation RemoveSsoDomain($domain: String!) {
    removeSsoDomain(domain: $domain)
  }
`);

type Sso = NonNullable<SecuritySettingsQuery['ssoSettings']>;
type Domain = SecuritySettingsQuery['ssoDomains'][number];

export function SecuritySettings() {
  const [result, reexecute] = useQuery({ query: SECURITY, requestPolicy: 'cache-and-network' });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const data = result.data;
  if (result.error && !data) return <ErrorState error={result.error} onRetry={refresh} />;
  if (!data) return <Loading />;
  return (
    <div className="settings-stack">
      <PolicyCard required={data.securityPolicy.requireSecondFactor} />
      <SsoCard sso={data.ssoSettings ?? null} claims={data.ssoDomains} />
      <DomainsCard domains={data.ssoDomains} onChanged={refresh} />
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
    <Panel level={3} title="Second factor" description="A code from an authenticator app, or a passkey, besides the password.">
      <form className="form" onSubmit={submit}>
        <Check label="Require a second factor of every member" checked={on} onChange={(e) => { setOn(e.target.checked); setSaved(false); }}
          hint="A member without one is asked to set one up when they next sign in or use the console, and can do nothing else until they have. People who sign in through single sign-on are not asked: their provider asks for its factors." />
        <ErrorMessage error={update.error} />
        {saved && <Notice tone="success">{on ? 'Every member now needs a second factor.' : 'A second factor is now each member’s choice.'}</Notice>}
        <Actions>
          <Button type="submit" variant="primary" disabled={update.fetching || on === (update.data?.updateSecurityPolicy.requireSecondFactor ?? required)}>
            Save the policy
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function SsoCard({ sso, claims }: { sso: Sso | null; claims: readonly Domain[] }) {
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
  const fields = fieldProblems(update.error);
  const unverified = enabled ? unverifiedDomains(parseDomains(domains), claims) : [];
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
    <Panel level={3} title="Single sign-on"
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
        <Check label="Members may sign in through the provider" checked={enabled} onChange={(e) => change(setEnabled)(e.target.checked)} />
        <Field label="Issuer URL" name="issuer" type="url" value={issuer} placeholder="https://login.example.com" spellCheck={false}
          hint="Exactly as the provider's ID tokens name it; https (plain http only for a provider on localhost, outside production)."
          problem={firstOf(fields, 'issuer')} onChange={(e) => change(setIssuer)(e.target.value)} />
        <Field label="Client ID" name="clientId" value={clientId} spellCheck={false} problem={firstOf(fields, 'clientId')}
          onChange={(e) => change(setClientId)(e.target.value)} />
        <Field label="Client secret" name="clientSecret" type="password" autoComplete="off" value={secret} disabled={removeSecret}
          hint={current?.clientSecretSet ? 'A secret is set and never shown. Leave empty to keep it; type a new one to replace it.' : 'None is set. Leave empty for a public client (PKCE alone).'}
          problem={firstOf(fields, 'clientSecret')} onChange={(e) => change(setSecret)(e.target.value)} />
        {current?.clientSecretSet && (
          <Check label="Remove the client secret" checked={removeSecret} onChange={(e) => change(setRemoveSecret)(e.target.checked)}
            hint="For a public client, which PKCE alone protects." />
        )}
        <TextArea label="Email domains" name="emailDomains" rows={3} value={domains} spellCheck={false}
          hint={
            <>
              One a line, such as example.com: people with a verified address in them may sign in. Single sign-on can be on only with
              domains verified under Domains, below.
              {unverified.length > 0 && <span className="field-warning">Not verified yet: {unverified.join(', ')}.</span>}
            </>
          }
          problem={allOf(fields, 'emailDomains')} onChange={(e) => change(setDomains)(e.target.value)} />
        <Select label="Role of people who join by signing in" name="defaultRole" value={defaultRole}
          options={SSO_ROLES.map((r) => ({ value: r, label: roleName(r) }))} problem={firstOf(fields, 'defaultRole')}
          onChange={(e) => change(setDefaultRole)(e.target.value as Role)} />
        <Check label="Single sign-on only" checked={enabled && ssoOnly} disabled={!enabled} onChange={(e) => change(setSsoOnly)(e.target.checked)}
          hint="Password and passkey sign-in refuse the organization's members; sessions already open carry on. A secret key can always turn this off again." />
        <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
        {saved && <Notice tone="success">Single sign-on settings saved.</Notice>}
        {current && <p className="hint">Last changed {formatTime(current.updatedAt)}.</p>}
        <Actions>
          <Button type="submit" variant="primary" disabled={update.fetching}>
            Save single sign-on
          </Button>
        </Actions>
      </form>
    </Panel>
  );
}

function DomainsCard({ domains, onChanged }: { domains: readonly Domain[]; onChanged: () => void }) {
  const [domain, setDomain] = useState('');
  const [done, setDone] = useState('');
  const [removing, setRemoving] = useState<Domain | null>(null);
  const [claim, runClaim] = useMutation(CLAIM_DOMAIN);
  const [, runRemove] = useMutation(REMOVE_DOMAIN);
  const problem = firstOf(fieldProblems(claim.error), 'domain');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone('');
    const r = await runClaim({ domain: cleanDomain(domain) });
    if (r.data) {
      const d = r.data.claimSsoDomain;
      setDone(d.verified ? `${d.domain} is verified already.` : `${d.domain} is claimed: publish its TXT record, then check it.`);
      setDomain('');
      onChanged();
    }
  };

  return (
    <Panel level={3} title="Domains"
      description="Your identity provider may sign in only people whose email address is in a domain verified here, by a DNS TXT record you publish.">
      {done && <Notice tone="success">{done}</Notice>}
      {domains.length === 0 ? (
        <p className="hint">No domains are claimed yet.</p>
      ) : (
        <ul className="item-list" aria-label="Claimed domains">
          {domains.map((d) => (
            <DomainItem key={d.domain} domain={d} onRemove={() => setRemoving(d)}
              onVerified={() => { setDone(`${d.domain} is verified: its people may sign in through your provider.`); onChanged(); }} />
          ))}
        </ul>
      )}
      <form className="add-row" onSubmit={submit} noValidate>
        <Field label="Domain" name="domain" value={domain} placeholder="example.com" spellCheck={false} autoCapitalize="none"
          problem={problem} onChange={(e) => setDomain(e.target.value)} />
        <Button type="submit" variant="primary" disabled={claim.fetching || !domain.trim()}>
          Claim the domain
        </Button>
      </form>
      <ErrorMessage error={problem ? null : claim.error} />
      <Confirm open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title={`Remove the domain ${removing?.domain}?`}
        confirmLabel="Remove" onConfirm={async () => {
          const d = removing!;
          const r = await runRemove({ domain: d.domain });
          if (!r.error) {
            setDone(`${d.domain} is removed.`);
            onChanged();
          }
          return r;
        }}>
        <p>
          {removing?.verified
            ? `Your provider can no longer sign in people of ${removing.domain}. To trust it again, claim it and check it again: the same TXT record works.`
            : 'The claim is given up: its TXT record proves nothing any more.'}
        </p>
      </Confirm>
    </Panel>
  );
}

/** What a failed check means, above the server's message, by its code. */
const CHECK_FAILED: Record<string, string> = {
  domain_not_verified: 'Not verified: the TXT record was not found.',
  domain_taken: 'Another organization has verified this domain.',
  dns_unavailable: 'The domain’s DNS could not be read just now.',
};

function DomainItem({ domain, onRemove, onVerified }: { domain: Domain; onRemove: () => void; onVerified: () => void }) {
  const [check, runCheck] = useMutation(VERIFY_DOMAIN);
  const checkNow = async () => {
    const r = await runCheck({ domain: domain.domain });
    if (r.data?.verifySsoDomain.verified) onVerified();
  };
  const code = codes(check.error)[0];
  return (
    <li className="domain" data-testid="sso-domain">
      <div className="domain-head">
        <div>
          <p className="item-title">
            {domain.domain}
            {domain.verified ? (
              <Badge tone="success" className="title-badge">
                Verified
              </Badge>
            ) : (
              <Badge tone="warning" className="title-badge">
                Pending
              </Badge>
            )}
          </p>
          <p className="hint">
            {domain.verified
              ? `Verified ${formatTime(domain.verifiedAt)}`
              : `Claimed ${formatTime(domain.createdAt)}: publish this TXT record with your DNS host, then check it.`}
          </p>
        </div>
        <Actions>
          {!domain.verified && (
            <Button disabled={check.fetching} onClick={checkNow}
              aria-label={`Check now whether ${domain.domain} is verified`}>
              Check now
            </Button>
          )}
          <Button variant="quietDanger" onClick={onRemove} aria-label={`Remove ${domain.domain}`}>
            Remove
          </Button>
        </Actions>
      </div>
      {!domain.verified && (
        <div className="domain-record">
          <CopyField label="TXT record name" value={domain.recordName} />
          <CopyField label="TXT record value" value={domain.recordValue} />
        </div>
      )}
      {check.error && (
        <ErrorMessage>
          <p className="domain-problem">{CHECK_FAILED[code] ?? 'The domain could not be checked.'}</p>
          <p>{describe(check.error).message}</p>
        </ErrorMessage>
      )}
    </li>
  );
}
