// The pieces the settings sections share: a titled card, form controls
// that Field lacks (select, checkbox, text area), a copy button, a
// confirmation dialog, and a status line for screen readers.
import * as Dialog from '@radix-ui/react-dialog';
import type { CombinedError } from '@urql/core';
import { useEffect, useId, useRef, useState, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { ErrorMessage } from '../Page';

/** Card is a titled part of a settings section. */
export function Card({ title, description, children, actions, id }: { title: string; description?: ReactNode; children: ReactNode; actions?: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId} id={id}>
      <div className="card-head">
        <div>
          <h3 id={headingId}>{title}</h3>
          {description && <p className="hint">{description}</p>}
        </div>
        {actions && <div className="card-actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  hint?: ReactNode;
  problem?: string;
  options: readonly { value: string; label: string }[];
};

/** SelectField is a labelled select, with a hint and an error tied to it. */
export function SelectField({ label, hint, problem, options, id, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [hint && selectId + '-hint', problem && selectId + '-problem'].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} aria-describedby={describedBy} aria-invalid={problem ? true : undefined} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={selectId + '-hint'} className="hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={selectId + '-problem'} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: ReactNode; problem?: string };

/** TextAreaField is a labelled text area. */
export function TextAreaField({ label, hint, problem, id, ...area }: TextAreaFieldProps) {
  const generated = useId();
  const areaId = id ?? generated;
  const describedBy = [hint && areaId + '-hint', problem && areaId + '-problem'].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={areaId}>{label}</label>
      <textarea id={areaId} aria-describedby={describedBy} aria-invalid={problem ? true : undefined} {...area} />
      {hint && (
        <p id={areaId + '-hint'} className="hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={areaId + '-problem'} className="field-error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** CheckField is a labelled checkbox with a hint below. */
export function CheckField({ label, hint, checked, onChange, disabled, name }: {
  label: string;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="check-field">
      <input type="checkbox" id={id} name={name} checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)}
        aria-describedby={hint ? id + '-hint' : undefined} />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={id + '-hint'} className="hint">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

/** Status announces the outcome of an action (politely) and shows it. */
export function Status({ children }: { children: ReactNode }) {
  return (
    <p className="status-ok" role="status">
      {children}
    </p>
  );
}

/**
 * CopyField shows a value to copy (a link, a secret) in a read-only field
 * with a Copy button; where the clipboard is refused, the value is
 * selected for the person to copy.
 */
export function CopyField({ label, value, hint }: { label: string; value: string; hint?: ReactNode }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'' | 'copied' | 'select'>('');
  useEffect(() => setCopied(''), [value]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied('select');
    }
  };
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        <input id={id} ref={input} readOnly value={value} onFocus={(e) => e.target.select()} aria-describedby={hint ? id + '-hint' : undefined} />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
      </div>
      {hint && (
        <p id={id + '-hint'} className="hint">
          {hint}
        </p>
      )}
      <p className="hint copy-status" role="status">
        {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'select' ? 'The browser refused the clipboard: the text is selected, copy it with Ctrl+C or ⌘C.' : ''}
      </p>
    </div>
  );
}

/**
 * Confirm asks before a change that cannot be undone: a dialog (focus
 * kept inside, Escape cancels) whose confirm button runs onConfirm; the
 * dialog stays open with the error when it fails. When it closes the focus
 * goes back where it was, or to what focusAfter returns (for a button that
 * the change removed).
 */
export function Confirm({ open, onOpenChange, title, children, confirmLabel, onConfirm, danger = true, focusAfter }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => Promise<{ error?: CombinedError | unknown } | void>;
  danger?: boolean;
  focusAfter?: () => HTMLElement | null | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);
  const run = async () => {
    setBusy(true);
    try {
      const r = await onConfirm();
      if (r && r.error) setError(r.error);
      else onOpenChange(false);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="dialog-overlay" aria-hidden="true" />
        <Dialog.Content className="dialog" onCloseAutoFocus={(e) => {
          const to = focusAfter?.();
          if (to) {
            e.preventDefault();
            to.focus();
          }
        }}>
          <Dialog.Title className="dialog-title">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="dialog-body">{children}</div>
          </Dialog.Description>
          <ErrorMessage error={error} />
          <div className="dialog-actions">
            <Dialog.Close className="button">Cancel</Dialog.Close>
            <button type="button" className={danger ? 'button button-danger' : 'button button-primary'} disabled={busy} onClick={run}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** fieldErrors are a validation error's messages per input field (extensions.fields), empty for other errors. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  const e = error as CombinedError | undefined;
  const fields = e?.graphQLErrors?.[0]?.extensions?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
}

/** firstOf is a field's first message. */
export function firstOf(fields: Record<string, string[]>, name: string): string | undefined {
  return fields[name]?.[0];
}

/** allOf is all of a field's messages, as one. */
export function allOf(fields: Record<string, string[]>, name: string): string | undefined {
  return fields[name]?.join('; ');
}
