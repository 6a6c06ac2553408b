// The command menu: one search over the organization's objects as the
// person types (a pause, then the latest answer wins), and the pages they
// may go to. A combobox whose list is chosen from with the arrow keys
// (aria-activedescendant: the focus stays in the field); Enter or a click
// goes to the entry's page, Escape closes it and gives the focus back.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useClient, type CombinedError } from 'urql';
import { href, useNavigate } from '../../lib/router';
import { useViewer } from '../../lib/session';
import { canAny } from '../../lib/roles';
import { Badge } from '../ui/Badge';
import { Dialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { controlClass } from '../ui/FieldFrame';
import { cx } from '../ui/cx';
import { SEARCH } from './queries';
import { hitTarget, pageTargets, type Hit, type Target } from './targets';
import styles from './search.module.css';

/** How long typing pauses before the search is sent, and the shortest search sent. */
const PAUSE = 200;
const SHORTEST = 2;
const FIRST = 8;

/** useDebounced is value once it has stayed the same for ms. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/** useSearch runs the search for term: its hits once answered, and whether its answer is awaited. */
function useSearch(term: string, read: boolean, enabled: boolean) {
  const client = useClient();
  const [answer, setAnswer] = useState<{ term: string; hits: Hit[]; error?: CombinedError }>({ term: '', hits: [] });
  useEffect(() => {
    if (!enabled) return;
    // An answer to an earlier term that arrives late is dropped.
    let latest = true;
    client
      .query(SEARCH, { query: term, first: FIRST, read }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((r) => latest && setAnswer({ term, hits: r.data?.search ?? [], error: r.error }));
    return () => {
      latest = false;
    };
  }, [client, term, read, enabled]);
  if (!enabled) return { hits: [], searching: false };
  if (answer.term !== term) return { hits: [], searching: true };
  return { hits: answer.hits, error: answer.error, searching: false };
}

export default function CommandMenu({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  // Set when an entry was chosen: the page it opens takes the focus.
  const went = useRef(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search"
      onCloseAutoFocus={(e) => {
        if (!went.current) return;
        went.current = false;
        e.preventDefault();
        document.querySelector<HTMLElement>('main h1')?.focus();
      }}>
      <Menu onGo={() => {
        went.current = true;
        onOpenChange(false);
      }} />
    </Dialog>
  );
}

function Menu({ onGo }: { onGo(): void }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [activeKey, setActiveKey] = useState('');
  const { role, organization: { mode } } = viewer;
  const term = useDebounced(query.trim(), PAUSE);
  const { hits, error, searching } = useSearch(term, canAny(role, mode, ['READ']), term.length >= SHORTEST && canAny(role, mode, ['READ', 'DEVELOP']));
  const pages = pageTargets(query, role, mode);
  const found = hits.map((h) => hitTarget(h, role, mode));
  const all = [...pages, ...found];
  const index = Math.max(0, all.findIndex((t) => t.key === activeKey));
  const active = all[index];
  const optionId = (t: Target) => `${id}-${all.indexOf(t)}`;

  useEffect(() => {
    if (active) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const go = (t: Target | undefined) => {
    if (!t?.path) return;
    onGo();
    navigate(href(t.path));
  };
  const key = (e: KeyboardEvent<HTMLInputElement>) => {
    const step = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (step && all.length > 0) {
      e.preventDefault();
      setActiveKey(all[(index + step + all.length) % all.length].key);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(active);
    }
  };

  let status = '';
  if (searching) {
    status = 'Searching…';
  } else if (term.length >= SHORTEST && !error) {
    status = found.length === 0 ? `Nothing found for “${term}”.` : `${found.length} ${found.length === 1 ? 'result' : 'results'} for “${term}”.`;
  }
  const option = (t: Target) => (
    <div key={t.key} id={optionId(t)} role="option" aria-selected={t === active} aria-disabled={t.path ? undefined : true}
      className={styles.option} onMouseMove={() => t !== active && setActiveKey(t.key)} onClick={() => go(t)}>
      <Badge className={styles.type}>{t.type}</Badge>
      <span className={styles.text}>
        <span className={styles.label}>{t.label}</span>
        {t.detail && <span className={styles.detail}>{t.detail}</span>}
        {!t.path && <span className={styles.detail}>No page of its own</span>}
      </span>
    </div>
  );
  return (
    <div className={styles.menu}>
      <input className={cx(controlClass, styles.input)} type="text" role="combobox" aria-label="Search, or go to a page" aria-expanded={all.length > 0}
        aria-controls={all.length > 0 ? id : undefined} aria-activedescendant={active ? optionId(active) : undefined} aria-autocomplete="list"
        aria-describedby={id + '-hint'} autoComplete="off" spellCheck={false} placeholder="An id, a user reference, a customer’s name or email…"
        value={query} onChange={(e) => setQuery(e.target.value)} onKeyDown={key} />
      <p id={id + '-hint'} className={styles.hint}>
        ↑ ↓ to choose, Enter to go, Esc to close.
      </p>
      <p className={styles.status} role="status">
        {status}
      </p>
      {error && <ErrorMessage error={error} />}
      {all.length > 0 && (
        <div id={id} role="listbox" aria-label="Search results and pages" className={styles.list}>
          {pages.length > 0 && (
            <div role="group" aria-label="Go to">
              <div className={styles.group} aria-hidden="true">Go to</div>
              {pages.map(option)}
            </div>
          )}
          {found.length > 0 && (
            <div role="group" aria-label="Results">
              <div className={styles.group} aria-hidden="true">Results</div>
              {found.map(option)}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
