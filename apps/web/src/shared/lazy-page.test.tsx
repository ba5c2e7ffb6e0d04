import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
