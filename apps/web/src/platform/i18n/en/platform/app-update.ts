import type { Translation } from '../../id';

export const appUpdate: Translation['appUpdate'] = {
  region: 'App update',
  title: 'A new version of Armada is available',
  countdown: 'The page reloads automatically in {{time}}. Save your work before then.',
  refresh: 'Reload now',
  updating: 'Loading the new version…',
};
