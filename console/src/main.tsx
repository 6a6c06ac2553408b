// The global stylesheet comes first: the kit's and the features' styles
// follow it in the bundle, and win over it where they meet.
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { applyTheme, storedTheme } from './lib/theme';

// The theme chosen, before anything is drawn.
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
