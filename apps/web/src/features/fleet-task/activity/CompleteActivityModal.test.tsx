import type { SequenceActivityResponse } from '@armada/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_BASE,
  buildActivity,
  buildPhoto,
  buildProof,
  DROP_ID,
  jpegFile,
  ORDER_NUMBER,
  POINT_ID,
  PROOF_PATH,
  startedTask,
} from '../../../test/activity.factory';
import { json, type RecordedCall, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { CompleteActivityModal } from './CompleteActivityModal';

afterEach(() => {
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubApi>[0];

function renderModal(activity: SequenceActivityResponse, handlers: Handlers = {}) {
  const base = `${ACTIVITY_BASE}/${activity.id}`;
  const api = stubApi({
    [`GET ${base}/attachment`]: () => json({ data: [] }),
    [`DELETE ${base}/attachment`]: () => json({ data: { deleted: 0 } }),
    [`GET ${PROOF_PATH}`]: () => json({ data: [buildProof()] }),
    ...handlers,
  });
  const onClose = vi.fn();
  const onDone = vi.fn();
  renderPage(
    <CompleteActivityModal
      task={startedTask()}
      pointId={POINT_ID}
      locationName="Gudang Sinar Jaya"
      activity={activity}
      onClose={onClose}
      onDone={onDone}
    />,
    { user: buildUser('dispatcher') },
  );
  return { ...api, base, onClose, onDone };
}

/** Looked for inside the modal's footer: a role query over the whole page also walks an opened picker's cells. */
const saveButton = () => {
  const footer = document.querySelector<HTMLElement>('.ant-modal-footer');
  if (!footer) throw new Error('the modal has no footer');
  return within(footer).getByRole('button', { name: 'Simpan' });
};
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const drop = () => buildActivity({ id: DROP_ID, type: 'DROP' });

/** Types a time into the picker and applies it with the picker's OK button (needConfirm). */
async function chooseTime(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input);
  await userEvent.clear(input);
  await userEvent.type(input, text);
  // The open picker's own OK button, found directly: a role query over the whole page walks every
  // cell of the calendar and time columns and costs seconds in jsdom.
  const ok = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(
      '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) .ant-picker-ok button',
    );
    if (!button) throw new Error('the picker has no OK button yet');
    return button;
  });
  await userEvent.click(ok);
}

async function fillPickup() {
  await userEvent.type(screen.getByLabelText('Nama Pengirim'), 'Rudi Hartono');
  await chooseTime('Waktu Pengambilan', '21 Nov 2026 09:15');
}

// Each test that picks a time renders antd's calendar and time columns in jsdom: about 10 s on a
// 2-core machine, too near the project's 20 s when the whole suite runs beside it.
describe('CompleteActivityModal', { timeout: 45_000 }, () => {
  it("asks for 'Nama Pengirim' and 'Waktu Pengambilan' on a pickup", async () => {
    renderModal(buildActivity());
    expect(await screen.findByText('Selesaikan Pengambilan')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Pengirim')).toBeInTheDocument();
    expect(screen.getByLabelText('Waktu Pengambilan')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nama Penerima')).not.toBeInTheDocument();
  });

  it("asks for 'Nama Penerima' and 'Waktu Pengiriman' on a drop", async () => {
    renderModal(drop());
    expect(await screen.findByText('Selesaikan Pengiriman')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama Penerima')).toBeInTheDocument();
    expect(screen.getByLabelText('Waktu Pengiriman')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nama Pengirim')).not.toBeInTheDocument();
  });

  it('keeps Save disabled until something changes', async () => {
    renderModal(buildActivity());
    await screen.findByLabelText('Nama Pengirim');
    expect(saveButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Nama Pengirim'), 'R');
    expect(saveButton()).toBeEnabled();
  });

  it('refuses a photo of 2097153 bytes with the size message and sends nothing', async () => {
    const { calls } = renderModal(buildActivity());
    await screen.findByLabelText('Nama Pengirim');
    fireEvent.change(fileInput(), { target: { files: [jpegFile(2_097_153)] } });
    expect(
      await screen.findByText('Gagal unggah foto. Ukuran foto melebihi batas ketentuan (2 MB)'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(saveButton()).toBeDisabled();
  });

  it('refuses a sixth photo', async () => {
    const photos = [1, 2, 3, 4, 5].map((index) => buildPhoto(index));
    const { calls } = renderModal(buildActivity(), {
      [`GET ${ACTIVITY_BASE}/${buildActivity().id}/attachment`]: () => json({ data: photos }),
    });
    await waitFor(() => expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(5));
    fireEvent.change(fileInput(), { target: { files: [jpegFile(1024)] } });
    expect(
      await screen.findByText('Gagal unggah foto. Maksimal 5 foto untuk setiap aktivitas.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses a text file named .jpg by its bytes', async () => {
    const { calls } = renderModal(buildActivity());
    await screen.findByLabelText('Nama Pengirim');
    const text = new File(['bukan gambar sama sekali'], 'foto.jpg', { type: 'image/jpeg' });
    fireEvent.change(fileInput(), { target: { files: [text] } });
    expect(
      await screen.findByText('Gagal unggah foto. Berkas harus berupa gambar JPG, PNG atau WebP.'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("uploads a real photo, says 'Mohon Tunggu' while busy, and counts it as a change", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, base } = renderModal(buildActivity(), {
      [`POST ${ACTIVITY_BASE}/${buildActivity().id}/attachment`]: async () => {
        await answered;
        return json({ data: buildPhoto(1) }, 201);
      },
    });
    await screen.findByLabelText('Nama Pengirim');
    fireEvent.change(fileInput(), { target: { files: [jpegFile(4096)] } });
    expect(await screen.findByText('Mohon Tunggu')).toBeInTheDocument();
    expect(screen.queryByText('Unggah Foto')).not.toBeInTheDocument();
    // A second file while the first is on its way is turned away with the same words.
    fireEvent.change(fileInput(), { target: { files: [jpegFile(4096, 'kedua.jpg')] } });
    await waitFor(() => expect(screen.getAllByText('Mohon Tunggu').length).toBeGreaterThan(1));
    release();
    // The trigger reads 'Unggah Foto' again (the warning toast may still be on screen).
    expect(await screen.findByText('Unggah Foto')).toBeInTheDocument();
    expect(
      calls.filter((call: RecordedCall) => call.method === 'POST' && call.path === `${base}/attachment`),
    ).toHaveLength(1);
    expect(document.querySelectorAll('.ant-upload-list-item')).toHaveLength(1);
    expect(saveButton()).toBeEnabled();
  });

  it('sends the form and toasts the pickup success', async () => {
    const { calls, base, onDone } = renderModal(buildActivity(), {
      [`POST ${ACTIVITY_BASE}/${buildActivity().id}/complete`]: () => json({ data: buildProof() }),
    });
    await screen.findByLabelText('Nama Pengirim');
    await fillPickup();
    await userEvent.type(screen.getByLabelText('Catatan'), 'Lengkap');
    await userEvent.click(saveButton());
    expect(await screen.findByText(`Pengiriman ${ORDER_NUMBER} berhasil diterima!`)).toBeInTheDocument();
    const sent = calls.find((call) => call.path === `${base}/complete`);
    expect(sent?.body).toEqual({
      contact_person_name: 'Rudi Hartono',
      completed_on: '2026-11-21T09:15:00.000+07:00',
      note: 'Lengkap',
      type: 'admin',
    });
    expect(onDone).toHaveBeenCalled();
  });

  it("toasts 'berhasil terkirim!' for a drop", async () => {
    const activity = drop();
    renderModal(activity, {
      [`POST ${ACTIVITY_BASE}/${activity.id}/complete`]: () =>
        json({ data: buildProof({ id: activity.id, type: 'DROP' }) }),
    });
    await userEvent.type(await screen.findByLabelText('Nama Penerima'), 'Siti');
    await chooseTime('Waktu Pengiriman', '21 Nov 2026 11:00');
    await userEvent.click(saveButton());
    expect(await screen.findByText(`Pengiriman ${ORDER_NUMBER} berhasil terkirim!`)).toBeInTheDocument();
  });

  it('shows the server field error and the form-error message', async () => {
    const { onDone } = renderModal(buildActivity(), {
      [`POST ${ACTIVITY_BASE}/${buildActivity().id}/complete`]: () =>
        json(
          {
            code: 'invalid/invalid-fields',
            message: 'Terdapat data yang belum valid. Mohon periksa kembali data Anda.',
            errors: [
              {
                field: 'completed_on',
                code: 'before-actual-departure',
                message: 'Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual',
              },
            ],
          },
          400,
        ),
    });
    await screen.findByLabelText('Nama Pengirim');
    await fillPickup();
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Gagal menyelesaikan pengambilan/pengiriman. Mohon periksa kembali data Anda.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a pickup time before the actual departure without asking the server', async () => {
    const { calls } = renderModal(buildActivity());
    await userEvent.type(await screen.findByLabelText('Nama Pengirim'), 'Rudi');
    await chooseTime('Waktu Pengambilan', '21 Nov 2026 07:30');
    await userEvent.click(saveButton());
    expect(
      await screen.findByText('Waktu Pengambilan tidak boleh kurang dari Waktu Keberangkatan Aktual'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false);
  });

  it('refuses a drop time before its pickup', async () => {
    renderModal(drop());
    await userEvent.type(await screen.findByLabelText('Nama Penerima'), 'Siti');
    // The pickup proof says 09:10.
    await chooseTime('Waktu Pengiriman', '21 Nov 2026 09:00');
    expect(
      await screen.findByText('Waktu Pengiriman tidak boleh kurang dari Waktu Pengambilan'),
    ).toBeInTheDocument();
  });

  it("marks the name 'Wajib diisi' when saved without it", async () => {
    renderModal(buildActivity());
    await screen.findByLabelText('Waktu Pengambilan');
    await chooseTime('Waktu Pengambilan', '21 Nov 2026 09:15');
    await userEvent.click(saveButton());
    const name = screen.getByLabelText('Nama Pengirim');
    expect(await screen.findByText('Wajib diisi')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the uploaded photos when cancelled', async () => {
    const { calls, base, onClose } = renderModal(buildActivity());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'DELETE' && call.path === `${base}/attachment`)).toBe(true),
    );
  });
});
