import type { Translation } from '../id';

export const delivery: Translation['delivery'] = {
  status: {
    OPEN: 'Unassigned',
    ASSIGNED: 'Assigned',
    PICKED_UP: 'Picked up',
    IN_TRANSIT: 'In transit',
    DELIVERED: 'Delivered',
    CANCELED: 'Canceled',
  },
};
