import type { DeliveryOrderRowResponse, FleetTask } from '@armada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLEET_TASK_ATTACH_DELIVERY_PATH, FLEET_TASK_DETAIL_PATH } from '../../../shared/paths/fleet-task';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { listAnswer, TASK_ID, taskIn } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { AttachDeliveryPage } from './AttachDeliveryPage';

const FIRST_RENDER = { timeout: 10_000 };

function buildOrder(index: number): DeliveryOrderRowResponse {
  return {
    id: `0d3e7e1a-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    number: `DO-ANL-00${String(index).padStart(2, '0')}`,
    shipment_type: 'DIRECT',
    shipment_number: null,
    reference_number: null,
    external_reference_number: null,
    status: { name: 'OPEN' },
    customer: { id: 1, name: 'PT Sumber Pangan Makmur' },
    billed_customer: null,
    origin_address: { id: 2, name: 'Gudang Semarang', city: 'Semarang' },
    destination_address: { id: 3, name: 'Toko Solo', city: 'Solo' },
    expected_pickup_on: null,
    expected_delivered_on: null,
    load_count: 1,
    load_weight: 100,
    load_volume: 1,
    is_load_adjusted: false,
    is_from_vendor_request: false,
    transits: [],
    note: null,
    user_definition_fields: [],
    created_on: '2026-11-20T10:00:00.000+07:00',
    updated_on: '2026-11-20T10:00:00.000+07:00',
  };
}

const orders = [buildOrder(1), buildOrder(2), buildOrder(3)];

function stubApi(task: FleetTask, answer: (call: Call) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const handled = answer(call);
    if (handled) return handled;
    if (call.url.pathname.endsWith(`/fleet-task/${task.id}`)) return json({ data: task });
    if (call.url.pathname.endsWith('/order/v1/delivery-order')) return listAnswer(orders);
    return undefined;
  });
}

function renderPage(search = '?navsource=fleet-task') {
  return renderRoutes(
    [
      { path: FLEET_TASK_ATTACH_DELIVERY_PATH, element: <AttachDeliveryPage /> },
      { path: FLEET_TASK_DETAIL_PATH, element: <p>Halaman penugasan</p> },
    ],
    { user: buildUser('dispatcher'), path: `/fleet-task/${TASK_ID}/attach-delivery${search}` },
  );
}

async function select(...numbers: string[]) {
  for (const number of numbers) {
    await userEvent.click(await screen.findByLabelText(`Pilih ${number}`, {}, FIRST_RENDER));
  }
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AttachDeliveryPage', () => {
  it('lists only OPEN delivery orders, with the search sent to the server', async () => {
    const calls = stubApi(taskIn('DRAFT'));
    renderPage('?navsource=fleet-task&search=Solo');
    await screen.findByText('DO-ANL-0001', {}, FIRST_RENDER);
    const list = calls.find((call) => call.url.pathname.endsWith('/order/v1/delivery-order'));
    expect(list?.url.searchParams.getAll('filters')).toContain('status.name eq OPEN');
    expect(list?.url.searchParams.get('search')).toBe('Solo');
    expect(
      screen.getByText('Pilih pengiriman yang belum ditugaskan untuk ditambahkan ke FO-2611-00005.'),
    ).toBeInTheDocument();
  });

  it('attaches the selected orders with PUT and goes back to the task keeping navsource', async () => {
    const calls = stubApi(taskIn('DRAFT'), (call) => (call.method === 'PUT' ? listAnswer([]) : undefined));
    const { router } = renderPage('?navsource=fleet-task&search=DO');
    await select('DO-ANL-0001', 'DO-ANL-0003');
    await userEvent.click(screen.getByText('Tambahkan (2)'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`));
    expect(router.state.location.search).toBe('?navsource=fleet-task');
    const [put] = writes(calls);
    expect(put?.method).toBe('PUT');
    expect(put?.url.pathname).toBe(`/api/fleet-planning/v1/fleet-task/${TASK_ID}/delivery-order`);
    expect(put?.body).toEqual({ delivery_order_ids: [orders[0]?.id, orders[2]?.id] });
    expect(await screen.findByText('2 pengiriman berhasil ditambahkan ke FO-2611-00005')).toBeInTheDocument();
  });

  it('adds the orders as an intervention when the query says isIntervention', async () => {
    const calls = stubApi(taskIn('STARTED'), (call) => (call.method === 'POST' ? listAnswer([]) : undefined));
    renderPage('?navsource=fleet-task&isIntervention=true');
    expect(await screen.findByText(/sebagai intervensi rute/, {}, FIRST_RENDER)).toBeInTheDocument();
    await select('DO-ANL-0002');
    await userEvent.click(screen.getByText('Tambahkan (1)'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]?.method).toBe('POST');
    expect(writes(calls)[0]?.url.pathname).toBe(`/api/fleet-planning/v1/fleet-task/${TASK_ID}/intervention`);
  });

  it("shows the server's message when the attach is refused and stays", async () => {
    stubApi(taskIn('DRAFT'), (call) =>
      call.method === 'PUT'
        ? json(
            {
              code: 'delivery/cannot-unassign-from-fleet-task',
              message: 'Pengiriman DO-ANL-0001 sudah ditugaskan pada penugasan FO-2611-00002.',
            },
            400,
          )
        : undefined,
    );
    const { router } = renderPage();
    await select('DO-ANL-0001');
    await userEvent.click(screen.getByText('Tambahkan (1)'));
    expect(
      await screen.findByText('Pengiriman DO-ANL-0001 sudah ditugaskan pada penugasan FO-2611-00002.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}/attach-delivery`);
  });

  it('goes back to the task with the back button, keeping navsource and dropping its own list state', async () => {
    stubApi(taskIn('DRAFT'));
    const { router } = renderPage(
      '?navsource=delivery-detail&navsourceparam=%7B%22id%22%3A%22x%22%7D&page=2',
    );
    await userEvent.click(await screen.findByLabelText('Kembali', {}, FIRST_RENDER));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('navsource')).toBe('delivery-detail');
    expect(query.get('navsourceparam')).toBe('{"id":"x"}');
    expect(query.has('page')).toBe(false);
  });

  it('offers no attach on a task that cannot take deliveries', async () => {
    stubApi(taskIn('ENDED'));
    renderPage();
    expect(
      await screen.findByText('Pengiriman tidak dapat ditambahkan pada penugasan ini.', {}, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.queryByText('DO-ANL-0001')).not.toBeInTheDocument();
  });
});
