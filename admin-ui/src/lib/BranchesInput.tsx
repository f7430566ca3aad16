import { SelectArrayInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { branchChoices, useBranches } from './branches';

/**
 * Several branches (an account's, a plan's): the open ones, and any already chosen that has since
 * closed. Labelled from the resource's `fields.<source>` unless `label` is given.
 */
export function BranchesInput(props: { source: string; label?: string; helperText?: string }) {
  const branches = useBranches();
  const chosen = useWatch({ name: props.source }) as unknown;
  const keep = Array.isArray(chosen) ? chosen.filter((id) => typeof id === 'string') : [];
  return (
    <SelectArrayInput
      source={props.source}
      label={props.label}
      helperText={props.helperText}
      choices={branchChoices(branches, keep)}
      translateChoice={false}
      isPending={!branches}
      fullWidth
    />
  );
}

/** One branch (a member's home branch, where a member moves to). */
export function BranchInput(props: { source: string; label?: string; helperText?: string }) {
  const branches = useBranches();
  const chosen = useWatch({ name: props.source }) as unknown;
  const keep = typeof chosen === 'string' ? [chosen] : [];
  return (
    <SelectInput
      source={props.source}
      label={props.label}
      helperText={props.helperText}
      choices={branchChoices(branches, keep)}
      translateChoice={false}
      isPending={!branches}
      fullWidth
    />
  );
}
