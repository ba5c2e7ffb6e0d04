import type { OperationDefinition } from '../graphql/operation';
import { RULE_READ_SCOPES, ruleWriteScopes } from '../scopes';
import {
  createGeofence,
  deleteGeofence,
  getGeofence,
  listGeofences,
  updateGeofence,
} from './geofence-service';

const SHAPE = `"CIRCLE or POLYGON." type: String, serviceLocType: String, address: String,
  "A circle's centre." center: GeofencePointInput, "A circle's radius, 10 to 100,000 m." radiusM: Float,
  "A polygon's 3 to 1,000 points." polygon: [GeofencePointInput!]`;

export const GEOFENCE_TYPES = /* GraphQL */ `
type GeofencePoint { latitude: Float! longitude: Float! }
type Geofence {
  geofenceId: Int! id: Int! fenceName: String! type: String! serviceLocType: String address: String
  center: GeofencePoint radiusM: Float polygon: [GeofencePoint!] totalRules: Int! createdOn: String! updatedOn: String!
}
type GeofencePage { data: [Geofence!]! pagination: Pagination! }
input GeofencePointInput { latitude: Float!, longitude: Float! }
input GeofenceInput { fenceName: String!, ${SHAPE.replace('type: String,', 'type: String!,')} }
input GeofenceUpdateInput { fenceName: String, ${SHAPE} }
input GeofenceFilter { page: Int = 1, show: Int = 20, search: String, type: String }
`;

export const GEOFENCE_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'geofences',
    args: 'filter: GeofenceFilter',
    returns: 'GeofencePage',
    scopes: RULE_READ_SCOPES,
    description: "The company's geofences by name.",
    resolve: ({ filter }, { db, auth }) => listGeofences(db, auth, filter),
  },
  {
    kind: 'query',
    name: 'geofence',
    args: 'geofenceId: Int!',
    returns: 'Geofence',
    scopes: RULE_READ_SCOPES,
    description: 'One geofence of the company.',
    resolve: ({ geofenceId }, { db, auth }) => getGeofence(db, auth, geofenceId),
  },
  {
    kind: 'mutation',
    name: 'createGeofence',
    args: 'input: GeofenceInput!',
    returns: 'Geofence',
    scopes: ruleWriteScopes('create'),
    description: 'A circle (centre, radius 10 to 100,000 m) or a polygon (3 to 1,000 points).',
    resolve: ({ input }, { db, auth }) => createGeofence(db, auth, input),
  },
  {
    kind: 'mutation',
    name: 'updateGeofence',
    args: 'geofenceId: Int!, input: GeofenceUpdateInput!',
    returns: 'Geofence',
    scopes: ruleWriteScopes('update'),
    description: 'Changes the given fields; a changed shape is checked whole.',
    resolve: ({ geofenceId, input }, { db, auth }) => updateGeofence(db, auth, geofenceId, input),
  },
  {
    kind: 'mutation',
    name: 'deleteGeofence',
    args: 'geofenceId: Int!',
    returns: 'Count',
    scopes: ruleWriteScopes('delete'),
    description: 'Deletes a geofence no active rule names.',
    resolve: ({ geofenceId }, { db, auth }) => deleteGeofence(db, auth, geofenceId),
  },
];
