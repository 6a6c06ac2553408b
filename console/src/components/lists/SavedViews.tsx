// "Views": a list's saved filters, the member's own and those shared with
// the organization. Choosing one shows the list with its filters; the
// current filters can be saved under a name, for oneself or shared; a
// member deletes their own views, and MANAGE shared ones too. Signed-in
// people only (keys have no views).
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { ViewList } from '../../gql/graphql';
import { fieldProblems, unclaimed } from '../../lib/fields';
import { useLocation, useNavigate } from '../../lib/router';
import { useCan, useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Button, buttonClass } from '../ui/Button';
import { Check } from '../ui/Check';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Field } from '../ui/Field';
import { mayDelete, sameQuery, viewQuery } from './views';
import './lists.css';

const SAVED_VIEWS = graphql(`
  query SavedViews($list: ViewList!) {
    savedViews(list: $list) {
      id
      name
      query
      shared
      mine
      createdBy
    }
  }
`);

const CREATE_VIEW = graphql(`
  mutation CreateSavedView($input: SavedViewInput!) {
    createSavedView(input: $input) {
      id
      name
      query
      shared
      mine
      createdBy
    }
  }
`);

const DELETE_VIEW = graphql(`
  mutation DeleteSavedView($id: ID!) {
    deleteSavedView(id: $id)
  }
`);

// The views are read again when one is saved, even while there are none.
const VIEWS = { additionalTypenames: ['SavedView'] };

export function SavedViews({ list }: { list: ViewList }) {
  const viewer = useViewer();
  return viewer.user ? <Views list={list} /> : null;
}

function Views({ list }: { list: ViewList }) {
  const can = useCan();
  const manage = can('MANAGE');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [result, reexecute] = useQuery({ query: SAVED_VIEWS, variables: { list }, context: VIEWS });
  const [asking, setAsking] = useState<'save' | 'manage' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const views = result.data?.savedViews ?? [];
  const current = viewQuery(search);
  const apply = (query: string) => navigate(pathname + (query ? '?' + query : ''));
  const close = () => setAsking(null);
  // The focus goes back to the Views button, which opened the dialog (by way of its menu).
  const back = (e: Event) => {
    e.preventDefault();
    trigger.current?.focus();
  };

  const item = (v: (typeof views)[number]) => (
    <Menu.Item key={v.id} className="menu-item" data-view={v.name} onSelect={() => apply(v.query)}>
      {sameQuery(v.query, current) && (
        <span className="menu-check" aria-hidden="true">
          ✓
        </span>
      )}
      <span className="view-name">{v.name}</span>
      {!v.mine && <span className="menu-role">{v.createdBy}</span>}
      {v.mine && v.shared && <span className="menu-role">shared</span>}
    </Menu.Item>
  );
  const mine = views.filter((v) => v.mine);
  const others = views.filter((v) => !v.mine);

  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger ref={trigger} className={buttonClass()}>
          Views
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu views-menu" align="end" sideOffset={6}>
            {result.error ? (
              <Menu.Label className="menu-label">The saved views could not be read.</Menu.Label>
            ) : (
              views.length === 0 && <Menu.Label className="menu-label">{result.data ? 'No saved views yet.' : 'Loading…'}</Menu.Label>
            )}
            {mine.length > 0 && (
              <Menu.Group>
                <Menu.Label className="menu-label">Yours</Menu.Label>
                {mine.map(item)}
              </Menu.Group>
            )}
            {others.length > 0 && (
              <Menu.Group>
                <Menu.Label className="menu-label">Shared with the organization</Menu.Label>
                {others.map(item)}
              </Menu.Group>
            )}
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={() => setAsking('save')}>
              Save current filters…
            </Menu.Item>
            {views.some((v) => mayDelete(v, manage)) && (
              <Menu.Item className="menu-item" onSelect={() => setAsking('manage')}>
                Manage views…
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      <SaveView open={asking === 'save'} list={list} query={current} onClose={close} onCloseAutoFocus={back} />
      <Dialog open={asking === 'manage'} onOpenChange={(o) => !o && close()} title="Saved views" onCloseAutoFocus={back}
        description="Delete the views you no longer need. Deleting a view changes no data.">
        <ManageViews views={views.filter((v) => mayDelete(v, manage))} onDeleted={() => reexecute({ requestPolicy: 'network-only' })} />
        <Actions end>
          <Button onClick={close}>Close</Button>
        </Actions>
      </Dialog>
    </>
  );
}

function SaveView({ open, list, query, onClose, onCloseAutoFocus }: {
  open: boolean;
  list: ViewList;
  query: string;
  onClose(): void;
  onCloseAutoFocus(e: Event): void;
}) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [state, create] = useMutation(CREATE_VIEW);
  const problems = fieldProblems(state.error);
  const rest = unclaimed(problems, ['name']);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await create({ input: { list, name: name.trim(), query, shared } }, VIEWS);
    if (!r.error) {
      setName('');
      setShared(false);
      onClose();
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title="Save the current filters" onCloseAutoFocus={onCloseAutoFocus}
      description="Name these filters to show the list with them again from Views.">
      <form className="form" onSubmit={submit}>
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required autoComplete="off"
          problem={problems.name?.join(' ')} />
        <Check label="Share with the organization" hint="Everyone in the organization finds it under Views." checked={shared}
          onChange={(e) => setShared(e.target.checked)} />
        {!query && <p className="hint">No filter is set: the view shows the whole list.</p>}
        {rest.length > 0 ? <ErrorMessage>{rest.join(' ')}</ErrorMessage> : !problems.name && <ErrorMessage error={state.error} />}
        <Actions end>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={state.fetching || !name.trim()}>
            Save the view
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

function ManageViews({ views, onDeleted }: { views: readonly { id: string; name: string; shared: boolean; mine: boolean; createdBy: string }[]; onDeleted(): void }) {
  const [state, remove] = useMutation(DELETE_VIEW);
  const [deleting, setDeleting] = useState('');
  const del = async (id: string) => {
    setDeleting(id);
    const r = await remove({ id });
    setDeleting('');
    if (!r.error) onDeleted();
  };
  if (views.length === 0) return <p className="muted">No saved views.</p>;
  return (
    <>
      <ul className="views-list">
        {views.map((v) => (
          <li key={v.id}>
            <span>
              <span className="view-name">{v.name}</span>
              <span className="muted"> {v.mine ? (v.shared ? 'yours, shared' : 'yours') : `shared by ${v.createdBy}`}</span>
            </span>
            <Button size="small" variant="quietDanger" disabled={deleting !== ''} onClick={() => void del(v.id)} aria-label={`Delete ${v.name}`}>
              Delete
            </Button>
          </li>
        ))}
      </ul>
      <ErrorMessage error={state.error} />
    </>
  );
}
