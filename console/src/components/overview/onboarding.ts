// The overview's checklist for a new organization: what is done of
// setting up (GraphQL onboarding), and where each step is done.
import type { Permission } from '../../lib/roles';

/** How far the organization has come (Onboarding in the schema). */
export interface Onboarding {
  apiKey: boolean;
  session: boolean;
  webhook: boolean;
  team: boolean;
  live: boolean;
}

/** A way to a step: a console page, or a section of the README at /docs. */
export interface StepLink {
  label: string;
  /** A console path ("/developers/keys"). */
  to?: string;
  /** A URL outside the console ("/docs#run-it"), opened in a new tab. */
  href?: string;
  /** What a role must hold to use the console page. */
  needs?: Permission;
}

export interface Step {
  key: keyof Onboarding;
  title: string;
  text: string;
  done: boolean;
  links: StepLink[];
}

/** onboardingSteps lists the steps of setting up, each done or to do. */
export function onboardingSteps(o: Onboarding): Step[] {
  return [
    {
      key: 'apiKey',
      title: 'Create an API key',
      text: 'Your backend calls Meridian with a secret key.',
      done: o.apiKey,
      links: [{ label: 'Developers › API keys', to: '/developers/keys', needs: 'DEVELOP' }],
    },
    {
      key: 'session',
      title: 'Start a first verification session',
      text: 'Start one with your key, then follow it in Verifications.',
      done: o.session,
      links: [
        { label: 'Verifications', to: '/verifications', needs: 'READ' },
        { label: 'The quick start', href: '/docs#run-it' },
      ],
    },
    {
      key: 'webhook',
      title: 'Add a webhook endpoint',
      text: 'Meridian tells your backend when a verification ends.',
      done: o.webhook,
      links: [{ label: 'Developers › Webhooks', to: '/developers/webhooks', needs: 'DEVELOP' }],
    },
    {
      key: 'team',
      title: 'Invite your team',
      text: 'Reviewers decide the cases the checks could not; admins and developers help set up.',
      done: o.team,
      links: [{ label: 'Settings › Members', to: '/settings/members', needs: 'MANAGE' }],
    },
    {
      key: 'live',
      title: 'Go live',
      text: 'Switch to live mode with the Live switch at the top of the page, make a live key there, and start a live session.',
      done: o.live,
      links: [{ label: 'Identity verification in the guide', href: '/docs#identity-verification' }],
    },
  ];
}

/** onboardingDone reports whether every step is done (the checklist then goes). */
export function onboardingDone(o: Onboarding): boolean {
  return o.apiKey && o.session && o.webhook && o.team && o.live;
}
