import {
  type ActivityType,
  type AdjustableLoad,
  checkLoadAdjustments,
  currentActualQuantity,
  type DeliveryLoadResponse,
  type FieldErrorCode,
  type LoadAdjustmentItem,
} from '@armada/domain';

/** What the user typed for one load: the new actual quantity (as text) and the reason. */
export interface AdjustRowInput {
  quantity: string;
  reason: string;
}

export type AdjustInputs = Readonly<Record<string, AdjustRowInput>>;

export function toAdjustableLoad(load: DeliveryLoadResponse): AdjustableLoad {
  return {
    id: load.id,
    quantity: load.quantity,
    quantityPicked: load.quantity_picked,
    quantityDelivered: load.quantity_delivered,
    isAdjustedPicked: load.is_adjusted_picked,
    isAdjustedDelivered: load.is_adjusted_delivered,
  };
}

/** The table starts at what the activity's side of each load stands at now. */
export function initialAdjustInputs(
  type: ActivityType,
  loads: readonly DeliveryLoadResponse[],
): AdjustInputs {
  return Object.fromEntries(
    loads.map((load) => [
      load.id,
      { quantity: String(currentActualQuantity(toAdjustableLoad(load), type)), reason: '' },
    ]),
  );
}

export interface AdjustCheck {
  /** The request: one item per load whose quantity changes, in the table's order. */
  items: LoadAdjustmentItem[];
  /** Per load id, the first limit its quantity breaks (the catalogue's field code). */
  quantityProblems: ReadonlyMap<string, FieldErrorCode>;
  /** Load ids of reductions without a reason. */
  missingReasons: ReadonlySet<string>;
}

/**
 * The live check of the table, by the domain's checkLoadAdjustments (section 5 'Load adjustment'): a
 * row left empty, or at its current quantity, changes nothing and is not sent.
 */
export function checkAdjustInputs(
  type: ActivityType,
  loads: readonly DeliveryLoadResponse[],
  inputs: AdjustInputs,
): AdjustCheck {
  const entered = loads.filter((load) => (inputs[load.id]?.quantity ?? '').trim() !== '');
  const candidates: LoadAdjustmentItem[] = entered.map((load) => ({
    delivery_load_uuid: load.id,
    quantity: inputs[load.id]?.quantity.trim() ?? '',
    reason: inputs[load.id]?.reason.trim() || null,
  }));
  const result = checkLoadAdjustments(type, loads.map(toAdjustableLoad), candidates);
  const idAt = (field: string) => entered[Number(field.split('.')[0])]?.id;
  const quantityProblems = new Map<string, FieldErrorCode>();
  for (const problem of result.fields) {
    const id = idAt(problem.field);
    if (id !== undefined && !quantityProblems.has(id)) quantityProblems.set(id, problem.code);
  }
  const missingReasons = new Set(result.missingReasons.map((index) => entered[index]?.id ?? ''));
  const changed = new Set(result.changes.map((change) => change.loadId));
  return {
    items: candidates.filter((item) => changed.has(item.delivery_load_uuid)),
    quantityProblems,
    missingReasons,
  };
}

/**
 * The server names a row by its place in the request (`1.reason`, `0.quantity`); this turns the
 * name back into the load's id and the field.
 */
export function rowOfServerField(
  field: string,
  sent: readonly LoadAdjustmentItem[],
): { loadId: string; field: string } | null {
  const [index, name] = field.split('.');
  const item = sent[Number(index)];
  return item && name ? { loadId: item.delivery_load_uuid, field: name } : null;
}
