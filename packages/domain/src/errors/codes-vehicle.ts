import { type CatalogueEntry, entry } from './entry';

/** Error codes of master data (addresses, box types, vehicles, drivers, customers, products); merged into ERROR_CATALOGUE. */
export const VEHICLE_ERRORS = {
  // 409: the request is well formed; the rows that still point at the data are what refuse it.
  'master-data/in-use': entry(
    409,
    'Data {names} tidak dapat dihapus karena masih dipakai oleh {uses}.',
    '{names} cannot be deleted: still used by {uses}.',
  ),
  // Vehicles and drivers keep their trips' history; the way out of the list is to deactivate them.
  'master-data/in-use-deactivate': entry(
    409,
    'Data {names} tidak dapat dihapus karena masih dipakai oleh {uses}. Nonaktifkan saja agar riwayatnya tetap tersimpan.',
    '{names} cannot be deleted: still used by {uses}. Deactivate it instead so that its history is kept.',
  ),
  'vehicle/home-not-garage': entry(
    400,
    'Garasi asal kendaraan harus berupa alamat yang ditandai sebagai garasi.',
    "A vehicle's home must be an address marked as a garage.",
  ),
  'address/garage-in-use': entry(
    409,
    'Alamat {name} masih menjadi garasi asal kendaraan atau alamat bawaan di pengaturan, sehingga tanda garasinya tidak dapat dilepas.',
    "{name} is still a vehicle's home or a default address in the settings, so it must stay a garage.",
  ),
} as const satisfies Record<string, CatalogueEntry>;
