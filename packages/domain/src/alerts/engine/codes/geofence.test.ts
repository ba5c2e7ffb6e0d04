import { describe, expect, it } from 'vitest';
import { MAX_GEOFENCE_ACCURACY_M } from '../../../telemetry/geofence';
import { ruleStateFrom } from '../state';
import { at, buildContext, buildRule, firedAt, fix, JAKARTA, north, run } from '../test-engine';
import type { LatLng, PositionSample, RuleGeofence } from '../types';

const depot: RuleGeofence = {
  type: 'CIRCLE',
  ...JAKARTA,
  radiusM: 200,
  geofenceId: 4,
  name: 'Garasi Cakung',
};
const geofence = { isInsideGeofence: true, fences: [depot] };
const exit = buildRule({ alertCode: 3, geofence });
const enter = buildRule({ alertCode: 2, geofence });

/** I inside, O outside, E in the margin band at the edge, o outside with a useless accuracy. */
const PLACES: Record<string, { point: LatLng; accuracyM: number }> = {
  I: { point: north(50), accuracyM: 5 },
  O: { point: north(400), accuracyM: 5 },
  E: { point: north(215), accuracyM: 5 },
  o: { point: north(400), accuracyM: MAX_GEOFENCE_ACCURACY_M + 50 },
  i: { point: north(50), accuracyM: MAX_GEOFENCE_ACCURACY_M + 50 },
};
/** One fix every 10 s along a path written as letters. */
const path = (letters: string): PositionSample[] =>
  [...letters].map((letter, i) =>
    fix(i * 10, 30, { ...PLACES[letter]!.point, accuracyM: PLACES[letter]!.accuracyM }),
  );

describe('geofence exit (3) and enter (2): two consecutive usable fixes on the new side', () => {
  it.each([
    ['two fixes outside after inside', exit, 'IIOO', [30]],
    ['one drifting fix outside', exit, 'IIOIIOI', []],
    ['drift at the edge never confirms an exit', exit, 'IIEOEOEO', []],
    ['fixes in the margin band hold the last side', exit, 'IIEEEEOO', [70]],
    ['a fix of useless accuracy is skipped, not counted', exit, 'IIOoO', [40]],
    ['a fix of useless accuracy alone is not a side', exit, 'IIoO', []],
    ['the first side learned fires nothing', exit, 'OOOO', []],
    ['every real exit fires, once each', exit, 'IIOOOOIIOO', [30, 90]],
    ['two fixes inside after outside', enter, 'OOII', [30]],
    ['one drifting fix inside', enter, 'OOIOO', []],
    ['a vehicle that starts inside has not entered', enter, 'IIII', []],
    ['an exit rule ignores entries', exit, 'OOIIII', []],
    ['drift inside at useless accuracy', enter, 'OOiiO', []],
  ])('%s (%s)', (_name, rule, letters, expected) => {
    expect(firedAt(run(rule, path(letters as string)).fires)).toEqual(expected);
  });

  it('names the fence and keys the episode by the first fix on the new side', () => {
    const [decision] = run(exit, path('IIOO')).fires;
    expect(decision).toMatchObject({ alertCode: 3, alertData: '4|Garasi Cakung' });
    expect(decision!.episodeKey).toBe(`7:3:${at(20).toISOString()}`);
  });

  it('a polygon fence: entering the yard', () => {
    const square = [
      north(-100),
      north(100),
      { ...north(100), longitude: 106.802 },
      { ...north(-100), longitude: 106.802 },
    ];
    const yard: RuleGeofence = { type: 'POLYGON', points: square, geofenceId: 5, name: 'Gudang' };
    const rule = buildRule({ alertCode: 2, geofence: { isInsideGeofence: true, fences: [yard] } });
    const away = { ...JAKARTA, longitude: 106.79 };
    const inYard = { ...JAKARTA, longitude: 106.801 };
    const samples = [fix(0, 20, away), fix(10, 20, away), fix(20, 10, inYard), fix(30, 0, inYard)];
    expect(run(rule, samples).fires.map((f) => f.alertData)).toEqual(['5|Gudang']);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('a state stored and read back after fix %i gives the same alerts', (cut) => {
    const samples = path('IIOIOOIIOO');
    const straight = run(exit, samples);
    const before = run(exit, samples.slice(0, cut));
    const stored = ruleStateFrom(JSON.parse(JSON.stringify(before.state)));
    const after = run(exit, samples.slice(cut), buildContext(), stored);
    expect([...before.fires, ...after.fires]).toEqual(straight.fires);
  });

  it('a rule without fences decides nothing', () => {
    const rule = buildRule({ alertCode: 3, geofence: null });
    expect(run(rule, path('IIOO'))).toMatchObject({ fires: [] });
  });
});
