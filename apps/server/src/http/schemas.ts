import { z } from 'zod';

/** The error body of DESIGN.md, declared on every route so /api/docs shows it. */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
  errors_v2: z
    .object({
      issues: z.array(z.object({ code: z.string(), field: z.string().optional(), message: z.string() })),
    })
    .optional(),
});

export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
