import type { Translation } from '../id';

export const errors: Translation['errors'] = {
  notFound: {
    title: 'Page not found',
    subtitle: 'The address you opened does not exist or has moved.',
  },
  pageLoad: {
    title: 'The page could not be loaded',
    subtitle: 'Check your internet connection, then reload the page. Anything not yet saved will be lost.',
    reload: 'Reload',
  },
  forbidden: {
    title: 'Access denied',
    subtitle: 'You do not have access to this page.',
  },
};
