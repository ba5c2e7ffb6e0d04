import type { VendorRequestDetail, VendorRequestRow } from '@armada/domain';

export const REQUEST_ID = '5b0e4a52-8f7e-4d3c-9a61-2f1f8c6d7e01';
export const VENDOR_TASK_ID = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

/** A PENDING request from a customer, as GET /vendor-request lists it. */
export function buildVendorRequestRow(overrides: Partial<VendorRequestRow> = {}): VendorRequestRow {
  return {
    id: REQUEST_ID,
    status: { name: 'PENDING' },
    sender_company: { id: 7, name: 'PT Pengirim Nusantara' },
    sender_fleet_task: { number: 'FO-2611-00042' },
    vendor_fleet_task: null,
    route: {
      start_city: 'Jakarta Utara',
      end_city: 'Jakarta Utara',
      origin_city: 'Bekasi',
      destination_city: 'Bandung',
      stop_count: 2,
    },
    delivery_order_count: 2,
    total_weight: 1250,
    total_volume: 6.5,
    expected_departure_on: null,
    earliest_pickup_on: '2026-11-27T08:00:00+07:00',
    rejected_reason: null,
    responded_on: null,
    created_on: '2026-11-26T09:15:00+07:00',
    updated_on: '2026-11-26T09:15:00+07:00',
    ...overrides,
  };
}

const place = (name: string, city: string) => ({
  name,
  full_name: `${name}, ${city}`,
  city,
  latitude: -6.2,
  longitude: 106.8,
});

/** The same request with its route, orders and loads, as GET /vendor-request/{id} answers it. */
export function buildVendorRequestDetail(overrides: Partial<VendorRequestDetail> = {}): VendorRequestDetail {
  return {
    ...buildVendorRequestRow(),
    points: [
      {
        type: 'START',
        position: 0,
        address: place('Garasi Sunter', 'Jakarta Utara'),
        service_time: 'PT0M',
        activities: [],
      },
      {
        type: 'DEFAULT',
        position: 1,
        address: place('Gudang Cikarang', 'Bekasi'),
        service_time: 'PT30M',
        activities: [
          { type: 'PICKUP', delivery_order_number: 'DO-2611-00101' },
          { type: 'PICKUP', delivery_order_number: 'DO-2611-00102' },
        ],
      },
      {
        type: 'DEFAULT',
        position: 2,
        address: place('DC Bandung', 'Bandung'),
        service_time: 'PT1H',
        activities: [
          { type: 'DROP', delivery_order_number: 'DO-2611-00101' },
          { type: 'DROP', delivery_order_number: 'DO-2611-00102' },
        ],
      },
      {
        type: 'END',
        position: 3,
        address: place('Garasi Sunter', 'Jakarta Utara'),
        service_time: 'PT0M',
        activities: [],
      },
    ],
    delivery_orders: [
      {
        number: 'DO-2611-00101',
        shipment_type: 'DIRECT',
        shipment_number: null,
        reference_number: null,
        customer: { name: 'Toko Sumber Rejeki' },
        origin_address: place('Gudang Cikarang', 'Bekasi'),
        destination_address: place('DC Bandung', 'Bandung'),
        expected_pickup_on: '2026-11-27T08:00:00+07:00',
        expected_delivered_on: '2026-11-27T15:00:00+07:00',
        load_weight: 1000,
        load_volume: 5,
        loads: [
          {
            product: { name: 'Semen 50 kg', product_type: { name: 'Bahan Bangunan' } },
            quantity: 20,
            uom: 'Sak',
            total_weight: 1000,
            total_volume: 5,
          },
        ],
      },
      {
        number: 'DO-2611-00102',
        shipment_type: 'DIRECT',
        shipment_number: null,
        reference_number: null,
        customer: { name: 'CV Makmur Jaya' },
        origin_address: place('Gudang Cikarang', 'Bekasi'),
        destination_address: place('DC Bandung', 'Bandung'),
        expected_pickup_on: '2026-11-27T09:00:00+07:00',
        expected_delivered_on: null,
        load_weight: 250,
        load_volume: 1.5,
        loads: [
          {
            product: { name: 'Cat Tembok 5 L', product_type: { name: 'Cat' } },
            quantity: 50,
            uom: 'Kaleng',
            total_weight: 250,
            total_volume: 1.5,
          },
        ],
      },
    ],
    ...overrides,
  };
}
