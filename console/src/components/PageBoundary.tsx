// A page whose code cannot load (the server restarting, a flaky network,
// an upgrade that replaced the console's files) or that fails while it
// draws shows what happened and a Reload button, never a blank screen;
// after an upgrade (the console's entry file is no longer the one this
// tab runs) it reloads by itself, once.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Page } from './Page';
import { Button } from './ui/Button';
import { ErrorMessage } from './ui/ErrorMessage';

/** isLoadFailure tells a page's code that could not be fetched from other errors. */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** entryOf is the console's entry script named by an index page's HTML. */
export function entryOf(html: string): string | null {
  const m = /<script[^>]+type="module"[^>]+src="([^"]+)"/.exec(html) ?? /<script[^>]+src="([^"]+)"[^>]+type="module"/.exec(html);
  return m ? m[1] : null;
}

/** The tab's own entry script, as its index page named it. */
function runningEntry(): string | null {
  const s = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return s ? new URL(s.src).pathname : null;
}

const RELOADED = 'meridian.reloaded-for';

/**
 * upgraded reports whether the server now serves another build of the
 * console than the one this tab runs (whose files are then gone).
 */
async function upgraded(): Promise<boolean> {
  const running = runningEntry();
  if (!running) return false;
  try {
    const r = await fetch(window.location.pathname, { cache: 'no-store', credentials: 'same-origin' });
    if (!r.ok) return false;
    const served = entryOf(await r.text());
    return served !== null && new URL(served, window.location.origin).pathname !== running;
  } catch {
    return false; // the server is away: nothing tells an upgrade
  }
}

interface State {
  error: unknown;
}

/** PageBoundary shows a page's failure in place of the page. Key it by the page, so that another page starts afresh. */
export class PageBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (!isLoadFailure(error)) return;
    void upgraded().then((yes) => {
      // Once per build: should the new build fail to load too, the
      // message stays rather than the tab reloading for ever.
      const entry = runningEntry() ?? '';
      if (yes && sessionStorage.getItem(RELOADED) !== entry) {
        sessionStorage.setItem(RELOADED, entry);
        window.location.reload();
      }
    });
  }

  render() {
    if (this.state.error === null) return this.props.children;
    const load = isLoadFailure(this.state.error);
    return (
      <Page title={load ? 'This page could not be loaded' : 'This page could not be shown'}>
        <ErrorMessage>
          {load
            ? 'Its code did not arrive: the server may be restarting, or the network dropped. When it is back, reload.'
            : 'Something went wrong while drawing it. Reloading usually helps; if it does not, tell the people who run this server.'}
        </ErrorMessage>
        <p>
          <Button variant="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </p>
      </Page>
    );
  }
}
