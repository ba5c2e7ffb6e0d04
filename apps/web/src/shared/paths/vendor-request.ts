/** Routes of the vendor company's request inbox: the list and one request. */
export const VENDOR_REQUEST_LIST_PATH = '/vendor-request/';
export const VENDOR_REQUEST_DETAIL_PATH = '/vendor-request/:id';

export function vendorRequestDetailPath(id: string): string {
  return `/vendor-request/${encodeURIComponent(id)}`;
}
