// Workflows: the list (archived ones on request), a new one, and one
// workflow's settings, which whoever holds DEVELOP changes, archives and
// brings back. The server's validation messages show beside their fields.
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { formatTime } from '../components/developers/format';
import { Page } from '../components/Page';
import { Badge } from '../components/ui/Badge';
import { Button, buttonClass } from '../components/ui/Button';
import { Check } from '../components/ui/Check';
import { Confirm } from '../components/ui/Confirm';
import { ErrorMessage } from '../components/ui/ErrorMessage';
import { Notice } from '../components/ui/Notice';
import { QueryState } from '../components/ui/QueryState';
import { Table } from '../components/ui/Table';
import { NEW_WORKFLOW, STAGES, toForm, toInput, type WorkflowForm } from '../components/workflows/form';
import { WorkflowEditor } from '../components/workflows/WorkflowEditor';
import { graphql } from '../gql';
import { fieldProblems, type FieldProblems } from '../lib/fields';
import { Link, href, useNavigate } from '../lib/router';
import { useCan } from '../lib/session';
import { useUrlState } from '../lib/urlState';
import type { PageComponentProps } from '../pageProps';

export const WORKFLOW_FIELDS = graphql(`
  fragment WorkflowFields on Workflow {
    id
    name
    isDefault
    stages
    documentTypes
    address {
      methods
      onFail
      autoApproveThreshold
    }
    thresholds {
      ocrMin
      qualityMin
      livenessMin
      faceMatchMin
    }
    createdAt
    updatedAt
    archivedAt
  }
`);

const WORKFLOWS = graphql(`
  query Workflows($includeArchived: Boolean) {
    workflows(includeArchived: $includeArchived) {
      ...WorkflowFields
    }
  }
`);

const WORKFLOW = graphql(`
  query Workflow($id: ID!) {
    workflow(id: $id) {
      ...WorkflowFields
    }
  }
`);

const CREATE = graphql(`
  mutation CreateWorkflow($input: WorkflowInput!) {
    createWorkflow(input: $input) {
      ...WorkflowFields
    }
  }
`);

const UPDATE = graphql(`
  mutation UpdateWorkflow($id: ID!, $input: WorkflowInput!) {
    updateWorkflow(id: $id, input: $input) {
      ...WorkflowFields
    }
  }
`);

const ARCHIVE = graphql(`
  mutation ArchiveWorkflow($id: ID!) {
    archiveWorkflow(id: $id) {
      ...WorkflowFields
    }
  }
`);

const UNARCHIVE = graphql(`
  mutation UnarchiveWorkflow($id: ID!) {
    unarchiveWorkflow(id: $id) {
      ...WorkflowFields
    }
  }
`);

// The list is refreshed by a new workflow, even while it is empty.
const LIST_CONTEXT = { additionalTypenames: ['Workflow'] };

function stageNames(stages: readonly string[]): string {
  return stages.map((s) => STAGES.find((x) => x.value === s)?.label ?? s).join(' → ');
}

function WorkflowList() {
  const can = useCan();
  const [{ archived }, setUrl] = useUrlState({ archived: '' });
  const [result, reexecute] = useQuery({ query: WORKFLOWS, variables: { includeArchived: archived === '1' }, context: LIST_CONTEXT });
  const list = result.data?.workflows;
  return (
    <Page title="Workflows" description="Which checks a verification runs, and how its verdict is decided."
      actions={can('DEVELOP') && (
        <Link to="/workflows/new" className={buttonClass('primary')}>
          New workflow
        </Link>
      )}>
      <Check className="list-option" label="Show archived workflows" checked={archived === '1'}
        onChange={(e) => setUrl({ archived: e.target.checked ? '1' : '' })} />
      <QueryState loading={result.fetching && !list} error={result.error} onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        empty={list?.length === 0} emptyMessage={<p>No workflows yet: the default one is made with the first verification.</p>}>
        <Table columns={['Name', 'Stages', 'Status', 'Updated']}>
          <tbody>
            {list?.map((w) => (
              <tr key={w.id}>
                <td data-label="Name">
                  <Link to={'/workflows/' + w.id}>{w.name}</Link>
                </td>
                <td data-label="Stages">{stageNames(w.stages)}</td>
                <td data-label="Status">
                  {w.archivedAt ? <Badge>Archived</Badge> : w.isDefault ? <Badge tone="info">Default</Badge> : <Badge tone="success">In use</Badge>}
                </td>
                <td data-label="Updated" className="nowrap">{formatTime(w.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </QueryState>
    </Page>
  );
}

/** submitted turns the form into an input, or says what is wrong with it. */
function submitted(f: WorkflowForm, setLocal: (p: FieldProblems) => void) {
  const r = toInput(f);
  if ('problems' in r) {
    setLocal(r.problems);
    return null;
  }
  setLocal({});
  return r.input;
}

function NewWorkflow() {
  const navigate = useNavigate();
  const [state, create] = useMutation(CREATE);
  const [local, setLocal] = useState<FieldProblems>({});
  const save = async (f: WorkflowForm) => {
    const input = submitted(f, setLocal);
    if (!input) return;
    const r = await create({ input }, LIST_CONTEXT);
    if (r.data) navigate(href('/workflows/' + r.data.createWorkflow.id), { replace: true });
  };
  const problems = Object.keys(local).length ? local : fieldProblems(state.error);
  return (
    <Page title="New workflow" description="Choose the checks a verification runs and the scores it needs.">
      <p className="breadcrumb">
        <Link to="/workflows">← Workflows</Link>
      </p>
      <WorkflowEditor initial={toForm(NEW_WORKFLOW)} editable submitLabel="Create workflow" busy={state.fetching} problems={problems}
        error={state.error} onSubmit={save} isDefault={false} archived={false} />
    </Page>
  );
}

function WorkflowDetail({ id }: { id: string }) {
  const can = useCan();
  const editable = can('DEVELOP');
  const [result, reexecute] = useQuery({ query: WORKFLOW, variables: { id } });
  const [update, runUpdate] = useMutation(UPDATE);
  const [, runArchive] = useMutation(ARCHIVE);
  const [unarchive, runUnarchive] = useMutation(UNARCHIVE);
  const [local, setLocal] = useState<FieldProblems>({});
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const w = result.data?.workflow;
  const save = async (f: WorkflowForm) => {
    setSaved(false);
    const input = submitted(f, setLocal);
    if (!input) return;
    const r = await runUpdate({ id, input });
    setSaved(!r.error);
  };
  const problems = Object.keys(local).length ? local : fieldProblems(update.error);
  return (
    <Page title={w ? w.name : 'Workflow'} loading={result.fetching && !result.data} error={result.error}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })} empty={!!result.data && !w}
      emptyMessage={<p>There is no workflow {id} in this mode. <Link to="/workflows">See every workflow</Link>.</p>}
      crumbs={[{ label: 'Workflows', to: '/workflows' }, { label: w ? w.name : id }]}
      actions={w && editable && (w.archivedAt ? (
        <Button disabled={unarchive.fetching} onClick={() => { setSaved(false); runUnarchive({ id }); }}>
          Unarchive
        </Button>
      ) : (
        !w.isDefault && (
          <Button onClick={() => setConfirming(true)}>
            Archive
          </Button>
        )
      ))}>
      <p className="breadcrumb">
        <Link to="/workflows">← Workflows</Link>
      </p>
      {w && (
        <>
          <p className="workflow-status">
            {w.archivedAt ? <Badge>Archived {formatTime(w.archivedAt)}</Badge> : w.isDefault ? <Badge tone="info">Default</Badge> : <Badge tone="success">In use</Badge>}{' '}
            <span className="muted">
              <code>{w.id}</code> · updated {formatTime(w.updatedAt)}
            </span>
          </p>
          {w.archivedAt && <Notice className="workflow-note">Archived: new verifications cannot use it; those already on it carry on with its settings as they were.</Notice>}
          {!editable && <Notice className="workflow-note">Your role may read workflows, not change them.</Notice>}
          <ErrorMessage error={unarchive.error} />
          {saved && (
            <Notice tone="success" className="workflow-note">
              Saved. New verifications use these settings; those under way keep the ones they started with.
            </Notice>
          )}
          <WorkflowEditor key={w.id} initial={toForm(w)} editable={editable} submitLabel="Save changes" busy={update.fetching} problems={problems}
            error={update.error} onSubmit={save} isDefault={w.isDefault} archived={!!w.archivedAt} />
          <Confirm open={confirming} onOpenChange={setConfirming} title="Archive this workflow?" confirmLabel="Archive workflow"
            onConfirm={() => {
              setSaved(false);
              return runArchive({ id });
            }}>
            New verifications can no longer use it; those already on it carry on. You can bring it back at any time.
          </Confirm>
        </>
      )}
    </Page>
  );
}

export default function WorkflowsPage({ rest }: PageComponentProps) {
  const parts = rest.split('/').filter(Boolean);
  if (parts.length === 0) return <WorkflowList />;
  if (parts.length === 1 && parts[0] === 'new') return <NewWorkflow />;
  if (parts.length === 1) return <WorkflowDetail key={parts[0]} id={decodeURIComponent(parts[0])} />;
  return (
    <Page title="Page not found">
      <p>
        There is no such page of workflows. <Link to="/workflows">See every workflow</Link>.
      </p>
    </Page>
  );
}
