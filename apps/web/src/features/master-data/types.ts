import type { Customer, Product } from '@armada/domain';

/*
 * What the master data API answers, as its view schemas declare them (apps/server/src/modules/
 * vehicle-management/<resource>/<resource>.ts, order/<resource>/). The requests are the domain's schemas.
 */

interface Stored {
  id: number;
  updated_on: string;
}

export interface AddressRow extends Stored {
  name: string;
  full_name: string;
  city: string;
  province: string;
  is_garage: boolean;
  geolocation: { latitude: number; longitude: number };
  geofence_radius_m: number | null;
  contact_name: string | null;
  contact_phone: string | null;
}

export interface VehicleRow extends Stored {
  license_plate: string;
  vehicle_type_id: number;
  vehicle_type: { id: number; type: string };
  box_type_id: number | null;
  box_type: { id: number; name: string } | null;
  fuel: string | null;
  imei: string | null;
  is_active: boolean;
  default_driver_user_id: number | null;
  driver: { id: number; name: string } | null;
  home_address_id: number | null;
  home_address: { id: number; name: string } | null;
  /** Null: the device has never reported. */
  last_position: { latitude: number; longitude: number; recorded_on: string } | null;
}

export interface VehicleTypeRow extends Stored {
  type: string;
}

export interface BoxTypeRow extends Stored {
  name: string;
  max_weight_kg: number | null;
  max_volume_cbm: number | null;
}

export interface VehicleGroupRow extends Stored {
  name: string;
  vehicle_ids: number[];
  vehicles: { id: number; license_plate: string }[];
  total_vehicles: number;
}

export interface DriverRow extends Stored {
  name: string;
  email: string;
  phone_no: string | null;
  device_id: string | null;
  licence_number: string | null;
  licence_expiry: string | null;
  is_active: boolean;
}

export type CustomerRow = Customer & Stored;
export type ProductRow = Product & Stored & { product_type_id: number };

export interface ProductTypeRow extends Stored {
  name: string;
}
