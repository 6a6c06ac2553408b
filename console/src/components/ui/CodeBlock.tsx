// Preformatted text (a JSON body, headers) that scrolls within itself and
// takes the focus, so that a keyboard can scroll it too.
import styles from './CodeBlock.module.css';

/** CodeBlock shows children as text (indented, for json), "(empty)" when there is none. */
export function CodeBlock({ children, label, json }: { children: unknown; label: string; json?: boolean }) {
  const text = json ? prettyJSON(children) : String(children ?? '');
  return (
    <pre className={styles.code} tabIndex={0} aria-label={label}>
      <code>{text === '' ? '(empty)' : text}</code>
    </pre>
  );
}

/** prettyJSON indents a JSON text (or value); text that is not JSON is returned as it is. */
export function prettyJSON(body: unknown): string {
  if (typeof body !== 'string') return JSON.stringify(body, null, 2) ?? '';
  const trimmed = body.trim();
  if (trimmed === '') return '';
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return body;
  }
}
