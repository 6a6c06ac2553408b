// A titled box of a page (a customer's verifications, a settings card, a
// session's checks): its heading names it for screen readers; a line may
// describe it, things may stand beside the heading (buttons, a status),
// and a line under it may lead further ("All 40 deposits"). Without a
// title it is a plain box.
import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Panel.module.css';

export interface PanelProps {
  title?: ReactNode;
  /** The heading's level: 2 on a page, 3 or 4 within a section. */
  level?: 2 | 3 | 4;
  description?: ReactNode;
  /** Beside the heading. */
  aside?: ReactNode;
  more?: ReactNode;
  /** The element: a section, or a list's item or an article. */
  as?: 'section' | 'li' | 'article' | 'div';
  className?: string;
  id?: string;
  children?: ReactNode;
}

export function Panel({ title, level = 2, description, aside, more, as: As = 'section', className, id, children }: PanelProps) {
  const headingId = useId();
  const H = `h${level}` as const;
  return (
    <As className={cx(styles.panel, className)} id={id} aria-labelledby={title ? headingId : undefined}>
      {(title || aside) && (
        <div className={styles.head}>
          <div>
            {title && (
              <H id={headingId} className={styles.title}>
                {title}
              </H>
            )}
            {description && <p className="hint">{description}</p>}
          </div>
          {aside && <div className={styles.aside}>{aside}</div>}
        </div>
      )}
      {children}
      {more && <p className={styles.more}>{more}</p>}
    </As>
  );
}
