import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, graphqlAnswer, operationOf, stubFetch } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { BackToOldVersionModal } from './BackToOldVersionModal';

const LEGACY = 'https://vsms1.example.id/';

function stubRecord(
  answer: (call: Call) => Response = () =>
    graphqlAnswer('backToVsmsV1', { id: 1, createdOn: '2026-11-27T10:00:00+07:00', redirectUrl: LEGACY }),
) {
  return stubFetch((call) => (operationOf(call) === 'BackToVsmsV1' ? answer(call) : undefined));
}

const messageOf = (call: Call | undefined) =>
  (call?.body as { variables?: { message?: string } })?.variables?.message;

async function toReasonStep() {
  const confirm = await screen.findByRole('dialog', { name: 'Kembali ke versi lama?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Ya' }));
  return screen.findByRole('dialog', { name: 'Mengapa Anda kembali ke versi lama?' });
}

describe('BackToOldVersionModal', () => {
  let assign: ReturnType<typeof vi.fn<(url: string) => void>>;

  beforeEach(() => {
    assign = vi.fn<(url: string) => void>();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('closes on No without recording anything', async () => {
    const calls = stubRecord();
    const onClose = vi.fn();
    renderPage(<BackToOldVersionModal open legacyAppUrl={LEGACY} onClose={onClose} leave={assign} />, {
      user: buildUser('admin'),
    });
    const confirm = await screen.findByRole('dialog', { name: 'Kembali ke versi lama?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Tidak' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('warns that a choice is mandatory when sent with no reason, and records nothing', async () => {
    const calls = stubRecord();
    renderPage(<BackToOldVersionModal open legacyAppUrl={LEGACY} onClose={() => {}} leave={assign} />, {
      user: buildUser('admin'),
    });
    const step = await toReasonStep();
    await userEvent.click(within(step).getByRole('button', { name: 'Kirim' }));
    const warning = (await screen.findByText('Pilih salah satu alasan terlebih dahulu.')).closest(
      '.ant-modal-confirm',
    );
    expect(warning).toHaveTextContent('Pilihan wajib diisi');
    expect(calls).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("records a listed reason's own text, then goes to the old version", async () => {
    const calls = stubRecord();
    renderPage(<BackToOldVersionModal open legacyAppUrl={LEGACY} onClose={() => {}} leave={assign} />, {
      user: buildUser('admin'),
    });
    const step = await toReasonStep();
    await userEvent.click(within(step).getByRole('radio', { name: 'Tampilan baru sulit digunakan' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LEGACY));
    expect(messageOf(calls.find((call) => operationOf(call) === 'BackToVsmsV1'))).toBe(
      'Tampilan baru sulit digunakan',
    );
  });

  it('asks for text when the free-text reason is chosen empty, then records the text', async () => {
    const calls = stubRecord();
    renderPage(<BackToOldVersionModal open legacyAppUrl={LEGACY} onClose={() => {}} leave={assign} />, {
      user: buildUser('admin'),
    });
    const step = await toReasonStep();
    await userEvent.click(within(step).getByRole('radio', { name: 'Lainnya' }));
    const text = within(step).getByPlaceholderText('Alasan Anda');
    await userEvent.type(text, '   ');
    await userEvent.click(within(step).getByRole('button', { name: 'Kirim' }));
    expect(await within(step).findByText('Tuliskan alasan Anda.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await userEvent.type(text, 'Laporan lama lebih lengkap');
    await userEvent.click(within(step).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(LEGACY));
    expect(messageOf(calls[0])).toBe('Laporan lama lebih lengkap');
  });

  it("stays when the server refuses, with the server's message", async () => {
    stubRecord(() =>
      graphqlAnswer('backToVsmsV1', null, {
        status: 404,
        errorCode: 'platform/legacy-app-not-configured',
        message: 'Versi lama aplikasi tidak tersedia.',
      }),
    );
    renderPage(<BackToOldVersionModal open legacyAppUrl={LEGACY} onClose={() => {}} leave={assign} />, {
      user: buildUser('admin'),
    });
    const step = await toReasonStep();
    await userEvent.click(within(step).getByRole('radio', { name: 'Fitur yang saya butuhkan belum ada' }));
    await userEvent.click(within(step).getByRole('button', { name: 'Kirim' }));
    expect(await within(step).findByText('Versi lama aplikasi tidak tersedia.')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
