import { expect, test } from 'vitest';
import { onboardingDone, onboardingSteps } from './onboarding';

const none = { apiKey: false, session: false, webhook: false, team: false, live: false };

test('each step is done as the organization says, in the order of setting up', () => {
  const steps = onboardingSteps({ ...none, apiKey: true, team: true });
  expect(steps.map((s) => [s.key, s.done])).toEqual([
    ['apiKey', true],
    ['session', false],
    ['webhook', false],
    ['team', true],
    ['live', false],
  ]);
});

test('each step leads to where it is done', () => {
  const links = Object.fromEntries(onboardingSteps(none).map((s) => [s.key, s.links.map((l) => l.to ?? l.href)]));
  expect(links).toEqual({
    apiKey: ['/developers/keys'],
    session: ['/verifications', '/docs#run-it'],
    webhook: ['/developers/webhooks'],
    team: ['/settings/members'],
    live: ['/docs#identity-verification'],
  });
});

test('the checklist is done only when every step is', () => {
  expect(onboardingDone(none)).toBe(false);
  expect(onboardingDone({ apiKey: true, session: true, webhook: true, team: true, live: false })).toBe(false);
  expect(onboardingDone({ apiKey: true, session: true, webhook: true, team: true, live: true })).toBe(true);
});
