import type { Translation } from '../id';

export const errors: Translation['errors'] = {
  notFound: {
    title: 'Page not found',
    subtitle: 'The address you opened does not exist or has moved.',
  },
  forbidden: {
    title: 'Access denied',
    subtitle: 'You do not have access to this page.',
  },
};
