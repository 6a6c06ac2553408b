// The organization's secret keys in the mode in use: a page of them at a
// time, a new one (its secret shown once), revocation after a confirmation.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import { roleName, type Role } from '../../lib/roles';
import { useUrlState } from '../../lib/urlState';
import { useViewer } from '../../lib/session';
import { Field } from '../Field';
import { ErrorMessage } from '../Page';
import { formatTime } from './format';
import { grantableRoles, type KeyRole } from './keys';
import { useCursor } from './paging';
import { Badge, Confirm, Modal, Pager, QueryState, type Revealed } from './ui';

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
      <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
        Create a key
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Create a secret key"
        description={`It works in ${viewer.organization.mode === 'LIVE' ? 'live' : 'test'} mode, and may do only what its role allows.`}>
        <form className="form" onSubmit={submit}>
          <Field label="Name" hint="Who or what uses it, such as “Billing backend”." value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
          <div className="field">
            <label htmlFor="key-role">Role</label>
            <select id="key-role" value={role} onChange={(e) => setRole(e.target.value as KeyRole)} aria-describedby="key-role-hint">
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r === '' ? 'Unrestricted (everything)' : roleName(r)}
                </option>
              ))}
            </select>
            <p id="key-role-hint" className="hint">
              You may give only roles that do no more than yours.
            </p>
          </div>
          <ErrorMessage error={state.error} />
          <div className="modal-actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button type="submit" className="button button-primary" disabled={state.fetching}>
              Create key
            </button>
          </div>
        </form>
      </Modal>
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
  const [revoke, runRevoke] = useMutation(REVOKE);
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
        <div className="table-wrap">
          <table className="data-table stack-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node: k }) => (
                <tr key={k.id} id={k.id} className={k.id === marked ? 'is-marked' : undefined} aria-current={k.id === marked ? 'true' : undefined}>
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
                      <button type="button" className="button button-small button-danger-quiet" aria-label={`Revoke ${k.name || k.hint}`}
                        onClick={() => setRevoking(k)}>
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager label="Pages of keys" isFirst={cursor.isFirst} hasNext={!!conn?.pageInfo.hasNextPage}
          onPrevious={cursor.previous} onNext={() => conn?.pageInfo.endCursor && cursor.next(conn.pageInfo.endCursor)} />
      </QueryState>
      <Confirm open={revoking !== null} onOpenChange={(o) => !o && setRevoking(null)}
        title="Revoke this key?"
        description={<>Anything using <strong>{revoking?.name || revoking?.hint}</strong> ({revoking?.hint}) stops working within seconds. This cannot be undone.</>}
        confirmLabel="Revoke key" busy={revoke.fetching} error={revoke.error}
        onConfirm={async () => !!revoking && !(await runRevoke({ id: revoking.id })).error} />
    </section>
  );
}
