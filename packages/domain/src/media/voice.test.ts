import { describe, expect, it } from 'vitest';
import { hasAllScopes, ROLE_SCOPES, ROLES } from '../scopes';
import { VOICE_SCOPES, voiceCallLogText } from './voice';

describe('voice calls', () => {
  it('lets every role that opens the Alert Center make a call, and no other', () => {
    for (const role of ROLES) {
      const scopes = ROLE_SCOPES[role];
      expect(hasAllScopes(scopes, VOICE_SCOPES), role).toBe(scopes.includes('e4a-alert-center-main:read'));
    }
  });

  it("writes the alert's log entry in Indonesian with how the call ended and its seconds", () => {
    expect(voiceCallLogText('hangup', 42)).toBe('Panggilan berakhir (ditutup operator), durasi 42 detik');
    expect(voiceCallLogText('gateway-ended', 3)).toBe(
      'Panggilan berakhir (diakhiri perangkat), durasi 3 detik',
    );
    expect(voiceCallLogText('failed', 0, 'Perangkat sedang dalam panggilan lain.')).toBe(
      'Panggilan gagal, durasi 0 detik: Perangkat sedang dalam panggilan lain.',
    );
  });
});
