import {
  type CreateVendorRequest,
  createVendorRequestSchema,
  type UpdateVendorRequest,
  type VendorRateInput,
} from '@armada/domain';
import type { Path } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../platform/api/api-error';
import type { VendorDetail } from '../types';

/**
 * The form is the create request's own schema (the server's), for a new vendor and an edit alike:
 * an edit sends every field back with the `updated_on` it read. The pairing code is the only way to
 * connect a vendor, so the form has no company field.
 */
export const vendorFormSchema = createVendorRequestSchema;
export type VendorFormValues = z.input<typeof vendorFormSchema>;
export type VendorFormOutput = z.output<typeof vendorFormSchema>;

export const VENDOR_FIELDS = [
  'name',
  'status',
  'contract_number',
  'phone_number',
  'email',
  'pairing_code',
] as const;
export const RATE_FIELDS = [
  'origin_address_id',
  'destination_address_id',
  'box_type_id',
  'base_price',
  'total_weight',
  'total_volume',
] as const satisfies readonly (keyof VendorRateInput)[];

export type RateField = (typeof RATE_FIELDS)[number];

export const rateFieldPath = (index: number, field: RateField) =>
  `rates.${index}.${field}` as Path<VendorFormValues>;

/** Every field of the form, the rates' by their row, for the server's and the local messages. */
export function formFieldPaths(rateCount: number): Path<VendorFormValues>[] {
  const rates = Array.from({ length: rateCount }, (_, index) =>
    RATE_FIELDS.map((field) => rateFieldPath(index, field)),
  );
  return [...VENDOR_FIELDS, ...rates.flat()];
}

/**
 * A new rate row starts blank; the schema then refuses the blanks with 'Wajib diisi'. The cast is
 * only for the type: a row's ids and price are numbers once chosen, never before.
 */
export const emptyRate = (): VendorRateInput =>
  ({
    origin_address_id: null,
    destination_address_id: null,
    box_type_id: null,
    base_price: null,
    total_weight: null,
    total_volume: null,
  }) as unknown as VendorRateInput;

export function formValuesOf(vendor: VendorDetail | undefined): VendorFormValues {
  if (!vendor) {
    return {
      name: '',
      status: 'ACTIVE',
      contract_number: '',
      phone_number: null,
      email: null,
      rates: [],
    };
  }
  return {
    name: vendor.name,
    status: vendor.status.name,
    contract_number: vendor.contract_number ?? '',
    phone_number: vendor.phone_number,
    email: vendor.email,
    rates: vendor.rates.map((rate) => ({
      origin_address_id: rate.origin.id,
      destination_address_id: rate.destination.id,
      box_type_id: rate.box_type?.id ?? null,
      base_price: rate.base_price,
      total_weight: rate.total_weight,
      total_volume: rate.total_volume,
    })),
  };
}

/** POST /vendor: what the form holds; an empty pairing code was never sent, so no pairing. */
export const createRequestOf = (values: VendorFormOutput): CreateVendorRequest => values;

/** PATCH /vendor/{id}: the whole form with the `updated_on` read, so another user's edit is not overwritten. */
export const updateRequestOf = (values: VendorFormOutput, vendor: VendorDetail): UpdateVendorRequest => ({
  ...values,
  updated_on: vendor.updated_on,
});

const GENERIC_CODES = ['invalid/invalid-fields', 'invalid/invalid-input-format'];

/**
 * The server's field errors as the form names them: the pairing (`paired_company_id`) is the code
 * field's, and a refusal with a code of its own (the code expired, the company already paired) says
 * more on the field than the generic 'Nilai tidak valid'.
 */
export function onFormFields(error: ApiError, specific: (field: string) => string | null): ApiError {
  const generic = GENERIC_CODES.includes(error.code);
  const fields = error.fieldErrors.map((problem) => {
    const field = problem.field === 'paired_company_id' ? 'pairing_code' : problem.field;
    const message = generic ? problem.message : (specific(field) ?? error.message);
    return { ...problem, field, message };
  });
  return new ApiError(error.status, error.code, error.message, fields, error.issues);
}
