import type { Translation } from '../id';

export const deliveryDetail: Translation['deliveryDetail'] = {
  title: 'Delivery detail',
  loading: 'Loading the delivery',
  notFound: 'Delivery not found',
  notFoundHint: 'This delivery does not exist or does not belong to your company.',
  loadFailed: 'Failed to load the delivery',
  order: {
    title: 'Delivery information',
    status: 'Status',
    shipmentType: 'Shipment type',
    shipmentNumber: 'Shipment no.',
    referenceNumber: 'Internal reference',
    externalReferenceNumber: 'Order reference',
    customer: 'Customer',
    billedCustomer: 'Billed customer',
    origin: 'Origin',
    destination: 'Destination',
    transits: 'Transits',
    noTransits: 'No transits',
    expectedPickup: 'Target pickup',
    expectedDelivered: 'Target delivery',
    totalWeight: 'Total weight',
    totalVolume: 'Total volume',
    note: 'Note',
    fromVendorRequest: 'From a vendor request',
    loadAdjusted: 'Load changed',
    createdOn: 'Created',
    updatedOn: 'Last changed',
  },
  shipmentType: {
    DIRECT: 'Direct',
    TRANSIT: 'Transit',
  },
  fleetTask: {
    title: 'Fleet task',
    current: 'Current fleet task',
    none: 'Not assigned to any fleet task.',
    linkTooltip: 'View fleet task detail',
  },
  loads: {
    title: 'Loads',
  },
  userFields: {
    title: 'Additional data',
  },
  history: {
    title: 'Delivery history',
  },
};
