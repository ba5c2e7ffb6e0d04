import { DomainError, type FieldProblem } from '@armada/domain';

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
}

const asDatabaseError = (error: unknown): DatabaseErrorLike =>
  typeof error === 'object' && error !== null ? (error as DatabaseErrorLike) : {};

/**
 * Runs a write and turns the constraint violations it may still meet after the service's own checks
 * (two requests racing past the same check, a row deleted in between) into 4xx answers: a unique
 * index named in `uniqueFields` becomes 409 conflict/duplicate on that field, a foreign key 400
 * invalid/invalid-reference. Anything else is rethrown untouched.
 */
export async function withConstraintErrors<T>(
  uniqueFields: Readonly<Record<string, string>>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const { code, constraint } = asDatabaseError(error);
    if (code === UNIQUE_VIOLATION && typeof constraint === 'string' && constraint in uniqueFields) {
      const fields: FieldProblem[] = [{ field: uniqueFields[constraint] as string, code: 'invalid-value' }];
      throw new DomainError('conflict/duplicate', { fields });
    }
    if (code === FOREIGN_KEY_VIOLATION) throw new DomainError('invalid/invalid-reference');
    throw error;
  }
}
