import { integerIdSchema, listQuerySchema } from '@armada/domain';
import { z } from 'zod';

/** Response shapes of the vendor API, declared so that /api/docs shows them. */

const statusSchema = z.object({ name: z.string() });
const placeSchema = z.object({ id: z.number(), name: z.string(), city: z.string() });

export const vendorSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: statusSchema,
  contract_number: z.string().nullable(),
  phone_number: z.string().nullable(),
  email: z.string().nullable(),
  paired_company_id: z.number().nullable(),
  paired_company: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_on: z.string(),
  updated_on: z.string(),
});

export const rateSchema = z.object({
  id: z.number().describe('The rate id'),
  base_price: z.number().describe('Rupiah per trip'),
  origin: placeSchema,
  destination: placeSchema,
  box_type: z.object({ id: z.number(), name: z.string() }).nullable(),
  total_weight: z.number().nullable().describe('Kg'),
  total_volume: z.number().nullable().describe('Cbm'),
});

export const vendorDetailSchema = vendorSchema.extend({ rates: z.array(rateSchema) });

/** One rate with its vendor's fields beside it: `id` is the rate's, `vendor_id` the vendor to pick. */
export const vendorRateSchema = rateSchema.extend({
  vendor_id: z.number(),
  name: z.string().describe("The vendor's name"),
  status: statusSchema,
  contract_number: z.string().nullable(),
  paired_company_id: z.number().nullable(),
});

export const rateListQuerySchema = listQuerySchema.extend({
  origin_address_id: integerIdSchema.optional(),
  destination_address_id: integerIdSchema.optional(),
});

export const deletedIdsSchema = z.object({ ids: z.array(z.number()) });
