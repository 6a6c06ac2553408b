// Checking a field with the server as the person types (a chain address, a
// routing number): the check waits for a pause in the typing, only the
// latest input's answer counts, and an input already answered is not asked
// again.
import { useEffect, useRef, useState } from 'react';

/** Where a live check stands for the input it was last given. */
export type CheckState<I, R> =
  /** Nothing to check (an empty field). */
  | { status: 'idle' }
  /** Waiting for the typing to pause, or for the server's answer. */
  | { status: 'checking'; input: I }
  | { status: 'done'; input: I; result: R }
  /** The check itself failed (the server could not be reached): the input is neither good nor bad. */
  | { status: 'failed'; input: I; error: unknown };

export interface LiveCheckOptions<I, R> {
  check(input: I): Promise<R>;
  onChange(state: CheckState<I, R>): void;
  /** The pause in the typing to wait for, in milliseconds. */
  delay?: number;
  /** What makes two inputs the same (default: JSON). */
  key?(input: I): string;
}

/** LiveCheck runs a check for the latest of the inputs it is given. */
export class LiveCheck<I, R> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private latest = '';
  private readonly answers = new Map<string, R>();
  private readonly delay: number;
  private readonly key: (input: I) => string;

  constructor(private readonly options: LiveCheckOptions<I, R>) {
    this.delay = options.delay ?? 300;
    this.key = options.key ?? ((i) => JSON.stringify(i));
  }

  /** set gives the input now in the field; null when there is nothing to check. */
  set(input: I | null): void {
    clearTimeout(this.timer);
    if (input === null) {
      this.latest = '';
      this.options.onChange({ status: 'idle' });
      return;
    }
    const key = this.key(input);
    this.latest = key;
    const known = this.answers.get(key);
    if (known !== undefined) {
      this.options.onChange({ status: 'done', input, result: known });
      return;
    }
    this.options.onChange({ status: 'checking', input });
    this.timer = setTimeout(() => this.run(input, key), this.delay);
  }

  private async run(input: I, key: string): Promise<void> {
    try {
      const result = await this.options.check(input);
      this.answers.set(key, result);
      if (key === this.latest) this.options.onChange({ status: 'done', input, result });
    } catch (error) {
      if (key === this.latest) this.options.onChange({ status: 'failed', input, error });
    }
  }

  /** stop forgets the pending check: no answer is reported after it. */
  stop(): void {
    clearTimeout(this.timer);
    this.latest = '';
  }
}

/**
 * useLiveCheck checks input (null: nothing to check) as it changes and
 * returns where the check stands. check may change from render to render;
 * the latest is used.
 */
export function useLiveCheck<I, R>(input: I | null, check: (input: I) => Promise<R>, delay = 300): CheckState<I, R> {
  const [state, setState] = useState<CheckState<I, R>>({ status: 'idle' });
  const checkRef = useRef(check);
  checkRef.current = check;
  const [checker] = useState(() => new LiveCheck<I, R>({ check: (i) => checkRef.current(i), onChange: setState, delay }));
  const key = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    checker.set(input);
    // The input's contents, not its identity, say when.
  }, [checker, key]);
  useEffect(() => () => checker.stop(), [checker]);
  return state;
}

/** checked is the result of a finished check of input, or undefined while there is none for it. */
export function checked<I, R>(state: CheckState<I, R>, input: I | null): R | undefined {
  if (state.status !== 'done' || input === null) return undefined;
  return JSON.stringify(state.input) === JSON.stringify(input) ? state.result : undefined;
}
