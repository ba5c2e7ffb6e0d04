import type { OperationDefinition } from '../graphql/operation';
import { CENTRE_SCOPES, COMPANY_UPDATE_SCOPES } from '../scopes';
import { getCompany, getVehicle, lastReceive, updateCompany, vehicleStatuses } from './fleet-service';

export const FLEET_TYPES = /* GraphQL */ `
type VehicleDriver { userId: Int! fullname: String! phoneNo: String }
type VehiclePosition { latitude: Float longitude: Float positionOn: String! }
type Vehicle {
  id: Int! vehicleId: Int! licensePlate: String! vehicleType: String! imei: String fuel: String isActive: Boolean!
  driver: VehicleDriver lastPosition: VehiclePosition vgroups: [VehicleGroupRef!]!
}
type VehicleStatus {
  vehicleId: Int! licensePlate: String! "ONLINE, OFFLINE or NO_DATA." status: String!
  service: Boolean! archived: Boolean! repair: Boolean! lastPositionOn: String
}
input VehicleStatusFilter { vehicleIds: [Int!], service: Boolean, archived: Boolean, repair: Boolean }
type LastReceive {
  vehicleId: Int! lastReceivedOn: String latitude: Float longitude: Float secondsAgo: Int
  "No report for over 10 minutes (or never)." isUnreachable: Boolean!
}
type Company {
  id: Int! name: String! timeZone: String! isActive: Boolean! setupNotifCompleted: Boolean!
  "Seconds." offlineTimeout: Int! idleTimeout: Int! parkTimeout: Int!
  "Voice calls with dashcams the company may have open at once (1..50, default 2)." maxSimultaneousCalls: Int!
}
input UpdateCompanyInput {
  id: Int!, setupNotifCompleted: Boolean, offlineTimeout: Int, idleTimeout: Int, parkTimeout: Int,
  maxSimultaneousCalls: Int
}
`;

export const FLEET_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'vehicle',
    args: 'vehicleId: Int!',
    returns: 'Vehicle',
    scopes: CENTRE_SCOPES,
    description: "A vehicle of the company as an alert's popup shows it.",
    resolve: ({ vehicleId }, { db, auth }) => getVehicle(db, auth, vehicleId),
  },
  {
    kind: 'query',
    name: 'vehicleStatuses',
    args: 'filter: VehicleStatusFilter',
    returns: '[VehicleStatus!]',
    scopes: CENTRE_SCOPES,
    description: "The company's vehicles with their reporting state.",
    resolve: ({ filter }, { db, auth }) => vehicleStatuses(db, auth, filter),
  },
  {
    kind: 'query',
    name: 'lastReceive',
    args: 'vehicleId: Int!',
    returns: 'LastReceive',
    scopes: CENTRE_SCOPES,
    description: "When a vehicle's device last reported, and whether it is unreachable.",
    resolve: ({ vehicleId }, { db, auth }) => lastReceive(db, auth, vehicleId),
  },
  {
    kind: 'query',
    name: 'company',
    returns: 'Company',
    scopes: ['setting:read'],
    description: "The caller's company: the notification onboarding state and the Alert Center's timeouts.",
    resolve: (_args, { db, auth }) => getCompany(db, auth),
  },
  {
    kind: 'mutation',
    name: 'updateCompany',
    args: 'input: UpdateCompanyInput!',
    returns: 'Company',
    scopes: COMPANY_UPDATE_SCOPES,
    description: 'Marks the notification onboarding done, or sets the offline, idle and park timeouts.',
    resolve: ({ input }, { db, auth }) => updateCompany(db, auth, input),
  },
];
