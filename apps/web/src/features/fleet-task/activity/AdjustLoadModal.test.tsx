import type { DeliveryLoadResponse, SequenceActivityResponse } from '@armada/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_BASE,
  buildActivity,
  buildLoad,
  DROP_ID,
  LOADS_PATH,
  listAnswer,
  ORDER_ID,
  ORDER_NUMBER,
  POINT_ID,
  TASK_ID,
} from '../../../test/activity.factory';
import { json, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { AdjustLoadModal } from './AdjustLoadModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

const completedPickup = buildActivity({
  status: { raw_type: 'COMPLETED' },
  completed_on: '2026-11-21T09:10:00.000+07:00',
  menu: ['view-proof', 'adjust-load'],
});
const completedDrop = buildActivity({
  id: DROP_ID,
  type: 'DROP',
  status: { raw_type: 'COMPLETED' },
  completed_on: '2026-11-21T11:00:00.000+07:00',
  menu: ['view-proof', 'adjust-load'],
});

type Handlers = Parameters<typeof stubApi>[0];

function renderModal(
  activity: SequenceActivityResponse,
  loads: DeliveryLoadResponse[],
  handlers: Handlers = {},
) {
  const api = stubApi({ [`GET ${LOADS_PATH}`]: () => json(listAnswer(loads)), ...handlers });
  const onDone = vi.fn();
  renderPage(
    <AdjustLoadModal
      taskId={TASK_ID}
      pointId={POINT_ID}
      activity={activity}
      onClose={() => {}}
      onDone={onDone}
    />,
    { user: buildUser('admin') },
  );
  return { ...api, onDone, adjustPath: `${ACTIVITY_BASE}/${activity.id}/adjust-load` };
}

const quantityOf = (product: string) => screen.findByLabelText(`Kuantitas aktual ${product}`);
const reasonOf = (product: string) => screen.getByLabelText(`Alasan perubahan ${product}`);
const saveButton = () => screen.getByRole('button', { name: 'Simpan' });

async function typeQuantity(product: string, text: string) {
  const input = await quantityOf(product);
  await userEvent.clear(input);
  if (text !== '') await userEvent.type(input, text);
  return input;
}

describe('AdjustLoadModal', () => {
  it("titles the table 'Ubah Kuantitas Muatan' and starts each row at its current actual quantity", async () => {
    renderModal(completedPickup, [buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true })]);
    expect(await screen.findByText('Ubah Kuantitas Muatan')).toBeInTheDocument();
    expect(await quantityOf('Semen Gresik 1')).toHaveValue('8');
    expect(saveButton()).toBeDisabled();
  });

  it("says 'Harus berupa angka' for anything but digits", async () => {
    renderModal(completedPickup, [buildLoad(1)]);
    const input = await typeQuantity('Semen Gresik 1', '7a');
    expect(await screen.findByText('Harus berupa angka')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it("says 'Kuantitas aktual melebihi rencana' above the plan", async () => {
    renderModal(completedPickup, [buildLoad(1)]);
    await typeQuantity('Semen Gresik 1', '11');
    expect(await screen.findByText('Kuantitas aktual melebihi rencana')).toBeInTheDocument();
  });

  it("says 'Kuantitas aktual melebihi perubahan terakhir' above a pickup's last adjustment", async () => {
    renderModal(completedPickup, [buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true })]);
    await typeQuantity('Semen Gresik 1', '9');
    expect(await screen.findByText('Kuantitas aktual melebihi perubahan terakhir')).toBeInTheDocument();
  });

  it("says 'Kuantitas aktual terkirim melebihi aktual pengambilan' for a drop above what was picked up", async () => {
    renderModal(completedDrop, [
      buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true, quantity_delivered: 8 }),
    ]);
    await typeQuantity('Semen Gresik 1', '9');
    expect(
      await screen.findByText('Kuantitas aktual terkirim melebihi aktual pengambilan'),
    ).toBeInTheDocument();
  });

  it("says 'Kuantitas aktual melebihi perubahan terakhir' above a drop's last adjustment", async () => {
    renderModal(completedDrop, [buildLoad(1, { quantity_delivered: 6, is_adjusted_delivered: true })]);
    await typeQuantity('Semen Gresik 1', '7');
    expect(await screen.findByText('Kuantitas aktual melebihi perubahan terakhir')).toBeInTheDocument();
  });

  it("asks 'Alasan perubahan wajib diisi' as soon as a quantity goes down", async () => {
    renderModal(completedPickup, [buildLoad(1)]);
    await typeQuantity('Semen Gresik 1', '8');
    expect(await screen.findByText('Alasan perubahan wajib diisi')).toBeInTheDocument();
    expect(reasonOf('Semen Gresik 1')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(reasonOf('Semen Gresik 1'), 'Dua sak rusak');
    await waitFor(() => expect(screen.queryByText('Alasan perubahan wajib diisi')).not.toBeInTheDocument());
  });

  it('highlights the reduced rows without a reason and toasts instead of saving', async () => {
    const { calls } = renderModal(completedPickup, [buildLoad(1), buildLoad(2)]);
    await typeQuantity('Semen Gresik 2', '5');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi'),
    ).toBeInTheDocument();
    const flagged = document.querySelectorAll('[data-missing-reason="true"]');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent('Semen Gresik 2');
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it('highlights the rows the server names in its null-reason refusal', async () => {
    // Someone else lowered the pickup to 6 meanwhile: 7 is now a reduction for the server.
    const { calls, adjustPath } = renderModal(
      completedPickup,
      [buildLoad(1), buildLoad(2, { quantity_picked: 6 })],
      {
        'PATCH /fleet-planning/v1': () =>
          json(
            {
              code: 'delivery/load-adjustment-reason-required',
              message: 'Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi',
              errors: [
                { field: '0.reason', code: 'reason-required', message: 'Alasan perubahan wajib diisi' },
              ],
              errors_v2: {
                issues: [
                  {
                    code: 'FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL',
                    field: '0.reason',
                    message: 'Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi',
                  },
                ],
              },
            },
            400,
          ),
      },
    );
    await typeQuantity('Semen Gresik 2', '7');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Gagal Menyimpan. Terdapat Alasan Perubahan yang belum diisi'),
    ).toBeInTheDocument();
    const flagged = document.querySelectorAll('[data-missing-reason="true"]');
    expect(flagged).toHaveLength(1);
    expect(flagged[0]).toHaveTextContent('Semen Gresik 2');
    expect(flagged[0]).toHaveTextContent('Alasan perubahan wajib diisi');
    expect(calls.find((call) => call.method === 'PATCH')?.path).toBe(adjustPath);
  });

  it('sends only the changed loads and toasts the success', async () => {
    const { calls, onDone, adjustPath } = renderModal(completedPickup, [buildLoad(1), buildLoad(2)], {
      'PATCH /fleet-planning/v1': () =>
        json({
          data: {
            delivery_order: { id: ORDER_ID, number: ORDER_NUMBER },
            loads: [buildLoad(1, { quantity_picked: 8, is_adjusted_picked: true }), buildLoad(2)],
          },
        }),
    });
    await typeQuantity('Semen Gresik 1', '8');
    await userEvent.type(reasonOf('Semen Gresik 1'), 'Dua sak rusak');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText(`Kuantitas muatan pengambilan/pengiriman! ${ORDER_NUMBER} berhasil diubah!`),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.method === 'PATCH');
    expect(sent?.path).toBe(adjustPath);
    expect(sent?.body).toEqual([
      { delivery_load_uuid: buildLoad(1).id, quantity: '8', reason: 'Dua sak rusak' },
    ]);
    expect(onDone).toHaveBeenCalled();
  });

  it('offers no save for a quantity back at its current value or left empty', async () => {
    renderModal(completedPickup, [buildLoad(1)]);
    await typeQuantity('Semen Gresik 1', '10');
    expect(saveButton()).toBeDisabled();
    await typeQuantity('Semen Gresik 1', '');
    expect(saveButton()).toBeDisabled();
  });
});
