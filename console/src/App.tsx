// The console: public pages (sign-in, password reset, invitations) for
// anyone, the rest for a signed-in person, in the shell. main.tsx loads it
// when it is needed (not for the sign-in page it shows first).
import { StrictMode, Suspense, lazy, useEffect, type LazyExoticComponent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Page } from './components/Page';
import { PageBoundary } from './components/PageBoundary';
import { PublicLayout } from './components/PublicLayout';
import { Shell } from './components/Shell';
import { Loading } from './components/ui/Loading';
import { isSignedOut } from './lib/errors';
import { canAny } from './lib/roles';
import { Link, PUBLIC_PATHS, Router, appPath, href, useLocation, useNavigate } from './lib/router';
import { SessionProvider, ViewerProvider, useViewer, useViewerQuery, type Viewer } from './lib/session';
import { NAV, match } from './routes';

const publicPages: Record<string, LazyExoticComponent<() => ReactNode>> = {
  '/sign-in': lazy(() => import('./pages/SignInPage')),
  '/reset-password': lazy(() => import('./pages/ResetPasswordPage')),
  '/accept-invitation': lazy(() => import('./pages/AcceptInvitationPage')),
};

const EnrollSecondFactorPage = lazy(() => import('./pages/EnrollSecondFactorPage'));

/** Redirect replaces the current URL with to. */
function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}

/** home is the first page the person may use. */
function home(viewer: Viewer): string {
  const first = NAV.find((item) => canAny(viewer.role, viewer.organization.mode, item.needs));
  return first ? first.path : '/settings';
}

function SignedInPage() {
  const viewer = useViewer();
  const path = appPath(useLocation().pathname);
  if (path === '/') return <Redirect to={href(home(viewer))} />;
  const found = match(path);
  if (!found) {
    return (
      <Page title="Page not found">
        <p>There is no page at this address.</p>
        <p>
          <Link to={home(viewer)}>Go to the console's home</Link>
        </p>
      </Page>
    );
  }
  if (!canAny(viewer.role, viewer.organization.mode, found.item.needs)) {
    return (
      <Page title={found.item.label}>
        <p>Your role cannot use this page in {viewer.organization.mode === 'LIVE' ? 'live' : 'test'} mode.</p>
        <p>
          <Link to={home(viewer)}>Go to the console's home</Link>
        </p>
      </Page>
    );
  }
  const Component = found.item.page;
  return <Component rest={found.rest} />;
}

function SignedIn() {
  const [result, reexecute] = useViewerQuery();
  const path = appPath(useLocation().pathname);
  // Signed out: the session's client checks that the session has ended
  // (a request sent just before a switch is refused too) and then goes to
  // the sign-in page.
  if (result.error && isSignedOut(result.error)) {
    return (
      <PublicLayout>
        <Loading />
      </PublicLayout>
    );
  }
  if (result.error) {
    return (
      <PublicLayout>
        <Page title="Meridian" error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      </PublicLayout>
    );
  }
  const viewer = result.data?.viewer;
  if (!viewer) {
    return (
      <PublicLayout>
        <Loading />
      </PublicLayout>
    );
  }
  if (viewer.secondFactorEnrollmentRequired) {
    return (
      <ViewerProvider value={viewer}>
        <PublicLayout>
          <PageBoundary>
            <Suspense fallback={<Loading />}>
              <EnrollSecondFactorPage />
            </Suspense>
          </PageBoundary>
        </PublicLayout>
      </ViewerProvider>
    );
  }
  return (
    <ViewerProvider value={viewer}>
      <Shell>
        <PageBoundary key={path.split('/')[1]}>
          <Suspense key={path.split('/')[1]} fallback={<Loading />}>
            <SignedInPage />
          </Suspense>
        </PageBoundary>
      </Shell>
    </ViewerProvider>
  );
}

function Pages() {
  const path = appPath(useLocation().pathname);
  const Public = PUBLIC_PATHS.has(path) ? publicPages[path] : null;
  if (Public) {
    return (
      <PublicLayout>
        <PageBoundary key={path}>
          <Suspense fallback={<Loading />}>
            <Public />
          </Suspense>
        </PageBoundary>
      </PublicLayout>
    );
  }
  return <SignedIn />;
}

export function App() {
  return (
    <Router>
      <SessionProvider>
        <Pages />
      </SessionProvider>
    </Router>
  );
}

/** mount shows the console in root, in place of what root held. */
export function mount(root: HTMLElement) {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
