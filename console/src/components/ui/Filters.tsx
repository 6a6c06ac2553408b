// A list's filters: a search form of fields side by side (two a row on a
// phone), with a button to clear them when any is set. On a phone they fold
// behind a "Filters" button that counts the filters set. What they hold is
// usually in the URL, so the form submits nothing unless told.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { Button } from './Button';
import { cx } from './cx';
import styles from './Filters.module.css';

/** A phone's width, where the filters fold (as Filters.module.css lays them out). */
const NARROW = '(max-width: 760px)';

function subscribe(changed: () => void) {
  const m = window.matchMedia(NARROW);
  m.addEventListener('change', changed);
  return () => m.removeEventListener('change', changed);
}

/** useNarrow reports whether the window is a phone's width (never, when rendered outside a browser). */
function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW).matches, () => false);
}

/** A filter's control: what it holds, and what it holds when not set. */
export interface FilterControl {
  value: string;
  unset: string;
}

/** countSet counts the filters that are set: those whose value is not their unset one. */
export function countSet(controls: readonly FilterControl[]): number {
  return controls.filter((c) => c.value.trim() !== c.unset).length;
}

/** controlsOf reads a form's filters: a select is unset at its first option, a field when empty, a checkbox unchecked. */
export function controlsOf(form: HTMLFormElement): FilterControl[] {
  const out: FilterControl[] = [];
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLSelectElement) {
      out.push({ value: el.value, unset: el.options[0]?.value ?? '' });
    } else if (el instanceof HTMLTextAreaElement) {
      out.push({ value: el.value, unset: '' });
    } else if (el instanceof HTMLInputElement && !['button', 'submit', 'reset', 'hidden', 'radio'].includes(el.type)) {
      out.push({ value: el.type === 'checkbox' ? (el.checked ? 'on' : '') : el.value, unset: '' });
    }
  }
  return out;
}

export function Filters({ label, onSubmit, onClear, clearLabel = 'Clear the filters', className, children }: {
  /** What is filtered, for screen readers ("Filter the audit log"). */
  label: string;
  /** For filters applied with a button (children hold it); others apply as they change. */
  onSubmit?: (e: FormEvent) => void;
  /** Shown when given: clears the filters. */
  onClear?: () => void;
  clearLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // Counted after each render, and as the person types or picks.
  useEffect(() => {
    if (form.current) setActive(countSet(controlsOf(form.current)));
  });
  useEffect(() => {
    const f = form.current;
    if (!f) return;
    const recount = () => setActive(countSet(controlsOf(f)));
    f.addEventListener('input', recount);
    f.addEventListener('change', recount);
    return () => {
      f.removeEventListener('input', recount);
      f.removeEventListener('change', recount);
    };
  }, []);
  return (
    <>
      {narrow && (
        <Button className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          <span className={styles.chevron} aria-hidden="true" />
          {active > 0 ? `Filters (${active})` : 'Filters'}
        </Button>
      )}
      <form ref={form} id={id} className={cx(styles.filters, className)} role="search" aria-label={label} hidden={narrow && !open}
        onSubmit={onSubmit ?? ((e) => e.preventDefault())}>
        {children}
        {onClear && (
          <Button variant="quiet" className={styles.clear} onClick={onClear}>
            {clearLabel}
          </Button>
        )}
      </form>
    </>
  );
}
