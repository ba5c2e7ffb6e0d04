import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HELP_URL, STORAGE_KEYS } from '../../platform/config';
import { json, stubFetch } from '../../test/http';
import { renderRoutes } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { AppLayout } from './AppLayout';
import type { HasPage } from './navigation';

const everyRouteHasAPage: HasPage = () => true;
const NEW_TAB = '(membuka tab baru)';

function renderLayout(user = buildUser('admin'), path = '/dashboard/', hasPage = everyRouteHasAPage) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <AppLayout hasPage={hasPage} />,
        children: [{ path: '*', element: <p>Isi halaman</p> }],
      },
    ],
    { user, path },
  );
}

function sideMenuLabels() {
  const menu = screen.getByTestId('side-menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

function usePhoneWidth() {
  window.innerWidth = 390;
}

describe('side menu', () => {
  it('lists every item the admin scopes allow, in menu order', () => {
    renderLayout();
    expect(sideMenuLabels()).toEqual([
      'Dasbor',
      'Live View',
      'Notifikasi',
      'Laporan',
      'Pengiriman',
      'Penugasan',
      'Vendor',
      'Permintaan Vendor',
      'Data Master',
      'Pengaturan',
      `Bantuan${NEW_TAB}`,
    ]);
  });

  it('counts the vendor requests waiting for an answer beside their menu item', async () => {
    const calls = stubFetch((call) =>
      call.url.pathname === '/api/fleet-planning/v1/vendor-request'
        ? json({ data: { paginated_result: [], ids: [] }, metadata: { page: 1, limit: 1, total_count: 3 } })
        : undefined,
    );
    try {
      renderLayout(buildUser('vendor_admin'));
      const item = within(screen.getByTestId('side-menu')).getByRole('menuitem', {
        name: /Permintaan Vendor/,
      });
      await waitFor(() => expect(item).toHaveTextContent('(3 menunggu jawaban)'));
      const countCall = calls.find((call) => call.url.pathname === '/api/fleet-planning/v1/vendor-request');
      expect(countCall?.url.searchParams.getAll('filters')).toEqual(['status.name eq PENDING']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('leaves out Penugasan for a user without fleet-task:read', () => {
    renderLayout(withoutScope(buildUser('dispatcher'), 'fleet-task:read'));
    const labels = sideMenuLabels();
    expect(labels).not.toContain('Penugasan');
    expect(labels).toContain('Pengiriman');
  });

  it("leaves out Notifikasi for a user with notification:read but not the Alert Center's main scope its page needs", () => {
    renderLayout(withoutScope(buildUser('dispatcher'), 'e4a-alert-center-main:read'));
    const labels = sideMenuLabels();
    expect(labels).not.toContain('Notifikasi');
    expect(labels).toContain('Penugasan');
  });

  it('shows no item whose route has no page, except the external help', () => {
    renderLayout(buildUser('admin'), '/dashboard/', (route) => route === '/dashboard/');
    expect(sideMenuLabels()).toEqual(['Dasbor', `Bantuan${NEW_TAB}`]);
  });

  it('opens the help knowledge base in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderLayout();
    await userEvent.click(screen.getByRole('menuitem', { name: /Bantuan/ }));
    expect(open).toHaveBeenCalledWith(HELP_URL, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });

  it('navigates to the chosen item route', async () => {
    const { router } = renderLayout(buildUser('admin'), '/dashboard/');
    await userEvent.click(screen.getByRole('menuitem', { name: 'Penugasan' }));
    expect(router.state.location.pathname).toBe('/fleet-task/');
  });
});

describe('driver layout', () => {
  it('hides the side menu in the driver layout', () => {
    renderLayout(buildUser('driver'), '/profile');
    expect(screen.getByText('Isi halaman')).toBeInTheDocument();
    expect(screen.getByTestId('account-menu')).toBeInTheDocument();
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /menu$/i })).not.toBeInTheDocument();
  });

  it('hides the bottom menu in the driver layout on a phone, even with a bottom-menu scope', () => {
    usePhoneWidth();
    const driver = buildUser('driver');
    renderLayout({ ...driver, scopes: [...driver.scopes, 'dashboard:read'] }, '/profile');
    expect(screen.queryByTestId('bottom-menu')).not.toBeInTheDocument();
  });
});

describe('bottom menu', () => {
  it('offers Dashboard, Live view, Notifications and Reports on a phone', () => {
    usePhoneWidth();
    renderLayout(buildUser('admin'), '/dashboard/');
    const links = within(screen.getByTestId('bottom-menu')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dasbor', 'Live View', 'Notifikasi', 'Laporan']);
    expect(screen.queryByTestId('side-menu')).not.toBeInTheDocument();
  });

  it('hides the bottom menu on /liveview-2/', () => {
    usePhoneWidth();
    renderLayout(buildUser('admin'), '/liveview-2/');
    expect(screen.getByText('Isi halaman')).toBeInTheDocument();
    expect(screen.queryByTestId('bottom-menu')).not.toBeInTheDocument();
  });

  it('is not shown on a desktop, where the side menu is', () => {
    renderLayout(buildUser('admin'), '/dashboard/');
    expect(screen.queryByTestId('bottom-menu')).not.toBeInTheDocument();
    expect(screen.getByTestId('side-menu')).toBeInTheDocument();
  });
});

describe('top bar', () => {
  it('opens the Setting Notification List from the settings gear with rule-setting read access', async () => {
    const { router } = renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Pengaturan notifikasi' }));
    expect(router.state.location.pathname).toBe('/notification/setting/');
  });

  it('shows no settings gear without e4b-alert-center-rule-setting:read', () => {
    renderLayout(withoutScope(buildUser('admin'), 'e4b-alert-center-rule-setting:read'));
    expect(screen.queryByRole('button', { name: 'Pengaturan notifikasi' })).toBeNull();
  });

  it("shows no settings gear without alert-rule:read, which the rule list's queries also ask", () => {
    renderLayout(withoutScope(buildUser('admin'), 'alert-rule:read'));
    expect(screen.queryByRole('button', { name: 'Pengaturan notifikasi' })).toBeNull();
  });

  it('switching to English changes the menu labels and is remembered', async () => {
    renderLayout();
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(sideMenuLabels()).toEqual([
      'Dashboard',
      'Live View',
      'Notifications',
      'Reports',
      'Deliveries',
      'Fleet Tasks',
      'Vendor',
      'Vendor Requests',
      'Master Data',
      'Settings',
      'Help(opens a new tab)',
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('the language switch is a labelled button reachable by keyboard', async () => {
    renderLayout();
    const language = screen.getByRole('button', { name: /Ganti bahasa ke English/ });
    expect(language).toBe(screen.getByTestId('language-switch'));
    language.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: /Switch language to Bahasa Indonesia/ })).toHaveFocus();
  });

  it('the account menu shows the user and company and offers Profil and Keluar', async () => {
    const { router } = renderLayout();
    await userEvent.click(screen.getByTestId('account-menu'));
    expect(await screen.findByText('PT Armada Demo')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Keluar' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Profil' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('the account menu works by keyboard and Escape returns to its button', async () => {
    renderLayout();
    const trigger = screen.getByTestId('account-menu');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Profil' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses the side menu with a labelled button and remembers it', async () => {
    renderLayout();
    await userEvent.click(screen.getByRole('button', { name: 'Ciutkan menu' }));
    expect(screen.getByRole('button', { name: 'Bentangkan menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(localStorage.getItem(STORAGE_KEYS.siderCollapsed)).toBe('true');
  });
});

describe('platform prompts in the layout', () => {
  it('shows the contact reminder above the page to a user without a phone number', async () => {
    const user = buildUser('dispatcher', { phone_no: null, last_reminder: null });
    const calls = stubFetch((call) =>
      call.url.pathname === '/api/platform/v1/user/profile/reminder-shown'
        ? json({ data: { ...user, last_reminder: new Date().toISOString() } })
        : undefined,
    );
    try {
      renderLayout(user);
      const reminder = await screen.findByRole('region', { name: 'Lengkapi data kontak Anda' });
      const main = screen.getByRole('main');
      expect(main).toContainElement(reminder);
      expect(within(reminder).getByRole('link', { name: 'Tambah Nomor Telepon' })).toHaveAttribute(
        'href',
        '/profile/add-number',
      );
      await waitFor(() =>
        expect(calls.some((call) => call.url.pathname.endsWith('/user/profile/reminder-shown'))).toBe(true),
      );
    } finally {
      vi.unstubAllGlobals();
      sessionStorage.clear();
    }
  });

  it('asks the feedback status for a user who may give feedback', async () => {
    const calls = stubFetch(() => undefined);
    try {
      renderLayout(buildUser('admin'));
      await waitFor(() =>
        expect(calls.some((call) => call.url.pathname === '/api/platform/v1/feedback-status')).toBe(true),
      );
      expect(screen.queryByRole('region', { name: 'Lengkapi data kontak Anda' })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
