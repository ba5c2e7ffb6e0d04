import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, stubFetch } from '../../../test/http';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { AlertCenterLiveProvider } from './AlertCenterLiveProvider';
import { REMINDER_STORAGE_KEY } from './useUrgentReminder';

const counts = (urgent: number) =>
  stubFetch((call) =>
    call.url.pathname === '/api/graphql'
      ? json({
          data: {
            unresolvedAlertCounts: {
              isSuccessful: true,
              errorCode: null,
              message: null,
              status: 200,
              unresolvedAlertCounts: { urgent, important: 0 },
            },
          },
        })
      : undefined,
  );

/** A stored schedule whose next reminder is due `inMs` from now (counts younger than 1 hour). */
function dueIn(inMs: number) {
  const last = Date.now() - 5 * 60_000 + inMs;
  localStorage.setItem(
    REMINDER_STORAGE_KEY,
    JSON.stringify({ intervalMinutes: 5, lastRemindedAt: last, reminders: 1, countsAt: last }),
  );
}

describe('AlertCenterLiveProvider reminder', () => {
  afterEach(() => localStorage.clear());

  it('reminds with a toast of the unresolved urgent count and the urgent sound', async () => {
    counts(2);
    dueIn(2_500);
    const played: string[] = [];
    renderPage(
      <AlertCenterLiveProvider sounds={{ play: (urgency) => played.push(urgency) }}>
        <p>Isi</p>
      </AlertCenterLiveProvider>,
      { user: buildUser('admin') },
    );
    expect(
      await screen.findByText('2 notifikasi mendesak belum selesai', {}, { timeout: 8_000 }),
    ).toBeInTheDocument();
    expect(played).toEqual(['urgent']);
  });

  it('stays silent while no urgent alert is unresolved', async () => {
    counts(0);
    dueIn(300);
    const played: string[] = [];
    renderPage(
      <AlertCenterLiveProvider sounds={{ play: (urgency) => played.push(urgency) }}>
        <p>Isi</p>
      </AlertCenterLiveProvider>,
      { user: buildUser('admin') },
    );
    await waitFor(
      () =>
        expect(JSON.parse(localStorage.getItem(REMINDER_STORAGE_KEY) ?? '{}').lastRemindedAt).toBeGreaterThan(
          Date.now() - 5_000,
        ),
      { timeout: 5_000 },
    );
    expect(played).toEqual([]);
    expect(screen.queryByText(/notifikasi mendesak belum selesai/)).not.toBeInTheDocument();
  });
});
