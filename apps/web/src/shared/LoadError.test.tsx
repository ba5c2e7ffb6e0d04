import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render';
import { buildUser } from '../test/user.factory';
import { LoadError } from './LoadError';

const render = (element: React.ReactNode) =>
  renderRoutes([{ path: '/', element }], { user: buildUser('admin'), path: '/' });

describe('LoadError', () => {
  it("says what failed with the server's message, and 'Coba lagi' retries", async () => {
    const retry = vi.fn();
    render(<LoadError title="Gagal memuat data" message="Server sedang sibuk" onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Gagal memuat data');
    expect(screen.getByRole('alert').textContent).toContain('Server sedang sibuk');
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry button when nothing can be retried', () => {
    render(<LoadError title="Gagal memuat data" />);
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('fills the page with the error in the page variant', () => {
    render(
      <LoadError variant="page" title="Gagal memuat halaman" message="Koneksi terputus" onRetry={() => {}} />,
    );
    expect(screen.getByText('Gagal memuat halaman')).toBeTruthy();
    expect(screen.getByText('Koneksi terputus')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });
});
