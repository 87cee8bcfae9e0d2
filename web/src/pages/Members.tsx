// /members (owners and admins): the users of the customer, Invite member (the one-time sign-in link shown once),
// a role change per row and Remove with a confirmation. Roles offered never exceed the signed-in user's own.
import { useState } from 'preact/hooks';
import { api, call, type Role, type Schemas } from '../api';
import { Confirm } from '../components/Confirm';
import { ErrorAlert } from '../components/ErrorAlert';
import { ListState } from '../components/ListState';
import { Page } from '../components/Page';
import { SecretOnce } from '../components/SecretOnce';
import { Time } from '../components/Time';
import { usePagedList } from '../components/usePagedList';
import { isManager, ROLES, roleRank, useSession } from '../session';

function InviteForm({ roles, onInvited }: { roles: Role[]; onInvited: (invitation: Schemas['MemberInvitation']) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const invitation = await call(api.POST('/console/v1/members', { body: { email: email.trim(), role } }));
      setEmail('');
      onInvited(invitation);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} class="stack card" aria-labelledby="invite-h">
      <h2 id="invite-h">Invite member</h2>
      <div class="row">
        <div class="field">
          <label for="invite-email">Email</label>
          <input id="invite-email" type="email" required value={email} onInput={(e) => setEmail(e.currentTarget.value)} />
        </div>
        <div class="field">
          <label for="invite-role">Role</label>
          <select id="invite-role" value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorAlert error={error} />
      <div>
        <button type="submit" class="primary" disabled={busy}>
          Invite
        </button>
      </div>
    </form>
  );
}

function RoleChange({ member, roles, onChanged }: { member: Schemas['Member']; roles: Role[]; onChanged: (m: Schemas['Member']) => void }) {
  // Roles in responses are open strings; a role this console does not know is shown and sent back as it is.
  const [role, setRole] = useState<Role>(member.role as Role);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const id = `role-${member.id}`;
  const offered = roles.includes(member.role as Role) ? roles : [member.role as Role, ...roles];
  return (
    <div class="inline">
      <label for={id} class="visually-hidden">{`Role for ${member.email}`}</label>
      <select id={id} value={role} onChange={(e) => setRole(e.currentTarget.value as Role)}>
        {offered.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </select>{' '}
      <button
        type="button"
        disabled={busy || role === member.role}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            onChanged(await call(api.PATCH('/console/v1/members/{id}', { params: { path: { id: member.id } }, body: { role } })));
          } catch (err) {
            setError(err);
            setRole(member.role as Role);
          } finally {
            setBusy(false);
          }
        }}
      >
        Change role
      </button>
      <ErrorAlert error={error} />
    </div>
  );
}

export function MembersPage() {
  const { session, refresh } = useSession();
  const [invitation, setInvitation] = useState<Schemas['MemberInvitation'] | null>(null);
  const [outcome, setOutcome] = useState('');
  const manager = isManager(session.user.role);
  const list = usePagedList(
    (cursor) =>
      manager ? call(api.GET('/console/v1/members', { params: { query: { cursor, limit: 50 } } })) : Promise.resolve({ data: [], meta: { total: 0, has_more: false, next_cursor: null } }),
    [manager],
  );
  const roles = ROLES.filter((r) => roleRank(r) <= roleRank(session.user.role));

  if (!manager) {
    return (
      <Page title="Members">
        <p role="alert" class="alert">
          Only owners and admins manage members.
        </p>
      </Page>
    );
  }

  return (
    <Page title="Members">
      {invitation && (
        <SecretOnce
          label="Sign-in link"
          value={invitation.sign_in_link.url}
          warning="Hand this link over; it works once, for 15 minutes."
          onDone={() => setInvitation(null)}
        >
          <p>
            {invitation.member.email} was added as {invitation.member.role}. The link expires at <Time value={invitation.sign_in_link.expires_at} />.
          </p>
        </SecretOnce>
      )}
      <InviteForm
        roles={roles}
        onInvited={(inv) => {
          setInvitation(inv);
          list.reload();
        }}
      />
      <h2>Members</h2>
      <p role="status" aria-live="polite" class="outcome">
        {outcome}
      </p>
      <ListState list={list} empty="No members yet.">
        {(members) => (
          <table>
            <caption class="visually-hidden">Members</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Password set</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Change role</th>
                <th scope="col">
                  <span class="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.id}>
                  <td>
                    {m.email}
                    {m.id === session.user.id && <span class="muted"> (you)</span>}
                  </td>
                  <td>{m.role}</td>
                  <td>{m.has_password ? 'yes' : 'no'}</td>
                  <td>
                    <Time value={m.last_sign_in_at} empty="never" />
                  </td>
                  <td>
                    <RoleChange
                      member={m}
                      roles={roles}
                      onChanged={(updated) => {
                        list.replace((x) => x.id === updated.id, updated);
                        setOutcome(`${updated.email} is now ${updated.role}.`);
                        if (updated.id === session.user.id) refresh();
                      }}
                    />
                  </td>
                  <td>
                    <Confirm
                      label="Remove"
                      question={`Remove ${m.email}?`}
                      confirmLabel="Confirm remove"
                      onConfirm={async () => {
                        await call(api.DELETE('/console/v1/members/{id}', { params: { path: { id: m.id } } }));
                        setOutcome(`${m.email} was removed.`);
                        if (m.id === session.user.id) refresh();
                        else list.reload();
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </Page>
  );
}
