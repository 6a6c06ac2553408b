// The console's theme: the system's colour scheme, or light or dark as
// chosen in the account menu, kept in localStorage. main.tsx applies it
// before the first paint; the stylesheet does the rest (a colour variable
// holds both values, light-dark(), and data-theme on <html> pins one).
import { useEffect, useState } from 'react';

export type Theme = 'system' | 'light' | 'dark';

export const THEMES: readonly { value: Theme; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const KEY = 'meridian.theme';

/** The event sent on window when the theme chosen changes. */
const CHANGED = 'meridian:theme';

/** parseTheme reads a stored choice; anything else is the system's. */
export function parseTheme(value: string | null | undefined): Theme {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** storedTheme is the choice kept in storage (the system's where storage is off). */
export function storedTheme(storage: Pick<Storage, 'getItem'> = window.localStorage): Theme {
  try {
    return parseTheme(storage.getItem(KEY));
  } catch {
    return 'system';
  }
}

/** applyTheme shows theme on the page: a data-theme attribute on root, none for the system's. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** chooseTheme keeps theme for the next visits and shows it now. */
export function chooseTheme(theme: Theme) {
  try {
    if (theme === 'system') window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, theme);
  } catch {
    // storage off: the choice lasts as long as the page
  }
  applyTheme(theme);
  window.dispatchEvent(new Event(CHANGED));
}

/** useTheme is the theme chosen, and a way to choose another. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setTheme] = useState(storedTheme);
  useEffect(() => onSchemeChange(() => setTheme(storedTheme())), []);
  return [
    theme,
    (t: Theme) => {
      setTheme(t);
      chooseTheme(t);
    },
  ];
}

/**
 * onSchemeChange calls changed whenever the colours shown may change:
 * another choice, or the system's scheme while it is followed. It returns
 * what stops it.
 */
export function onSchemeChange(changed: () => void): () => void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  dark.addEventListener('change', changed);
  window.addEventListener(CHANGED, changed);
  return () => {
    dark.removeEventListener('change', changed);
    window.removeEventListener(CHANGED, changed);
  };
}

/**
 * cssColor is a CSS colour (such as "var(--accent)") as the page shows it
 * inside el, in rgb(): for what draws on a canvas, which reads no CSS.
 */
export function cssColor(el: HTMLElement, color: string): string {
  const probe = document.createElement('span');
  probe.style.color = color;
  el.appendChild(probe);
  const shown = getComputedStyle(probe).color;
  probe.remove();
  return shown;
}
