// A new organization's checklist, atop the overview until every step is
// done: each step of setting up, done or to do, with the way to where it
// is done (the pages the person's role may use, and the guide).
import { Link } from '../../lib/router';
import { useCan } from '../../lib/session';
import { Badge } from '../ui/Badge';
import { Panel } from '../ui/Panel';
import { onboardingDone, onboardingSteps, type Onboarding, type StepLink } from './onboarding';

export function Checklist({ onboarding }: { onboarding: Onboarding }) {
  const can = useCan();
  if (onboardingDone(onboarding)) return null;
  const steps = onboardingSteps(onboarding);
  const done = steps.filter((s) => s.done).length;
  const usable = (l: StepLink) => !l.needs || can(l.needs);
  return (
    <Panel title="Get started" level={2} className="checklist"
      description={`${done} of ${steps.length} steps done. This list goes away once they all are.`}>
      <ol className="checklist-steps">
        {steps.map((s) => {
          const links = s.links.filter(usable);
          return (
            <li key={s.key} className="checklist-step" data-step={s.key} data-done={s.done}>
              <Badge tone={s.done ? 'success' : 'neutral'}>{s.done ? 'Done' : 'To do'}</Badge>
              <div>
                <p className="checklist-title">{s.title}</p>
                <p className="hint">{s.text}</p>
                {!s.done && (
                  <p className="checklist-links">
                    {links.length === 0
                      ? 'An owner or admin does this.'
                      : links.map((l) =>
                          l.to ? (
                            <Link key={l.label} to={l.to}>
                              {l.label}
                            </Link>
                          ) : (
                            <a key={l.label} href={l.href} target="_blank" rel="noopener noreferrer">
                              {l.label}
                              <span className="sr-only"> (opens in a new tab)</span>
                            </a>
                          ),
                        )}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}
