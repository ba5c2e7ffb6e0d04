import type { Translation } from '../id';

export const alertCenter: Translation['alertCenter'] = {
  title: 'Notifications',
  subtitle: "Your fleet's urgent and important alerts, arriving live",
  urgent: 'Urgent',
  important: 'Important',
  unresolvedCount: '{{count}} unresolved',
  urgentComingSoon: 'Urgent alerts are coming soon for your account.',
  dateFrom: 'From date',
  dateTo: 'To date',
  statusLabel: 'Alert status',
  status: {
    all: 'All',
    unresolved: 'Unresolved',
    resolved: 'Resolved',
    false: 'False alert',
  },
  empty: 'No alerts in this date range',
  loadError: 'Alerts could not be loaded',
  countsError: 'Unresolved alert counts could not be loaded',
  live: {
    open: 'Live',
    connecting: 'Connecting…',
    closed: 'Disconnected, retrying…',
  },
  unread: 'Unread',
  resolved: 'Resolved',
  falseAlert: 'False alert',
  noDriver: 'No driver',
  actions: {
    read: 'Mark as read',
    resolve: 'Resolve',
    resolveConfirm: 'Mark this alert as resolved?',
    yes: 'Yes',
    failed: 'Action failed',
  },
  pagination: '{{urgency}} alerts pages',
};
