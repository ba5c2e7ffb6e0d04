import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from '../../../shared/LanguageSwitch';
import { buildTask, withStatus } from '../../../test/fleet-task.factory';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { FleetTaskStatusWizard } from './FleetTaskStatusWizard';

const VENDOR = { vendor_id: 4, vendor: { id: 4, name: 'CV Kirim Cepat' } };

function renderWizard(task = buildTask(), width?: number) {
  if (width !== undefined) window.innerWidth = width;
  return renderPage(
    <>
      <LanguageSwitch />
      <FleetTaskStatusWizard task={task} />
    </>,
    { user: buildUser('dispatcher') },
  );
}

function steps() {
  const wizard = screen.getByRole('region', { name: 'Status penugasan' });
  return Array.from(wizard.querySelectorAll('[data-step-state]')).map(
    (title) => `${title.firstChild?.textContent}:${title.getAttribute('data-step-state')}`,
  );
}

describe('FleetTaskStatusWizard', () => {
  it('follows the standard path Draf, Dijadwalkan, Perjalanan, Selesai', () => {
    renderWizard(withStatus(buildTask(), 'STARTED', ['DRAFT', 'SCHEDULED', 'STARTED']));
    expect(steps()).toEqual(['Draf:done', 'Dijadwalkan:done', 'Perjalanan:current', 'Selesai:wait']);
  });

  it('shows the task being created at its first step, Draf', () => {
    renderWizard(withStatus(buildTask(), 'TEMPORARY', []));
    expect(steps()).toEqual(['Draf:current', 'Dijadwalkan:wait', 'Perjalanan:wait', 'Selesai:wait']);
  });

  it('follows the vendor path with a vendor, in the long layout of 6 steps', () => {
    renderWizard(withStatus(buildTask(VENDOR), 'WAITING_FOR_VENDOR', ['DRAFT', 'WAITING_FOR_VENDOR']));
    expect(steps()).toEqual([
      'Draf:done',
      'Menunggu Vendor:current',
      'Diterima Vendor:wait',
      'Dijadwalkan:wait',
      'Perjalanan:wait',
      'Selesai:wait',
    ]);
    expect(screen.getByRole('region', { name: 'Status penugasan' })).toHaveAttribute('data-layout', 'long');
    expect(screen.getByText('CV Kirim Cepat')).toBeInTheDocument();
  });

  it("shows 'Ditolak' as the vendor's answer of a rejected task, marked as an error", () => {
    renderWizard(
      withStatus(buildTask(VENDOR), 'REJECTED_BY_VENDOR', [
        'DRAFT',
        'WAITING_FOR_VENDOR',
        'REJECTED_BY_VENDOR',
      ]),
    );
    expect(steps()[2]).toBe('Ditolak:current');
    expect(document.querySelectorAll('.ant-steps-item-error')).toHaveLength(1);
  });

  it('shows only the visited statuses of a cancelled task, then Dibatalkan with its reason', () => {
    renderWizard(
      withStatus(
        buildTask({ canceled_reason: { id: 2, name: 'Pelanggan membatalkan pesanan' } }),
        'CANCELED',
        ['DRAFT', 'SCHEDULED', 'CANCELED'],
      ),
    );
    expect(steps()).toEqual(['Draf:done', 'Dijadwalkan:done', 'Dibatalkan:current']);
    expect(screen.getByText('Pelanggan membatalkan pesanan')).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-error')).toHaveTextContent('Dibatalkan');
  });

  it('dates the current and done steps only, in the company time zone', () => {
    renderWizard(buildTask({ created_on: '2026-11-20T02:30:00.000Z' }));
    // Draf is current: created 09:30 in Jakarta. The departure belongs to Dijadwalkan, not reached yet.
    expect(screen.getByText('20 Nov 2026 09:30')).toBeInTheDocument();
    expect(screen.queryByText('22 Nov 2026 08:00')).not.toBeInTheDocument();
  });

  it('dates a reached Dijadwalkan with the planned departure and marks an automatic start', () => {
    renderWizard(
      withStatus(
        buildTask({ actual_departure_on: '2026-11-22T08:05:00.000+07:00', is_auto_started: true }),
        'STARTED',
        ['DRAFT', 'SCHEDULED', 'STARTED'],
      ),
    );
    expect(screen.getByText('22 Nov 2026 08:00')).toBeInTheDocument();
    expect(screen.getByText('Rencana keberangkatan')).toBeInTheDocument();
    expect(screen.getByText('22 Nov 2026 08:05')).toBeInTheDocument();
    expect(screen.getByText('Otomatis')).toBeInTheDocument();
  });

  it('shows 3 of the 6 vendor steps between 640px and 1024px', () => {
    renderWizard(
      withStatus(buildTask(VENDOR), 'SCHEDULED', [
        'DRAFT',
        'WAITING_FOR_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'SCHEDULED',
      ]),
      800,
    );
    expect(steps()).toEqual(['Draf:done', 'Dijadwalkan:current', 'Selesai:wait']);
  });

  it('names the steps in English after a language switch', async () => {
    renderWizard(withStatus(buildTask(), 'SCHEDULED', ['DRAFT', 'SCHEDULED']));
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(screen.getByRole('region', { name: 'Assignment status' })).toHaveTextContent(
      /Draft.*Scheduled.*On the way.*Completed/,
    );
  });
});
