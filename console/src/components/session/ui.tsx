// Small pieces of the session pages: the status badge, a labelled select,
// a dialog, and a failed action's report with a retry.
import * as Dialog from '@radix-ui/react-dialog';
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { SessionStatus } from '../../gql/graphql';
import { describe } from '../../lib/errors';
import { STATUS_LABELS, statusTone } from './labels';
import './session.css';

export function StatusBadge({ status }: { status: SessionStatus }) {
  return <span className={`badge badge-${statusTone(status)}`}>{STATUS_LABELS[status]}</span>;
}

export function FlagBadge() {
  return <span className="badge badge-bad">Flagged</span>;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: readonly { value: string; label: string }[];
};

/** SelectField is a labelled select. */
export function SelectField({ label, options, id, className, ...select }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={'field ' + (className ?? '')}>
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface ModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
  /** Where the focus goes when the dialog closes (Radix gives it to a trigger, which these dialogs have none of): call preventDefault and focus it. */
  onCloseAutoFocus?(e: Event): void;
}

/**
 * Modal is a dialog over the page. Its backdrop is a plain element: Radix's
 * overlay locks scrolling with an inline style sheet, which the console's
 * Content-Security-Policy refuses.
 */
export function Modal({ open, onOpenChange, title, description, className, children, onCloseAutoFocus }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className="modal-backdrop" aria-hidden="true" />
        <Dialog.Content className={'modal ' + (className ?? '')} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className="modal-title">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="modal-description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Failure says what a failed action met (the server's message and code) and offers to try again. */
export function Failure({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }) {
  const problem = describe(error);
  return (
    <div className="failure" role="alert">
      <p>
        <strong>{what} did not work:</strong> {problem.message}
      </p>
      <p className="error-code">
        Code: <code>{problem.code}</code>
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

/** Pager turns pages. */
export function Pager({ hasPrevious, hasNext, onPrevious, onNext, label = 'Pages' }: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  label?: string;
}) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button" disabled={!hasPrevious} onClick={onPrevious}>
        Previous page
      </button>
      <button type="button" className="button" disabled={!hasNext} onClick={onNext}>
        Next page
      </button>
    </nav>
  );
}
