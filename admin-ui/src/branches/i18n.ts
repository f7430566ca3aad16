/**
 * The branches resource (`resources.branches`): `fields.<source>` labels the input or column of
 * that source (react-admin's convention, no `label=`); the rest are its screens' texts.
 */
export const branchesEn = {
  name: 'Branch |||| Branches',
  fields: {
    name: 'Branch name',
    code: 'Code',
    address: 'Address',
    phone: 'Phone',
    stateCode: 'GST state',
    gstin: 'GSTIN',
    upiId: 'UPI ID',
    state: 'Status',
  },
  hints: {
    code: '2 to 5 capital letters, for example KOR: it starts the branch’s receipt numbers',
    codeFixed: 'The code is on the branch’s receipts: it cannot change',
    noState: 'Not registered for GST',
    gstin: 'Empty: the business’s GSTIN (Gym Settings)',
    upiId: 'Empty: the business’s UPI ID (Gym Settings)',
  },
  states: { open: 'Open', closed: 'Closed' },
  list: {
    title: 'Branches',
    subtitle: 'Where the gym runs its desks: each with its own receipts, GST and UPI',
    add: 'Add branch',
    edit: 'Edit',
    actions: 'Actions',
  },
  create: {
    title: 'Add a branch',
    save: 'Add branch',
    success: 'Branch "%{name}" added',
  },
  edit: {
    title: 'Edit branch',
    back: 'Back to branches',
    save: 'Save changes',
    success: 'Branch "%{name}" updated',
  },
  close: {
    button: 'Close branch',
    title: 'Close %{name}?',
    text: 'Nothing is deleted: its members, memberships and receipts stay. No payment can be recorded there until it reopens.',
    reason: 'Reason',
    confirm: 'Close branch',
    done: 'Branch "%{name}" closed',
    openMemberships:
      'It still has %{smart_count} open membership. |||| It still has %{smart_count} open memberships.',
    failed: 'Could not close the branch',
  },
  reopen: {
    button: 'Reopen',
    done: 'Branch "%{name}" reopened',
    failed: 'Could not reopen the branch',
  },
};
