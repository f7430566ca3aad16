/**
 * The users resource (`resources.users`): `fields.<source>` labels the input or
 * column of that source (react-admin's convention, no `label=`); the rest are its screens' texts.
 */
export const usersEn = {
  name: 'Account |||| Accounts',
  fields: {
    username: 'Username',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    status: 'Status',
    lastSignInAt: 'Last sign-in',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    branchIds: 'Branches',
  },
  roles: { admin: 'Admin', branch_manager: 'Branch manager', staff: 'Staff', member: 'Member' },
  status: { active: 'Active', inactive: 'Deactivated', mustChange: 'Must change password' },
  list: {
    title: 'Staff and users',
    subtitle: 'Who can sign in, with which role',
    add: 'Add account',
    never: 'Never',
    actions: 'Actions',
  },
  create: {
    title: 'Add a staff or admin account',
    passwordHint: 'Tell the person this password; they can change it in Settings.',
    save: 'Add account',
    branchesHint: 'Where this person works: they see and do only what happens there',
    success: 'Account "%{username}" added',
  },
  actions: {
    makeAdmin: 'Make admin',
    makeStaff: 'Make staff',
    makeManager: 'Make branch manager',
    branches: 'Branches',
    deactivate: 'Deactivate',
    reactivate: 'Reactivate',
    resetPassword: 'Reset password',
    history: 'History',
    done: 'Account "%{username}" updated',
    failed: 'Could not change the account',
  },
  reset: {
    title: 'Reset the password of %{username}?',
    text: 'They are signed out everywhere and must choose a new password at their next sign-in.',
    confirm: 'Reset password',
    cancel: 'Cancel',
    close: 'Close',
    temporary: 'Temporary password (shown only now):',
  },
  branches: {
    title: 'Branches of %{username}',
    text: 'Where %{username} works: they see and do only what happens there.',
    save: 'Save',
    done: 'Branches of "%{username}" changed',
  },
  history: {
    title: 'History of %{username}',
    back: 'Back to Staff',
  },
};
