// The console's signed-in pages: the nav's entries, in order. Each page is
// its own module under pages/, loaded when first opened. An entry shows
// only to people whose role holds one of its permissions in the mode in
// use (lib/roles.ts); its page gets the rest of the path below its own
// (/verifications/ses_1 → "/ses_1"). Each names the README's section that
// helps with it: its heading's id at /docs (GET /docs, "## Identity
// verification" → #identity-verification).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from './lib/roles';
import type { PageComponentProps } from './pageProps';

export interface NavItem {
  path: string;
  label: string;
  /** The permissions of which the person must hold one to see it. */
  needs: readonly Permission[];
  /** The id of the README heading that documents it, at /docs. */
  help: string;
  page: LazyExoticComponent<ComponentType<PageComponentProps>>;
}

export const NAV: readonly NavItem[] = [
  // The first page a person may use is their home (where /console leads).
  { path: '/overview', label: 'Overview', needs: ['READ'], help: 'console', page: lazy(() => import('./pages/OverviewPage')) },
  { path: '/verifications', label: 'Verifications', needs: ['READ'], help: 'identity-verification', page: lazy(() => import('./pages/VerificationsPage')) },
  { path: '/review', label: 'Review queue', needs: ['REVIEW'], help: 'identity-verification', page: lazy(() => import('./pages/ReviewQueuePage')) },
  { path: '/workflows', label: 'Workflows', needs: ['READ', 'DEVELOP'], help: 'identity-verification', page: lazy(() => import('./pages/WorkflowsPage')) },
  { path: '/customers', label: 'Customers', needs: ['READ'], help: 'money', page: lazy(() => import('./pages/CustomersPage')) },
  { path: '/balances', label: 'Balances', needs: ['READ'], help: 'money', page: lazy(() => import('./pages/BalancesPage')) },
  { path: '/fx', label: 'FX', needs: ['READ'], help: 'money', page: lazy(() => import('./pages/FxPage')) },
  { path: '/crypto', label: 'Crypto', needs: ['READ'], help: 'money', page: lazy(() => import('./pages/CryptoPage')) },
  { path: '/usd', label: 'USD', needs: ['READ'], help: 'money', page: lazy(() => import('./pages/UsdPage')) },
  { path: '/sandbox', label: 'Sandbox', needs: ['SANDBOX'], help: 'money', page: lazy(() => import('./pages/SandboxPage')) },
  { path: '/developers', label: 'Developers', needs: ['DEVELOP'], help: 'events-webhooks-and-subscriptions', page: lazy(() => import('./pages/DevelopersPage')) },
  { path: '/settings', label: 'Settings', needs: ['SELF'], help: 'people', page: lazy(() => import('./pages/SettingsPage')) },
  { path: '/audit-log', label: 'Audit log', needs: ['MANAGE'], help: 'identity-verification', page: lazy(() => import('./pages/AuditLogPage')) },
];

/** helpHref is where the help of a page is: its section of the README served at /docs. */
export function helpHref(item: NavItem): string {
  return '/docs#' + item.help;
}

/** match finds the nav entry of a console path, and the path below it. */
export function match(path: string): { item: NavItem; rest: string } | null {
  for (const item of NAV) {
    if (path === item.path || path.startsWith(item.path + '/')) return { item, rest: path.slice(item.path.length) };
  }
  return null;
}
