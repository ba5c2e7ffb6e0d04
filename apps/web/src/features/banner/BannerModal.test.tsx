import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, type RecordedCall, stubApi } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { BannerModal } from './BannerModal';

const admin = buildUser('admin');
const dialogName = 'Info Terbaru dari Armada';

interface StoredBanner {
  id: number;
  image_url: string;
  link_url: string | null;
  day_show: number;
  last_shown_on: string | null;
  due: boolean;
}

const bannerFor = (id: number, overrides: Partial<StoredBanner> = {}): StoredBanner => ({
  id,
  image_url: `/api/platform/v1/asset/banner-${id}`,
  link_url: 'https://armada.example.id/promo',
  day_show: 1,
  last_shown_on: null,
  due: true,
  ...overrides,
});

/**
 * The server's side: the banners per target and this user's `due`, which POST .../shown turns off
 * as the server does (its `bannerDue` until `day_show` days have passed).
 */
function serveBanners(banners: { company: StoredBanner | null; all: StoredBanner | null }) {
  const shown = (call: RecordedCall) => {
    const id = Number(/banner-active\/(\d+)\/shown/.exec(call.path)?.[1]);
    for (const target of ['company', 'all'] as const) {
      const banner = banners[target];
      if (banner?.id === id)
        banners[target] = { ...banner, last_shown_on: '2026-11-27T09:00:00+07:00', due: false };
    }
    return json({ data: { id, last_shown_on: '2026-11-27T09:00:00+07:00', due: false } });
  };
  return stubApi({
    'GET /platform/v1/banner-active/company': () => json({ data: banners.company }),
    'GET /platform/v1/banner-active': () => json({ data: banners.all }),
    'POST /platform/v1/banner-active/': shown,
  });
}

const shownCalls = (calls: RecordedCall[]) => calls.filter((call) => call.method === 'POST');

describe('BannerModal', () => {
  beforeEach(() => localStorage.clear());

  it('shows the due banner with its image and a link that opens a new tab, and records it as shown', async () => {
    const api = serveBanners({ company: null, all: bannerFor(7) });
    renderPage(<BannerModal />, { user: admin, path: '/dashboard/' });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/platform/v1/asset/banner-7');
    expect(screen.getByRole('img', { name: 'Banner promosi Armada' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Lihat Selengkapnya/ });
    expect(link).toHaveAttribute('href', 'https://armada.example.id/promo');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() =>
      expect(shownCalls(api.calls).map((call) => call.path)).toEqual(['/platform/v1/banner-active/7/shown']),
    );
    // The footer's 'Tutup' (antd's corner button has the same name).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Tutup' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
  });

  it('is shown once per day_show days: the next login the same day does not show it again', async () => {
    const api = serveBanners({ company: null, all: bannerFor(7, { day_show: 3 }) });
    const first = renderPage(<BannerModal />, { user: admin, path: '/dashboard/' });
    await screen.findByRole('dialog', { name: dialogName });
    await waitFor(() => expect(shownCalls(api.calls)).toHaveLength(1));
    first.unmount();

    renderPage(<BannerModal />, { user: admin, path: '/dashboard/' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/platform/v1/banner-active')).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument();
    expect(shownCalls(api.calls)).toHaveLength(1);
  });

  it("prefers the company's own banner over the one for all companies", async () => {
    serveBanners({ company: bannerFor(9, { link_url: null }), all: bannerFor(7) });
    renderPage(<BannerModal />, { user: admin, path: '/dashboard/' });
    const dialog = await screen.findByRole('dialog', { name: dialogName });
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/platform/v1/asset/banner-9');
    // Without a link there is only the close button.
    expect(screen.queryByRole('link', { name: /Lihat Selengkapnya/ })).not.toBeInTheDocument();
  });

  it('shows nothing when there is no active banner', async () => {
    const api = serveBanners({ company: null, all: null });
    renderPage(<BannerModal />, { user: admin, path: '/dashboard/' });
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument();
    expect(shownCalls(api.calls)).toHaveLength(0);
  });
});
