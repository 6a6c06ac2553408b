// A modal dialog over the page (Radix: the focus stays inside, Escape
// closes it). Its backdrop is a plain element: Radix's overlay locks
// scrolling with an inline style sheet, which the console's
// Content-Security-Policy refuses.
import * as Radix from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** What the dialog is about: it describes the dialog to screen readers. */
  description?: ReactNode;
  /** Wider, for images. */
  wide?: boolean;
  /** Where the focus starts (call preventDefault and focus it); by default the first control. */
  onOpenAutoFocus?(e: Event): void;
  /** Where the focus goes when it closes (call preventDefault and focus it); by default back where it was (focusBack). */
  onCloseAutoFocus?(e: Event): void;
  children?: ReactNode;
}

/**
 * focusBack is what takes the focus when a dialog closes: what had it when
 * the dialog opened, or, when that is gone or was nothing (a dialog opened
 * by a key, or after another), the page's heading.
 */
export function focusBack(opener: HTMLElement | null, body: Element, heading: HTMLElement | null): HTMLElement | null {
  return opener && opener !== body && opener.isConnected ? opener : heading;
}

export function Dialog({ open, onOpenChange, title, description, wide, onOpenAutoFocus, onCloseAutoFocus, children }: DialogProps) {
  // What had the focus when it opened (Radix gives the focus back to a
  // trigger, which these dialogs, opened from the outside, have none of).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  const closed = (e: Event) => {
    onCloseAutoFocus?.(e);
    if (e.defaultPrevented) return;
    e.preventDefault();
    focusBack(opener.current, document.body, document.querySelector<HTMLElement>('main h1'))?.focus();
    opener.current = null;
  };
  return (
    <Radix.Root open={open} onOpenChange={onOpenChange}>
      <Radix.Portal>
        <div className={styles.overlay} aria-hidden="true" />
        <Radix.Content className={cx(styles.dialog, wide && styles.wide)} onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={closed} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Radix.Title className={styles.title}>{title}</Radix.Title>
          {description && (
            <Radix.Description asChild>
              <div className={styles.description}>{description}</div>
            </Radix.Description>
          )}
          {children}
        </Radix.Content>
      </Radix.Portal>
    </Radix.Root>
  );
}
