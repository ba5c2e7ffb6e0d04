import {
  ADDRESS_IMPORT,
  createAddressRequestSchema,
  createBoxTypeRequestSchema,
  createDriverRequestSchema,
  createVehicleGroupRequestSchema,
  createVehicleRequestSchema,
  createVehicleTypeRequestSchema,
  DRIVER_IMPORT,
  updateAddressRequestSchema,
  updateBoxTypeRequestSchema,
  updateDriverRequestSchema,
  updateVehicleGroupRequestSchema,
  updateVehicleRequestSchema,
  updateVehicleTypeRequestSchema,
  VEHICLE_IMPORT,
} from '@armada/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { registerMasterDataRoutes } from '../master-data/crud-routes';
import { addressResource, addressViewSchema } from './address/address';
import { boxTypeResource, boxTypeViewSchema } from './box-type/box-type';
import { driverResource, driverViewSchema } from './driver/driver';
import { vehicleResource, vehicleViewSchema } from './vehicle/vehicle';
import { vehicleGroupResource, vehicleGroupViewSchema } from './vehicle-group/vehicle-group';
import { vehicleTypeResource, vehicleTypeViewSchema } from './vehicle-type/vehicle-type';

const tag = 'vehicle-management';

/** Vehicle management master data (issue 14): addresses, box and vehicle types, vehicles, groups, drivers. */
export const vehicleManagementRoutes =
  (context: ApiContext): FastifyPluginAsyncZod =>
  async (app) => {
    registerMasterDataRoutes(app, context, {
      resource: addressResource,
      importDefinition: ADDRESS_IMPORT,
      tag,
      summary: "addresses of the caller's company",
      listSummary:
        'Filters: is_garage eq, id eq|in, city eq|in, province; search: name, full_name, city; ' +
        'sorts: name, city, created_on, updated_on',
      view: addressViewSchema,
      create: createAddressRequestSchema,
      update: updateAddressRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: boxTypeResource,
      tag,
      summary: "box types of the caller's company with their capacity",
      listSummary: 'Filter: id eq|in, max_weight_kg, max_volume_cbm; search and sort: name',
      view: boxTypeViewSchema,
      create: createBoxTypeRequestSchema,
      update: updateBoxTypeRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: vehicleTypeResource,
      tag,
      summary: "vehicle types of the caller's company",
      listSummary: 'Filter: id eq|in, type; search and sort: type',
      view: vehicleTypeViewSchema,
      create: createVehicleTypeRequestSchema,
      update: updateVehicleTypeRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: vehicleResource,
      importDefinition: VEHICLE_IMPORT,
      tag,
      summary:
        "vehicles of the caller's company with type, box, default driver, home garage and last GPS position",
      listSummary:
        'Filters: id eq|in, is_active eq, vehicle_type_id, box_type_id, home_address_id; ' +
        'search: plate, type, imei; sorts: license_plate, last_position_on, updated_on',
      view: vehicleViewSchema,
      create: createVehicleRequestSchema,
      update: updateVehicleRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: vehicleGroupResource,
      tag,
      summary: "vehicle groups (vgroups) of the caller's company with their vehicles",
      listSummary: 'Filters: id eq|in, total_vehicles; search: name; sorts: name, total_vehicles, updated_on',
      view: vehicleGroupViewSchema,
      create: createVehicleGroupRequestSchema,
      update: updateVehicleGroupRequestSchema,
    });
    registerMasterDataRoutes(app, context, {
      resource: driverResource,
      importDefinition: DRIVER_IMPORT,
      tag,
      summary: "drivers of the caller's company (users with the driver role)",
      listSummary:
        'Filters: id eq|in, is_active eq, licence_expiry; search: name, email, phone, licence number; ' +
        'sorts: name, licence_expiry, updated_on',
      view: driverViewSchema,
      create: createDriverRequestSchema,
      update: updateDriverRequestSchema,
    });
  };
