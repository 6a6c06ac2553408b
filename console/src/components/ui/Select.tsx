// A labelled select, with a hint and a problem tied to it: its options
// given as a list, or as <option> and <optgroup> children.
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame, controlClass, useFieldIds } from './FieldFrame';

export interface Option {
  value: string;
  label: string;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hint?: ReactNode;
  problem?: string;
  options?: readonly Option[];
};

export function Select({ label, hint, problem, options, id, className, children, ...select }: SelectProps) {
  const ids = useFieldIds(id, hint, problem);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} problem={problem} className={className}>
      <select id={ids.control} className={controlClass} aria-describedby={ids.describedBy} aria-invalid={problem ? true : undefined} {...select}>
        {options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
    </FieldFrame>
  );
}
