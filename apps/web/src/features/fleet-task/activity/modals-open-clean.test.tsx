// Issue 26 item 8 'every modal opens clean': the activity modals are opened from the task's stop
// table as a dispatcher does, refused by the server, closed and opened again.
import type { SequenceActivityResponse } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildActivity,
  buildLoad,
  buildPoint,
  ORDER_NUMBER,
  PICKUP_ID,
  startedTask,
} from '../../../test/activity.factory';
import { type Call, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildSequence } from '../../../test/sequence.factory';
import { buildUser } from '../../../test/user.factory';
import { OrderTaskCard } from '../sequence/OrderTaskCard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const OTHER_NUMBER = 'DO-2611-00032';

/** A second stop activity on the same point, for another delivery order. */
function otherOf(activity: SequenceActivityResponse): SequenceActivityResponse {
  return {
    ...activity,
    id: 'a1a1a1a1-2222-4a5b-8c9d-000000000003',
    delivery_order: {
      ...activity.delivery_order,
      id: '5f1e2d3c-0000-4000-8000-00000000000b',
      number: OTHER_NUMBER,
    },
  };
}

const FIELD_REFUSAL = {
  code: 'invalid/invalid-fields',
  message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
};

function renderCard(first: SequenceActivityResponse, refusal: (call: Call) => Response | undefined) {
  const point = { ...buildPoint(first), activities: [first, otherOf(first)] };
  const sequence = buildSequence([point]);
  const calls = stubFetch((call) => {
    const refused = refusal(call);
    if (refused) return refused;
    const path = call.url.pathname;
    if (path.endsWith('/sequence')) return json({ data: sequence });
    if (path.endsWith('/attachment') && call.method === 'DELETE') return json({ data: { deleted: 0 } });
    if (path.endsWith('/attachment')) return json({ data: [] });
    if (path.endsWith('/load')) {
      return json({
        data: { paginated_result: [buildLoad(1)], ids: [0] },
        metadata: { page: 1, limit: 1000, total_count: 1 },
      });
    }
    if (path.endsWith('/activity') && path.includes('/delivery-order/')) return json({ data: [] });
    return undefined;
  });
  renderPage(<OrderTaskCard task={startedTask()} />, { user: buildUser('admin') });
  return calls;
}

/** The card shows its rows once the sequence answered; a loaded machine may need a while. */
const FIRST_RENDER = { timeout: 10_000 };

const dialog = () => screen.getByRole('dialog');
const footerButton = (name: string) => {
  const footer = document.querySelector<HTMLElement>('.ant-modal-footer');
  if (!footer) throw new Error('the modal has no footer');
  return within(footer).getByRole('button', { name });
};

async function closeDialog(name = 'Batal') {
  await userEvent.click(within(dialog()).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Types a time into the picker and applies it with the picker's OK button (needConfirm). */
async function chooseTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.type(input, text);
  const ok = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button',
    );
    if (!button) throw new Error('the picker has no OK button yet');
    return button;
  });
  await userEvent.click(ok);
}

const TIME_REFUSED = 'Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual';
const FORM_REFUSED = 'Gagal menyelesaikan pengambilan/pengiriman. Mohon periksa kembali data Anda.';

/** The complete-activity form as it must look when it opens: nothing typed, nothing refused. */
function expectCleanCompleteForm(number: string) {
  const modal = dialog();
  expect(within(modal).getByText(new RegExp(`^${number}`))).toBeInTheDocument();
  expect(within(modal).getByLabelText('Nama Pengirim')).toHaveValue('');
  expect(within(modal).getByLabelText('Waktu Pengambilan')).toHaveValue('');
  expect(within(modal).getByLabelText('Catatan')).toHaveValue('');
  expect(within(modal).getByLabelText('Nama Pengirim')).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByText(TIME_REFUSED)).not.toBeInTheDocument();
  expect(screen.queryByText(FORM_REFUSED)).not.toBeInTheDocument();
  expect(footerButton('Simpan')).toBeDisabled();
}

// Choosing a time renders antd's calendar and time columns in jsdom: about 10 s, and each test here
// walks three openings: 40 s on a loaded machine.
describe('the activity modals open clean after a refusal', { timeout: 90_000 }, () => {
  it("'Selesaikan' opens an empty form again for the same and for another activity", async () => {
    const pending = buildActivity({ menu: ['complete'] });
    const calls = renderCard(pending, (call) =>
      call.url.pathname.endsWith(`/activity/${PICKUP_ID}/complete`)
        ? json(
            {
              ...FIELD_REFUSAL,
              errors: [{ field: 'completed_on', code: 'before-actual-departure', message: TIME_REFUSED }],
            },
            400,
          )
        : undefined,
    );
    const completeButtons = async () => screen.findAllByRole('button', { name: 'Selesaikan' }, FIRST_RENDER);

    await userEvent.click((await completeButtons())[0] as HTMLElement);
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi Hartono');
    await userEvent.type(screen.getByLabelText('Catatan'), 'Segel rusak');
    await chooseTime('Waktu Pengambilan', '21 Nov 2026 09:15');
    await userEvent.click(footerButton('Simpan'));
    expect(await screen.findByText(TIME_REFUSED)).toBeInTheDocument();
    expect(screen.getByText(FORM_REFUSED)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.pathname.endsWith('/complete'))).toHaveLength(1);
    await closeDialog();

    await userEvent.click((await completeButtons())[0] as HTMLElement);
    await screen.findByLabelText('Nama Pengirim');
    expectCleanCompleteForm(ORDER_NUMBER);
    await closeDialog();

    await userEvent.click((await completeButtons())[1] as HTMLElement);
    await screen.findByLabelText('Nama Pengirim');
    expectCleanCompleteForm(OTHER_NUMBER);
  });

  it("'Ubah Kuantitas Muatan' opens with the current quantities and no refusal again", async () => {
    const completed = buildActivity({
      status: { raw_type: 'COMPLETED' },
      completed_on: '2026-11-21T09:10:00.000+07:00',
      contact_person_name: 'Rudi Hartono',
      menu: ['view-proof', 'adjust-load'],
    });
    const reasonRefused = 'Alasan perubahan tidak boleh lebih dari 255 karakter';
    const calls = renderCard(completed, (call) =>
      call.method === 'PATCH' && call.url.pathname.endsWith('/adjust-load')
        ? json(
            { ...FIELD_REFUSAL, errors: [{ field: '0.reason', code: 'too-long', message: reasonRefused }] },
            400,
          )
        : undefined,
    );
    const openAdjust = async (number: string) => {
      await userEvent.click(await screen.findByLabelText(`Aksi ${number}`, {}, FIRST_RENDER));
      // A menu opened before stays in the page, hidden: the entry is taken from the open one.
      const menu = await waitFor(() => {
        const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)');
        if (!open) throw new Error('no open menu yet');
        return open;
      });
      await userEvent.click(within(menu).getByText('Ubah Kuantitas Muatan'));
      return screen.findByLabelText('Kuantitas aktual Semen Gresik 1', {}, FIRST_RENDER);
    };
    const expectClean = (quantity: HTMLElement) => {
      expect(quantity).toHaveValue('10');
      expect(screen.getByLabelText('Alasan perubahan Semen Gresik 1')).toHaveValue('');
      expect(screen.queryByText(reasonRefused)).not.toBeInTheDocument();
      expect(document.querySelector('[data-missing-reason="true"]')).toBeNull();
      expect(within(dialog()).getByRole('button', { name: 'Simpan' })).toBeDisabled();
    };

    const quantity = await openAdjust(ORDER_NUMBER);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await userEvent.type(screen.getByLabelText('Alasan perubahan Semen Gresik 1'), 'Dua sak rusak');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog()).findByText(reasonRefused)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
    await closeDialog();

    expectClean(await openAdjust(ORDER_NUMBER));
    await closeDialog();
    expectClean(await openAdjust(OTHER_NUMBER));
  });
});
