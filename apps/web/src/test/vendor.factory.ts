import type { Vendor, VendorDetail, VendorRateRow } from '../features/vendor/types';

/**
 * Vendors as the vendor API answers them, after the demo seed: the vendor company on the platform
 * (connected), a subcontractor outside it, and an inactive one without rates.
 */
export function buildVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    id: 1,
    name: 'PT Mitra Angkut Sejahtera',
    status: { name: 'ACTIVE' },
    contract_number: 'KTR/ANL-MAS/2026/014',
    phone_number: '+62218250912',
    email: 'admin@mitraangkut.co.id',
    paired_company_id: 2,
    paired_company: { id: 2, name: 'PT Mitra Angkut Sejahtera' },
    created_on: '2026-11-20T10:00:00.000+07:00',
    updated_on: '2026-11-20T10:05:00.000+07:00',
    ...overrides,
  };
}

export const OUTSIDE_VENDOR = buildVendor({
  id: 2,
  name: 'CV Sinar Jaya Transport',
  contract_number: 'KTR/ANL-SJT/2026/007',
  phone_number: '+62215873344',
  email: 'order@sinarjayatransport.co.id',
  paired_company_id: null,
  paired_company: null,
});

export const INACTIVE_VENDOR = buildVendor({
  id: 3,
  name: 'PT Lintas Cepat Ekspres',
  status: { name: 'INACTIVE' },
  contract_number: null,
  paired_company_id: null,
  paired_company: null,
});

export function buildRate(overrides: Partial<VendorRateRow> = {}): VendorRateRow {
  return {
    id: 11,
    vendor_id: 1,
    base_price: 3_750_000,
    origin: { id: 1, name: 'Pool Pulogadung', city: 'Jakarta Timur' },
    destination: { id: 21, name: 'DC Bandung', city: 'Bandung' },
    box_type: { id: 2, name: 'Box Besi' },
    total_weight: 4000,
    total_volume: 16,
    ...overrides,
  };
}

export function buildVendorDetail(vendor: Vendor, rates: VendorRateRow[] = []): VendorDetail {
  return { ...vendor, rates: rates.map(({ vendor_id: _vendorId, ...rate }) => rate) };
}
