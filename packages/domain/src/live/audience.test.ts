import { describe, expect, it } from 'vitest';
import { type LiveAudience, type LiveViewer, mayReceiveLiveEvent } from './audience';
import { liveTagsSchema } from './protocol';

const CENTRE = 'e4a-alert-center-main:read';
const URGENT = 'e4e-alert-center-urgent:read';

const alert = (urgency: 'URGENT' | 'IMPORTANT', vehicleGroupIds: number[] = []): LiveAudience => ({
  kind: 'alert',
  urgency,
  vehicleId: 7,
  vehicleGroupIds,
});
const viewer = (scopes: string[], tags: LiveViewer['tags'] = {}, userId = 1): LiveViewer => ({
  userId,
  scopes,
  tags,
});

describe('mayReceiveLiveEvent', () => {
  it.each([
    ['important alert, centre scope', alert('IMPORTANT'), viewer([CENTRE]), true],
    ['important alert, no centre scope', alert('IMPORTANT'), viewer([URGENT]), false],
    ['urgent alert, centre scope only', alert('URGENT'), viewer([CENTRE]), false],
    ['urgent alert, both scopes', alert('URGENT'), viewer([CENTRE, URGENT]), true],
    ['urgent alert, urgent scope only', alert('URGENT'), viewer([URGENT]), false],
    ['bulk resolve, centre scope', { kind: 'alert-center' } as const, viewer([CENTRE]), true],
    ['bulk resolve, no centre scope', { kind: 'alert-center' } as const, viewer([]), false],
    ['announcement for this user', { kind: 'user', userId: 1 } as const, viewer([]), true],
    ['announcement for another user', { kind: 'user', userId: 2 } as const, viewer([CENTRE, URGENT]), false],
  ])('%s: %s', (_name, audience, who, expected) => {
    expect(mayReceiveLiveEvent(audience, who)).toBe(expected);
  });

  const all = [CENTRE, URGENT];
  it.each([
    ['urgent: false leaves out urgent alerts', alert('URGENT'), { urgent: false }, false],
    ['urgent: false keeps important alerts', alert('IMPORTANT'), { urgent: false }, true],
    ['important: false leaves out important alerts', alert('IMPORTANT'), { important: false }, false],
    ['important: false keeps urgent alerts', alert('URGENT'), { important: false }, true],
    ['urgent: true does not narrow important', alert('IMPORTANT'), { urgent: true }, true],
    ['a group the vehicle is in', alert('URGENT', [3, 4]), { vgroupIds: [4, 9] }, true],
    ['no group the vehicle is in', alert('URGENT', [3, 4]), { vgroupIds: [9] }, false],
    ['groups asked, vehicle in none', alert('URGENT', []), { vgroupIds: [9] }, false],
    ['an empty group list does not narrow', alert('URGENT', []), { vgroupIds: [] }, true],
  ])('%s', (_name, audience, tags, expected) => {
    expect(mayReceiveLiveEvent(audience, viewer(all, tags))).toBe(expected);
  });

  const dispatcher = ['dashboard:read', 'fleet-task:read', 'delivery-order:read', 'master-data:read'];
  const operations = (subject: 'fleet-task' | 'delivery-order' | 'vehicle'): LiveAudience => ({
    kind: 'operations',
    subject,
  });
  it.each([
    ['task change, dashboard and task list', operations('fleet-task'), dispatcher, true],
    ['task change, no dashboard', operations('fleet-task'), ['fleet-task:read'], false],
    ['task change, dashboard without the task list', operations('fleet-task'), ['dashboard:read'], false],
    [
      'order change, dashboard and order list',
      operations('delivery-order'),
      ['dashboard:read', 'delivery-order:read'],
      true,
    ],
    [
      'order change, task list only',
      operations('delivery-order'),
      ['dashboard:read', 'fleet-task:read'],
      false,
    ],
    [
      'vehicle report, dashboard and master data',
      operations('vehicle'),
      ['dashboard:read', 'master-data:read'],
      true,
    ],
    ['vehicle report, no master data', operations('vehicle'), ['dashboard:read', 'fleet-task:read'], false],
    ['task change, alert centre user only', operations('fleet-task'), [CENTRE, URGENT], false],
  ])('operations: %s', (_name, audience, scopes, expected) => {
    expect(mayReceiveLiveEvent(audience, viewer(scopes))).toBe(expected);
  });

  it('tags never narrow operations events', () => {
    const narrow = viewer(dispatcher, { urgent: false, important: false, vgroupIds: [99] });
    expect(mayReceiveLiveEvent(operations('fleet-task'), narrow)).toBe(true);
  });

  it('tags never narrow resolves or announcements', () => {
    const narrow = viewer(all, { urgent: false, important: false, vgroupIds: [99] });
    expect(mayReceiveLiveEvent({ kind: 'alert-center' }, narrow)).toBe(true);
    expect(mayReceiveLiveEvent({ kind: 'user', userId: 1 }, narrow)).toBe(true);
  });
});

describe('liveTagsSchema', () => {
  it.each([
    [{}, true],
    [{ urgent: true, important: false, vgroupIds: [1, 2] }, true],
    [{ urgent: 'yes' }, false],
    [{ vgroupIds: [0] }, false],
    [{ vgroupIds: [1.5] }, false],
    [{ vgroupIds: Array.from({ length: 1_001 }, (_, i) => i + 1) }, false],
    [{ colour: 'red' }, false],
    [null, false],
  ])('%j is accepted: %s', (tags, accepted) => {
    expect(liveTagsSchema.safeParse(tags).success).toBe(accepted);
  });
});
