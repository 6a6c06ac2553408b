// Asking before an action: a dialog that says what it will do, with
// Cancel and the action's button. The focus starts on that button, so
// Enter confirms and Escape cancels (the focus going back where it was).
// It may ask for an optional note, given to the action, which a preset may
// fill (and the person still edit). A failed action keeps the dialog open
// with its error; a done one closes it.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Actions } from './Actions';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { ErrorMessage } from './ErrorMessage';
import { Select } from './Select';
import { TextArea } from './TextArea';

/** What an action answered: its error, when it failed (an urql result fits). */
export type ConfirmResult = { error?: unknown } | void | undefined;

/** failureOf is the error of an action's answer, or null when it was done. */
export function failureOf(result: ConfirmResult): unknown {
  return (result && result.error) || null;
}

export interface ConfirmProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What the action does, and what follows from it. */
  children: ReactNode;
  /** The action's button ("Revoke key"). */
  confirmLabel: string;
  /** Does it, with the note when one is asked for. */
  onConfirm(note: string): Promise<ConfirmResult>;
  /** The action destroys something: its button is red. Otherwise it is the main action's. */
  danger?: boolean;
  /** Asks for an optional note, under this label. */
  noteLabel?: string;
  noteHint?: string;
  /** Notes to choose from (a review's presets): choosing one writes it in the note. */
  presets?: readonly { label: string; note: string }[];
  /** What takes the focus when the dialog closes, when what had it before may be gone (a button the action removed). */
  focusAfter?(): HTMLElement | null | undefined;
}

export function Confirm({ open, onOpenChange, title, children, confirmLabel, onConfirm, danger = true, noteLabel, noteHint, presets, focusAfter }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [note, setNote] = useState('');
  const [preset, setPreset] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    setError(null);
    setNote('');
    setPreset('');
  }, [open]);
  const choose = (i: string) => {
    setPreset(i);
    const p = presets?.[Number(i)];
    if (i !== '' && p) setNote(p.note);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const failed = failureOf(await onConfirm(note.trim()));
      if (failed) setError(failed);
      else onOpenChange(false);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={children}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        confirm.current?.focus();
      }}
      onCloseAutoFocus={focusAfter && ((e) => {
        const to = focusAfter();
        if (to) {
          e.preventDefault();
          to.focus();
        }
      })}>
      <form className="form" onSubmit={submit}>
        {noteLabel && presets && presets.length > 0 && (
          <Select label="Preset" value={preset} onChange={(e) => choose(e.target.value)}
            options={[{ value: '', label: 'None' }, ...presets.map((p, i) => ({ value: String(i), label: p.label }))]} />
        )}
        {noteLabel && <TextArea label={noteLabel} hint={noteHint} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />}
        <ErrorMessage error={error} />
        <Actions end>
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button ref={confirm} type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
