import type { BranchDto } from '@gym/contracts';
import { branchFields } from '../providers/resources';

/** What the branch forms hold: react-admin inputs give null or '' for an emptied field. */
export type BranchFormValues = Partial<
  Record<'name' | 'code' | 'address' | 'phone' | 'stateCode' | 'gstin' | 'upiId', string | null>
>;

/** Form values → the request: only its fields; the code only when the branch opens. */
export function toBranchRequest(
  values: BranchFormValues,
  mode: 'create' | 'edit',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of branchFields as (keyof BranchFormValues)[]) {
    if (field === 'code' && mode === 'edit') continue;
    const value = values[field];
    body[field] = value === '' || value === undefined ? null : value;
  }
  return body;
}

/** The edit form's values: the branch as answered. */
export function branchFormValues(branch: BranchDto): BranchFormValues {
  const { name, code, address, phone, stateCode, gstin, upiId } = branch;
  return { name, code, address, phone, stateCode, gstin, upiId };
}
