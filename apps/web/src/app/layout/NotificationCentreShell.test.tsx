import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CENTRE_MODE_STORAGE_KEY } from '../../features/alert-center/shell/centre-mode';
import { storeToken } from '../../platform/session/token-storage';
import { type Call, graphqlAnswer, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { AppLayout } from './AppLayout';

/** `/api/graphql` answering the centre: empty lists, 3 urgent and 2 important unresolved. */
function stubCentre() {
  return stubFetch((call: Call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    const query = String((call.body as { query?: string })?.query);
    if (query.includes('UnresolvedAlertCounts'))
      return graphqlAnswer('unresolvedAlertCounts', { urgent: 3, important: 2 });
    if (query.includes('RawAlerts'))
      return graphqlAnswer('rawAlerts', {
        data: [],
        pagination: { page: 1, show: 20, total: 0, actualTotal: 0 },
      });
    return undefined;
  });
}

function renderLayout(user = buildUser('admin')) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <AppLayout hasPage={() => true} />,
        children: [{ path: '*', element: <p>Isi halaman</p> }],
      },
    ],
    { user, path: '/dashboard/' },
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifikasi, \d+ belum selesai$/ });
const centre = () => screen.queryByRole('region', { name: 'Notifikasi' });

describe('notification centre from the top bar', () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(() => {
    localStorage.clear();
    window.innerWidth = 1280;
  });

  it('shows the bell with the unresolved count only with the Alert Center scope', async () => {
    stubCentre();
    const { unmount } = renderLayout();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 5 belum selesai'), {
      timeout: 5000,
    });
    unmount();
    renderLayout(withoutScope(buildUser('admin'), 'e4a-alert-center-main:read'));
    expect(screen.queryByRole('button', { name: /belum selesai/ })).not.toBeInTheDocument();
  });

  it('opens as a dropdown that a click outside closes, with no margin on the content', async () => {
    stubCentre();
    renderLayout();
    await userEvent.click(bell());
    expect(centre()).toHaveAttribute('data-mode', 'dropdown');
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('main')).toHaveStyle({ marginRight: '0px' });

    await userEvent.click(screen.getByText('Isi halaman'));
    expect(centre()).not.toBeInTheDocument();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the dropdown with Escape and gives the focus back to the bell', async () => {
    stubCentre();
    renderLayout();
    await userEvent.click(bell());
    await userEvent.click(
      await within(centre() as HTMLElement).findByRole('button', { name: 'Sematkan di samping' }),
    );
    await userEvent.click(within(centre() as HTMLElement).getByRole('button', { name: 'Lepas sematan' }));
    within(centre() as HTMLElement)
      .getByRole('button', { name: 'Sematkan di samping' })
      .focus();
    await userEvent.keyboard('{Escape}');
    expect(centre()).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('pinned: stays open on a click outside, gives the content a 420 px right margin, and is remembered', async () => {
    stubCentre();
    const { unmount } = renderLayout();
    await userEvent.click(bell());
    await userEvent.click(
      await within(centre() as HTMLElement).findByRole('button', { name: 'Sematkan di samping' }),
    );

    expect(centre()).toHaveAttribute('data-mode', 'pinned');
    expect(screen.getByRole('main')).toHaveStyle({ marginRight: '420px' });
    await userEvent.click(screen.getByText('Isi halaman'));
    expect(centre()).toHaveAttribute('data-mode', 'pinned');
    expect(localStorage.getItem(CENTRE_MODE_STORAGE_KEY)).toBe('pinned');

    unmount();
    renderLayout();
    expect(centre()).toHaveAttribute('data-mode', 'pinned');
    expect(screen.getByRole('main')).toHaveStyle({ marginRight: '420px' });
  });

  it('detached: a draggable window that a click outside leaves open, and is remembered', async () => {
    stubCentre();
    const { unmount } = renderLayout();
    await userEvent.click(bell());
    await userEvent.click(
      await within(centre() as HTMLElement).findByRole('button', { name: 'Jadikan jendela terpisah' }),
    );

    const window = screen.getByRole('dialog', { name: 'Notifikasi' });
    expect(within(window).getByRole('button', { name: 'Pindahkan jendela Notifikasi' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Isi halaman'));
    expect(screen.getByRole('dialog', { name: 'Notifikasi' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveStyle({ marginRight: '0px' });

    unmount();
    renderLayout();
    expect(screen.getByRole('dialog', { name: 'Notifikasi' })).toBeInTheDocument();
  });

  it('forgets a dropdown on reload: it comes back closed', async () => {
    stubCentre();
    const { unmount } = renderLayout();
    await userEvent.click(bell());
    unmount();
    renderLayout();
    expect(centre()).not.toBeInTheDocument();
  });

  it('on a 390 px phone the dropdown takes the full width and offers no pinning', async () => {
    window.innerWidth = 390;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    stubCentre();
    renderLayout();
    await userEvent.click(bell());
    const dropdown = centre() as HTMLElement;
    expect(dropdown).toHaveStyle({ width: '100%', left: '0px' });
    expect(await within(dropdown).findByRole('button', { name: 'Tutup' })).toBeInTheDocument();
    expect(within(dropdown).queryByRole('button', { name: 'Sematkan di samping' })).not.toBeInTheDocument();
  });
});
