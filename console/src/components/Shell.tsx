// The frame of the signed-in console: the header (organization, its
// switcher, the Test/Live switch, the search box that opens the command
// menu, the person's menu with the theme and sign-out), the nav of the
// pages the person's role may use, and the page. On a phone the nav is in
// a menu dialog. Menus are not modal and the dialog has no Radix overlay:
// both would lock scrolling with an inline style sheet, which the page's
// Content-Security-Policy refuses.
import * as Dialog from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from 'urql';
import { graphql } from '../gql';
import type { Mode } from '../gql/graphql';
import { signOut } from '../lib/api';
import { canAny, roleName } from '../lib/roles';
import { Link, appPath, href, useLocation, useNavigate } from '../lib/router';
import { useSession, useViewer } from '../lib/session';
import { THEMES, parseTheme, useTheme } from '../lib/theme';
import { renewing } from '../lib/renewal';
import { NAV } from '../routes';
import { SearchBox } from './search/SearchBox';
import { buttonClass } from './ui/Button';
import { ErrorMessage } from './ui/ErrorMessage';

const SWITCH = graphql(`
  mutation SwitchOrganization($organizationId: ID!, $mode: Mode!) {
    switchOrganization(organizationId: $organizationId, mode: $mode) {
      organization {
        id
        mode
      }
    }
  }
`);

/** useSwitch moves the session to an organization and mode, then reads everything anew. */
function useSwitch() {
  const [state, run] = useMutation(SWITCH);
  const { restart } = useSession();
  const change = async (organizationId: string, mode: Mode) => {
    const r = await renewing(run({ organizationId, mode }));
    if (!r.error) restart();
  };
  return { change, fetching: state.fetching, error: state.error };
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer();
  const path = appPath(useLocation().pathname);
  return (
    <ul className="nav-list">
      {NAV.filter((item) => canAny(viewer.role, viewer.organization.mode, item.needs)).map((item) => {
        const current = path === item.path || path.startsWith(item.path + '/');
        return (
          <li key={item.path}>
            <Link to={item.path} aria-current={current ? 'page' : undefined} onClick={onNavigate}>
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function OrganizationSwitcher({ onSwitch }: { onSwitch: (organizationId: string) => void }) {
  const viewer = useViewer();
  const org = viewer.organization;
  if (viewer.memberships.length < 2) {
    return <span className="org-name">{org.name}</span>;
  }
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="org-trigger">
        <span className="sr-only">Organization: </span>
        <span className="org-name">{org.name}</span>
        <span aria-hidden="true" className="chevron" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="menu" align="start" sideOffset={6}>
          <Menu.Label className="menu-label">Organizations</Menu.Label>
          <Menu.RadioGroup value={org.id} onValueChange={onSwitch}>
            {viewer.memberships.map((m) => (
              <Menu.RadioItem key={m.organizationId} value={m.organizationId} className="menu-item">
                <Menu.ItemIndicator className="menu-check">✓</Menu.ItemIndicator>
                {m.organizationName}
                <span className="menu-role">{roleName(m.role)}</span>
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function ModeSwitch({ onSwitch, busy }: { onSwitch: (mode: Mode) => void; busy: boolean }) {
  const mode = useViewer().organization.mode;
  return (
    <div className="mode-switch" role="group" aria-label="Data mode">
      {(['TEST', 'LIVE'] as const).map((m) => (
        <button
          key={m}
          type="button"
          aria-pressed={mode === m}
          onClick={() => mode !== m && !busy && onSwitch(m)}
          className={m === 'LIVE' ? 'mode-live' : 'mode-test'}
        >
          {m === 'TEST' ? 'Test' : 'Live'}
        </button>
      ))}
    </div>
  );
}

function UserMenu() {
  const viewer = useViewer();
  const navigate = useNavigate();
  const { restart } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [theme, setTheme] = useTheme();
  const name = viewer.user?.name ?? '';
  const role = viewer.role ? roleName(viewer.role) : '';
  const leave = async () => {
    try {
      await signOut();
      navigate(href('/sign-in'), { replace: true });
      restart();
    } catch (e) {
      setError(e);
    }
  };
  return (
    <>
      <Menu.Root modal={false}>
        <Menu.Trigger className="user-trigger">
          <span className="avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className="sr-only">
            {name}, {role}
          </span>
          <span className="user-text" aria-hidden="true">
            <span className="user-name" data-testid="user-name">
              {name}
            </span>
            <span className="user-role" data-testid="user-role">
              {role}
            </span>
          </span>
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content className="menu" align="end" sideOffset={6}>
            <Menu.Label className="menu-label">{viewer.user?.email}</Menu.Label>
            <Menu.Item className="menu-item" onSelect={() => navigate(href('/settings'))}>
              Settings
            </Menu.Item>
            <Menu.Separator className="menu-separator" />
            <Menu.Label className="menu-label">Theme</Menu.Label>
            <Menu.RadioGroup value={theme} onValueChange={(v) => setTheme(parseTheme(v))}>
              {THEMES.map((t) => (
                <Menu.RadioItem key={t.value} value={t.value} className="menu-item">
                  <Menu.ItemIndicator className="menu-check">✓</Menu.ItemIndicator>
                  {t.label}
                </Menu.RadioItem>
              ))}
            </Menu.RadioGroup>
            <Menu.Separator className="menu-separator" />
            <Menu.Item className="menu-item" onSelect={leave} data-testid="sign-out">
              Sign out
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
      {error ? <ErrorMessage error={error} /> : null}
    </>
  );
}

/** Shell is the signed-in console around a page. */
export function Shell({ children }: { children: ReactNode }) {
  const viewer = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  // Set when a page was chosen in the phone's menu: that page's heading
  // takes the focus, not the button that opened the menu.
  const went = useRef(false);
  const { change, fetching, error } = useSwitch();
  const live = viewer.organization.mode === 'LIVE';
  return (
    <div className={live ? 'shell is-live' : 'shell is-test'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="topbar">
        <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
          <Dialog.Trigger className="menu-button" aria-label="Open the menu">
            <span className="burger" aria-hidden="true" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <div className="drawer-overlay" aria-hidden="true" />
            <Dialog.Content
              className="drawer"
              aria-describedby={undefined}
              onCloseAutoFocus={(e) => {
                if (!went.current) return;
                went.current = false;
                e.preventDefault();
                document.querySelector<HTMLElement>('main h1')?.focus();
              }}
            >
              <div className="drawer-head">
                <Dialog.Title className="drawer-title">Menu</Dialog.Title>
                <Dialog.Close className={buttonClass('quiet')}>Close</Dialog.Close>
              </div>
              <nav aria-label="Main">
                <NavLinks
                  onNavigate={() => {
                    went.current = true;
                    setMenuOpen(false);
                  }}
                />
              </nav>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Link to="/" className="brand" aria-label="Meridian: home">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-text">Meridian</span>
        </Link>
        <OrganizationSwitcher onSwitch={(id) => change(id, viewer.organization.mode)} />
        <ModeSwitch busy={fetching} onSwitch={(mode) => change(viewer.organization.id, mode)} />
        <SearchBox />
        <div className="topbar-end">
          <UserMenu />
        </div>
      </header>
      {live ? null : (
        <p className="mode-banner" role="note">
          Test mode: you are seeing test data.
        </p>
      )}
      {error ? (
        <div className="switch-error">
          <ErrorMessage error={error} />
        </div>
      ) : null}
      <div className="layout">
        <nav className="sidenav" aria-label="Main">
          <NavLinks />
        </nav>
        <main id="main" className="content">
          {children}
        </main>
      </div>
    </div>
  );
}
