import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRawAlert } from '../../../test/raw-alert.factory';
import { renderPage } from '../../../test/render';
import { buildUser } from '../../../test/user.factory';
import { TopAlertsCarousel } from './TopAlertsCarousel';

const alerts = ['Satu', 'Dua', 'Tiga', 'Empat'].map((name, index) =>
  buildRawAlert({ descriptionIdn: name, licensePlate: `B ${index + 1}`, isUrgent: index === 0 }),
);

const carousel = () => screen.getByRole('region', { name: 'Notifikasi teratas' });
const slide = () => within(carousel()).getByRole('region', { name: /dari/ });
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('top-3 carousel', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }),
  );
  afterEach(() => vi.useRealTimers());

  it('shows the first three alerts in turn, one every 3 s, and starts over', () => {
    renderPage(<TopAlertsCarousel alerts={alerts} />, { user: buildUser('admin') });
    const seen = [slide().textContent];
    for (let turn = 0; turn < 3; turn += 1) {
      advance(2_999);
      expect(slide().textContent).toBe(seen[seen.length - 1]);
      advance(1);
      seen.push(slide().textContent);
    }
    expect(seen.map((text) => /Satu|Dua|Tiga|Empat/.exec(text ?? '')?.[0])).toEqual([
      'Satu',
      'Dua',
      'Tiga',
      'Satu',
    ]);
    expect(slide()).toHaveAccessibleName('1 dari 3');
  });

  it('stands still while the pointer is over it or the focus is inside', () => {
    renderPage(<TopAlertsCarousel alerts={alerts} />, { user: buildUser('admin') });
    fireEvent.mouseEnter(carousel());
    advance(9_000);
    expect(slide()).toHaveTextContent('Satu');
    fireEvent.mouseLeave(carousel());
    advance(3_000);
    expect(slide()).toHaveTextContent('Dua');

    act(() => within(carousel()).getByRole('button', { name: 'Notifikasi berikutnya' }).focus());
    advance(9_000);
    expect(slide()).toHaveTextContent('Dua');
  });

  it('moves by keyboard with its buttons, and opens an alert through onOpenAlert', () => {
    const onOpenAlert = vi.fn();
    renderPage(<TopAlertsCarousel alerts={alerts} onOpenAlert={onOpenAlert} />, { user: buildUser('admin') });
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Notifikasi sebelumnya' }));
    expect(slide()).toHaveTextContent('Tiga');
    fireEvent.click(within(carousel()).getByRole('button', { name: 'Notifikasi berikutnya' }));
    expect(slide()).toHaveTextContent('Satu');
    fireEvent.click(within(slide()).getByRole('button', { name: /Satu/ }));
    expect(onOpenAlert).toHaveBeenCalledExactlyOnceWith(alerts[0]);
  });

  it('shows nothing without alerts, and one alert without turning', () => {
    const { unmount } = renderPage(<TopAlertsCarousel alerts={[]} />, { user: buildUser('admin') });
    expect(screen.queryByRole('region', { name: 'Notifikasi teratas' })).not.toBeInTheDocument();
    unmount();
    renderPage(<TopAlertsCarousel alerts={alerts.slice(0, 1)} />, { user: buildUser('admin') });
    advance(6_000);
    expect(slide()).toHaveTextContent('Satu');
    expect(within(carousel()).getByRole('button', { name: 'Notifikasi berikutnya' })).toBeDisabled();
  });
});
