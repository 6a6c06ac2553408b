// Members and invitations (MANAGE): who is in the organization with which
// role, changing a role, removing someone, inviting people and the
// invitations still pending.
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { MembersSettingsQuery, Role } from '../../gql/graphql';
import { codes, describe } from '../../lib/errors';
import { fieldProblems, firstOf } from '../../lib/fields';
import { roleName } from '../../lib/roles';
import { useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Confirm } from '../ui/Confirm';
import { CopyField } from '../ui/CopyField';
import { EmptyState } from '../ui/EmptyState';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Field } from '../ui/Field';
import { controlClass } from '../ui/FieldFrame';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { Table } from '../ui/Table';
import { assignableRoles, formatDate, formatTime } from './logic';

const MEMBERS = graphql(`
  query MembersSettings {
    members {
      user {
        id
        email
        name
      }
      role
      createdAt
    }
    invitations {
      id
      email
      role
      invitedBy
      createdAt
      expiresAt
    }
  }
`);

const UPDATE_ROLE = graphql(`
  mutation UpdateMemberRole($userId: ID!, $role: Role!) {
    updateMemberRole(userId: $userId, role: $role) {
      user {
        id
      }
      role
    }
  }
`);

const REMOVE = graphql(`
  mutation RemoveMember($userId: ID!) {
    removeMember(userId: $userId) {
      user {
        id
      }
    }
  }
`);

const INVITE = graphql(`
  mutation InviteMember($input: InviteMemberInput!) {
    inviteMember(input: $input) {
      invitation {
        id
        email
        role
        expiresAt
      }
      link
    }
  }
`);

const REVOKE = graphql(`
  mutation RevokeInvitation($id: ID!) {
    revokeInvitation(id: $id) {
      id
    }
  }
`);

const RESEND = graphql(`
  mutation ResendInvitation($id: ID!) {
    resendInvitation(id: $id) {
      invitation {
        id
        email
        role
        expiresAt
      }
      link
    }
  }
`);

type Member = MembersSettingsQuery['members'][number];
type Invitation = MembersSettingsQuery['invitations'][number];

/** A link to hand to an invited person, and how they get it. */
interface SharedLink {
  email: string;
  role: Role;
  link: string;
  expiresAt: string;
  resent: boolean;
}

const roleOptions = (roles: readonly Role[]) => roles.map((r) => ({ value: r, label: roleName(r) }));

export function MembersSettings() {
  const [result, reexecute] = useQuery({ query: MEMBERS, requestPolicy: 'cache-and-network' });
  const refresh = () => reexecute({ requestPolicy: 'network-only' });
  const data = result.data;
  if (result.error && !data) return <ErrorState error={result.error} onRetry={refresh} />;
  if (!data) return <Loading />;
  return (
    <div className="settings-stack">
      <InviteCard onInvited={refresh} />
      <MembersCard members={data.members} onChanged={refresh} />
      <InvitationsCard invitations={data.invitations} onChanged={refresh} />
    </div>
  );
}

function InviteCard({ onInvited }: { onInvited: () => void }) {
  const viewer = useViewer();
  const roles = assignableRoles(viewer.role);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('VIEWER');
  const [invite, runInvite] = useMutation(INVITE);
  const [shared, setShared] = useState<SharedLink | null>(null);
  const fields = fieldProblems(invite.error);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await runInvite({ input: { email: email.trim(), role } });
    const created = r.data?.inviteMember;
    if (created) {
      setShared({ email: created.invitation.email, role: created.invitation.role, link: created.link, expiresAt: created.invitation.expiresAt, resent: false });
      setEmail('');
      onInvited();
    }
  };
  return (
    <Panel level={3} title="Invite someone" description="They choose a name and a password, or sign in with the account they have, and join with this role.">
      <form className="form invite-form" onSubmit={submit} noValidate>
        <div className="invite-row">
          <Field label="Email" name="email" type="email" autoComplete="off" required value={email} problem={firstOf(fields, 'email')}
            onChange={(e) => setEmail(e.target.value)} />
          <Select label="Role" name="role" value={role} options={roleOptions(roles)} problem={firstOf(fields, 'role')}
            onChange={(e) => setRole(e.target.value as Role)} />
          <Button type="submit" variant="primary" disabled={invite.fetching || !email.trim()}>
            Invite
          </Button>
        </div>
        <ErrorMessage error={Object.keys(fields).length ? null : invite.error} />
      </form>
      {shared && <SharedLinkPanel shared={shared} />}
    </Panel>
  );
}

/** SharedLinkPanel shows an invitation's link, once, to copy. */
function SharedLinkPanel({ shared }: { shared: SharedLink }) {
  return (
    <div className="invite-result" data-testid="invitation-link">
      <Notice tone="success">
        {shared.resent ? 'A new link for the invitation of' : 'An invitation for'} <strong>{shared.email}</strong> as {roleName(shared.role)} is
        ready{shared.resent ? ': the previous link no longer works.' : '.'}
      </Notice>
      <CopyField label="Invitation link" value={shared.link}
        hint={`Send it to them: it is shown only now, and works once, until ${formatTime(shared.expiresAt)}. When this server is set up to send mail, it has emailed it to them too.`} />
    </div>
  );
}

function MembersCard({ members, onChanged }: { members: readonly Member[]; onChanged: () => void }) {
  const viewer = useViewer();
  const [removing, setRemoving] = useState<Member | null>(null);
  const [done, setDone] = useState('');
  const [, runRemove] = useMutation(REMOVE);
  return (
    <Panel level={3} title="Members" description={`${members.length} ${members.length === 1 ? 'person' : 'people'} in ${viewer.organization.name}.`}>
      {done && <Notice tone="success">{done}</Notice>}
      <Table plain caption="Members" columns={['Name', 'Email', 'Role', 'Joined', { label: 'Actions', hidden: true }]}>
        <tbody>
          {members.map((m) => (
            <MemberRow key={m.user.id} member={m} me={m.user.id === viewer.user?.id} onRemove={() => setRemoving(m)}
              onChanged={(msg) => { setDone(msg); onChanged(); }} />
          ))}
        </tbody>
      </Table>
      <Confirm open={!!removing} onOpenChange={(o) => !o && setRemoving(null)} title={`Remove ${removing?.user.name || removing?.user.email}?`}
        confirmLabel="Remove" onConfirm={async () => {
          const m = removing!;
          const r = await runRemove({ userId: m.user.id });
          if (!r.error) {
            setDone(`${m.user.name || m.user.email} was removed.`);
            onChanged();
          }
          return r;
        }}>
        <p>
          {removing?.user.email} leaves {viewer.organization.name} at once: their sessions in it end, and they can come back only with a new
          invitation.
        </p>
      </Confirm>
    </Panel>
  );
}

function MemberRow({ member, me, onRemove, onChanged }: { member: Member; me: boolean; onRemove: () => void; onChanged: (msg: string) => void }) {
  const viewer = useViewer();
  const [role, setRole] = useState<Role>(member.role);
  const [update, runUpdate] = useMutation(UPDATE_ROLE);
  const roles = assignableRoles(viewer.role);
  // Only owners make or unmake owners.
  const locked = member.role === 'OWNER' && viewer.role !== 'OWNER';
  const options = roleOptions(roles.includes(member.role) ? roles : [member.role, ...roles]);
  const name = member.user.name || member.user.email;
  const save = async () => {
    const r = await runUpdate({ userId: member.user.id, role });
    if (!r.error) onChanged(`${name} is now ${roleName(role)}.`);
  };
  const lastOwner = codes(update.error).includes('last_owner');
  return (
    <tr>
      <td data-label="Name">
        <span>
          {member.user.name || '—'}
          {me && <Badge tone="info" className="title-badge">You</Badge>}
        </span>
      </td>
      <td data-label="Email">
        <span>{member.user.email}</span>
      </td>
      <td data-label="Role">
        <div>
          <div className="role-cell">
            <select className={controlClass} aria-label={`Role of ${name}`} value={role} disabled={locked} onChange={(e) => setRole(e.target.value as Role)}>
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            {role !== member.role && (
              <>
                <Button variant="primary" onClick={save} disabled={update.fetching}>
                  Save
                </Button>
                <Button variant="quiet" onClick={() => setRole(member.role)}>
                  Cancel
                </Button>
              </>
            )}
          </div>
          {locked && <p className="hint">Only an owner changes an owner's role.</p>}
          {update.error && (
            <ErrorMessage inline>
              {lastOwner ? 'The organization must keep an owner: make another member an owner first, then change this role.' : describe(update.error).message}
            </ErrorMessage>
          )}
        </div>
      </td>
      <td data-label="Joined">
        <span>{formatDate(member.createdAt)}</span>
      </td>
      <td className="actions">
        {!locked && !me && (
          <Button variant="quietDanger" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        )}
      </td>
    </tr>
  );
}

function InvitationsCard({ invitations, onChanged }: { invitations: readonly Invitation[]; onChanged: () => void }) {
  const [revoking, setRevoking] = useState<Invitation | null>(null);
  const [, runRevoke] = useMutation(REVOKE);
  const [resend, runResend] = useMutation(RESEND);
  const [done, setDone] = useState('');
  const [shared, setShared] = useState<SharedLink | null>(null);
  const again = async (inv: Invitation) => {
    const r = await runResend({ id: inv.id });
    const c = r.data?.resendInvitation;
    if (c) {
      setShared({ email: c.invitation.email, role: c.invitation.role, link: c.link, expiresAt: c.invitation.expiresAt, resent: true });
      setDone('');
      onChanged();
    }
  };
  return (
    <Panel level={3} title="Pending invitations" description="Invitations not yet accepted; each works for 7 days.">
      {done && <Notice tone="success">{done}</Notice>}
      {shared && <SharedLinkPanel shared={shared} />}
      <ErrorMessage error={resend.error} />
      {invitations.length === 0 ? (
        <EmptyState>
          <p>No invitations are waiting.</p>
        </EmptyState>
      ) : (
        <Table plain caption="Pending invitations" columns={['Email', 'Role', 'Invited by', 'Expires', { label: 'Actions', hidden: true }]}>
          <tbody>
            {invitations.map((inv) => (
              <tr key={inv.id}>
                <td data-label="Email">
                  <span>{inv.email}</span>
                </td>
                <td data-label="Role">
                  <span>{roleName(inv.role)}</span>
                </td>
                <td data-label="Invited by">
                  <span>{inv.invitedBy}</span>
                </td>
                <td data-label="Expires">
                  <span>{formatTime(inv.expiresAt)}</span>
                </td>
                <td className="actions">
                  <Actions end>
                    <Button onClick={() => again(inv)} disabled={resend.fetching} aria-label={`Resend the invitation of ${inv.email}`}>
                      Resend
                    </Button>
                    <Button variant="quietDanger" onClick={() => setRevoking(inv)} aria-label={`Revoke the invitation of ${inv.email}`}>
                      Revoke
                    </Button>
                  </Actions>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Confirm open={!!revoking} onOpenChange={(o) => !o && setRevoking(null)} title={`Revoke the invitation of ${revoking?.email}?`}
        confirmLabel="Revoke" onConfirm={async () => {
          const inv = revoking!;
          const r = await runRevoke({ id: inv.id });
          if (!r.error) {
            setDone(`The invitation of ${inv.email} was revoked.`);
            setShared(null);
            onChanged();
          }
          return r;
        }}>
        <p>Its link stops working at once. You can invite them again later.</p>
      </Confirm>
    </Panel>
  );
}
