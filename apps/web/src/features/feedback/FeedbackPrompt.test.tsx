import { FEEDBACK_DELAY_MS, type SessionUser } from '@armada/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorBody, json, stubApi } from '../../test/http';
import { renderPage } from '../../test/render';
import { buildUser, withoutScope } from '../../test/user.factory';
import { FeedbackPrompt } from './FeedbackPrompt';

const admin = buildUser('admin');
const whiteLabel: SessionUser = {
  ...admin,
  company: { ...admin.company, features: { ...admin.company.features, white_label: true } },
};

/** 28 November 2026, 10:00 in Jakarta: inside the last 5 days of a 30-day month. */
const THE_28TH = new Date('2026-11-28T10:00:00+07:00');
const THE_20TH = new Date('2026-11-20T10:00:00+07:00');

const status = (overrides: { sent_this_month?: boolean; white_label?: boolean } = {}) =>
  json({ data: { sent_this_month: false, last_sent_on: null, white_label: false, ...overrides } });

const dialog = () => screen.queryByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' });

async function loadAt(now: Date, answer = () => status(), user = admin) {
  vi.setSystemTime(now);
  const api = stubApi({
    'GET /platform/v1/feedback-status': answer,
    'POST /platform/v1/feedback': (call) =>
      json(
        {
          data: {
            id: 'f6a1c2e4-0b1d-4e55-9a3e-2f1f0c9d7b21',
            comment: '',
            ...(call.body as object),
            created_on: now.toISOString(),
          },
        },
        201,
      ),
  });
  const view = renderPage(<FeedbackPrompt />, { user, path: '/dashboard/' });
  return { ...api, unmount: view.unmount };
}

/** Lets the status call answer, then moves the clock past the prompt's delay. */
async function waitPastDelay(api: { calls: { path: string }[] }, expectStatusCall = true) {
  if (expectStatusCall) {
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/platform/v1/feedback-status')).toBe(true),
    );
  }
  await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_DELAY_MS + 1_000));
}

describe('FeedbackPrompt', () => {
  beforeEach(() => {
    localStorage.clear();
    // Timers and the date only: antd's dialog animates on animation frames, which stay real.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('opens 60 s after load on the 28th of a 30-day month, not before', async () => {
    const api = await loadAt(THE_28TH);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_DELAY_MS - 5_000));
    expect(dialog()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(
      await screen.findByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' }),
    ).toBeInTheDocument();
    // The spec's default score is 5.
    expect(screen.getByRole('radio', { name: 'Sangat puas' })).toBeChecked();
  });

  it('sends the chosen score and comment, and thanks', async () => {
    const api = await loadAt(THE_28TH);
    await waitPastDelay(api);
    await screen.findByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' });
    // antd's radio button takes the click on its label, as a user's pointer does.
    await userEvent.click(screen.getByRole('radio', { name: 'Puas' }).closest('label') as HTMLElement);
    await userEvent.type(screen.getByLabelText('Komentar (opsional)'), 'Bagus');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Masukan' }));
    expect(await screen.findByText('Terima kasih atas masukan Anda!')).toBeInTheDocument();
    const sent = api.calls.find((call) => call.method === 'POST');
    expect(sent?.body).toEqual({ point: 4, comment: 'Bagus' });
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('closes with the server’s thanks when feedback was already sent this month elsewhere', async () => {
    vi.setSystemTime(THE_28TH);
    stubApi({
      'GET /platform/v1/feedback-status': () => status(),
      'POST /platform/v1/feedback': () =>
        errorBody(409, 'feedback/already-sent', 'Anda sudah mengirim masukan bulan ini. Terima kasih!'),
    });
    renderPage(<FeedbackPrompt />, { user: admin, path: '/dashboard/' });
    await act(() => vi.advanceTimersByTimeAsync(FEEDBACK_DELAY_MS + 1_000));
    await screen.findByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim Masukan' }));
    expect(
      await screen.findByText('Anda sudah mengirim masukan bulan ini. Terima kasih!'),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  });

  it('does not open on the 20th, outside the last 5 days', async () => {
    const api = await loadAt(THE_20TH);
    await waitPastDelay(api);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open once feedback was sent this month', async () => {
    const api = await loadAt(THE_28TH, () => status({ sent_this_month: true }));
    await waitPastDelay(api);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open twice on one day: prompted this morning, a reload does not bring it back', async () => {
    const first = await loadAt(new Date('2026-11-28T08:00:00+07:00'));
    await waitPastDelay(first);
    expect(
      await screen.findByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' }),
    ).toBeInTheDocument();
    // A reload two hours later, the same calendar day.
    first.unmount();
    const again = await loadAt(THE_28TH);
    await waitPastDelay(again);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens again the next day when prompted yesterday and not sent', async () => {
    localStorage.setItem(`armada.feedback-prompted-on.${admin.id}`, '2026-11-27T10:00:00+07:00');
    const api = await loadAt(THE_28TH);
    await waitPastDelay(api);
    expect(
      await screen.findByRole('dialog', { name: 'Seberapa puas Anda dengan Armada?' }),
    ).toBeInTheDocument();
  });

  it('does not open for a white-label company, nor ask the server', async () => {
    const api = await loadAt(THE_28TH, () => status({ white_label: true }), whiteLabel);
    await waitPastDelay(api, false);
    expect(dialog()).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('does not open when the server says the company is white label', async () => {
    const api = await loadAt(THE_28TH, () => status({ white_label: true }));
    await waitPastDelay(api);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('treats feedback as done when the status cannot be read', async () => {
    const api = await loadAt(THE_28TH, () => errorBody(500, 'internal', 'Terjadi kesalahan'));
    await waitPastDelay(api);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('does not open without customer-wish-feedback:create', async () => {
    const api = await loadAt(THE_28TH, () => status(), withoutScope(admin, 'customer-wish-feedback:create'));
    await waitPastDelay(api, false);
    expect(dialog()).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
