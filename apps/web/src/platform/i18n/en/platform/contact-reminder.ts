import type { Translation } from '../../id';

export const contactReminder: Translation['contactReminder'] = {
  title: 'Complete your contact details',
  missingBoth: 'Your phone number and email are missing. Add them so we can reach you.',
  missingPhone: 'Your phone number is missing. Add it so we can reach you.',
  missingEmail: 'Your email is missing. Add it so we can reach you.',
  addNumber: 'Add phone number',
  addEmail: 'Add email',
  dismiss: 'Close reminder',
  back: 'Back',
  number: {
    title: 'Add phone number',
    subtitle: 'We use this number to reach you about your account and your fleet.',
    label: 'Phone number',
    placeholder: '81234567890',
    hint: 'Write the number after +62, for example 81234567890.',
    required: 'The phone number is required.',
    invalid: 'This phone number is not valid. Example: 81234567890.',
    current: 'Current number: {{value}}',
    saved: 'Phone number saved',
  },
  email: {
    title: 'Add email',
    subtitle: 'We use this address to reach you about your account and your fleet.',
    label: 'Email',
    placeholder: 'name@company.com',
    required: 'The email is required.',
    invalid: 'This email is not valid. Example: name@company.com.',
    current: 'Current email: {{value}}',
    saved: 'Email saved',
  },
};
