// Pieces the developer, workflow and audit pages share: section tabs, a
// list's state (loading, failed, empty), a pager, badges, JSON blocks, and
// dialogs to confirm an action or show a secret once.
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ErrorMessage, ErrorState, Loading } from '../Page';
import { Link } from '../../lib/router';
import { prettyJSON } from './format';
import './ui.css';

/** A tab: a console path, and whether it is the one shown. */
export interface Tab {
  to: string;
  label: string;
  current: boolean;
}

/** Tabs are links between a page's sections (each a URL of its own). */
export function Tabs({ label, tabs }: { label: string; tabs: readonly Tab[] }) {
  return (
    <nav className="tabs" aria-label={label}>
      <ul>
        {tabs.map((t) => (
          <li key={t.to}>
            <Link to={t.to} aria-current={t.current ? 'page' : undefined}>
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface QueryStateProps {
  /** Nothing to show yet. */
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  empty?: boolean;
  emptyMessage?: ReactNode;
  children?: ReactNode;
}

/** QueryState is a part of a page that has its own query: its content, or what became of the query. */
export function QueryState({ loading, error, onRetry, empty, emptyMessage, children }: QueryStateProps) {
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (loading) return <Loading />;
  if (empty) return <div className="empty">{emptyMessage ?? <p>Nothing here yet.</p>}</div>;
  return <>{children}</>;
}

/** Pager moves through a list's pages by cursor. */
export function Pager({ isFirst, hasNext, onPrevious, onNext, label }: { isFirst: boolean; hasNext: boolean; onPrevious: () => void; onNext: () => void; label: string }) {
  if (isFirst && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={isFirst} onClick={onPrevious}>
        Previous page
      </button>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        Next page
      </button>
    </nav>
  );
}

/** The tones of a badge. */
export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Badge is a short status. */
export function Badge({ tone = 'neutral', children }: { tone?: Tone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** Code is a block of preformatted text (a JSON body, headers) that scrolls within itself. */
export function Code({ children, label, json }: { children: unknown; label: string; json?: boolean }) {
  const text = json ? prettyJSON(children) : String(children ?? '');
  return (
    // A scrolling region must be reachable by keyboard: it takes the focus.
    <pre className="code-block" tabIndex={0} aria-label={label}>
      <code>{text === '' ? '(empty)' : text}</code>
    </pre>
  );
}

/** Rows of terms and their values. */
export function Facts({ items }: { items: readonly [string, ReactNode][] }) {
  return (
    <dl className="facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * refocus keeps the focus on the page when a dialog closes: Radix gives it
 * back to what had it before; when that is gone (a dialog that followed
 * another, a page that changed under it), the page's heading takes it.
 */
function refocus() {
  window.setTimeout(() => {
    const active = document.activeElement;
    if (!active || active === document.body) document.querySelector<HTMLElement>('main h1')?.focus();
  });
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/**
 * Modal is a dialog over the page. No Radix overlay: it would lock
 * scrolling with an inline style sheet, which the Content-Security-Policy
 * refuses (as the shell's drawer).
 */
export function Modal({ open, onOpenChange, title, description, children }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="modal-overlay" aria-hidden="true" />
        <Dialog.Content className="modal" onCloseAutoFocus={refocus} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description && <Dialog.Description className="modal-description">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface ConfirmProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that does it ("Revoke key"). */
  confirmLabel: string;
  /** Does it; the dialog closes when it resolves to true. */
  onConfirm: () => Promise<boolean>;
  error?: unknown;
  busy?: boolean;
}

/** Confirm asks before an action that cannot be undone. */
export function Confirm({ open, onOpenChange, title, description, confirmLabel, onConfirm, error, busy }: ConfirmProps) {
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onConfirm()) onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={submit}>
        <ErrorMessage error={error} />
        <div className="modal-actions">
          <Dialog.Close className="button" type="button">
            Cancel
          </Dialog.Close>
          <button type="submit" className="button button-danger" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** CopyButton puts text on the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="copy">
      <button type="button" className="button" onClick={copy}>
        {label}
      </button>
      <span role="status" className={state === 'failed' ? 'copy-status copy-failed' : 'copy-status'}>
        {state === 'copied' && (
          <>
            <span aria-hidden="true">✓ </span>Copied
          </>
        )}
        {state === 'failed' && 'It could not be copied: select it and copy it by hand.'}
      </span>
    </div>
  );
}

/** A secret to show once. */
export interface Revealed {
  title: string;
  /** What the secret is for. */
  what: string;
  secret: string;
}

/** SecretDialog shows a secret once, with a copy button. */
export function SecretDialog({ revealed, onClose }: { revealed: Revealed | null; onClose: () => void }) {
  return (
    <Modal
      open={revealed !== null}
      onOpenChange={(open) => !open && onClose()}
      title={revealed?.title ?? ''}
      description={<>{revealed?.what} It is shown only now: copy it and keep it somewhere safe.</>}
    >
      {revealed && (
        <>
          <p className="secret-value">
            <code data-testid="secret">{revealed.secret}</code>
          </p>
          <CopyButton text={revealed.secret} label="Copy secret" />
          <div className="modal-actions">
            <Dialog.Close className="button button-primary">Done</Dialog.Close>
          </div>
        </>
      )}
    </Modal>
  );
}
