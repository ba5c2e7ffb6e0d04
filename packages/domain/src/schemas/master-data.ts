import { z } from 'zod';
import { DASHCAM_DEVICE_TYPES } from '../media/devices';
import { idValueSchema, optionalText, phoneNumberSchema, updatedOnSchema } from './common';

/**
 * Master data (issue 14, items 1 and 6): the request bodies of the vehicle-management and order
 * master-data endpoints, one schema shared by the server and the web forms. A PATCH schema is the
 * create schema made partial, so an absent field is left unchanged.
 */

export const MASTER_DATA_NAME_MAX = 100;
export const MASTER_DATA_TEXT_MAX = 500;
export const MASTER_DATA_BULK_DELETE_MAX = 100;
/** Rows of one spreadsheet import, created in one transaction (issue 14 item 3). */
export const MASTER_DATA_IMPORT_MAX = 1_000;
/** Metres; a geofence wider than 50 km names a region, not a place. */
export const GEOFENCE_RADIUS_MAX_M = 50_000;
export const VEHICLE_GROUP_VEHICLES_MAX = 1_000;

const name = z.string().trim().min(1).max(MASTER_DATA_NAME_MAX);
const measure = z.number().min(0).max(1_000_000);
const withUpdatedOn = { updated_on: updatedOnSchema.optional() };

/** Body of `POST .../delete`: every id is deleted or none is. */
export const bulkDeleteRequestSchema = z
  .object({ ids: z.array(idValueSchema).min(1).max(MASTER_DATA_BULK_DELETE_MAX) })
  .strict();
export type BulkDeleteRequest = z.infer<typeof bulkDeleteRequestSchema>;

export const geolocationSchema = z
  .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
  .strict();

const addressFields = {
  name,
  full_name: z.string().trim().min(1).max(MASTER_DATA_TEXT_MAX),
  city: name,
  province: name,
  is_garage: z.boolean(),
  geolocation: geolocationSchema,
  /** Null: the company's default geofence radius. */
  geofence_radius_m: z.number().int().min(10).max(GEOFENCE_RADIUS_MAX_M).nullable(),
  contact_name: optionalText(MASTER_DATA_NAME_MAX),
  contact_phone: phoneNumberSchema.nullable().optional(),
};
export const createAddressRequestSchema = z
  .object({
    ...addressFields,
    is_garage: addressFields.is_garage.default(false),
    geofence_radius_m: addressFields.geofence_radius_m.optional(),
  })
  .strict();
export const updateAddressRequestSchema = z.object(addressFields).partial().extend(withUpdatedOn).strict();
export type CreateAddressRequest = z.infer<typeof createAddressRequestSchema>;
export type UpdateAddressRequest = z.infer<typeof updateAddressRequestSchema>;

const boxTypeFields = {
  name,
  /** Kg. */
  max_weight_kg: measure.nullable().optional(),
  /** Cbm. */
  max_volume_cbm: measure.nullable().optional(),
};
export const createBoxTypeRequestSchema = z.object(boxTypeFields).strict();
export const updateBoxTypeRequestSchema = z.object(boxTypeFields).partial().extend(withUpdatedOn).strict();
export type CreateBoxTypeRequest = z.infer<typeof createBoxTypeRequestSchema>;
export type UpdateBoxTypeRequest = z.infer<typeof updateBoxTypeRequestSchema>;

export const createVehicleTypeRequestSchema = z.object({ type: name }).strict();
export const updateVehicleTypeRequestSchema = z
  .object({ type: name })
  .partial()
  .extend(withUpdatedOn)
  .strict();
export type CreateVehicleTypeRequest = z.infer<typeof createVehicleTypeRequestSchema>;
export type UpdateVehicleTypeRequest = z.infer<typeof updateVehicleTypeRequestSchema>;

/** A plate as written on the vehicle: upper case, single spaces ('B 1234 XYZ'). */
export const licensePlateSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9 -]{2,20}$/));
/** A GPS device id: 8 to 20 digits (an IMEI is 15). */
export const imeiSchema = z
  .string()
  .trim()
  .regex(/^\d{8,20}$/);

const vehicleFields = {
  license_plate: licensePlateSchema,
  vehicle_type_id: idValueSchema,
  box_type_id: idValueSchema.nullable().optional(),
  fuel: optionalText(50),
  imei: imeiSchema.nullable().optional(),
  /** The dashcam behind the IMEI (issue 19); null or absent for a vehicle without one. */
  device_type: z.enum(DASHCAM_DEVICE_TYPES).nullable().optional(),
  home_address_id: idValueSchema.nullable().optional(),
  default_driver_user_id: idValueSchema.nullable().optional(),
  is_active: z.boolean().optional(),
};
export const createVehicleRequestSchema = z.object(vehicleFields).strict();
export const updateVehicleRequestSchema = z.object(vehicleFields).partial().extend(withUpdatedOn).strict();
export type CreateVehicleRequest = z.infer<typeof createVehicleRequestSchema>;
export type UpdateVehicleRequest = z.infer<typeof updateVehicleRequestSchema>;

const vehicleGroupFields = {
  name,
  vehicle_ids: z.array(idValueSchema).max(VEHICLE_GROUP_VEHICLES_MAX),
};
export const createVehicleGroupRequestSchema = z
  .object({ ...vehicleGroupFields, vehicle_ids: vehicleGroupFields.vehicle_ids.default([]) })
  .strict();
export const updateVehicleGroupRequestSchema = z
  .object(vehicleGroupFields)
  .partial()
  .extend(withUpdatedOn)
  .strict();
export type CreateVehicleGroupRequest = z.infer<typeof createVehicleGroupRequestSchema>;
export type UpdateVehicleGroupRequest = z.infer<typeof updateVehicleGroupRequestSchema>;

/** A calendar date, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();

const driverFields = {
  name,
  email: z.email().max(200),
  phone_no: phoneNumberSchema,
  /** The Smart Driver phone's id; unique across the platform. */
  device_id: z.string().trim().min(4).max(100).nullable().optional(),
  licence_number: optionalText(50),
  licence_expiry: calendarDateSchema.nullable().optional(),
  is_active: z.boolean().optional(),
};
export const createDriverRequestSchema = z.object(driverFields).strict();
export const updateDriverRequestSchema = z.object(driverFields).partial().extend(withUpdatedOn).strict();
export type CreateDriverRequest = z.infer<typeof createDriverRequestSchema>;
export type UpdateDriverRequest = z.infer<typeof updateDriverRequestSchema>;

const customerFields = {
  name,
  phone_number: phoneNumberSchema.nullable().optional(),
  email: z.email().max(200).nullable().optional(),
};
export const createCustomerRequestSchema = z.object(customerFields).strict();
export const updateCustomerRequestSchema = z.object(customerFields).partial().extend(withUpdatedOn).strict();
export type CreateCustomerRequest = z.infer<typeof createCustomerRequestSchema>;
export type UpdateCustomerRequest = z.infer<typeof updateCustomerRequestSchema>;

export const createProductTypeRequestSchema = z.object({ name }).strict();
export const updateProductTypeRequestSchema = z.object({ name }).partial().extend(withUpdatedOn).strict();
export type CreateProductTypeRequest = z.infer<typeof createProductTypeRequestSchema>;
export type UpdateProductTypeRequest = z.infer<typeof updateProductTypeRequestSchema>;

const productFields = {
  name,
  product_type_id: idValueSchema,
  uom: z.string().trim().min(1).max(30),
  /** Kg per unit of uom. */
  conversion_weight_value: measure,
  /** Cbm per unit of uom. */
  conversion_volume_value: measure,
};
export const createProductRequestSchema = z.object(productFields).strict();
export const updateProductRequestSchema = z.object(productFields).partial().extend(withUpdatedOn).strict();
export type CreateProductRequest = z.infer<typeof createProductRequestSchema>;
export type UpdateProductRequest = z.infer<typeof updateProductRequestSchema>;

/** Body of `POST .../bulk`: every item is created or none is; problems name `items.N.field`. */
export const bulkCreateRequestSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item).min(1).max(MASTER_DATA_IMPORT_MAX) }).strict();

/** The answer of `POST .../import-references`: the company's records with those names, by kind. */
export const masterImportReferencesSchema = z.record(
  z.string(),
  z.array(z.object({ id: z.number(), name: z.string() })),
);
