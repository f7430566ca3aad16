/** Account settings (app.settings). */
export const settingsEn = {
  mustChange:
    'An admin reset your password. Choose a new one here: the current password is the one the admin gave you.',
  title: 'Account Settings',
  subtitle: 'Manage your profile and password',
  profile: 'Profile Information',
  username: 'Username',
  email: 'Email',
  role: 'Role',
  memberSince: 'Member Since',
  notProvided: 'Not provided',
  unknown: 'Unknown',
  changePassword: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm New Password',
  submit: 'Update Password',
  submitting: 'Updating...',
  changed: 'Password Changed',
  changedText: 'Your password has been successfully updated.',
  failed: 'Password Change Failed',
};
