// Terms and their values: in as many columns as fit, each term over its
// value; or (rows) a term beside its value, a row each, over it on phones.
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Facts.module.css';

/** A fact: its term and value; false or null leaves a fact out. */
export type Fact = readonly [string, ReactNode] | false | null | undefined;

export function Facts({ items, rows, label }: { items: readonly Fact[]; rows?: boolean; label?: string }) {
  const shown = items.filter((f): f is readonly [string, ReactNode] => !!f);
  return (
    <dl className={cx(styles.facts, rows && styles.rows)} aria-label={label}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
