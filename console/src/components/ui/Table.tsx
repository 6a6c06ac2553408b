// A table in a box that scrolls sideways when it is wider than the page.
// On a phone its rows stack: each a card of cells under their labels
// (a cell's data-label). Cells may be num (figures, right-aligned),
// actions (buttons, right-aligned) and hold a sub line (<span class="sub">).
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Table.module.css';

/** A column's heading: its words, or with how it shows; false leaves it out. */
export type Column = string | { label: string; num?: boolean; hidden?: boolean } | false | null | undefined;

export interface TableProps {
  /** What the table lists, for screen readers. */
  caption?: string;
  /** The columns' headings (num: figures, right-aligned; hidden: for screen readers alone). */
  columns?: readonly Column[];
  /** A name for the table's box, which then takes the focus (a table wider than its place scrolls by keyboard too). */
  label?: string;
  /** Keep rows as rows on a phone (a table without data-labels). */
  flat?: boolean;
  /** Smaller cells (a table beside others, the figures of a chart). */
  dense?: boolean;
  /** No border of its own (a table in a panel). */
  plain?: boolean;
  /** The table element's own class. */
  className?: string;
  children: ReactNode;
}

export function Table({ caption, columns, label, flat, dense, plain, className, children }: TableProps) {
  return (
    <div className={cx(styles.box, !plain && styles.framed)} {...(label ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <table className={cx(styles.table, !flat && styles.stack, dense && styles.dense, className)}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {columns && (
          <thead>
            <tr>
              {columns.map((c) => {
                if (!c) return null;
                const { label, num, hidden } = typeof c === 'string' ? { label: c } : c;
                return (
                  <th key={label} scope="col" className={num ? 'num' : undefined}>
                    {hidden ? <span className="sr-only">{label}</span> : label}
                  </th>
                );
              })}
            </tr>
          </thead>
        )}
        {children}
      </table>
    </div>
  );
}
