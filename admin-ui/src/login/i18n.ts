import { messages } from '@gym/contracts';

/** The owner set-up form (app.setup). */
export const setupEn = {
  title: 'Create the owner account',
  subtitle: 'This gym has no accounts yet. The owner signs in with this one and adds the staff.',
  username: 'Username',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  submit: 'Create the owner account',
  submitting: 'Creating...',
  doneTitle: 'Welcome!',
  doneMessage: 'The owner account is ready and you are signed in.',
  failedTitle: 'Could not create the owner account',
};

/** The sign-in page (app.login). */
export const loginEn = {
  title: 'Gym Manager',
  subtitle: 'Sign in to access your gym management dashboard',
  username: 'Username',
  password: 'Password',
  submit: 'Sign In',
  submitting: 'Signing in...',
  welcomeTitle: 'Welcome back!',
  welcomeMessage: 'You have successfully logged in.',
  failedTitle: 'Login failed',
  failedFallback: messages.invalidCredentials,
  demoTitle: 'Demo accounts',
  demoHint: 'Click an account to fill in the form.',
  demoMode:
    'This is demo mode: anyone can sign in with these accounts. Start with DEMO_ACCOUNTS=false for a real gym.',
  features: {
    members: {
      title: 'Member management',
      text: 'Profiles with contact details, emergency information and membership tracking',
    },
    plans: {
      title: 'Subscription plans',
      text: 'Custom pricing, duration and features',
    },
    reports: {
      title: 'Analytics and reports',
      text: 'Revenue tracking and member activity',
    },
  },
};
