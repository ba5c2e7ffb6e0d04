import { z } from 'zod';
import { MAX_BULK_DELIVERY_ORDERS } from '../delivery-order-rules';

/** A file names at most a few records per row: origin, destination, transits, customers, a product. */
const namesSchema = z.array(z.string().trim().min(1).max(255)).max(MAX_BULK_DELIVERY_ORDERS * 2);

/** POST /delivery-order/import-references: the names an import file uses, by kind. */
export const importReferencesRequestSchema = z
  .object({ customers: namesSchema, addresses: namesSchema, products: namesSchema })
  .strict();
export type ImportReferencesRequest = z.infer<typeof importReferencesRequestSchema>;

const namedSchema = z.object({ id: z.number(), name: z.string() });

/** The company's records with those names (any case); a name may match none or several. */
export const importReferencesSchema = z.object({
  customers: z.array(namedSchema),
  addresses: z.array(namedSchema.extend({ city: z.string() })),
  products: z.array(namedSchema),
});
export type ImportReferencesResponse = z.infer<typeof importReferencesSchema>;
