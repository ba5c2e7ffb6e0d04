import { z } from 'zod';
import type { FleetTaskStatus } from '../fleet-task-status';
import { idValueSchema, phoneNumberSchema, updatedOnSchema } from './common';

export const VENDOR_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type VendorStatus = (typeof VENDOR_STATUSES)[number];

/**
 * The vendor picker of a fleet task lists only vendors that can receive a request: ACTIVE and paired
 * with a company on the platform (both specs, section 9). Each applies unless the request filters
 * that field itself.
 */
export const VENDOR_CONTRACT_RATE_DEFAULT_FILTERS = [
  'status.name eq ACTIVE',
  'paired_company_id gt 0',
] as const;

/** A vendor may be deleted only when every fleet task it is on is in one of these statuses. */
export const VENDOR_RELEASING_TASK_STATUSES = [
  'ENDED',
  'CANCELED',
] as const satisfies readonly FleetTaskStatus[];

export const VENDOR_NAME_MAX = 100;
export const VENDOR_CONTRACT_NUMBER_MAX = 100;
export const VENDOR_RATES_MAX = 200;
/** vendor_rates.base_price is numeric(16, 2): rupiah with cents. */
export const VENDOR_BASE_PRICE_MAX = 99_999_999_999_999;
export const VENDOR_BULK_DELETE_MAX = 100;

const positiveId = idValueSchema;

/**
 * Pairing needs the other company's consent: it issues a code (Crockford's 32 symbols, no I, L, O or
 * U to misread), valid for a week and good once, and the transporter enters it on the vendor.
 */
export const PAIRING_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const PAIRING_CODE_LENGTH = 12;
export const PAIRING_CODE_VALID_DAYS = 7;

/** A code as typed: case, spaces and dashes do not matter. */
export function normalizePairingCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '');
}

export const pairingCodeSchema = z.object({
  code: z.string(),
  created_on: z.string(),
  expires_on: z.string(),
});
export type PairingCode = z.infer<typeof pairingCodeSchema>;
const measure = z.number().min(0).max(1_000_000);

/** One contract price of a vendor between two of the company's addresses. */
export const vendorRateInputSchema = z
  .object({
    origin_address_id: positiveId,
    destination_address_id: positiveId,
    box_type_id: positiveId.nullable().optional(),
    base_price: z.number().min(0).max(VENDOR_BASE_PRICE_MAX),
    /** Kg. */
    total_weight: measure.nullable().optional(),
    /** Cbm. */
    total_volume: measure.nullable().optional(),
  })
  .strict();
export type VendorRateInput = z.infer<typeof vendorRateInputSchema>;

// The fields without defaults, so that the PATCH schema built from them leaves absent fields absent.
const vendorFields = {
  name: z.string().trim().min(1).max(VENDOR_NAME_MAX),
  status: z.enum(VENDOR_STATUSES),
  // A cleared form field arrives as '' and is stored as no contract number.
  contract_number: z
    .string()
    .trim()
    .max(VENDOR_CONTRACT_NUMBER_MAX)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional(),
  phone_number: phoneNumberSchema.nullable().optional(),
  email: z.email().max(254).nullable().optional(),
  /**
   * The platform company that receives this vendor's requests; never the caller's own. Set only
   * through `pairing_code` (the other company's consent); sending it unchanged, or null to unpair, is
   * allowed.
   */
  paired_company_id: positiveId.nullable().optional(),
  /** A pairing code issued by the vendor company: pairs this vendor with it and makes it ACTIVE. */
  pairing_code: z.string().trim().min(1).max(64).optional(),
  rates: z.array(vendorRateInputSchema).max(VENDOR_RATES_MAX),
};

export const createVendorRequestSchema = z
  .object({
    ...vendorFields,
    status: vendorFields.status.default('ACTIVE'),
    rates: vendorFields.rates.default([]),
  })
  .strict();
export type CreateVendorRequest = z.infer<typeof createVendorRequestSchema>;

/** Every field optional; `rates`, when sent, replaces the vendor's whole list of rates. */
export const updateVendorRequestSchema = z
  .object({
    ...vendorFields,
    name: vendorFields.name.optional(),
    status: vendorFields.status.optional(),
    rates: vendorFields.rates.optional(),
    updated_on: updatedOnSchema.optional(),
  })
  .strict();
export type UpdateVendorRequest = z.infer<typeof updateVendorRequestSchema>;

export const deleteVendorsRequestSchema = z
  .object({ ids: z.array(positiveId).min(1).max(VENDOR_BULK_DELETE_MAX) })
  .strict();
export type DeleteVendorsRequest = z.infer<typeof deleteVendorsRequestSchema>;
