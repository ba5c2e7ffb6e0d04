import type { FieldProblem } from '../../errors';
import type { ActivityType } from '../../fleet-task-status';

/**
 * Load adjustment of a completed pickup or drop (fleet-task-planning.md section 5 'Load
 * adjustment', section 8 'Adjust'): the actual quantity picked up or delivered, per load, with a
 * reason for every reduction. Whether an activity may be adjusted at all is isLoadAdjustmentEnabled
 * (activity-menu.ts).
 */
export interface AdjustableLoad {
  id: string;
  /** The plan. */
  quantity: number;
  quantityPicked: number | null;
  quantityDelivered: number | null;
  isAdjustedPicked: boolean;
  isAdjustedDelivered: boolean;
}

export interface LoadAdjustmentItem {
  delivery_load_uuid: string;
  /** Digits only; a client may send the text of its input as it is. */
  quantity: number | string;
  reason?: string | null;
}

export interface LoadChange {
  loadId: string;
  oldQuantity: number;
  newQuantity: number;
  reason: string | null;
}

export interface LoadAdjustmentResult {
  changes: LoadChange[];
  /** Field problems, fields named `<index>.quantity` / `<index>.delivery_load_uuid`. */
  fields: FieldProblem[];
  /** Indexes of reductions that came without a reason (section 8: those rows are highlighted). */
  missingReasons: number[];
}

/** What the activity's side of a load stands at now: the last adjustment, else what came before. */
export function currentActualQuantity(load: AdjustableLoad, type: ActivityType): number {
  if (type === 'PICKUP') return load.quantityPicked ?? load.quantity;
  return load.quantityDelivered ?? load.quantityPicked ?? load.quantity;
}

function parseQuantity(value: number | string): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  return /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * The first limit a new quantity breaks, or null. A pickup may not exceed the plan or its last
 * adjustment, nor go below what was already delivered; a drop may not exceed the plan, what was picked
 * up, or its last adjustment.
 */
function limitBroken(
  load: AdjustableLoad,
  type: ActivityType,
  quantity: number,
): FieldProblem['code'] | null {
  if (quantity > load.quantity) return 'exceeds-plan';
  if (type === 'PICKUP') {
    if (load.isAdjustedPicked && load.quantityPicked !== null && quantity > load.quantityPicked) {
      return 'exceeds-last-adjustment';
    }
    if (load.quantityDelivered !== null && quantity < load.quantityDelivered) return 'below-delivered';
    return null;
  }
  if (load.quantityPicked !== null && quantity > load.quantityPicked) return 'exceeds-picked';
  if (load.isAdjustedDelivered && load.quantityDelivered !== null && quantity > load.quantityDelivered) {
    return 'exceeds-last-adjustment';
  }
  return null;
}

/**
 * Checks every item against the order's loads. An item equal to the current quantity changes nothing
 * (section 5: an entry at the limit cancels the adjustment). A reduction needs a reason.
 */
export function checkLoadAdjustments(
  type: ActivityType,
  loads: readonly AdjustableLoad[],
  items: readonly LoadAdjustmentItem[],
): LoadAdjustmentResult {
  const byId = new Map(loads.map((load) => [load.id, load]));
  const seen = new Set<string>();
  const result: LoadAdjustmentResult = { changes: [], fields: [], missingReasons: [] };
  items.forEach((item, index) => {
    const load = byId.get(item.delivery_load_uuid);
    if (!load || seen.has(load.id)) {
      const code = load ? 'duplicate' : 'invalid-value';
      result.fields.push({ field: `${index}.delivery_load_uuid`, code });
      return;
    }
    seen.add(load.id);
    const quantity = parseQuantity(item.quantity);
    if (quantity === null) {
      result.fields.push({ field: `${index}.quantity`, code: 'not-a-number' });
      return;
    }
    const broken = limitBroken(load, type, quantity);
    if (broken) {
      result.fields.push({ field: `${index}.quantity`, code: broken });
      return;
    }
    const oldQuantity = currentActualQuantity(load, type);
    if (quantity === oldQuantity) return;
    const reason = item.reason?.trim() || null;
    if (quantity < oldQuantity && reason === null) result.missingReasons.push(index);
    result.changes.push({ loadId: load.id, oldQuantity, newQuantity: quantity, reason });
  });
  return result;
}
