// A short status in a pill. Its tone says what kind of news it is; the
// tones keep distinct colours in both themes.
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Badge.module.css';

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'info';

/** Badge is a short status; data-tone names its tone. */
export function Badge({ tone = 'neutral', className, children }: { tone?: Tone; className?: string; children: ReactNode }) {
  return (
    <span className={cx(styles.badge, styles[tone], className)} data-tone={tone}>
      {children}
    </span>
  );
}
