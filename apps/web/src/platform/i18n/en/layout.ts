import type { Translation } from '../id';

export const layout: Translation['layout'] = {
  mainNavigation: 'Main menu',
  bottomNavigation: 'Bottom menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  openMenu: 'Open menu',
  homeLink: 'Armada, go to the home page',
  opensInNewTab: '(opens a new tab)',
  pendingRequests: '({{count}} awaiting an answer)',
  language: {
    switchTo: 'Switch language to {{language}}',
    id: 'Bahasa Indonesia',
    en: 'English',
  },
  account: {
    menu: 'Account menu',
    profile: 'Profile',
    logout: 'Log out',
  },
};
