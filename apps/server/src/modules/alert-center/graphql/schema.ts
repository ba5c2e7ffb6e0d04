import type { GraphQLSchema } from 'graphql';
import {
  BACK_TO_OLD_VERSION_OPERATIONS,
  BACK_TO_OLD_VERSION_TYPES,
} from '../../platform/back-to-old-version/graphql';
import { CATALOGUE_OPERATIONS, CATALOGUE_TYPES } from '../catalogue/catalogue-graphql';
import { FLEET_OPERATIONS, FLEET_TYPES } from '../fleet/fleet-graphql';
import { GEOFENCE_OPERATIONS, GEOFENCE_TYPES } from '../geofences/geofence-graphql';
import { MEDIA_OPERATIONS, MEDIA_TYPES } from '../media/media-graphql';
import { RAW_ALERT_OPERATIONS, RAW_ALERT_TYPES } from '../raw-alerts/raw-alert-graphql';
import { RULE_OPERATIONS, RULE_TYPES } from '../rules/rule-graphql';
import { BASE_TYPES } from './base-types';
import { graphqlJs } from './graphql-js';
import { attachOperations, type OperationDefinition, operationsSdl } from './operation';

/** Every operation of the Alert Center's GraphQL API, from each sub-resource folder. */
export const ALERT_CENTER_OPERATIONS: readonly OperationDefinition[] = [
  ...CATALOGUE_OPERATIONS,
  ...RAW_ALERT_OPERATIONS,
  ...RULE_OPERATIONS,
  ...GEOFENCE_OPERATIONS,
  ...FLEET_OPERATIONS,
  ...MEDIA_OPERATIONS,
  ...BACK_TO_OLD_VERSION_OPERATIONS,
];

const TYPES = [
  BASE_TYPES,
  CATALOGUE_TYPES,
  RAW_ALERT_TYPES,
  RULE_TYPES,
  GEOFENCE_TYPES,
  FLEET_TYPES,
  MEDIA_TYPES,
  BACK_TO_OLD_VERSION_TYPES,
];

/** The schema's text: what clients and the security sweeps read (with the `@scopes` of each operation). */
export function alertCenterSdl(): string {
  return [...TYPES, operationsSdl(ALERT_CENTER_OPERATIONS)].join('\n');
}

/** The executable schema: each operation's resolver wrapped with authentication, scopes and envelope. */
export function buildAlertCenterSchema(): GraphQLSchema {
  const schema = graphqlJs.buildSchema(alertCenterSdl());
  attachOperations(schema, ALERT_CENTER_OPERATIONS);
  return schema;
}
