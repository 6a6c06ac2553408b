// The console's entry. It stays small (size_test.go weighs it): the
// sign-in page shows at once, drawn without React (pages/signIn.ts); the
// console itself (App.tsx: React, the GraphQL client, the pages) loads
// afterwards, or at once for any other page.
// The global stylesheet comes first: the kit's and the features' styles
// follow it in the bundle, and win over it where they meet.
import './styles.css';
import { button, errorMessage, h } from './components/ui/dom';
import { appPath } from './lib/router';
import { applyTheme, storedTheme } from './lib/theme';
import { publicFrame, showSignIn } from './pages/signIn';

// The theme chosen, before anything is drawn.
applyTheme(storedTheme());

const root = document.getElementById('root')!;

/** start loads the console and shows it in place of what root holds. */
function start() {
  import('./App').then(
    ({ mount }) => mount(root),
    () => {
      const main = publicFrame(root);
      main.append(
        h('h1', {}, 'The console could not be loaded'),
        errorMessage('Its code did not arrive: the server may be restarting, or the network dropped. When it is back, reload.'),
        h('p', {}, button('Reload', { variant: 'primary', onClick: () => window.location.reload() })),
      );
    },
  );
}

if (appPath(window.location.pathname) === '/sign-in') {
  showSignIn(publicFrame(root), (next) => {
    window.history.replaceState(null, '', next);
    start();
  });
} else {
  start();
}
