import type { Translation } from '../../id';

export const banner: Translation['banner'] = {
  title: 'News from Armada',
  imageAlt: 'Armada promotional banner',
  openLink: 'Learn more',
  newTab: '(opens a new tab)',
  close: 'Close',
};
