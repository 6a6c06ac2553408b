// The frame of the pages for people who are not signed in: sign-in,
// password reset, invitations.
import type { ReactNode } from 'react';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public">
      <header className="public-brand">
        <span className="brand-mark" aria-hidden="true" />
        Meridian
      </header>
      <main id="main" className="public-card">
        {children}
      </main>
    </div>
  );
}
