import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, json, stubFetch } from '../../../../test/http';
import { renderRoutes } from '../../../../test/render';
import {
  buildActivity,
  buildTargetRow,
  listAnswer,
  TASK_ID,
  taskIn,
} from '../../../../test/sequence.factory';
import { buildUser } from '../../../../test/user.factory';
import { TransferWizard } from './TransferWizard';

const FIRST_RENDER = { timeout: 10_000 };
const activity = buildActivity({ menu: ['transfer', 'remove'] });
const targets = Array.from({ length: 5 }, (_, index) => buildTargetRow(index + 1));
const destination = targets[1] as (typeof targets)[number];

function stubTargets(answer: (call: Call) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const handled = answer(call);
    if (handled) return handled;
    if (call.url.pathname.endsWith('/transfer-target')) {
      const page = Number(call.url.searchParams.get('page'));
      return listAnswer(page === 1 ? targets : [buildTargetRow(6)], 6, page, 5);
    }
    return undefined;
  });
}

function renderWizard(onClose = vi.fn()) {
  const task = taskIn('STARTED');
  const result = renderRoutes(
    [
      {
        path: '/fleet-task/:id',
        element: <TransferWizard task={task} timeZone="Asia/Jakarta" activity={activity} onClose={onClose} />,
      },
    ],
    { user: buildUser('dispatcher'), path: `/fleet-task/${TASK_ID}` },
  );
  return { ...result, onClose };
}

const targetCalls = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/transfer-target'));
const transfers = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/transfer'));

async function chooseDestination() {
  await userEvent.click(await screen.findByLabelText(`Pilih ${destination.number}`, {}, FIRST_RENDER));
  await userEvent.click(screen.getByText('Selanjutnya'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TransferWizard', () => {
  it('lists the transfer targets 5 a page and pages and searches on the server', async () => {
    const calls = stubTargets();
    renderWizard();
    await screen.findByText(destination.number, {}, FIRST_RENDER);
    const first = targetCalls(calls)[0];
    expect(first?.url.pathname).toBe(`/api/fleet-planning/v1/fleet-task/${TASK_ID}/transfer-target`);
    expect(first?.url.searchParams.get('limit')).toBe('5');
    expect(first?.url.searchParams.get('page')).toBe('1');

    await userEvent.click(screen.getByTitle('2'));
    await screen.findByText(buildTargetRow(6).number);
    expect(targetCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2');

    await userEvent.type(screen.getByLabelText('Cari penugasan'), 'B 9044{Enter}');
    await waitFor(() => expect(targetCalls(calls).at(-1)?.url.searchParams.get('search')).toBe('B 9044'));
    expect(targetCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('requires a destination before the review', async () => {
    stubTargets();
    renderWizard();
    await screen.findByText(destination.number, {}, FIRST_RENDER);
    await userEvent.click(screen.getByText('Selanjutnya'));
    expect(await screen.findByText('Pilih penugasan tujuan terlebih dahulu.')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-review')).not.toBeInTheDocument();
  });

  it("reviews the order, both tasks with the status list's names, then submits and goes to the destination", async () => {
    const calls = stubTargets((call) =>
      call.url.pathname.endsWith('/transfer')
        ? json({
            data: {
              id: destination.id,
              number: destination.number,
              status: 'SCHEDULED',
              created: false,
              delivery_order: { id: activity.delivery_order.id, number: 'DO-ANL-0007' },
              vendor_cleared: false,
            },
          })
        : undefined,
    );
    const { router, onClose } = renderWizard();
    await chooseDestination();
    const review = await screen.findByTestId('transfer-review');
    expect(within(review).getByText('DO-ANL-0007')).toBeInTheDocument();
    // Perjalanan is 'Dijalankan' in the transfer review (section 4).
    expect(within(review).getByText('FO-2611-00005 (Dijalankan)')).toBeInTheDocument();
    expect(within(review).getByText(`${destination.number} (Dijadwalkan)`)).toBeInTheDocument();
    expect(transfers(calls)).toHaveLength(0);

    await userEvent.click(screen.getByText('Transfer', { selector: 'button span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet-task/${destination.id}`));
    expect(transfers(calls)[0]?.url.pathname).toBe(
      `/api/fleet-planning/v1/fleet-task/${TASK_ID}/delivery-order/${activity.delivery_order.id}/transfer`,
    );
    expect(transfers(calls)[0]?.body).toEqual({ type: 'exist', fleet_task_uuid: destination.id });
    expect(
      await screen.findByText(`Pengiriman DO-ANL-0007 berhasil ditransfer ke ${destination.number}`),
    ).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays on the review", async () => {
    stubTargets((call) =>
      call.url.pathname.endsWith('/transfer')
        ? json(
            {
              code: 'transfer/delivery-order-picked-up',
              message: 'Pengiriman DO-ANL-0007 tidak dapat ditransfer karena sudah diambil.',
            },
            400,
          )
        : undefined,
    );
    const { router, onClose } = renderWizard();
    await chooseDestination();
    await userEvent.click(await screen.findByText('Transfer', { selector: 'button span' }));
    expect(
      await screen.findByText('Pengiriman DO-ANL-0007 tidak dapat ditransfer karena sudah diambil.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('transfer-review')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/fleet-task/${TASK_ID}`);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says 'Gagal transfer pengiriman. Terdapat kendala pada server.' on a server failure and goes to the destination", async () => {
    stubTargets((call) =>
      call.url.pathname.endsWith('/transfer')
        ? json({ code: 'internal-error', message: 'Terjadi kendala pada server. Silakan coba lagi.' }, 500)
        : undefined,
    );
    const { router } = renderWizard();
    await chooseDestination();
    await userEvent.click(await screen.findByText('Transfer', { selector: 'button span' }));
    expect(
      await screen.findByText('Gagal transfer pengiriman. Terdapat kendala pada server.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/fleet-task/${destination.id}`));
  });
});
