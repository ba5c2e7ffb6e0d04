/** Delivery-order statuses (the domain's DELIVERY_ORDER_STATUSES). */
export const delivery = {
  status: {
    OPEN: 'Belum Ditugaskan',
    ASSIGNED: 'Ditugaskan',
    PICKED_UP: 'Diambil',
    IN_TRANSIT: 'Dalam Transit',
    DELIVERED: 'Terkirim',
    CANCELED: 'Dibatalkan',
  },
};
