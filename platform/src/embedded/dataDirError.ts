/** A problem with DATA_DIR that the operator can fix; printed as its message alone, without a stack. */
export class DataDirError extends Error {}

export function dataDirInUse(dir: string, ownerPid?: number): DataDirError {
  const which = ownerPid ? ` (it is process ${ownerPid})` : '';
  return new DataDirError(
    `The data directory ${dir} is in use by another running copy of the product. Stop it first${which}, or set DATA_DIR to another folder.`,
  );
}
