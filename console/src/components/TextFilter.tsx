// A text filter typed into: the URL follows after a pause, replacing its
// history entry, so typing does not fill the back button's list.
import { useEffect, useState } from 'react';
import { Field } from './ui/Field';

export function TextFilter({ label, value, onCommit, type = 'text', hint }: { label: string; value: string; onCommit(v: string): void; type?: string; hint?: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const t = window.setTimeout(() => onCommit(draft), 400);
    return () => window.clearTimeout(t);
    // onCommit is new on each render; the draft alone says when.
  }, [draft]);
  return <Field label={label} type={type} value={draft} hint={hint} onChange={(e) => setDraft(e.target.value)} />;
}
