import type { DeliveryOrderDetail } from '@armada/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_DETAIL_PATH } from '../../shared/paths/delivery';
import { buildLoad, listAnswer } from '../../test/activity.factory';
import { historyEvent } from '../../test/fleet-task.factory';
import { json, stubApi } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { DeliveryDetailPage } from './DeliveryDetailPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORDER_ID = '5f1e2d3c-0000-4000-8000-00000000000a';
const TASK_ID = '7d0c5a52-3f5e-4c1a-9c55-0a1b2c3d4e5f';
const ORDER_PATH = `/order/v1/delivery-order/${ORDER_ID}`;

function buildOrder(overrides: Partial<DeliveryOrderDetail> = {}): DeliveryOrderDetail {
  return {
    id: ORDER_ID,
    number: 'DO-2611-00031',
    shipment_type: 'TRANSIT',
    shipment_number: 'SHP-7781',
    reference_number: 'REF-INT-12',
    external_reference_number: null,
    status: { name: 'PICKED_UP' },
    customer: { id: 1, name: 'PT Sinar Jaya' },
    billed_customer: { id: 2, name: 'PT Sinar Jaya Holding' },
    origin_address: { id: 11, name: 'Gudang Sinar Jaya', city: 'Bekasi' },
    destination_address: { id: 12, name: 'Toko Bangunan Makmur', city: 'Bandung' },
    expected_pickup_on: '2026-11-21T09:00:00.000+07:00',
    expected_delivered_on: '2026-11-21T15:00:00.000+07:00',
    load_count: 2,
    // The current load: 8 sacks picked up of the first load and 10 of the second, 40 kg each.
    load_weight: 720,
    load_volume: 0.6,
    is_load_adjusted: true,
    is_from_vendor_request: false,
    transits: [{ id: 13, name: 'Pool Cikampek', city: 'Karawang', sequence: 1 }],
    note: null,
    user_definition_fields: [{ key: 'po_number', value: 'PO-5567' }],
    created_on: '2026-11-20T08:00:00.000+07:00',
    updated_on: '2026-11-21T09:20:00.000+07:00',
    loads: [
      buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true }),
      buildLoad(2, { quantity_picked: 10, quantity_delivered: 10 }),
    ],
    fleet_task: { id: TASK_ID, number: 'FO-2611-00007', status: { name: 'STARTED' } },
    ...overrides,
  };
}

const EVENTS = [
  historyEvent({
    id: 'h2',
    event: 'FleetPlanning.DeliveryLoadUpdatedPicked',
    title: 'Kuantitas muatan pengambilan diubah',
    created_on: '2026-11-21T09:20:00.456+07:00',
    clickable: true,
    clickable_title: 'Lihat Perubahan',
    properties: [
      { key: 'delivery_order_uuid', value: ORDER_ID, is_redirectable: false, redirect_url: null },
      {
        key: 'Nomor Penugasan',
        value: 'FO-2611-00007',
        is_redirectable: true,
        redirect_url: `/fleet-task/${TASK_ID}`,
      },
      { key: 'Diubah oleh', value: 'Dewi Lestari', is_redirectable: false, redirect_url: null },
    ],
  }),
  historyEvent({ id: 'h1', event: 'Order.DeliveryOrderCreated', title: 'Pengiriman dibuat' }),
];

function renderPage(orderAnswer: () => Response) {
  const api = stubApi({
    [`GET ${ORDER_PATH}/history`]: () => json({ data: EVENTS }),
    [`GET ${ORDER_PATH}/log`]: () =>
      json(
        listAnswer([
          {
            ...EVENTS[0],
            delivery_order_uuid: ORDER_ID,
            created_by: { id: 2, name: 'Dewi Lestari' },
            details: [
              {
                delivery_load_uuid: buildLoad(1).id,
                product_name: 'Semen Gresik 1',
                product_type_name: 'Bahan Bangunan',
                uom: 'Sak',
                old_qty: 10,
                new_qty: 8,
                reason: 'Dua sak rusak',
              },
            ],
          },
        ]),
      ),
    [`GET ${ORDER_PATH}`]: orderAnswer,
  });
  const result = renderRoutes(
    [
      { path: DELIVERY_DETAIL_PATH, element: <DeliveryDetailPage /> },
      { path: '/fleet-task/:id', element: <p>Halaman penugasan</p> },
      { path: '/delivery/:id/edit', element: <p>Halaman ubah pengiriman</p> },
    ],
    { user: buildUser('dispatcher'), path: `/delivery/${ORDER_ID}` },
  );
  return { ...api, ...result };
}

describe('DeliveryDetailPage', () => {
  it('shows the order under its DO number with its status, route, customers and references', async () => {
    renderPage(() => json({ data: buildOrder() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DO-2611-00031' })).toBeInTheDocument();
    expect(screen.getAllByText('Diambil')[0]).toHaveClass('ant-tag');
    expect(screen.getByText('Transit', { selector: 'td *, td' })).toBeInTheDocument();
    expect(screen.getByText('Gudang Sinar Jaya, Bekasi')).toBeInTheDocument();
    expect(screen.getByText('Toko Bangunan Makmur, Bandung')).toBeInTheDocument();
    expect(screen.getByText('Pool Cikampek, Karawang')).toBeInTheDocument();
    expect(screen.getByText('PT Sinar Jaya Holding')).toBeInTheDocument();
    expect(screen.getByText('SHP-7781')).toBeInTheDocument();
    expect(screen.getByText('REF-INT-12')).toBeInTheDocument();
    expect(screen.getByText('21 Nov 2026 09:00')).toBeInTheDocument();
    expect(screen.getByText('PO-5567')).toBeInTheDocument();
  });

  it('lists the loads with the plan against picked and delivered, and the adjusted mark', async () => {
    renderPage(() => json({ data: buildOrder() }));
    const table = await screen.findByRole('table', { name: 'Muatan pengiriman DO-2611-00031' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Semen Gresik 1');
    expect(rows[0]).toHaveTextContent('10 Sak');
    expect(rows[0]).toHaveTextContent('8 Sak');
    expect(within(rows[0] as HTMLElement).getByText('Diubah saat ambil')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('Diubah saat ambil')).not.toBeInTheDocument();
  });

  it("weighs each load at its current quantity, so the rows add up to the order's total (issue 26 item 6)", async () => {
    renderPage(() => json({ data: buildOrder() }));
    const table = await screen.findByRole('table', { name: 'Muatan pengiriman DO-2611-00031' });
    const rows = within(table).getAllByRole('row').slice(1);
    // 8 sacks picked up of a plan of 10, 40 kg each: 320 kg, not the plan's 400 kg.
    expect(rows[0]).toHaveTextContent('320,00 Kg');
    expect(rows[1]).toHaveTextContent('400,00 Kg');
    expect(screen.getByText('720,00 Kg')).toBeInTheDocument();
  });

  it('links the fleet task that holds the order', async () => {
    const { router } = renderPage(() => json({ data: buildOrder() }));
    const link = await screen.findByRole('link', { name: 'FO-2611-00007' });
    expect(screen.getByText('Perjalanan')).toBeInTheDocument();
    await userEvent.click(link);
    expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`);
  });

  it('says when no fleet task holds the order', async () => {
    renderPage(() => json({ data: buildOrder({ fleet_task: null }) }));
    expect(await screen.findByText('Belum ditugaskan ke penugasan mana pun.')).toBeInTheDocument();
  });

  it("shows the order's history and opens a load change from it", async () => {
    renderPage(() => json({ data: buildOrder() }));
    expect(await screen.findByText('Pengiriman dibuat')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat Perubahan' }));
    // A modal and a log call on a busy machine: more than the default second to appear.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('Perubahan Kuantitas Muatan #DO-2611-00031')).toBeInTheDocument();
    expect(await within(dialog).findByText('Dua sak rusak', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it("offers 'Ubah' while the order may still change, opening its edit form", async () => {
    const { router } = renderPage(() => json({ data: buildOrder() }));
    await userEvent.click(await screen.findByRole('button', { name: /Ubah/ }));
    expect(router.state.location.pathname).toBe(`/delivery/${ORDER_ID}/edit`);
  });

  it("hides 'Ubah' on a delivered order but keeps 'Duplikat'", async () => {
    renderPage(() => json({ data: buildOrder({ status: { name: 'DELIVERED' } }) }));
    expect(await screen.findByRole('button', { name: /Duplikat/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ubah/ })).not.toBeInTheDocument();
  });

  it('says the order is not found on a 404', async () => {
    renderPage(() => json({ code: 'not-found', message: 'Data tidak ditemukan.' }, 404));
    expect(await screen.findByText('Pengiriman tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers a retry when the order cannot be loaded', async () => {
    let fail = true;
    renderPage(() =>
      fail
        ? json(
            { code: 'service-unavailable', message: 'Layanan sedang tidak tersedia. Silakan coba lagi.' },
            503,
          )
        : json({ data: buildOrder() }),
    );
    expect(await screen.findByText('Gagal memuat pengiriman')).toBeInTheDocument();
    expect(screen.getByText('Layanan sedang tidak tersedia. Silakan coba lagi.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'DO-2611-00031' })).toBeInTheDocument();
  });
});
