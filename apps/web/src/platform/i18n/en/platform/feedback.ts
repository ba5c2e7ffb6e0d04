import type { Translation } from '../../id';

export const feedback: Translation['feedback'] = {
  title: 'How satisfied are you with Armada?',
  description: 'Choose the score that fits best. Your feedback helps us improve the service.',
  scoreGroup: 'Satisfaction score',
  scores: {
    one: 'Very dissatisfied',
    two: 'Dissatisfied',
    three: 'Neutral',
    four: 'Satisfied',
    five: 'Very satisfied',
  },
  comment: 'Comment (optional)',
  commentPlaceholder: 'Tell us about your experience with Armada',
  send: 'Send feedback',
  later: 'Not now',
  sent: 'Thank you for your feedback!',
};
