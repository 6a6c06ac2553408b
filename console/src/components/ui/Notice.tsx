// A note on a page: news to know (info), or an action's success, which it
// announces to screen readers.
import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Notice.module.css';

export function Notice({ tone = 'info', children, className }: { tone?: 'info' | 'success'; children: ReactNode; className?: string }) {
  return (
    <div className={cx(styles.notice, styles[tone], className)} role={tone === 'success' ? 'status' : undefined}>
      {children}
    </div>
  );
}
