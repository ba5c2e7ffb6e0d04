import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { LanguageSwitch } from '../LanguageSwitch';
import { StepWizard, type StepWizardItem, stepStates } from '.';

const FOUR: StepWizardItem[] = [
  { key: 'a', label: 'Draf', subLabel: '01 Nov 2026 08:00' },
  { key: 'b', label: 'Dijadwalkan', subLabel: '02 Nov 2026 09:00', subSubLabel: 'catatan' },
  { key: 'c', label: 'Perjalanan', subLabel: '03 Nov 2026 10:00' },
  { key: 'd', label: 'Selesai', subLabel: '04 Nov 2026 11:00' },
];

const SEVEN: StepWizardItem[] = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7'].map((label) => ({
  key: label,
  label,
}));

function renderWizard(items: StepWizardItem[], activeKey: string, width?: number) {
  if (width !== undefined) window.innerWidth = width;
  return renderPage(<StepWizard items={items} activeKey={activeKey} ariaLabel="Tahapan" />, {
    user: buildUser('dispatcher'),
  });
}

/** The titles antd renders, in order, with the state each says it is in. */
function shownSteps() {
  const wizard = screen.getByRole('region', { name: 'Tahapan' });
  return Array.from(wizard.querySelectorAll('[data-step-state]')).map((title) => ({
    label: title.firstChild?.textContent,
    state: title.getAttribute('data-step-state'),
  }));
}

describe('StepWizard', () => {
  it('counts the steps before the active one as done and the later ones as waiting', () => {
    expect(stepStates(FOUR, 'c')).toEqual(['done', 'done', 'current', 'wait']);
    expect(stepStates(FOUR, 'a')).toEqual(['current', 'wait', 'wait', 'wait']);
    expect(stepStates(FOUR, 'unknown')).toEqual(['wait', 'wait', 'wait', 'wait']);
  });

  it('tells screen readers the state of every step', () => {
    renderWizard(FOUR, 'b');
    expect(shownSteps()).toEqual([
      { label: 'Draf', state: 'done' },
      { label: 'Dijadwalkan', state: 'current' },
      { label: 'Perjalanan', state: 'wait' },
      { label: 'Selesai', state: 'wait' },
    ]);
    expect(screen.getByText('Draf').closest('[data-step-state]')).toHaveTextContent('Draf, selesai');
    expect(screen.getByText('Dijadwalkan').closest('[data-step-state]')).toHaveTextContent(
      'Dijadwalkan, saat ini',
    );
  });

  it('shows sub-labels only on the current and the done steps', () => {
    renderWizard(FOUR, 'b');
    expect(screen.getByText('01 Nov 2026 08:00')).toBeInTheDocument();
    expect(screen.getByText('02 Nov 2026 09:00')).toBeInTheDocument();
    expect(screen.getByText('catatan')).toBeInTheDocument();
    expect(screen.queryByText('03 Nov 2026 10:00')).not.toBeInTheDocument();
    expect(screen.queryByText('04 Nov 2026 11:00')).not.toBeInTheDocument();
  });

  it('marks done steps with a checkmark and waiting ones with their number', () => {
    renderWizard(FOUR, 'c');
    const wizard = screen.getByRole('region', { name: 'Tahapan' });
    expect(wizard.querySelectorAll('.anticon-check')).toHaveLength(2);
    expect(within(wizard).getByText('4')).toBeInTheDocument();
  });

  it('uses the short layout below 6 items', () => {
    renderWizard(SEVEN.slice(0, 5), 'S1');
    expect(screen.getByRole('region', { name: 'Tahapan' })).toHaveAttribute('data-layout', 'short');
  });

  it('uses the long layout with 6 items', () => {
    renderWizard(SEVEN.slice(0, 6), 'S1');
    expect(screen.getByRole('region', { name: 'Tahapan' })).toHaveAttribute('data-layout', 'long');
  });

  it('shows all steps from 1026px', () => {
    renderWizard(SEVEN, 'S4', 1026);
    expect(shownSteps().map((step) => step.label)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7']);
  });

  it('shows 6 of 7 steps at 1025px, keeping the first, the current and the last', () => {
    renderWizard(SEVEN, 'S4', 1025);
    const labels = shownSteps().map((step) => step.label);
    expect(labels).toHaveLength(6);
    expect(labels).toEqual(expect.arrayContaining(['S1', 'S4', 'S7']));
  });

  it('shows 3 steps from 640px up to 1024px', () => {
    renderWizard(SEVEN, 'S4', 640);
    expect(shownSteps().map((step) => step.label)).toEqual(['S1', 'S4', 'S7']);
  });

  it('shows 3 steps at 1024px too', () => {
    renderWizard(SEVEN, 'S2', 1024);
    expect(shownSteps()).toHaveLength(3);
  });

  it('shows only the current step and its position below 640px', () => {
    renderWizard(FOUR, 'c', 390);
    expect(shownSteps()).toEqual([{ label: 'Perjalanan', state: 'current' }]);
    expect(screen.getByText('Langkah 3 dari 4')).toBeInTheDocument();
    // The step keeps its own number.
    expect(within(screen.getByRole('region', { name: 'Tahapan' })).getByText('3')).toBeInTheDocument();
  });

  it('shows every step of a short wizard whatever the width allows', () => {
    renderWizard(FOUR.slice(0, 3), 'b', 700);
    expect(shownSteps()).toHaveLength(3);
  });

  it('marks the current step as an error when asked to', () => {
    renderPage(<StepWizard items={FOUR} activeKey="b" activeStatus="error" ariaLabel="Tahapan" />, {
      user: buildUser('dispatcher'),
    });
    const wizard = screen.getByRole('region', { name: 'Tahapan' });
    expect(wizard.querySelectorAll('.ant-steps-item-error')).toHaveLength(1);
    expect(wizard.querySelector('.ant-steps-item-error')).toHaveTextContent('Dijadwalkan');
  });

  it('says the position in English after a language switch', async () => {
    window.innerWidth = 390;
    renderPage(
      <>
        <LanguageSwitch />
        <StepWizard items={FOUR} activeKey="a" ariaLabel="Steps" />
      </>,
      { user: buildUser('dispatcher') },
    );
    await userEvent.click(screen.getByTestId('language-switch'));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });
});
