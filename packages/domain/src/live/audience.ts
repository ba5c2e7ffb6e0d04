import { hasScope, type Scope } from '../scopes';
import type { LiveTags } from './protocol';

/** Who may receive a live event, besides being a user of the event's company. */
export type LiveAudience =
  /** An Alert Center alert: users with the centre's scope; urgent ones also need the urgent scope. */
  | { kind: 'alert'; urgency: 'URGENT' | 'IMPORTANT'; vehicleId: number | null; vehicleGroupIds: number[] }
  /** Alerts resolved or flagged in bulk: every user of the centre. */
  | { kind: 'alert-center' }
  /** One user (announcements: `system-notif-{userId}`). */
  | { kind: 'user'; userId: number }
  /**
   * A change the dashboard counts (issue 26 item 10): users of the company with `dashboard:read` and
   * the read scope of what the event names (`OPERATIONS_SUBJECT_SCOPES`), so ids and statuses reach
   * only those who may open their list anyway.
   */
  | { kind: 'operations'; subject: OperationsSubject };

/** What an operations event is about. */
export const OPERATIONS_SUBJECTS = ['fleet-task', 'delivery-order', 'vehicle'] as const;
export type OperationsSubject = (typeof OPERATIONS_SUBJECTS)[number];

/** The list scope each subject needs besides `dashboard:read`: the scope of the list its count opens. */
export const OPERATIONS_SUBJECT_SCOPES: Readonly<Record<OperationsSubject, Scope>> = {
  'fleet-task': 'fleet-task:read',
  'delivery-order': 'delivery-order:read',
  // The vehicles without a recent position are counted on the vehicle list (master data).
  vehicle: 'master-data:read',
};

/** A connected user as the filter sees them: the company check is the hub's, before this. */
export interface LiveViewer {
  userId: number;
  scopes: readonly string[];
  tags: LiveTags;
}

function tagsAdmitAlert(tags: LiveTags, audience: Extract<LiveAudience, { kind: 'alert' }>): boolean {
  if (audience.urgency === 'URGENT' && tags.urgent === false) return false;
  if (audience.urgency === 'IMPORTANT' && tags.important === false) return false;
  const groups = tags.vgroupIds;
  if (groups && groups.length > 0) return audience.vehicleGroupIds.some((id) => groups.includes(id));
  return true;
}

/**
 * Whether a user of the event's company receives it: alerts need `e4a-alert-center-main:read` (urgent
 * ones `e4e-alert-center-urgent:read` too) and pass the viewer's tags; a user event reaches that user;
 * an operations event needs `dashboard:read` and its subject's list scope (tags do not narrow it).
 */
export function mayReceiveLiveEvent(audience: LiveAudience, viewer: LiveViewer): boolean {
  switch (audience.kind) {
    case 'user':
      return audience.userId === viewer.userId;
    case 'alert-center':
      return hasScope(viewer.scopes, 'e4a-alert-center-main:read');
    case 'operations':
      return (
        hasScope(viewer.scopes, 'dashboard:read') &&
        hasScope(viewer.scopes, OPERATIONS_SUBJECT_SCOPES[audience.subject])
      );
    case 'alert':
      if (!hasScope(viewer.scopes, 'e4a-alert-center-main:read')) return false;
      if (audience.urgency === 'URGENT' && !hasScope(viewer.scopes, 'e4e-alert-center-urgent:read')) {
        return false;
      }
      return tagsAdmitAlert(viewer.tags, audience);
  }
}
