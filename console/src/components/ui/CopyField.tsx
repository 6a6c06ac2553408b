// A value to copy (a link, a secret, an address) with a button that puts
// it on the clipboard and says so. It is shown in a read-only field under
// its label or, as text, in a box of its own; where the browser refuses
// the clipboard, the value is selected for the person to copy.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './Button';
import { controlClass } from './FieldFrame';
import styles from './CopyField.module.css';

export type CopyState = 'idle' | 'copied' | 'refused';

/** copyMessage is what the status line says after a copy. */
export function copyMessage(state: CopyState): string {
  if (state === 'copied') return 'Copied to the clipboard.';
  if (state === 'refused') return 'The browser refused the clipboard: the text is selected, copy it with Ctrl+C or ⌘C.';
  return '';
}

export interface CopyFieldProps {
  /** The field's label; for text, the name of the group. */
  label: string;
  value: string;
  hint?: ReactNode;
  /** Show the value as text in a box rather than in a field. */
  text?: boolean;
  /** The button's words. */
  copyLabel?: string;
  /** data-testid of the value's text. */
  testId?: string;
  /** The field's id (one is made otherwise). */
  id?: string;
}

export function CopyField({ label, value, hint, text, copyLabel = 'Copy', testId, id: given }: CopyFieldProps) {
  const generated = useId();
  const id = given ?? generated;
  const input = useRef<HTMLInputElement>(null);
  const code = useRef<HTMLElement>(null);
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => setState('idle'), [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      select(text ? code.current : input.current);
      setState('refused');
    }
  };
  const status = (
    <p className={styles.status} role="status">
      {copyMessage(state)}
    </p>
  );
  const hintLine = hint && (
    <p id={id + '-hint'} className="hint">
      {hint}
    </p>
  );
  if (text) {
    return (
      <div className={styles.field} role="group" aria-label={label}>
        <p className={styles.text}>
          <code ref={code} data-testid={testId}>
            {value}
          </code>
        </p>
        {hintLine}
        <div className={styles.row}>
          <Button onClick={copy}>{copyLabel}</Button>
        </div>
        {status}
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <input id={id} ref={input} className={`${controlClass} ${styles.input}`} readOnly value={value}
          data-testid={testId} onFocus={(e) => e.target.select()} aria-describedby={hint ? id + '-hint' : undefined} />
        <Button onClick={copy}>{copyLabel}</Button>
      </div>
      {hintLine}
      {status}
    </div>
  );
}

/** select selects the text of an input or an element, for the person to copy. */
function select(el: HTMLElement | null) {
  if (!el) return;
  if (el instanceof HTMLInputElement) {
    el.focus();
    el.select();
    return;
  }
  const range = document.createRange();
  range.selectNodeContents(el);
  window.getSelection()?.removeAllRanges();
  window.getSelection()?.addRange(range);
}
