import { type CompanyFeatures, DEFAULT_FEATURES, type SessionUser } from '@armada/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../platform/i18n';
import { storeToken } from '../../platform/session/token-storage';
import { json, stubFetch, stubFetchByUrl } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { useVisibleMenu } from './navigation';
import { SideMenu } from './SideMenu';
import { TopBar } from './TopBar';

function withFeatures(user: SessionUser, features: Partial<CompanyFeatures>): SessionUser {
  return { ...user, company: { ...user.company, features: { ...DEFAULT_FEATURES, ...features } } };
}

const whiteLabel = (logoUrl: string | null = '/api/platform/v1/branding/logo') => {
  const user = withFeatures(buildUser('admin'), { white_label: true });
  return {
    ...user,
    company: { ...user.company, branding: { name: 'PT Vendor Mandiri', logo_url: logoUrl } },
  };
};

function Menu() {
  return <SideMenu items={useVisibleMenu(() => true)} />;
}

const menuKeys = () =>
  screen.getAllByRole('menuitem').map((item) => item.textContent?.replace('(membuka tab baru)', ''));

describe('TopBar feature flags', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    localStorage.clear();
    await i18n.changeLanguage('id');
  });

  it('offers the language switch with vsms2_bilingual', () => {
    stubFetch(() => undefined);
    renderPage(<TopBar compact={false} />, { user: buildUser('admin') });
    expect(screen.getByTestId('language-switch')).toBeInTheDocument();
  });

  it('hides the language switch without vsms2_bilingual, and a stored English falls back to Indonesian', async () => {
    stubFetch(() => undefined);
    await i18n.changeLanguage('en');
    renderPage(<TopBar compact={false} />, {
      user: withFeatures(buildUser('admin'), { vsms2_bilingual: false }),
    });
    expect(screen.queryByTestId('language-switch')).not.toBeInTheDocument();
    await waitFor(() => expect(i18n.language).toBe('id'));
    expect(screen.getByRole('link', { name: 'Armada, ke halaman utama' })).toBeInTheDocument();
  });

  it('shows the announcements button with the company flag, and not without it', () => {
    stubFetch(() => undefined);
    const { unmount } = renderPage(<TopBar compact={false} />, { user: buildUser('admin') });
    expect(screen.getByTestId('announcements-button')).toBeInTheDocument();
    unmount();
    renderPage(<TopBar compact={false} />, {
      user: withFeatures(buildUser('admin'), { vsms2_system_notification: false }),
    });
    expect(screen.queryByTestId('announcements-button')).not.toBeInTheDocument();
  });
});

describe('TopBar branding', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('shows Armada for a company without white label', () => {
    stubFetch(() => undefined);
    renderPage(<TopBar compact={false} />, { user: buildUser('admin') });
    expect(screen.getByTestId('top-bar-name')).toHaveTextContent('Armada');
    expect(screen.queryByTestId('company-logo')).not.toBeInTheDocument();
  });

  it("shows a white-label company's own logo, fetched with the token, and its name", async () => {
    storeToken('token-vendor');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logo-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const calls = stubFetchByUrl((url) =>
      url.pathname === '/api/platform/v1/branding/logo'
        ? new Response(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }))
        : json({ data: { unread_count: 0 } }),
    );
    renderPage(<TopBar compact={false} />, { user: whiteLabel() });

    expect(screen.getByTestId('top-bar-name')).toHaveTextContent('PT Vendor Mandiri');
    expect(screen.getByRole('link', { name: 'PT Vendor Mandiri, ke halaman utama' })).toBeInTheDocument();
    expect(await screen.findByTestId('company-logo')).toHaveAttribute('src', 'blob:logo-1');
    expect(created).toHaveBeenCalled();
    const logoCall = calls.find((call) => call.url.pathname === '/api/platform/v1/branding/logo');
    expect(logoCall?.headers.get('Authorization')).toBe('Bearer token-vendor');
  });

  it('keeps the name alone when the white-label company has no logo', () => {
    const calls = stubFetch(() => undefined);
    renderPage(<TopBar compact />, { user: whiteLabel(null) });
    expect(screen.getByTestId('top-bar-name')).toHaveTextContent('PT Vendor Mandiri');
    expect(calls.filter((call) => call.url.pathname.endsWith('/logo'))).toEqual([]);
  });

  it('offers no referral for a white-label company', async () => {
    stubFetch(() => undefined);
    const { unmount } = renderPage(<TopBar compact={false} />, { user: buildUser('admin') });
    await userEvent.click(screen.getByTestId('account-menu'));
    expect(await screen.findByRole('menuitem', { name: /Program Referal/ })).toBeInTheDocument();
    unmount();
    renderPage(<TopBar compact={false} />, { user: whiteLabel(null) });
    await userEvent.click(screen.getByTestId('account-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Program Referal/ })).not.toBeInTheDocument();
  });
});

describe('account menu', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the return to the old version with back_to_vsms1:create when LEGACY_APP_URL is set', async () => {
    stubFetch(() => undefined);
    renderPage(<TopBar compact={false} />, {
      user: buildUser('admin', { legacy_app_url: 'https://vsms1.example.id/' }),
    });
    await userEvent.click(screen.getByTestId('account-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Kembali ke versi lama/ }));
    expect(await screen.findByRole('dialog', { name: 'Kembali ke versi lama?' })).toBeInTheDocument();
  });

  it.each([
    ['LEGACY_APP_URL is not configured', buildUser('admin', { legacy_app_url: null })],
    [
      'the user lacks back_to_vsms1:create',
      withoutScope(
        buildUser('admin', { legacy_app_url: 'https://vsms1.example.id/' }),
        'back_to_vsms1:create',
      ),
    ],
  ])('hides the return to the old version when %s', async (_, user) => {
    stubFetch(() => undefined);
    renderPage(<TopBar compact={false} />, { user });
    await userEvent.click(screen.getByTestId('account-menu'));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: /Kembali ke versi lama/ })).not.toBeInTheDocument();
  });

  it('opens the referral modal from its item', async () => {
    stubFetch((call) =>
      call.url.pathname === '/api/platform/v1/referral'
        ? json({ data: { referral_code: 'AN7K2Q9M', referral_link: 'https://a.id/?ref=AN7K2Q9M' } })
        : undefined,
    );
    renderPage(<TopBar compact={false} />, { user: buildUser('admin') });
    await userEvent.click(screen.getByTestId('account-menu'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Program Referal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Program Referal' });
    expect(await within(dialog).findByLabelText('Tautan referal')).toHaveValue('https://a.id/?ref=AN7K2Q9M');
  });
});

describe('side menu flags', () => {
  it('shows the new video, media and invoice items only with their flags', () => {
    const { unmount } = renderPage(<Menu />, { user: buildUser('admin') });
    expect(menuKeys()).not.toContain('Video Baru');
    unmount();
    renderPage(<Menu />, {
      user: withFeatures(buildUser('admin'), {
        vsms2_new_video_menu: true,
        vsms2_media: true,
        vsms2_invoice_integration: true,
      }),
    });
    expect(menuKeys()).toEqual(expect.arrayContaining(['Video Baru', 'Media Kendaraan', 'Tagihan']));
  });

  it('hides help for a white-label company', () => {
    renderPage(<Menu />, { user: whiteLabel(null) });
    expect(menuKeys()).not.toContain('Bantuan');
    expect(menuKeys()).toContain('Dasbor');
  });
});
