import { SelectArrayInput, SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { branchChoices, useBranches } from './branches';

type Props = { source: string; label?: string; helperText?: string };

/** The open branches, and those already chosen that have since closed, as an input's choices. */
function useChoiceProps(props: Props) {
  const branches = useBranches();
  const chosen = useWatch({ name: props.source }) as unknown;
  const keep = (Array.isArray(chosen) ? chosen : [chosen]).filter(
    (id): id is string => typeof id === 'string',
  );
  return {
    ...props,
    choices: branchChoices(branches, keep),
    translateChoice: false,
    isPending: !branches,
    fullWidth: true,
  };
}

/**
 * Several branches (an account's, a plan's). Labelled from the resource's `fields.<source>`
 * unless `label` is given.
 */
export function BranchesInput(props: Props) {
  return <SelectArrayInput {...useChoiceProps(props)} />;
}

/** One branch (a member's home branch, where a member moves to). */
export function BranchInput(props: Props) {
  return <SelectInput {...useChoiceProps(props)} />;
}
