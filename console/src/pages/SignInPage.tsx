// The sign-in page inside the console (after signing out, or sent here by
// a page that needs a session): the page main.tsx shows first, drawn
// without React (signIn.ts).
import { useEffect, useRef } from 'react';
import { useNavigate } from '../lib/router';
import { useSession } from '../lib/session';
import { showSignIn } from './signIn';

export default function SignInPage() {
  const navigate = useNavigate();
  const { restart } = useSession();
  const container = useRef<HTMLDivElement>(null);
  useEffect(
    () =>
      showSignIn(container.current!, (next) => {
        navigate(next, { replace: true });
        restart();
      }),
    [navigate, restart],
  );
  return <div ref={container} />;
}
