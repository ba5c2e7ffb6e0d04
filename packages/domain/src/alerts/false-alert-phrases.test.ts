import { describe, expect, it } from 'vitest';
import { FALSE_ALERT_PHRASES, noteInLanguage } from './false-alert-phrases';

describe('false-alert fixed phrases', () => {
  it('show a stored fixed phrase in the reader language, whichever language stored it', () => {
    expect(noteInLanguage('Salah deteksi', 'en')).toBe('Wrong detection');
    expect(noteInLanguage(' wrong detection ', 'id')).toBe('Salah deteksi');
    expect(noteInLanguage(FALSE_ALERT_PHRASES.noOccurrence.id, 'en')).toBe('No occurrence');
  });

  it('leave any other note as it was written', () => {
    expect(noteInLanguage('Kamera menangkap bayangan', 'en')).toBe('Kamera menangkap bayangan');
  });
});
