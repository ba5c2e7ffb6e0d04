import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, PageSuspense } from '../../shared/lazy-page';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { PageLoadError } from './PageLoadError';

describe('PageLoadError', () => {
  // Undone even when an assertion fails, so no other test meets the stubbed location.
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
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
  });
});
