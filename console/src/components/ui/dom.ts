// The kit's field, button and error message as plain DOM, for the sign-in
// page: it shows before React and the rest of the console have loaded
// (main.tsx). Same markup and classes as Field, Button and ErrorMessage.
import { buttonClass, type ButtonVariant } from './Button';
import errorStyles from './ErrorMessage.module.css';
import { controlClass, fieldIds } from './FieldFrame';
import fieldStyles from './FieldFrame.module.css';

type Child = Node | string | null | undefined | false;

/**
 * h makes an element: props are its properties (className, type,
 * onclick…), or attributes for aria-*, data-* and role; children are
 * nodes or text, the empty ones left out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, unknown> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined || value === null || value === false) continue;
    if (key.startsWith('aria-') || key.startsWith('data-') || key === 'role') el.setAttribute(key, String(value));
    else (el as unknown as Record<string, unknown>)[key] = value;
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

let fields = 0;

export interface FieldOptions {
  label: string;
  name: string;
  type?: string;
  autocomplete?: string;
  inputMode?: string;
  required?: boolean;
  readOnly?: boolean;
  value?: string;
  hint?: string;
  /** Called with the value as it is typed. */
  onInput?: (value: string) => void;
}

/** field is a labelled input with its hint (Field): the frame, and the input. */
export function field(o: FieldOptions): { element: HTMLDivElement; input: HTMLInputElement } {
  const ids = fieldIds(`field-${++fields}`, !!o.hint, false);
  const input = h('input', {
    id: ids.control,
    className: controlClass,
    name: o.name,
    type: o.type ?? 'text',
    autocomplete: o.autocomplete,
    inputMode: o.inputMode,
    required: o.required,
    readOnly: o.readOnly,
    value: o.value ?? '',
    'aria-describedby': ids.describedBy,
  });
  input.addEventListener('input', () => o.onInput?.(input.value));
  const element = h(
    'div',
    { className: fieldStyles.field },
    h('label', { className: fieldStyles.label, htmlFor: ids.control }, o.label),
    input,
    o.hint && h('p', { id: ids.hint, className: 'hint' }, o.hint),
  );
  return { element, input };
}

/** button is a <button> (Button), type "button" unless told otherwise. */
export function button(text: string, o: { variant?: ButtonVariant; type?: 'button' | 'submit'; onClick?: () => void } = {}): HTMLButtonElement {
  return h('button', { type: o.type ?? 'button', className: buttonClass(o.variant), onclick: o.onClick }, text);
}

/** errorMessage is a failure's words as an alert (ErrorMessage). */
export function errorMessage(text: string): HTMLDivElement {
  return h('div', { className: errorStyles.error, role: 'alert' }, text);
}
