// What could not be had or done: the server's message and code, and a
// retry.
import { describe } from '../../lib/errors';
import { Button } from './Button';
import styles from './ErrorState.module.css';

/** ErrorState says what went wrong (under title), with the server's code, and offers a retry. */
export function ErrorState({ error, onRetry, title = 'This could not be loaded.' }: { error: unknown; onRetry?: () => void; title?: string }) {
  const problem = describe(error);
  return (
    <div className={styles.state} role="alert">
      <p className={styles.title}>{title}</p>
      <p>{problem.message}</p>
      <p className={styles.code}>
        Code: <code>{problem.code}</code>
      </p>
      {onRetry && <Button onClick={onRetry}>Try again</Button>}
    </div>
  );
}
