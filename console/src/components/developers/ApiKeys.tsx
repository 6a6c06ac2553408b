// The organization's secret keys in the mode in use: a page of them at a
// time, a new one (its secret shown once), revocation after a confirmation.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { roleName, type Role } from '../../lib/roles';
import { useViewer } from '../../lib/session';
import { useUrlState } from '../../lib/urlState';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { Pager } from '../ui/Pager';
import { QueryState } from '../ui/QueryState';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { formatTime } from './format';
import { grantableRoles, type KeyRole } from './keys';
import { useCursor } from './paging';
import type { Revealed } from './SecretDialog';

const KEYS = graphql(`
  query ApiKeys($first: Int, $after: String) {
    apiKeys(first: $first, after: $after) {
      edges {
        node {
          id
          name
          hint
          role
          mode
          createdAt
          revokedAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const CREATE = graphql(`
  mutation CreateApiKey($name: String, $role: Role) {
    createApiKey(name: $name, role: $role) {
      apiKey {
        id
        name
        hint
        role
        mode
        createdAt
        revokedAt
      }
      secret
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

const PAGE_SIZE = 20;

// The list is refreshed by a new key, even while it is empty.
const KEY_CONTEXT = { additionalTypenames: ['ApiKey'] };

/** keyRoleName is a key's restriction as people read it. */
function keyRoleName(role: KeyRole | null | undefined): string {
  return role ? roleName(role) : 'Unrestricted';
}

function CreateKey({ onCreated }: { onCreated: (r: Revealed) => void }) {
  const viewer = useViewer();
  const roles = grantableRoles(viewer.role, viewer.organization.mode);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [role, setRole] = useState<KeyRole>(roles.includes('DEVELOPER') ? 'DEVELOPER' : (roles[0] ?? ''));
  const [state, create] = useMutation(CREATE);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await create({ name: name.trim() || null, role: role === '' ? null : (role as Role) }, { additionalTypenames: ['ApiKey'] });
    const created = r.data?.createApiKey;
    if (!created) return;
    setOpen(false);
    setName('');
    onCreated({
      title: 'Your new secret key',
      what: `The key “${created.apiKey.name || created.apiKey.hint}” (${keyRoleName(created.apiKey.role)}) works in ${
        created.apiKey.mode === 'LIVE' ? 'live' : 'test'
      } mode.`,
      secret: created.secret,
    });
  };
  if (roles.length === 0) return null;
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>
        Create a key
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Create a secret key"
        description={`It works in ${viewer.organization.mode === 'LIVE' ? 'live' : 'test'} mode, and may do only what its role allows.`}>
        <form className="form" onSubmit={submit}>
          <Field label="Name" hint="Who or what uses it, such as “Billing backend”." value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          <Select id="key-role" label="Role" value={role} onChange={(e) => setRole(e.target.value as KeyRole)}
            hint="You may give only roles that do no more than yours."
            options={roles.map((r) => ({ value: r, label: r === '' ? 'Unrestricted (everything)' : roleName(r) }))} />
          <ErrorMessage error={state.error} />
          <Actions end>
            <Button onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" disabled={state.fetching}>
              Create key
            </Button>
          </Actions>
        </form>
      </Dialog>
    </>
  );
}

interface KeyRow {
  id: string;
  name: string;
  hint: string;
}

/** ApiKeys is the Developers page's keys tab. */
export function ApiKeys({ onReveal }: { onReveal: (r: Revealed) => void }) {
  const cursor = useCursor();
  const [{ key: marked }] = useUrlState({ key: '' });
  const [result, reexecute] = useQuery({ query: KEYS, variables: { first: PAGE_SIZE, after: cursor.after }, context: KEY_CONTEXT });
  const [revoking, setRevoking] = useState<KeyRow | null>(null);
  const [, runRevoke] = useMutation(REVOKE);
  const conn = result.data?.apiKeys;
  const edges = conn?.edges ?? [];
  return (
    <section className="section" aria-labelledby="keys-title">
      <div className="section-head">
        <h2 id="keys-title">Secret keys</h2>
        <CreateKey onCreated={onReveal} />
      </div>
      <p className="section-text">Servers call the API with a secret key. A key may be restricted to a role; its secret is shown only when it is made.</p>
      <QueryState loading={result.fetching && !conn} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={edges.length === 0} emptyMessage={<p>No keys in this mode yet.</p>}>
        <Table columns={['Name', 'Key', 'Role', 'Created', 'Status', { label: 'Actions', hidden: true }]}>
          <tbody>
            {edges.map(({ node: k }) => (
              <tr key={k.id} id={k.id} aria-current={k.id === marked ? 'true' : undefined}>
                <td data-label="Name">{k.name || <span className="muted">Unnamed</span>}</td>
                <td data-label="Key">
                  <code>{k.hint}</code>
                </td>
                <td data-label="Role">{keyRoleName(k.role)}</td>
                <td data-label="Created" className="nowrap">{formatTime(k.createdAt)}</td>
                <td data-label="Status">
                  {k.revokedAt ? (
                    <>
                      <Badge tone="danger">Revoked</Badge> <span className="muted">{formatTime(k.revokedAt)}</span>
                    </>
                  ) : (
                    <Badge tone="success">Active</Badge>
                  )}
                </td>
                <td className="actions">
                  {!k.revokedAt && (
                    <Button variant="quietDanger" size="small" aria-label={`Revoke ${k.name || k.hint}`}
                      onClick={() => setRevoking(k)}>
                      Revoke
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
        <Pager label="Pages of keys" hasPrevious={!cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage}
          onPrevious={cursor.previous} onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
      <Confirm open={revoking !== null} onOpenChange={(o) => !o && setRevoking(null)} title="Revoke this key?" confirmLabel="Revoke key"
        onConfirm={async () => revoking ? runRevoke({ id: revoking.id }) : undefined}>
        Anything using <strong>{revoking?.name || revoking?.hint}</strong> ({revoking?.hint}) stops working within seconds. This cannot be undone.
      </Confirm>
    </section>
  );
}
