// My preferences in this organization (SELF, a signed-in person's own):
// the time zone the console shows times in, applied on every page as soon
// as it is saved, and the mails about live mode a role may ask for.
import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../../gql';
import type { AccountPreferencesQuery } from '../../gql/graphql';
import { fieldProblems, firstOf } from '../../lib/fields';
import { applyTimeZone, useViewer } from '../../lib/session';
import { Actions } from '../ui/Actions';
import { Button } from '../ui/Button';
import { Check } from '../ui/Check';
import { ErrorMessage } from '../ui/ErrorMessage';
import { ErrorState } from '../ui/ErrorState';
import { Fieldset } from '../ui/Fieldset';
import { Loading } from '../ui/Loading';
import { Notice } from '../ui/Notice';
import { Panel } from '../ui/Panel';
import { Select } from '../ui/Select';
import { mailsFor, timeZoneOptions } from './logic';

const PREFERENCES = graphql(`
  query AccountPreferences {
    myPreferences {
      timeZone
      notifyQueue
      notifyEndpoints
    }
    viewer {
      organization {
        id
        reviewTargetMinutes
      }
    }
  }
`);

const SAVE_PREFERENCES = graphql(`
  mutation SaveAccountPreferences($input: PreferencesInput!) {
    updateMyPreferences(input: $input) {
      timeZone
      notifyQueue
      notifyEndpoints
    }
  }
`);

/** The zones the browser knows, by their IANA names. */
function knownTimeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

export function PreferencesCard() {
  const [result, reexecute] = useQuery({ query: PREFERENCES, requestPolicy: 'cache-and-network' });
  const data = result.data;
  let body;
  if (result.error && !data) body = <ErrorState error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!data) body = <Loading />;
  else body = <PreferencesForm data={data} />;
  return (
    <Panel level={3} title="Preferences" description="Yours alone, in this organization.">
      {body}
    </Panel>
  );
}

function PreferencesForm({ data }: { data: AccountPreferencesQuery }) {
  const viewer = useViewer();
  const prefs = data.myPreferences;
  const mails = mailsFor(viewer.role);
  const target = data.viewer.organization.reviewTargetMinutes ?? 60;
  const [zone, setZone] = useState(prefs.timeZone ?? '');
  const [queue, setQueue] = useState(prefs.notifyQueue);
  const [endpoints, setEndpoints] = useState(prefs.notifyEndpoints);
  const [saved, setSaved] = useState('');
  const [update, runUpdate] = useMutation(SAVE_PREFERENCES);
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const options = useMemo(() => timeZoneOptions(browserZone, knownTimeZones(), prefs.timeZone), [browserZone, prefs.timeZone]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved('');
    const r = await runUpdate({
      input: { timeZone: zone, ...(mails.queue ? { notifyQueue: queue } : {}), ...(mails.endpoints ? { notifyEndpoints: endpoints } : {}) },
    });
    if (r.error || !r.data) return;
    const now = r.data.updateMyPreferences;
    applyTimeZone(now.timeZone);
    setSaved(`Your preferences are saved. Times are shown in ${now.timeZone ?? `your browser's time zone (${browserZone})`}.`);
  };
  const fields = fieldProblems(update.error);
  const edited = () => setSaved('');

  return (
    <form className="form narrow" onSubmit={submit}>
      <Select label="Time zone" name="timeZone" value={zone} options={options} className="input-medium"
        hint="Every time in the console is shown in it (the overview counts UTC days all the same)."
        problem={firstOf(fields, 'timeZone')} onChange={(e) => { setZone(e.target.value); edited(); }} />
      {(mails.queue || mails.endpoints) && (
        <Fieldset legend="Mail me" hint="About live mode only: test mode sends neither mail.">
          {mails.queue && (
            <Check label="When the review queue waits too long" name="notifyQueue" checked={queue}
              onChange={(e) => { setQueue(e.target.checked); edited(); }}
              hint={`When a live case has waited for review longer than the organization's target (${target} minutes): how many cases wait and for how long, with a link to the queue. At most every 4 hours.`} />
          )}
          {mails.endpoints && (
            <Check label="When a webhook endpoint keeps failing" name="notifyEndpoints" checked={endpoints}
              onChange={(e) => { setEndpoints(e.target.checked); edited(); }}
              hint="When a live endpoint's deliveries have failed for an hour. At most once a day; an endpoint failing for three days is disabled." />
          )}
        </Fieldset>
      )}
      <ErrorMessage error={Object.keys(fields).length ? null : update.error} />
      {saved && <Notice tone="success">{saved}</Notice>}
      <Actions>
        <Button type="submit" variant="primary" disabled={update.fetching}>
          Save the preferences
        </Button>
      </Actions>
    </form>
  );
}
