// Something on its way: a spinner and a word, announced politely.
import styles from './Loading.module.css';

/** Loading says that something is on its way. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      <span className={styles.spinner} aria-hidden="true" />
      {label}
    </p>
  );
}
