import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { buildUser } from '../test/user.factory';
import { PageHeader } from './PageHeader';

const crumbs = ['Data Master', 'Kendaraan', 'B 1234 CD', 'Perawatan', 'Riwayat'].map((title, index) => ({
  title,
  to: index < 4 ? `/master/${index}` : undefined,
}));

function renderHeader(element: React.ReactNode, path = '/master/detail') {
  return renderRoutes(
    [
      { path: '/master/detail', element },
      { path: '*', element: <p>Halaman lain</p> },
    ],
    { user: buildUser('admin'), path },
  );
}

describe('PageHeader', () => {
  it('shows the title as the page heading with its subtitle and slots', () => {
    renderHeader(
      <PageHeader
        title="Kendaraan"
        subtitle="Semua kendaraan"
        beforeTitle={<span>sebelum</span>}
        besideTitle={<span>di samping</span>}
        afterTitle={<button type="button">Tambah</button>}
        footer={<span>kaki</span>}
        banner={<span>spanduk</span>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Kendaraan' })).toBeInTheDocument();
    for (const text of ['Semua kendaraan', 'sebelum', 'di samping', 'kaki', 'spanduk']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
  });

  it('shows up to 3 breadcrumb items, then an ellipsis that expands the rest', async () => {
    renderHeader(<PageHeader title="Riwayat" breadcrumb={crumbs} />);
    const nav = screen.getByRole('navigation', { name: 'Navigasi halaman' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Data Master', 'Kendaraan', 'B 1234 CD']);
    expect(within(nav).queryByText('Riwayat')).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Tampilkan semua tingkat' }));
    expect(within(nav).getByText('Perawatan')).toBeInTheDocument();
    expect(within(nav).getByText('Riwayat')).toBeInTheDocument();
  });

  it('the back button goes to the given route', async () => {
    const { router } = renderHeader(<PageHeader title="Detail" back="/master/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(router.state.location.pathname).toBe('/master/');
  });

  it('the back button without a route goes one step back', async () => {
    const { router } = renderHeader(<PageHeader title="Detail" back />, '/master/list');
    await router.navigate('/master/detail');
    await userEvent.click(await screen.findByRole('button', { name: 'Kembali' }));
    expect(router.state.location.pathname).toBe('/master/list');
  });
});
