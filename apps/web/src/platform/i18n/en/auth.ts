import type { Translation } from '../id';

export const auth: Translation['auth'] = {
  login: {
    title: 'Log in to Armada',
    subtitle: "Use your company account's email and password.",
    email: 'Email',
    emailPlaceholder: 'name@company.com',
    password: 'Password',
    submit: 'Log in',
    showPassword: 'Show what is typed',
    hidePassword: 'Hide what is typed',
  },
  loggingOut: 'Logging out…',
  sessionError: 'Your account could not be loaded.',
};
