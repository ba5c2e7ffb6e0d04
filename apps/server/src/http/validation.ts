import { DomainError, fieldProblemsFromZodIssues } from '@armada/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Validates params, query and body with the route's zod schema and reports a failure as the
 * catalogue's invalid-fields error with one field problem per issue, never as zod's English text.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return {
      error: new DomainError('invalid/invalid-fields', {
        fields: fieldProblemsFromZodIssues(result.error.issues, data),
      }),
    };
  };
