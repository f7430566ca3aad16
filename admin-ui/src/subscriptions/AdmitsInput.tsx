import { RadioButtonGroupInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { BranchesInput } from '../lib/BranchesInput';
import { useMultiBranch } from '../lib/branches';
import type { PlanFormValues } from './types';

const choices = (['home', 'all', 'branches'] as const).map((id) => ({
  id,
  name: `resources.subscriptions.admits.${id}`,
}));

/** "Where it admits": only once a second branch exists (a one-branch gym's plans admit there). */
export function AdmitsInput() {
  const multiBranch = useMultiBranch();
  const kind = useWatch<PlanFormValues, 'admitsKind'>({ name: 'admitsKind' });
  if (!multiBranch) return null;
  return (
    <>
      <RadioButtonGroupInput source="admitsKind" choices={choices} row={false} />
      {kind === 'branches' && <BranchesInput source="admitsBranchIds" />}
    </>
  );
}
