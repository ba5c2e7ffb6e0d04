import type { Translation } from '../../id';

export const announcements: Translation['announcements'] = {
  button: 'Announcements',
  buttonUnread: 'Announcements, {{count}} unread',
  title: 'Announcements',
  empty: 'No announcements yet',
  loadError: 'Announcements could not be loaded',
  retry: 'Try again',
  unread: 'Unread',
  loadMore: 'Load more',
  allShown: 'All announcements are shown',
  back: 'Back to the list',
  markReadError: 'The announcement could not be marked as read',
  thumbnailAlt: 'Announcement image',
  action: {
    imageAlt: 'Image: {{title}}',
    slideAlt: 'Image {{index}} of {{total}}: {{title}}',
    openVideo: 'Open the video in a new tab',
    videoTitle: 'Video: {{title}}',
    close: 'Close',
    previous: 'Previous image',
    next: 'Next image',
    position: '{{index}} / {{total}}',
  },
};
