// How many items a list holds, or its filters match ("12 transfers
// match"), announced as it changes.
import styles from './ListCount.module.css';

/** countText is a list's count in words (counts stop at 10,000). */
export function countText(count: number, one: string, many: string, filtered: boolean): string {
  const n = count >= 10000 ? `10,000 or more ${many}` : `${count.toLocaleString()} ${count === 1 ? one : many}`;
  return n + (filtered ? (count === 1 ? ' matches' : ' match') : '');
}

export function ListCount({ count, one, many, filtered, updating }: { count: number; one: string; many: string; filtered: boolean; updating?: boolean }) {
  return (
    <p className={styles.count} role="status">
      {countText(count, one, many, filtered)}
      {updating && <span> · updating…</span>}
    </p>
  );
}
