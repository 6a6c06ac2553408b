// "Export CSV": a list's rows as its filters select them, downloaded from
// GET /v1/exports/{list} with the sign-in cookie (same-origin). Shown only
// to roles that may read the list.
import { useCan } from '../../lib/session';
import { buttonClass } from '../ui/Button';
import { EXPORT_PERMISSION, exportHref, type ExportList, type ExportParams } from './exports';

export function ExportLink({ list, filters }: { list: ExportList; filters?: ExportParams }) {
  const can = useCan();
  if (!can(EXPORT_PERMISSION[list])) return null;
  return (
    <a className={buttonClass()} href={exportHref(list, filters)} download data-export={list}>
      Export CSV
    </a>
  );
}
