/** Routes of the vendor screens: the list, a new vendor and one vendor's page. */
export const VENDOR_LIST_PATH = '/vendor/';
export const VENDOR_CREATE_PATH = '/vendor/new';
export const VENDOR_DETAIL_PATH = '/vendor/:id';

export function vendorDetailPath(id: number): string {
  return `/vendor/${id}`;
}
