import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../platform/i18n';
import { storeToken } from '../../../platform/session/token-storage';
import { type Call, graphqlAnswer, operationOf, stubFetch } from '../../../test/http';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import type { OnboardingTemplate, TemplateAlertCode } from './api';
import { NotificationOnboardingPage } from './NotificationOnboardingPage';

// Two cores shared by several test runs: a first render can take seconds.
configure({ asyncUtilTimeout: 10_000 });

const code = (
  alertCode: number,
  name: string,
  overrides: Partial<TemplateAlertCode> = {},
): TemplateAlertCode => ({
  alertCode,
  descriptionIdn: name,
  descriptionEng: `${name} (en)`,
  fullDescriptionIdn: `Penjelasan ${name}`,
  fullDescriptionEng: `About ${name}`,
  enabledInRule: true,
  iconUrl: `/api/alert-center/v1/alert-code/${alertCode}/icon.svg`,
  isAlreadyActive: false,
  alertRule: null,
  ...overrides,
});

// Two categories that both offer 'Pengereman mendadak' (9): the save must send it once.
const TEMPLATES: OnboardingTemplate[] = [
  {
    templateId: 1,
    category: 'Recommendation',
    nameIdn: 'Keselamatan Mengemudi',
    nameEng: 'Driving Safety',
    descriptionIdn: 'Pantau kecepatan berlebih.',
    descriptionEng: 'Watch overspeed.',
    iconUrl: '/api/alert-center/v1/alert-category/1/icon.svg',
    defaultAlertCodes: [code(8, 'Kecepatan berlebih'), code(9, 'Pengereman mendadak')],
    additionalAlertCodes: [
      code(10, 'Akselerasi mendadak', {
        isAlreadyActive: true,
        alertRule: { alertRuleId: 41, label: 'Akselerasi tol' },
      }),
      code(11, 'Tikungan tajam'),
    ],
  },
  {
    templateId: 2,
    category: 'Recommendation',
    nameIdn: 'Keamanan Kendaraan',
    nameEng: 'Vehicle Security',
    descriptionIdn: 'Ketahui tombol darurat.',
    descriptionEng: 'Know the panic button.',
    iconUrl: '/api/alert-center/v1/alert-category/2/icon.svg',
    defaultAlertCodes: [code(1, 'Tombol darurat'), code(9, 'Pengereman mendadak')],
    additionalAlertCodes: [],
  },
];

const saves = (calls: Call[]) => calls.filter((call) => operationOf(call) === 'OnboardingCreateAlertRules');
const savedTemplates = (call: Call | undefined) =>
  (call?.body as { variables: { input: { templates: unknown } } } | undefined)?.variables.input.templates;

/** /api/graphql answering the templates, and the save as `saveAnswer` says. */
function stubOnboarding(saveAnswer: 'ok' | 'fail' = 'ok') {
  return stubFetch((call) => {
    if (call.url.pathname !== '/api/graphql') return undefined;
    if (operationOf(call) === 'OnboardingTemplates')
      return graphqlAnswer('alertRuleTemplates', {
        data: TEMPLATES,
        pagination: { page: 1, show: 999, total: 2, actualTotal: 2 },
      });
    if (operationOf(call) === 'OnboardingCreateAlertRules') {
      if (saveAnswer === 'fail')
        return graphqlAnswer('createAlertRules', null, {
          status: 500,
          errorCode: 'internal-error',
          message: 'Terjadi kesalahan pada server.',
        });
      return graphqlAnswer('createAlertRules', {
        data: [
          {
            alertRuleId: 71,
            label: 'Kecepatan berlebih',
            alertCode: 8,
            alert: { iconUrl: '/i/8.svg', descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed' },
          },
          {
            alertRuleId: 72,
            label: 'Tombol darurat',
            alertCode: 1,
            alert: { iconUrl: '/i/1.svg', descriptionIdn: 'Tombol darurat', descriptionEng: 'Panic button' },
          },
        ],
        pagination: { page: 1, show: 2, total: 2, actualTotal: 2 },
      });
    }
    return undefined;
  });
}

const admin = buildUser('admin', {
  company: { id: 1, name: 'PT Baru', time_zone: 'Asia/Jakarta', setup_notif_completed: false },
});

function renderWizard(user = admin, path = '/notification/onboarding/') {
  return renderRoutes(
    [
      { path: '/notification/onboarding/*', element: <NotificationOnboardingPage /> },
      { path: '*', element: <p>Halaman lain</p> },
    ],
    { user, path },
  );
}

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;
const chooseCategory = async (name: string) =>
  userEvent.click(within(card(name)).getByRole('checkbox', { name: `Pilih kategori ini: ${name}` }));

// Many clicks through antd on a busy machine: more than the default time per test.
describe('NotificationOnboardingPage', { timeout: 60_000 }, () => {
  beforeEach(() => storeToken('token-admin'));
  afterEach(async () => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
    await i18n.changeLanguage('id');
  });

  it('shows the recommended categories with their icons, in the current language', async () => {
    stubOnboarding();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Keselamatan Mengemudi' })).toBeInTheDocument();
    expect(screen.getByText('Pantau kecepatan berlebih.')).toBeInTheDocument();
    expect(card('Keamanan Kendaraan').querySelector('img')).toHaveAttribute(
      'src',
      '/api/alert-center/v1/alert-category/2/icon.svg',
    );
    await i18n.changeLanguage('en');
    expect(await screen.findByRole('heading', { name: 'Driving Safety' })).toBeInTheDocument();
    expect(screen.getByText('Watch overspeed.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Keselamatan Mengemudi' })).not.toBeInTheDocument();
  });

  it('refuses to save without at least one category, and sends nothing', async () => {
    const calls = stubOnboarding();
    renderWizard();
    await userEvent.click(await screen.findByRole('button', { name: /Simpan dan Aktifkan/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pilih minimal satu kategori notifikasi.');
    expect(saves(calls)).toHaveLength(0);
  });

  it('preselects the default codes on a category page, shows the active one, and refuses to confirm none', async () => {
    stubOnboarding();
    renderWizard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Atur Notifikasi: Keselamatan Mengemudi' }),
    );
    const overspeed = await screen.findByRole('checkbox', { name: /Kecepatan berlebih/ });
    expect(overspeed).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Pengereman mendadak/ })).toBeChecked();
    const active = screen.getByRole('checkbox', { name: /Akselerasi mendadak/ });
    expect(active).toBeDisabled();
    expect(active).not.toBeChecked();
    expect(screen.getByText('Sudah aktif')).toBeInTheDocument();
    expect(screen.getByText('Sudah aktif dalam aturan "Akselerasi tol"')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Tikungan tajam/ })).not.toBeChecked();

    await userEvent.click(overspeed);
    await userEvent.click(screen.getByRole('checkbox', { name: /Pengereman mendadak/ }));
    await userEvent.click(screen.getByRole('button', { name: /Konfirmasi/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pilih minimal satu notifikasi pada kategori ini.',
    );

    await userEvent.click(screen.getByRole('checkbox', { name: /Tikungan tajam/ }));
    await userEvent.click(screen.getByRole('button', { name: /Konfirmasi/ }));
    expect(await screen.findByText('1 notifikasi dipilih')).toBeInTheDocument();
  });

  it('sends a code chosen in two categories once, and says activated to a user with the Alert Center', async () => {
    const calls = stubOnboarding();
    renderWizard();
    await screen.findByRole('heading', { name: 'Keselamatan Mengemudi' });
    await chooseCategory('Keselamatan Mengemudi');
    await chooseCategory('Keamanan Kendaraan');
    expect(screen.getByText('2 kategori, 3 notifikasi dipilih')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Simpan dan Aktifkan/ }));

    expect(await screen.findByText('Notifikasi berhasil diaktifkan')).toBeInTheDocument();
    expect(savedTemplates(saves(calls)[0])).toEqual([
      { templateId: 1, alertCodes: [8, 9] },
      { templateId: 2, alertCodes: [1] },
    ]);
    expect(
      screen.getByText('2 aturan notifikasi baru aktif untuk semua kendaraan Anda.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pengaturan Notifikasi' })).toHaveAttribute(
      'href',
      '/notification/setting/',
    );
    expect(
      within(screen.getByRole('list', { name: 'Aturan notifikasi yang dibuat' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('says requested to a user without the main Alert Center access', async () => {
    stubOnboarding();
    renderWizard(withoutScope(admin, 'e4a-alert-center-main:read'));
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    await chooseCategory('Keamanan Kendaraan');
    await userEvent.click(screen.getByRole('button', { name: /Simpan dan Aktifkan/ }));
    expect(await screen.findByText('Permintaan notifikasi berhasil dikirim')).toBeInTheDocument();
    expect(screen.queryByText('Notifikasi berhasil diaktifkan')).not.toBeInTheDocument();
  });

  it('shows the failed-save message after a failed save and stays with the choices kept', async () => {
    const calls = stubOnboarding('fail');
    renderWizard();
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    await chooseCategory('Keamanan Kendaraan');
    await userEvent.click(screen.getByRole('button', { name: /Simpan dan Aktifkan/ }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Gagal menyimpan pengaturan.');
    expect(alert).toHaveTextContent('Terjadi kesalahan pada server.');
    expect(screen.queryByText('Notifikasi berhasil diaktifkan')).not.toBeInTheDocument();
    expect(
      within(card('Keamanan Kendaraan')).getByRole('checkbox', { name: /Pilih kategori ini/ }),
    ).toBeChecked();
    expect(screen.getByText('2 notifikasi dipilih')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Simpan dan Aktifkan/ }));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(savedTemplates(saves(calls)[1])).toEqual([{ templateId: 2, alertCodes: [1, 9] }]);
  });

  it('keeps the unsaved choices over a reload, for that user only', async () => {
    stubOnboarding();
    const first = renderWizard();
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    await chooseCategory('Keamanan Kendaraan');
    expect(screen.getByText('1 kategori, 2 notifikasi dipilih')).toBeInTheDocument();
    first.unmount();

    // A reload: a new page on the same browser session.
    const second = renderWizard();
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    expect(
      within(card('Keamanan Kendaraan')).getByRole('checkbox', { name: /Pilih kategori ini/ }),
    ).toBeChecked();
    expect(screen.getByText('1 kategori, 2 notifikasi dipilih')).toBeInTheDocument();
    second.unmount();

    // Another user logged in on the same tab starts afresh.
    renderWizard({ ...admin, id: admin.id + 1 });
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    expect(screen.getByText('0 kategori, 0 notifikasi dipilih')).toBeInTheDocument();
  });

  it('forgets the stored choices once they are saved', async () => {
    stubOnboarding();
    const first = renderWizard();
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    await chooseCategory('Keamanan Kendaraan');
    await userEvent.click(screen.getByRole('button', { name: /Simpan dan Aktifkan/ }));
    await screen.findByText('Notifikasi berhasil diaktifkan');
    first.unmount();

    renderWizard();
    await screen.findByRole('heading', { name: 'Keamanan Kendaraan' });
    expect(screen.getByText('0 kategori, 0 notifikasi dipilih')).toBeInTheDocument();
  });

  it('refuses a user without alert_rule_template:read', async () => {
    const calls = stubOnboarding();
    renderWizard(withoutScope(admin, 'alert_rule_template:read'));
    expect(await screen.findByText('Akses ditolak')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
