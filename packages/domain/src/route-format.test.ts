import { describe, expect, it } from 'vitest';
import { formatEtaDate, formatServiceTime } from './route-format';

describe('route formatters', () => {
  it("shows an estimated date as 'DD MMM' in the company's zone", () => {
    expect(formatEtaDate('2026-08-16T18:30:00Z', 'Asia/Jakarta')).toBe('17 Agt');
    expect(formatEtaDate('2026-08-16T18:30:00Z', 'Asia/Jakarta', 'en')).toBe('17 Aug');
    // The same moment is still the 16th further west.
    expect(formatEtaDate('2026-08-16T18:30:00Z', 'Europe/London')).toBe('16 Agt');
  });

  it.each([
    [{ hours: 1, minutes: 30 }, 'id', '1 Jam 30 Menit'],
    [{ hours: 0, minutes: 45 }, 'id', '0 Jam 45 Menit'],
    [{ hours: 23, minutes: 59 }, 'id', '23 Jam 59 Menit'],
    [{ hours: 2, minutes: 0 }, 'en', '2 h 0 min'],
  ] as const)('shows the service time %o in %s as %s', (parts, language, text) => {
    expect(formatServiceTime(parts, language)).toBe(text);
  });
});
