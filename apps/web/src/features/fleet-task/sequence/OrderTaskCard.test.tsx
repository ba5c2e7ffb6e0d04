import {
  ACCURATE_INTEGRATION_SCOPES,
  type AuthUser,
  type FleetTask,
  type FleetTaskSequence,
} from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildActivity, buildPoint, buildSequence, listAnswer, taskIn } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import type { ActivityActionHostProps } from '../activity/ActivityActionHost';
import { OrderTaskCard } from './OrderTaskCard';

// W5 builds the modals behind these actions; the card only has to hand over the chosen one.
const hostProps = vi.hoisted(() => ({ current: null as ActivityActionHostProps | null }));
vi.mock('../activity/ActivityActionHost', () => ({
  ActivityActionHost: (props: ActivityActionHostProps) => {
    hostProps.current = props;
    return null;
  },
}));

function stubSequence(
  sequence: FleetTaskSequence,
  answer: (call: Call) => Response | undefined = () => undefined,
) {
  return stubFetch((call) => {
    const handled = answer(call);
    if (handled) return handled;
    if (call.url.pathname.endsWith('/sequence')) return json({ data: sequence });
    return listAnswer([]);
  });
}

function renderCard(task: FleetTask, user: AuthUser = buildUser('dispatcher'), search = '') {
  return renderRoutes(
    [
      { path: '/fleet-task/:id', element: <OrderTaskCard task={task} /> },
      { path: '/fleet-task/:id/attach-delivery', element: <p>Halaman tambah pengiriman</p> },
      { path: '/delivery/:id', element: <p>Detail pengiriman</p> },
    ],
    { user, path: `/fleet-task/${task.id}${search}` },
  );
}

/** The card shows its rows once the sequence answered; a loaded machine may need a while. */
const FIRST_RENDER = { timeout: 10_000 };
const findTable = () => screen.findByLabelText('Aktivitas di DC Sunter', {}, FIRST_RENDER);

async function headers() {
  const table = await findTable();
  return [...table.querySelectorAll('thead th')].map((cell) => cell.textContent);
}

/** The table's data rows (not the measure row nor the footer). */
const rowsOf = (table: HTMLElement) => [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')];

afterEach(() => {
  vi.unstubAllGlobals();
  hostProps.current = null;
});

describe('OrderTaskCard: activity table columns by status', () => {
  it('shows the arrows but neither the processing status nor the actual time in Draf', async () => {
    stubSequence(buildSequence([buildPoint({ activities: [buildActivity({ menu: ['transfer'] })] })]));
    renderCard(taskIn('DRAFT'));
    expect(await headers()).toEqual([
      'Urutan',
      'No. DO',
      'Aktivitas',
      'No. Shipment',
      'Referensi Internal',
      'Referensi Order',
      'Pelanggan',
      'Lokasi',
      'Target Ambil/Kirim',
      'Berat',
      'Volume',
      'Aksi',
    ]);
  });

  it('shows the processing status and the actual time, without arrows, in Perjalanan', async () => {
    const done = buildActivity({
      status: { raw_type: 'COMPLETED' },
      completed_on: '2027-02-04T05:10:00.000Z',
      menu: ['view-proof'],
    });
    const pending = buildActivity({
      id: 'a1000000-0000-4000-8000-000000000002',
      type: 'DROP',
      menu: ['complete'],
    });
    stubSequence(buildSequence([buildPoint({ activities: [done, pending] })]));
    renderCard(taskIn('STARTED'));
    const shown = await headers();
    expect(shown).not.toContain('Urutan');
    expect(shown).toContain('Status');
    expect(shown).toContain('Waktu Aktual');
    const [doneRow, pendingRow] = rowsOf(await findTable());
    expect(doneRow).toHaveTextContent('Selesai Diproses');
    expect(doneRow).toHaveTextContent('04 Feb 2027 12:10');
    expect(pendingRow).toHaveTextContent('Belum Diproses');
  });

  it('shows the order reference only to a user with a tms-integration-accurate scope', async () => {
    stubSequence(buildSequence());
    const user = buildUser('dispatcher');
    const withoutAccurate = {
      ...user,
      scopes: user.scopes.filter(
        (scope) => !(ACCURATE_INTEGRATION_SCOPES as readonly string[]).includes(scope),
      ),
    };
    renderCard(taskIn('DRAFT'), withoutAccurate);
    expect(await headers()).not.toContain('Referensi Order');
  });

  it('has no action column when no row has a menu (Dibatalkan)', async () => {
    stubSequence(buildSequence());
    renderCard(taskIn('CANCELED'));
    expect(await headers()).not.toContain('Aksi');
    expect(screen.queryByLabelText(/^Aksi /)).not.toBeInTheDocument();
  });

  it("links the DO number to /delivery/{id}, flags 'DO Transit' and badges Ambil and Kirim", async () => {
    const transit = buildActivity({
      type: 'DROP',
      id: 'a1000000-0000-4000-8000-000000000003',
      delivery_order: {
        ...buildActivity().delivery_order,
        id: 'order-2',
        number: 'DO-ANL-0024',
        is_transit: true,
      },
    });
    stubSequence(buildSequence([buildPoint({ activities: [buildActivity(), transit] })]));
    renderCard(taskIn('DRAFT'));
    const [pickupRow, dropRow] = rowsOf(await findTable());
    expect(
      within(pickupRow as HTMLElement)
        .getByText('DO-ANL-0007')
        .closest('a'),
    ).toHaveAttribute('href', '/delivery/5b0c3c0e-8f7a-4f59-9b57-0d3e7e1a0001');
    expect(pickupRow).toHaveTextContent('Ambil');
    expect(pickupRow).not.toHaveTextContent('DO Transit');
    expect(dropRow).toHaveTextContent('DO-ANL-0024DO Transit');
    expect(dropRow).toHaveTextContent('Kirim');
  });

  it('totals the weight and volume of the rows in Kg and Cbm in the footer', async () => {
    const second = buildActivity({
      id: 'a1000000-0000-4000-8000-000000000004',
      delivery_order: {
        ...buildActivity().delivery_order,
        current_total_weight: 370,
        current_total_volume: 0.2,
      },
    });
    stubSequence(buildSequence([buildPoint({ activities: [buildActivity(), second] })]));
    renderCard(taskIn('DRAFT'));
    const table = await findTable();
    const footer = table.querySelector('tfoot tr, .ant-table-summary tr') as HTMLElement;
    expect(footer).toHaveTextContent('Total');
    expect(footer).toHaveTextContent('7.000,00 Kg');
    expect(footer).toHaveTextContent('12,000 Cbm');
  });

  it("reads the lists' 'Belum ada data' in a stop without activities", async () => {
    stubSequence(buildSequence([buildPoint({ activities: [] })]));
    renderCard(taskIn('DRAFT'));
    const table = await findTable();
    expect(table.querySelector('.ant-empty-description')).toHaveTextContent('Belum ada data');
  });

  it('shows the totals of the task in Kg and Cbm', async () => {
    stubSequence(buildSequence([buildPoint()], { current_total_weight: 1250.5, current_total_volume: 3.25 }));
    renderCard(taskIn('DRAFT'));
    await waitFor(
      () => expect(screen.getByTestId('order-weight')).toHaveTextContent('1.250,50 Kg'),
      FIRST_RENDER,
    );
    expect(screen.getByTestId('order-volume')).toHaveTextContent('3,250 Cbm');
  });
});

describe('OrderTaskCard: row menu actions', () => {
  it("hands 'Selesaikan' to the activity action host with the row and its point", async () => {
    const pending = buildActivity({ menu: ['complete', 'remove'] });
    stubSequence(buildSequence([buildPoint({ activities: [pending] })]));
    renderCard(taskIn('STARTED'));
    await userEvent.click(await screen.findByText('Selesaikan', {}, FIRST_RENDER));
    await waitFor(() => expect(hostProps.current?.action?.kind).toBe('complete'));
    expect(hostProps.current?.action?.activity.id).toBe(pending.id);
    expect(hostProps.current?.action?.point.id).toBe(buildPoint().id);
  });
});
