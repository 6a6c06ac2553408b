// The console's signed-in pages: the nav's entries, in order. Each page is
// its own module under pages/, loaded when first opened. An entry shows
// only to people whose role holds one of its permissions in the mode in
// use (lib/roles.ts); its page gets the rest of the path below its own
// (/verifications/ses_1 → "/ses_1").
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from './lib/roles';
import type { PageComponentProps } from './pageProps';

export interface NavItem {
  path: string;
  label: string;
  /** The permissions of which the person must hold one to see it. */
  needs: readonly Permission[];
  page: LazyExoticComponent<ComponentType<PageComponentProps>>;
}

export const NAV: readonly NavItem[] = [
  // The first page a person may use is their home (where /console leads).
  { path: '/overview', label: 'Overview', needs: ['READ'], page: lazy(() => import('./pages/OverviewPage')) },
  { path: '/verifications', label: 'Verifications', needs: ['READ'], page: lazy(() => import('./pages/VerificationsPage')) },
  { path: '/review', label: 'Review queue', needs: ['REVIEW'], page: lazy(() => import('./pages/ReviewQueuePage')) },
  { path: '/workflows', label: 'Workflows', needs: ['READ', 'DEVELOP'], page: lazy(() => import('./pages/WorkflowsPage')) },
  { path: '/customers', label: 'Customers', needs: ['READ'], page: lazy(() => import('./pages/CustomersPage')) },
  { path: '/balances', label: 'Balances', needs: ['READ'], page: lazy(() => import('./pages/BalancesPage')) },
  { path: '/fx', label: 'FX', needs: ['READ'], page: lazy(() => import('./pages/FxPage')) },
  { path: '/crypto', label: 'Crypto', needs: ['READ'], page: lazy(() => import('./pages/CryptoPage')) },
  { path: '/usd', label: 'USD', needs: ['READ'], page: lazy(() => import('./pages/UsdPage')) },
  { path: '/sandbox', label: 'Sandbox', needs: ['SANDBOX'], page: lazy(() => import('./pages/SandboxPage')) },
  { path: '/developers', label: 'Developers', needs: ['DEVELOP'], page: lazy(() => import('./pages/DevelopersPage')) },
  { path: '/settings', label: 'Settings', needs: ['SELF'], page: lazy(() => import('./pages/SettingsPage')) },
  { path: '/audit-log', label: 'Audit log', needs: ['MANAGE'], page: lazy(() => import('./pages/AuditLogPage')) },
];

/** match finds the nav entry of a console path, and the path below it. */
export function match(path: string): { item: NavItem; rest: string } | null {
  for (const item of NAV) {
    if (path === item.path || path.startsWith(item.path + '/')) return { item, rest: path.slice(item.path.length) };
  }
  return null;
}
