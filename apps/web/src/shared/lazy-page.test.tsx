import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageLoadError } from '../app/pages/PageLoadError';
import { renderRoutes } from '../test/render';
import { buildUser } from '../test/user.factory';
import { lazyPage, PageSuspense } from './lazy-page';

const Page = () => <h1>Halaman contoh</h1>;

describe('lazyPage', () => {
  it('shows the page once its code has come, with a loading notice meanwhile', async () => {
    let arrive: (page: typeof Page) => void = () => {};
    const Lazy = lazyPage(() => new Promise<typeof Page>((resolve) => (arrive = resolve)));
    renderRoutes([{ path: '/', element: <PageSuspense>{<Lazy />}</PageSuspense> }], {
      user: buildUser('admin'),
      path: '/',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Memuat…');
    arrive(Page);
    expect(await screen.findByRole('heading', { name: 'Halaman contoh' })).toBeInTheDocument();
  });

  it('fetches the code once however often it is preloaded, and again after a failed fetch', async () => {
    const load = vi
      .fn<() => Promise<typeof Page>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Page);
    const Lazy = lazyPage(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch');
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a page whose code cannot be fetched with the reload page, in Indonesian', async () => {
    const Lazy = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(
      [{ path: '/', element: <PageSuspense>{<Lazy />}</PageSuspense>, errorElement: <PageLoadError /> }],
      { user: buildUser('admin'), path: '/' },
    );
    expect(await screen.findByRole('heading', { name: 'Halaman tidak dapat dimuat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
