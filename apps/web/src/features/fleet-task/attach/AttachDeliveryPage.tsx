/** 'Fleet Task Attach Delivery' (section 2 'Routes'): pick delivery orders to add to the task. */
export function AttachDeliveryPage() {
  return null;
}
