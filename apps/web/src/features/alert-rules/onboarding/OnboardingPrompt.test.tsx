import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { buildUser, withoutScope } from '../../../test/user.factory';
import { OnboardingPrompt } from './OnboardingPrompt';

configure({ asyncUtilTimeout: 10_000 });

const newCompany = { id: 1, name: 'PT Baru', time_zone: 'Asia/Jakarta', setup_notif_completed: false };
const admin = buildUser('admin', { company: newCompany });

/** The prompt as the layout mounts it: beside whatever page is open. */
function renderWithPrompt(user = admin, path = '/dashboard/') {
  const page = (name: string) => (
    <>
      <p>{name}</p>
      <OnboardingPrompt />
    </>
  );
  return renderRoutes(
    [
      { path: '/dashboard/', element: page('Dasbor') },
      { path: '/notification/onboarding/*', element: page('Wizard') },
    ],
    { user, path },
  );
}

const prompt = () => screen.queryByRole('dialog', { name: 'Aktifkan notifikasi armada Anda' });

describe('OnboardingPrompt', () => {
  beforeEach(() => sessionStorage.clear());

  it('is offered after login while the company has not set up notifications, and starts the wizard', async () => {
    const { router } = renderWithPrompt();
    expect(
      await screen.findByRole('dialog', { name: 'Aktifkan notifikasi armada Anda' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mulai Atur Notifikasi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notification/onboarding/'));
    expect(screen.getByText('Wizard')).toBeInTheDocument();
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
  });

  it('stays away for the rest of the session once dismissed', async () => {
    const first = renderWithPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Nanti Saja' }));
    await waitFor(() => expect(prompt()).not.toBeInTheDocument());
    first.unmount();
    renderWithPrompt();
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
  });

  it.each([
    ['the set-up is complete', buildUser('admin')],
    ['the user lacks alert_rule_template:create', withoutScope(admin, 'alert_rule_template:create')],
    ['the user lacks alert_rule_template:read', withoutScope(admin, 'alert_rule_template:read')],
  ])('is not offered when %s', async (_why, user) => {
    renderWithPrompt(user);
    expect(await screen.findByText('Dasbor')).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
  });

  it('is not shown over the wizard itself', async () => {
    renderWithPrompt(admin, '/notification/onboarding/');
    expect(await screen.findByText('Wizard')).toBeInTheDocument();
    expect(prompt()).not.toBeInTheDocument();
  });
});
