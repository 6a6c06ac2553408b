// The review queue's keyboard shortcuts: which key does what, and when a
// key press is the person typing rather than a shortcut.

export type ShortcutAction = 'next' | 'previous' | 'approve' | 'reject' | 'help';

export const SHORTCUTS: readonly { key: string; action: ShortcutAction; label: string }[] = [
  { key: 'j', action: 'next', label: 'Next case' },
  { key: 'k', action: 'previous', label: 'Previous case' },
  { key: 'a', action: 'approve', label: 'Approve the case (asks first)' },
  { key: 'r', action: 'reject', label: 'Reject the case (asks first)' },
  { key: '?', action: 'help', label: 'Show these shortcuts' },
];

/** What a key press's target is, as much as matters here (an Element fits). */
export interface KeyTarget {
  tagName: string;
  type?: string;
  isContentEditable?: boolean;
  closest?(selector: string): unknown;
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: KeyTarget | EventTarget | null;
}

/** Inputs that take no typing. */
const NOT_TYPED = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'range', 'color', 'file']);

/** isTyping reports whether keys pressed in target are text being entered. */
export function isTyping(target: KeyPress['target']): boolean {
  if (!target || typeof (target as KeyTarget).tagName !== 'string') return false;
  const t = target as KeyTarget;
  if (t.isContentEditable) return true;
  const tag = t.tagName.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NOT_TYPED.has((t.type ?? 'text').toLowerCase());
}

/** shortcutFor is the action of a key press, or null: typing, modifier keys and presses inside a dialog are not shortcuts. */
export function shortcutFor(e: KeyPress): ShortcutAction | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return null;
  const t = e.target as KeyTarget | null;
  if (t && typeof t.closest === 'function' && t.closest('[role="dialog"], [role="alertdialog"]')) return null;
  return SHORTCUTS.find((s) => s.key === e.key)?.action ?? null;
}
