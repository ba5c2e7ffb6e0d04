import type { VendorStatus } from '@armada/domain';

/*
 * What the vendor API answers, as its response schemas declare it (apps/server/src/modules/
 * vendor-management/responses.ts). The requests are the domain's own schemas.
 */

export interface Place {
  id: number;
  name: string;
  city: string;
}

/** A row of GET /vendor. */
export interface Vendor {
  id: number;
  name: string;
  status: { name: VendorStatus };
  contract_number: string | null;
  phone_number: string | null;
  email: string | null;
  /** The platform company that receives this vendor's requests; null outside the platform. */
  paired_company_id: number | null;
  paired_company: { id: number; name: string } | null;
  created_on: string;
  updated_on: string;
}

/** One contract price of a vendor on one route. */
export interface VendorRate {
  id: number;
  /** Rupiah per trip. */
  base_price: number;
  origin: Place;
  destination: Place;
  box_type: { id: number; name: string } | null;
  /** Kg. */
  total_weight: number | null;
  /** Cbm. */
  total_volume: number | null;
}

/** GET /vendor/{id}, and the answer of a create or an edit. */
export interface VendorDetail extends Vendor {
  rates: VendorRate[];
}

/** A row of GET /vendor/rates: the rate with its vendor's id beside it. */
export interface VendorRateRow extends VendorRate {
  vendor_id: number;
}

/** GET /vehicle-management/v1/address. */
export interface AddressOption extends Place {
  full_name: string;
}

/** GET /vehicle-management/v1/box-type, with the capacity a rate starts from. */
export interface BoxTypeOption {
  id: number;
  name: string;
  max_weight_kg: number | null;
  max_volume_cbm: number | null;
}
