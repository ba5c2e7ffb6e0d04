import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { buildUser } from '../test/user.factory';
import { lazyPage, PageSuspense, preloadLazyPages } from './lazy-page';

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

  it('renders a page whose code has come at once, without a turn of its loading notice', async () => {
    const Lazy = lazyPage(() => Promise.resolve(Page));
    await Lazy.preload();
    renderRoutes([{ path: '/', element: <PageSuspense>{<Lazy />}</PageSuspense> }], {
      user: buildUser('admin'),
      path: '/',
    });
    expect(screen.getByRole('heading', { name: 'Halaman contoh' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
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

  it('preloads every lazy page an element holds, through guards and suspense, without rendering', async () => {
    const shell = vi.fn(() => Promise.resolve(Page));
    const page = vi.fn(() => Promise.resolve(Page));
    const failing = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Shell = lazyPage(shell);
    const Inner = lazyPage(page);
    const Offline = lazyPage(failing);
    const Guard = ({ children }: { children: ReactNode }) => children;
    const all = preloadLazyPages(
      <Guard>
        <PageSuspense>
          <Shell />
        </PageSuspense>
        {[<Inner key="a" />, <Offline key="b" />, 'text', null]}
      </Guard>,
    );
    expect(shell).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    // Resolved once every fetch has come or failed; fetched once, the render then takes the same code.
    await expect(all).resolves.toBeUndefined();
    await Inner.preload();
    expect(page).toHaveBeenCalledTimes(1);
  });
});
