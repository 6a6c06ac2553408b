// The header's search box: a button that opens the command menu, as ⌘K
// (Ctrl+K) does from anywhere. The menu's code loads when first opened.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Dialog } from '../ui/Dialog';
import styles from './search.module.css';

const CommandMenu = lazy(() =>
  import('./CommandMenu').catch(() => ({
    default: ({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) => (
      <Dialog open={open} onOpenChange={onOpenChange} title="Search">
        <p role="alert">The search could not be loaded: reload the page to try again.</p>
      </Dialog>
    ),
  })),
);

/** The shortcut as this computer writes it. */
const SHORTCUT = /Mac|iPhone|iPad/.test(globalThis.navigator?.userAgent ?? '') ? '⌘K' : 'Ctrl K';

export function SearchBox() {
  const [open, setOpen] = useState(false);
  // Loaded once opened, then kept (closed) for the next time.
  const [used, setUsed] = useState(false);
  const show = () => {
    setUsed(true);
    setOpen(true);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'k' && (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey) {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button type="button" className={styles.box} onClick={show} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">
        <span className={styles.glass} aria-hidden="true" />
        <span className={styles.boxText}>Search</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {SHORTCUT}
        </kbd>
      </button>
      {used && (
        <Suspense fallback={null}>
          <CommandMenu open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
