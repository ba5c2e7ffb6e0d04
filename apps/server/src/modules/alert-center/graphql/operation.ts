import { DomainError, hasAllScopes, type Scope } from '@armada/domain';
import type { GraphQLField, GraphQLSchema } from 'graphql';
import { invalidateAlertRules } from '../alerting/rule-cache';
import type { GraphqlContext, OperationContext } from './context';
import { type Envelope, failure, success } from './envelope';

/**
 * One operation of the Alert Center's GraphQL API. The SDL of its field and its response envelope
 * are generated from this definition, with the scopes as an `@scopes` directive; the resolver is
 * wrapped by what it reads back from that directive. So the declaration the security sweeps read
 * from the schema is the one the server enforces.
 */
export interface OperationDefinition {
  kind: 'query' | 'mutation';
  name: string;
  /** SDL of the arguments, e.g. 'filter: RawAlertFilter!'. */
  args?: string;
  /** The response type's name; `<Name>Response` unless the contract names it otherwise. */
  response?: string;
  /** The GraphQL type of the field named after the operation. */
  returns: string;
  /** Every scope listed is required (the specs' strings). */
  scopes: readonly Scope[];
  description: string;
  // biome-ignore lint/suspicious/noExplicitAny: GraphQL has validated the arguments against the SDL; each service parses them again with its zod schema.
  resolve: (args: any, context: OperationContext) => Promise<unknown>;
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
export const responseTypeOf = (operation: OperationDefinition) =>
  operation.response ?? `${capitalised(operation.name)}Response`;

export const ENVELOPE_FIELDS =
  'isSuccessful: Boolean! errorCode: String errorName: String message: String status: Int! fieldErrors: [FieldError!]!';

/** The operations' response types and their Query and Mutation fields. */
export function operationsSdl(operations: readonly OperationDefinition[]): string {
  const responses = operations.map(
    (operation) =>
      `type ${responseTypeOf(operation)} { ${ENVELOPE_FIELDS} ${operation.name}: ${operation.returns} }`,
  );
  const field = (operation: OperationDefinition) => {
    const args = operation.args ? `(${operation.args})` : '';
    const scopes = operation.scopes.map((scope) => JSON.stringify(scope)).join(', ');
    return `  """${operation.description}"""\n  ${operation.name}${args}: ${responseTypeOf(operation)}! @scopes(all: [${scopes}])`;
  };
  const root = (kind: OperationDefinition['kind'], type: string) => {
    const fields = operations.filter((operation) => operation.kind === kind).map(field);
    return fields.length > 0 ? `type ${type} {\n${fields.join('\n')}\n}` : '';
  };
  return [...responses, root('query', 'Query'), root('mutation', 'Mutation')].join('\n');
}

/** The scopes a Query or Mutation field declares with `@scopes(all: [...])`; null when it declares none. */
// biome-ignore lint/suspicious/noExplicitAny: any field of the schema
export function declaredScopes(field: GraphQLField<any, any>): string[] | null {
  const directive = field.astNode?.directives?.find((candidate) => candidate.name.value === 'scopes');
  const all = directive?.arguments?.find((argument) => argument.name.value === 'all')?.value;
  if (all?.kind !== 'ListValue') return null;
  return all.values.flatMap((value) => (value.kind === 'StringValue' ? [value.value] : []));
}

/** Every Query and Mutation field of the schema, as [kind, field]. */
export function rootFields(schema: GraphQLSchema) {
  const fields = (type: ReturnType<GraphQLSchema['getQueryType']>, kind: 'query' | 'mutation') =>
    Object.values(type?.getFields() ?? {}).map((field) => ({ kind, field }));
  return [...fields(schema.getQueryType(), 'query'), ...fields(schema.getMutationType(), 'mutation')];
}

/**
 * Puts each operation's resolver on its field, wrapped: the caller must have passed authentication
 * (else 401) and hold the field's declared scopes (else 403); the outcome is the envelope. A field
 * without `@scopes` or without an operation fails the build: nothing is open by accident.
 */
export function attachOperations(schema: GraphQLSchema, operations: readonly OperationDefinition[]): void {
  const byName = new Map(operations.map((operation) => [operation.name, operation]));
  for (const { field } of rootFields(schema)) {
    const operation = byName.get(field.name);
    const scopes = declaredScopes(field);
    if (!operation || scopes === null)
      throw new Error(`GraphQL field ${field.name} has no operation or no @scopes`);
    field.resolve = async (
      _root: unknown,
      args: Record<string, unknown>,
      context: GraphqlContext,
    ): Promise<Envelope> => {
      try {
        const { caller } = context;
        if (caller instanceof DomainError) throw caller;
        if (!hasAllScopes(caller.user.scopes, scopes as Scope[])) throw new DomainError('auth/forbidden');
        const value = await operation.resolve(args, {
          auth: caller,
          db: context.api.db,
          api: context.api,
          log: context.log,
          readDb: context.readDb,
        });
        // Rules, geofences and the company's timeouts feed the engine's per-process cache: a
        // mutation that committed drops the company's copy here (other instances within its TTL).
        if (operation.kind === 'mutation') invalidateAlertRules(caller.companyId);
        return success(operation.name, value);
      } catch (error) {
        return failure(operation.name, error, context.language, context.log, Object.values(args)[0]);
      }
    };
  }
}
