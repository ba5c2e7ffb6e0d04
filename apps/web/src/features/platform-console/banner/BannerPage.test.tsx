import { type OperatorBanner, platformAssetUrl } from '@armada/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type RecordedCall, stubApi } from '../../../test/http';
import { renderPage } from '../../../test/render';
import {
  buildAsset,
  buildCompany,
  buildOperator,
  fileInputOf,
  fill,
  listOf,
  OPERATOR_API,
  pngFile,
} from '../test-console-api';
import { BannerPage } from './BannerPage';

configure({ asyncUtilTimeout: 15_000 });
afterEach(() => vi.unstubAllGlobals());

const BANNER = `${OPERATOR_API}/banner`;
const FOR_ALL: OperatorBanner = {
  id: 7,
  company_id: null,
  company_name: null,
  image_url: platformAssetUrl('0e0e0e0e-5555-4a5b-8c9d-000000000009'),
  link_url: 'https://armada.example.id/promo',
  day_show: 3,
  created_on: '2026-11-20T08:00:00.000+07:00',
};

function stubBanners(handlers: Record<string, (call: RecordedCall) => Response> = {}) {
  let active = [FOR_ALL];
  return stubApi({
    [`GET ${BANNER}`]: () => listOf(active),
    [`DELETE ${BANNER}/7`]: () => {
      active = [];
      return new Response(null, { status: 204 });
    },
    [`POST ${OPERATOR_API}/upload`]: () => json({ data: buildAsset(1) }, 201),
    [`GET ${OPERATOR_API}/company`]: () => listOf([buildCompany(2, 'PT Armada Nusantara Logistik')]),
    [`PUT ${BANNER}`]: () => json({ data: FOR_ALL }),
    ...handlers,
  });
}

// By its text: antd gives its elements the id 'test-id' under NODE_ENV=test, so a dialog's name is unreliable.
const confirmDialog = () =>
  waitFor(() => {
    const dialog = screen
      .getAllByRole('dialog')
      .filter((candidate) => candidate.textContent?.includes('Nonaktifkan banner untuk Semua perusahaan?'))
      .at(-1);
    if (!dialog) throw new Error('no confirmation');
    return dialog;
  });
const fieldOf = (name: string) =>
  document.querySelector<HTMLElement>(`[data-field="${name}"]`) as HTMLElement;

describe('BannerPage', { timeout: 180_000 }, () => {
  it('deactivates a banner only once the operator confirms', async () => {
    const { calls } = stubBanners();
    renderPage(<BannerPage />, { user: buildOperator() });
    const card = await screen.findByTestId('active-banner');
    expect(within(card).getByText('Tampil setiap 3 hari')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Nonaktifkan' }));
    const dialog = await confirmDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'Nonaktifkan' }));
    const again = await confirmDialog();
    await userEvent.click(within(again).getByRole('button', { name: 'Nonaktifkan' }));
    expect(await screen.findByText('Tidak ada banner aktif')).toBeInTheDocument();
  });

  it('asks for the company of a one-company banner and for its image', async () => {
    const { calls } = stubBanners();
    renderPage(<BannerPage />, { user: buildOperator() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pasang Banner' }));
    await userEvent.click(await screen.findByLabelText('Satu perusahaan'));
    await userEvent.click(screen.getByRole('button', { name: 'Pasang' }));
    expect(await within(fieldOf('company')).findByText('Pilih minimal satu perusahaan')).toBeInTheDocument();
    expect(within(fieldOf('image')).getByText('Wajib diisi')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('sets a banner for one company with its image, link and days', async () => {
    const { calls } = stubBanners();
    renderPage(<BannerPage />, { user: buildOperator() });
    await userEvent.click(await screen.findByRole('button', { name: 'Pasang Banner' }));
    await userEvent.click(await screen.findByLabelText('Satu perusahaan'));
    await userEvent.click(screen.getByLabelText('Perusahaan'));
    await userEvent.click(await screen.findByTitle('PT Armada Nusantara Logistik'));
    await userEvent.upload(fileInputOf('image'), pngFile());
    await within(fieldOf('image')).findByAltText('Pratinjau gambar');
    await fill('Tautan (opsional)', 'https://armada.example.id/promo');
    await fill('Tampilkan lagi setelah (hari)', '7');
    await userEvent.click(screen.getByRole('button', { name: 'Pasang' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      company_id: 2,
      image: buildAsset(1).asset_id,
      link_url: 'https://armada.example.id/promo',
      day_show: 7,
    });
  });
});
