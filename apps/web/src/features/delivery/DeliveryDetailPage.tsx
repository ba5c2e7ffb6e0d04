/** 'Delivery Detail' (section 2 'Routes'): one delivery order, its loads and its history. */
export function DeliveryDetailPage() {
  return null;
}
