import type { GraphQLArgument, GraphQLInputType, GraphQLNamedType } from 'graphql';
import { graphqlJs } from '../../src/modules/alert-center/graphql/graphql-js';
import { declaredScopes, rootFields } from '../../src/modules/alert-center/graphql/operation';
import { buildAlertCenterSchema } from '../../src/modules/alert-center/graphql/schema';

/*
 * The Alert Center's GraphQL operations as the sweeps see them: read from the schema the server
 * serves (each Query and Mutation field with the scopes its @scopes directive declares), so a new
 * operation is swept without anyone listing it. An argument the sampler cannot build fails by name.
 */

export interface GraphqlOperation {
  kind: 'query' | 'mutation';
  name: string;
  /** Null when the field declares no @scopes (the server refuses to start then; the sweep says so too). */
  scopes: string[] | null;
  args: readonly GraphQLArgument[];
}

export function graphqlOperations(): GraphqlOperation[] {
  const schema = buildAlertCenterSchema();
  return rootFields(schema).map(({ kind, field }) => ({
    kind,
    name: field.name,
    scopes: declaredScopes(field),
    args: field.args,
  }));
}

/** The `scalar` a Filler is asked with for an optional input object (answer undefined to leave it out). */
export const INPUT_OBJECT = 'input-object';

export const VALID_UUID = '00000000-0000-4000-8000-000000000000';

/** What a field of an argument holds, by name: filled by the caller (another company's id, a hostile value). */
export type Filler = (field: string, scalar: string) => unknown;

const { isNonNullType, isListType, isInputObjectType, isEnumType, isScalarType } = graphqlJs;

/**
 * The smallest value GraphQL accepts for `type`: required fields of input objects, the simplest
 * value of each scalar, unless `fill(field, scalar)` answers something else than undefined for it.
 * `all` also fills the optional fields (what a sweep of every field needs).
 */
export function sampleValue(
  operation: string,
  field: string,
  type: GraphQLInputType,
  fill: Filler,
  all = false,
  depth = 0,
): unknown {
  if (depth > 6) throw new Error(`${operation}: ${field} nests too deep for the sweep`);
  if (isNonNullType(type))
    return sampleValue(operation, field, type.ofType as GraphQLInputType, fill, all, depth);
  if (isListType(type)) {
    const item = sampleValue(operation, field, type.ofType as GraphQLInputType, fill, all, depth + 1);
    return item === undefined ? [] : [item];
  }
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const inner of Object.values(type.getFields())) {
      const required = isNonNullType(inner.type) && inner.defaultValue === undefined;
      const filled = leafFill(inner.type, inner.name, fill);
      if (!required && !all && filled === undefined) {
        // An optional input object the caller fills whole (one of two alternatives, e.g. setUploadMedia).
        const whole = isInputObjectType(unwrap(inner.type)) ? fill(inner.name, INPUT_OBJECT) : undefined;
        if (whole !== undefined) value[inner.name] = whole;
        continue;
      }
      const sample = sampleValue(operation, inner.name, inner.type, fill, all, depth + 1);
      if (sample !== undefined) value[inner.name] = sample;
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isScalarType(type)) {
    const filled = fill(field, type.name);
    if (filled !== undefined) return filled;
    switch (type.name) {
      case 'Int':
      case 'Float':
        return 1;
      case 'String':
        return 'x';
      case 'Boolean':
        return false;
      case 'ID':
        return VALID_UUID;
    }
  }
  throw new Error(`${operation}: the sweep cannot build ${field} of type ${(type as GraphQLNamedType).name}`);
}

/** What `fill` says for a scalar field (through lists and non-null), so optional id fields get filled. */
function leafFill(type: GraphQLInputType, field: string, fill: Filler): unknown {
  let inner = type;
  while (isNonNullType(inner) || isListType(inner)) inner = inner.ofType as GraphQLInputType;
  return isScalarType(inner) ? fill(field, inner.name) : undefined;
}

/** The operation's arguments: required ones, and optional ones `fill` has a value for. */
export function sampleArguments(operation: GraphqlOperation, fill: Filler = () => undefined, all = false) {
  const variables: Record<string, unknown> = {};
  for (const arg of operation.args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    const hasFill = leafFill(arg.type, arg.name, fill) !== undefined || isInputObjectType(unwrap(arg.type));
    if (!required && !hasFill && !all) continue;
    variables[arg.name] = sampleValue(operation.name, arg.name, arg.type, fill, all);
  }
  return variables;
}

const unwrap = (type: GraphQLInputType): GraphQLInputType => {
  let inner = type;
  while (isNonNullType(inner) || isListType(inner)) inner = inner.ofType as GraphQLInputType;
  return inner;
};

/** The request for one operation, its arguments passed as variables of their declared types. */
export function operationRequest(operation: GraphqlOperation, variables: Record<string, unknown>) {
  const used = operation.args.filter((arg) => arg.name in variables);
  const declarations = used.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passing = used.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const query = `${operation.kind}${declarations ? `(${declarations})` : ''} { ${operation.name}${
    passing ? `(${passing})` : ''
  } { isSuccessful errorCode errorName message status } }`;
  return { query, variables };
}
