/** The member portal invitation page (app.invite). */
export const inviteEn = {
  title: 'Join the member portal',
  subtitle: 'Choose a username and password for your member account.',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create my account',
  submitting: 'Creating account...',
  goneTitle: 'This invitation cannot be used',
  failedTitle: 'Account not created',
  toSignIn: 'Go to sign in',
};
