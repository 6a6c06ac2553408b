// Previous and next pages of a list (nothing when it fits on one).
import { Button } from './Button';
import styles from './Pager.module.css';

export interface PagerProps {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  /** What the pages are of, for screen readers ("Pages of keys"). */
  label?: string;
}

export function Pager({ hasPrevious, hasNext, onPrevious, onNext, label = 'Pages' }: PagerProps) {
  if (!hasPrevious && !hasNext) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button disabled={!hasPrevious} onClick={onPrevious}>
        Previous page
      </Button>
      <Button disabled={!hasNext} onClick={onNext}>
        Next page
      </Button>
    </nav>
  );
}
