import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { buildPairingCode, listOf, PAIRING_CODE } from '../test-setting-api';
import { PairingCodeCard } from './PairingCodeCard';

configure({ asyncUtilTimeout: 5000 });

const vendorAdmin = buildUser('vendor_admin', {
  company: { id: 2, name: 'PT Mitra', time_zone: 'Asia/Makassar', setup_notif_completed: true },
});
const OLDER = buildPairingCode({ code: 'AB12CD34EF56', expires_on: '2026-11-25T16:00:00.000+08:00' });
const ISSUED = buildPairingCode({ code: '7K3M9QXR2T4V', expires_on: '2026-11-28T09:30:00.000+08:00' });

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(window, 'isSecureContext');
});

/** The pairing-code API over a list the test can watch: POST issues ISSUED, DELETE revokes. */
function stubPairingCodes(open = [OLDER], revoke?: () => Response) {
  const codes = [...open];
  const calls = stubFetch((call) => {
    if (call.url.pathname === PAIRING_CODE && call.method === 'GET') return json(listOf(codes));
    if (call.url.pathname === PAIRING_CODE && call.method === 'POST') {
      codes.unshift(ISSUED);
      return json({ data: ISSUED }, 201);
    }
    if (call.url.pathname.startsWith(`${PAIRING_CODE}/`) && call.method === 'DELETE') {
      const code = decodeURIComponent(call.url.pathname.split('/').pop() ?? '');
      if (revoke) return revoke();
      codes.splice(
        codes.findIndex((candidate) => candidate.code === code),
        1,
      );
      return json({ data: { code } });
    }
    return undefined;
  });
  return calls;
}

const activeList = () => screen.findByRole('list', { name: 'Daftar kode pairing aktif' });

describe("'Kode Pairing' card", () => {
  it('explains what the code is for and lists the open codes with their expiry in the company zone', async () => {
    stubPairingCodes();
    renderPage(<PairingCodeCard />, { user: vendorAdmin });
    expect(
      screen.getByText(
        /Berikan kode ini kepada perusahaan transportasi yang ingin menjadikan perusahaan Anda/,
      ),
    ).toBeInTheDocument();
    const list = await activeList();
    expect(within(list).getByText('AB12-CD34-EF56')).toBeInTheDocument();
    expect(within(list).getByText('Berlaku sampai 25 Nov 2026 16:00')).toBeInTheDocument();
  });

  it('creates a code, shows it large with its expiry, and copies it with a visible "Disalin"', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const calls = stubPairingCodes();
    renderPage(<PairingCodeCard />, { user: vendorAdmin });
    await userEvent.click(screen.getByRole('button', { name: /Buat Kode Pairing/ }));

    const issued = await screen.findByTestId('new-pairing-code');
    expect(within(issued).getByRole('textbox', { name: 'Kode pairing baru' })).toHaveValue('7K3M-9QXR-2T4V');
    expect(within(issued).getByText('Berlaku sampai 28 Nov 2026 09:30')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await activeList()).getByText('7K3M-9QXR-2T4V')).toBeInTheDocument(),
    );

    await userEvent.click(within(issued).getByRole('button', { name: 'Salin' }));
    expect(writeText).toHaveBeenCalledWith('7K3M-9QXR-2T4V');
    expect(within(issued).getByRole('button', { name: 'Disalin' })).toBeInTheDocument();
  });

  it('revokes a code only after the confirmation, then no longer lists it', async () => {
    const calls = stubPairingCodes([ISSUED, OLDER]);
    renderPage(<PairingCodeCard />, { user: vendorAdmin });
    await activeList();
    await userEvent.click(screen.getByRole('button', { name: 'Cabut kode AB12-CD34-EF56' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Cabut kode AB12-CD34-EF56? Kode ini tidak dapat dipakai lagi oleh siapa pun.',
    );
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cabut' }));
    expect(await screen.findByText('Kode pairing berhasil dicabut')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe(`${PAIRING_CODE}/AB12CD34EF56`);
    await waitFor(async () => expect(within(await activeList()).queryByText('AB12-CD34-EF56')).toBeNull());
    expect(within(await activeList()).getByText('7K3M-9QXR-2T4V')).toBeInTheDocument();
  });

  it('keeps the code when the revoke is cancelled', async () => {
    const calls = stubPairingCodes();
    renderPage(<PairingCodeCard />, { user: vendorAdmin });
    await activeList();
    await userEvent.click(screen.getByRole('button', { name: 'Cabut kode AB12-CD34-EF56' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Batal' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    expect(within(await activeList()).getByText('AB12-CD34-EF56')).toBeInTheDocument();
  });

  it('tells the user when the revoke is refused', async () => {
    stubPairingCodes([OLDER], () => errorBody(404, 'not-found', 'Data tidak ditemukan.'));
    renderPage(<PairingCodeCard />, { user: vendorAdmin });
    await activeList();
    await userEvent.click(screen.getByRole('button', { name: 'Cabut kode AB12-CD34-EF56' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cabut' }));
    expect(await screen.findByText('Data tidak ditemukan.')).toBeInTheDocument();
  });

  it('offers neither create nor revoke without setting:update, and says when there is no code', async () => {
    stubPairingCodes([]);
    renderPage(<PairingCodeCard />, { user: withoutScope(vendorAdmin, 'setting:update') });
    expect(await screen.findByText('Belum ada kode pairing aktif')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buat Kode Pairing/ })).not.toBeInTheDocument();
  });
});
