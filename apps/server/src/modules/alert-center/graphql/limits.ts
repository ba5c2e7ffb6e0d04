import { DomainError } from '@armada/domain';
import type { DocumentNode, GraphQLSchema, ValidationRule } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';
import { graphqlJs, queryComplexity } from './graphql-js';

/*
 * Limits of the GraphQL API (ASVS 4.3.1): nesting depth through mercurius' queryDepth, a cost per
 * request through graphql-query-complexity, introspection off in production.
 */

/** The deepest query a client needs is 7 (rawAlerts > rawAlerts > data > userLogs > logs > user > fullname). */
export const MAX_QUERY_DEPTH = 10;
/** Each operation is a database round; 30 aliased operations of a full page are the most a client sends. */
export const MAX_QUERY_COST = 1000;
export const OPERATION_COST = 10;

/** A field costs 1, an operation (a field of Query or Mutation) 10, introspection nothing. */
const estimator: ComplexityEstimator = ({ type, field, childComplexity }) => {
  if (field.name.startsWith('__')) return childComplexity;
  const isOperation = type.name === 'Query' || type.name === 'Mutation';
  return (isOperation ? OPERATION_COST : 1) + childComplexity;
};

/** Throws graphql/query-too-complex when the request costs more than MAX_QUERY_COST. */
export function checkQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  let cost: number;
  try {
    cost = queryComplexity.getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      estimators: [estimator],
    });
  } catch {
    // Bad variables: left to GraphQL's own coercion, which answers them by name.
    return;
  }
  if (cost > MAX_QUERY_COST) {
    throw new DomainError('graphql/query-too-complex', { params: { cost, max: MAX_QUERY_COST } });
  }
}

export function validationRules(production: boolean): ValidationRule[] {
  return production ? [graphqlJs.NoSchemaIntrospectionCustomRule] : [];
}
