// Signing in: email and password (then a code from an authenticator app,
// a recovery code, or a passkey when the person has a second factor), a
// passkey alone, or the organization's own provider (SSO).
//
// The page is drawn without React: it is the first page most people open,
// and main.tsx shows it before the rest of the console (React, the GraphQL
// client, the pages) loads, which happens once signed in. Inside the
// console (after signing out) SignInPage.tsx shows the same page.
import { button, errorMessage, field, h } from '../components/ui/dom';
import { beginPasskeySignIn, finishPasskeySignIn, signIn, ssoStartURL, type PasskeyCeremony } from '../lib/api';
import { ApiError, describe } from '../lib/errors';
import { href, safeReturnPath } from '../lib/router';
import { getAssertion, passkeysSupported } from '../lib/webauthn';

/** What a sign-in that needs a second factor asks for. */
export interface SecondFactor {
  factors: string[];
  passkey?: PasskeyCeremony;
}

/** secondFactorOf is what a refused sign-in asks for as a second factor; null when it was refused for another reason. */
export function secondFactorOf(error: unknown): SecondFactor | null {
  if (!(error instanceof ApiError) || error.code !== 'second_factor_required') return null;
  const factors = Array.isArray(error.body.factors) ? (error.body.factors as string[]) : ['totp'];
  return { factors, passkey: error.body.passkey as PasskeyCeremony | undefined };
}

/** returnPath is where signing in leads: the page of ?next= in search, else the console's home. */
export function returnPath(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? href('/');
}

/**
 * publicFrame draws the frame of the public pages (PublicLayout's markup)
 * into root and returns its main part.
 */
export function publicFrame(root: HTMLElement): HTMLElement {
  const main = h('main', { id: 'main', className: 'public-card' });
  root.replaceChildren(
    h('div', { className: 'public' }, h('header', { className: 'public-brand' }, h('span', { className: 'brand-mark', 'aria-hidden': 'true' }), 'Meridian'), main),
  );
  return main;
}

/**
 * showSignIn draws the sign-in page into container; once the person is
 * signed in it calls done with the page to go to. It returns what takes
 * the page away.
 */
export function showSignIn(container: HTMLElement, done: (next: string) => void): () => void {
  let email = '';
  let password = '';
  let code = '';
  let organization = '';
  let second: SecondFactor | null = null;
  let failure: HTMLElement | null = null;
  let gone = false;

  /** page draws a page (Page's markup) and focuses its heading, or else the control given. */
  const page = (title: string, description: string | null, content: Node[], focus?: HTMLElement) => {
    const heading = h('h1', { tabIndex: -1 }, title);
    failure = null;
    container.replaceChildren(
      h('div', { className: 'page' }, h('div', { className: 'page-head' }, heading), description && h('p', { className: 'page-description' }, description), ...content),
    );
    document.title = `${title} · Meridian`;
    (focus ?? heading).focus({ preventScroll: true });
  };

  /** fail shows what went wrong after the form's last field (nothing: takes it away). */
  const fail = (error: unknown, after: HTMLElement) => {
    failure?.remove();
    failure = error ? errorMessage(describe(error).message) : null;
    if (failure) after.after(failure);
  };

  const busy = (on: boolean) => {
    for (const b of container.querySelectorAll('button')) b.disabled = on;
  };

  /** attempt signs in with f, then leads on, asks for a second factor, or shows the failure after the element given. */
  const attempt = async (f: () => Promise<unknown>, after: HTMLElement) => {
    busy(true);
    fail(null, after);
    try {
      await f();
      if (!gone) done(returnPath(window.location.search));
      return;
    } catch (e) {
      if (gone) return;
      const asked = secondFactorOf(e);
      if (asked && !second) {
        second = asked;
        withPassword();
        return;
      }
      // Asked again (a passkey's ceremony is used once): the new one, and what went wrong.
      if (asked) second = asked;
      fail(e, after);
    }
    busy(false);
  };

  const withPassword = () => {
    const emailField = field({ label: 'Email', name: 'email', type: 'email', autocomplete: 'username', required: true, readOnly: !!second,
      value: email, onInput: (v) => (email = v) });
    const passwordField = field({ label: 'Password', name: 'password', type: 'password', autocomplete: 'current-password', required: true,
      readOnly: !!second, value: password, onInput: (v) => (password = v) });
    const totp = !second || second.factors.includes('totp');
    const codeField = second?.factors.includes('totp')
      ? field({ label: 'Authentication code', name: 'code', autocomplete: 'one-time-code', inputMode: 'text', required: true, value: code,
          hint: 'The 6-digit code from your authenticator app, or one of your recovery codes.', onInput: (v) => (code = v) })
      : null;
    const last = (codeField ?? passwordField).element;
    const usePasskey = second?.passkey
      ? button('Use your passkey', {
          onClick: () =>
            void attempt(async () => {
              const ceremony = second?.passkey;
              if (!ceremony) throw new Error('No passkey ceremony was begun.');
              return signIn({ email, password, passkey: await getAssertion(ceremony.options), challenge: ceremony.challenge });
            }, last),
        })
      : null;
    const form = h('form', { className: 'form' }, emailField.element, passwordField.element, codeField?.element,
      totp && button(second ? 'Verify' : 'Sign in', { type: 'submit', variant: 'primary' }), usePasskey);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      void attempt(() => signIn({ email, password, code: second ? code.replace(/\s+/g, '') : undefined }), last);
    });
    const alternatives = second
      ? null
      : h('div', { className: 'alternatives' },
          passkeysSupported() &&
            button('Sign in with a passkey', {
              onClick: () =>
                void attempt(async () => {
                  const c = await beginPasskeySignIn();
                  return finishPasskeySignIn(c.challenge, await getAssertion(c.options));
                }, last),
            }),
          button('Sign in with SSO', { onClick: withSso }),
          h('a', { href: href('/reset-password') }, 'Forgot password?'));
    // The second step: the focus goes to what it asks for.
    page('Sign in', null, alternatives ? [form, alternatives] : [form], second ? (codeField?.input ?? usePasskey ?? undefined) : undefined);
  };

  const withSso = () => {
    const orgField = field({ label: 'Organization', name: 'organization', autocomplete: 'organization', required: true, value: organization,
      hint: 'Its name or id, as your administrator gave it.', onInput: (v) => (organization = v) });
    const form = h('form', { className: 'form' }, orgField.element, button('Continue', { type: 'submit', variant: 'primary' }),
      button('Sign in with a password instead', { variant: 'quiet', onClick: withPassword }));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      window.location.assign(ssoStartURL(organization.trim()));
    });
    page('Sign in with SSO', "Your organization's own sign-in provider will ask who you are.", [form]);
  };

  withPassword();
  return () => {
    gone = true;
    container.replaceChildren();
  };
}
