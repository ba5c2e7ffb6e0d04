import { describe, expect, it } from 'vitest';
import { dashcamTypeOfChannel, isCallCapableDevice, videoChannelOf, videoChannelsOf } from './devices';

describe('dashcam channels (section 9)', () => {
  it('gives bsj CH01 and CH03 and vss-howen 1 and 3, road camera first', () => {
    expect(videoChannelsOf('bsj')).toEqual([
      { kind: 'adas', channel: 'CH01' },
      { kind: 'dms', channel: 'CH03' },
    ]);
    expect(videoChannelOf('vss-howen', 'dms')).toBe('3');
  });

  it("knows a dashcam's type by the name it gives a channel, and no type for another name", () => {
    expect(dashcamTypeOfChannel('CH03')).toBe('bsj');
    expect(dashcamTypeOfChannel('1')).toBe('vss-howen');
    expect(dashcamTypeOfChannel('2')).toBeNull();
    expect(dashcamTypeOfChannel(null)).toBeNull();
  });

  it('lets only bsj and vss-howen devices take a call', () => {
    expect(isCallCapableDevice('bsj')).toBe(true);
    expect(isCallCapableDevice('vss-howen')).toBe(true);
    expect(isCallCapableDevice('gt06')).toBe(false);
    expect(isCallCapableDevice(null)).toBe(false);
  });
});
