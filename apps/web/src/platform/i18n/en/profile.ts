import type { Translation } from '../id';

export const profile: Translation['profile'] = {
  title: 'Profile',
  subtitle: 'Your account details',
  details: 'Account details',
  editTitle: 'Edit profile',
  name: 'Name',
  email: 'Email',
  phone: 'Phone number',
  phonePlaceholder: '+6281234567890',
  phoneHint: 'Start with +62, no spaces, for example +6281234567890. Leave empty if none.',
  company: 'Company',
  role: 'Role',
  saved: 'Profile saved',
  roles: {
    admin: 'Admin',
    dispatcher: 'Dispatcher',
    driver: 'Driver',
    viewer: 'Viewer',
    vendor_admin: 'Vendor admin',
  },
};
