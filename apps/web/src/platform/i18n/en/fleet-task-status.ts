import type { Translation } from '../id';

export const fleetTaskStatus: Translation['fleetTaskStatus'] = {
  wizard: {
    label: 'Assignment status',
    plannedDeparture: 'Planned departure',
    autoStarted: 'Automatic',
  },
  banners: {
    label: 'Assignment notices',
    autoStartSuccess: {
      title: 'Travel automation succeeded',
      description: 'The assignment was started automatically by the travel automation.',
    },
    vendorRejectedReason: '{{vendor}}. Rejection reason: {{reason}}',
    conflictTitle: 'Travel automation could not start the assignment',
    conflictDriver: 'The driver is running another assignment',
    conflictVehicle: 'The vehicle is already used on another delivery',
    conflictBoth: 'The vehicle and the driver are already used on another delivery',
    overlapTitle: 'Overlapping geolocations',
    overlapScheduledGeofence:
      'The start point overlaps another location of the route. The active travel automation cannot start the assignment reliably; turn it off or change the address.',
    overlapScheduled:
      'The start point overlaps another location of the route, so travel automation cannot be turned on.',
    overlapStarted:
      'Locations of the route overlap. Delivery statuses may not update automatically; check the activities by hand.',
  },
  transition: {
    button: 'Change status',
    menuLabel: 'Choose the new status',
    confirmTitle: 'Change status',
    confirmQuestion: 'Change the status of assignment {{number}}?',
    confirmOk: 'Change status',
    from: 'Current status',
    to: 'New status',
    automationOffAlert: 'ATTENTION! Travel automation will be turned off',
    savedAsDraft: '{{number}} was saved as {{status}}',
    changed: 'The status of {{number}} is now {{status}}',
  },
  cancel: {
    title: 'Change status',
    reason: 'Cancellation reason',
    reasonPlaceholder: 'Choose a cancellation reason',
    irreversible: 'A cancelled delivery cannot be brought back.',
    noReasons: 'No cancellation reasons yet',
    reasonsLoadError: 'Could not load the cancellation reasons',
    submit: 'Change status',
  },
  automation: {
    enable: 'Turn on travel automation',
    disable: 'Turn off travel automation',
    enableTitle: 'Turn on travel automation?',
    disableTitle: 'Turn off travel automation?',
    enableOk: 'Turn on',
    disableOk: 'Turn off',
    scheduleDescription:
      'Assignment {{number}} will be Scheduled. The trip starts automatically when the vehicle leaves the start point.',
    scheduleDescriptionSamePoint:
      'Assignment {{number}} will be Scheduled. The start point is the first pickup location, so the trip starts automatically when the vehicle arrives there.',
    samePointDescription:
      'The start point is the first pickup location, so the trip starts automatically when the vehicle arrives there, not when it leaves.',
    disableDescription:
      'Assignment {{number}} will not start automatically. Change the status to On the way by hand when the vehicle leaves.',
    enabled: 'Travel automation turned on!',
    disabled: 'Travel automation turned off!',
    unavailableOverlap:
      'Travel automation is unavailable because the start point overlaps another location of the route.',
    unavailableVendor: 'Travel automation is unavailable for deliveries sent through a vendor.',
  },
  history: {
    title: 'Assignment history',
    taskLinkTooltip: 'View assignment details',
    orderLinkTooltip: 'View delivery details',
  },
};
