import type { Translation } from '../id';

export const common: Translation['common'] = {
  appName: 'Armada',
  tagline: 'Fleet operations for transport companies',
  loading: 'Loading…',
  retry: 'Try again',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  back: 'Back',
  backHome: 'Back to home',
  breadcrumb: 'Page navigation',
  showAllBreadcrumb: 'Show all levels',
  empty: '-',
  /** A picker whose search found nothing. */
  noOptions: 'No data',
};
