import {
  type ActivityType,
  type AdjustableLoad,
  type CompleteActivityRequest,
  checkLoadAdjustments,
  completeActivityRequestSchema,
  completionTimeProblem,
  type DriverLoad,
  type FieldProblem,
  fieldErrorMessage,
  fieldProblemsFromZodIssues,
  inZone,
  type Language,
  type LoadAdjustmentItem,
  toZonedIso,
} from '@armada/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the driver typed for one load: the actual quantity (empty: as planned) and the reason. */
export interface LoadInput {
  quantity: string;
  reason: string;
}

export interface CompletionValues {
  contact_person_name: string;
  /** The datetime-local input's value ('YYYY-MM-DDTHH:mm'), read in the company's time zone. */
  completed_on_local: string;
  /**
   * The driver picked a time. Untouched, the completion is at the moment of saving, to the second:
   * the input's minutes would put a drop saved right after a GPS-completed pickup before it.
   */
  time_changed: boolean;
  note: string;
  loads: Record<string, LoadInput>;
}

export interface CompletionContext {
  activityType: ActivityType;
  timeZone: string;
  language: Language;
  actualDepartureOn: string | null;
  /** For a drop: when its pickup was completed (on the server, or as saved in the outbox). */
  pickupCompletedOn: string | null;
  loads: readonly DriverLoad[];
  canAdjustLoads: boolean;
}

/** Field name (as the form names it, `loads.<id>.quantity` for a load) to its message. */
export type CompletionErrors = Record<string, string>;

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

export function nowLocal(timeZone: string, now: Date = new Date()): string {
  return inZone(now, timeZone).format(LOCAL_FORMAT);
}

/** The input's local time as ISO 8601 with the company's offset, or '' when it is not a time. */
export function localToZonedIso(local: string, timeZone: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(local)) return '';
  const moment = dayjs.tz(local, timeZone);
  return moment.isValid() ? toZonedIso(moment.toDate(), timeZone) : '';
}

export function initialCompletionValues(timeZone: string, now?: Date): CompletionValues {
  return {
    contact_person_name: '',
    completed_on_local: nowLocal(timeZone, now),
    time_changed: false,
    note: '',
    loads: {},
  };
}

function toAdjustable(load: DriverLoad): AdjustableLoad {
  // The driver adjusts at the moment of completing, so no earlier adjustment of this side exists.
  return {
    id: load.id,
    quantity: load.quantity,
    quantityPicked: load.quantity_picked,
    quantityDelivered: load.quantity_delivered,
    isAdjustedPicked: false,
    isAdjustedDelivered: false,
  };
}

function loadItems(values: CompletionValues, context: CompletionContext) {
  const entered = context.loads.filter((load) => (values.loads[load.id]?.quantity ?? '').trim() !== '');
  const items: LoadAdjustmentItem[] = entered.map((load) => ({
    delivery_load_uuid: load.id,
    quantity: values.loads[load.id]?.quantity.trim() ?? '',
    reason: values.loads[load.id]?.reason.trim() || null,
  }));
  return { entered, items };
}

function loadErrors(values: CompletionValues, context: CompletionContext) {
  const errors: CompletionErrors = {};
  const { entered, items } = loadItems(values, context);
  const result = checkLoadAdjustments(context.activityType, context.loads.map(toAdjustable), items);
  const message = (problem: Pick<FieldProblem, 'code' | 'params'>) =>
    fieldErrorMessage(problem.code, context.language, problem.params);
  for (const problem of result.fields) {
    const load = entered[Number(problem.field.split('.')[0])];
    if (load) errors[`loads.${load.id}.quantity`] ??= message(problem);
  }
  for (const index of result.missingReasons) {
    const load = entered[index];
    if (load) errors[`loads.${load.id}.reason`] = message({ code: 'reason-required' });
  }
  const changed = new Set(result.changes.map((change) => change.loadId));
  return { errors, adjusted: items.filter((item) => changed.has(item.delivery_load_uuid)) };
}

export function toCompletionRequest(
  values: CompletionValues,
  context: CompletionContext,
): CompleteActivityRequest {
  const note = values.note.trim();
  const request: CompleteActivityRequest = {
    type: 'driver',
    contact_person_name: values.contact_person_name.trim(),
    completed_on: values.time_changed
      ? localToZonedIso(values.completed_on_local, context.timeZone)
      : toZonedIso(new Date(), context.timeZone),
    note: note === '' ? null : note,
  };
  if (context.canAdjustLoads) {
    const { adjusted } = loadErrors(values, context);
    if (adjusted.length > 0) request.adjusted_delivery_loads = adjusted;
  }
  return request;
}

/**
 * The request's own schema (the domain's), the completion-time rule and, when the driver may adjust
 * quantities, the load-adjustment rule: field name to message, empty when the form can be saved.
 */
export function validateCompletion(values: CompletionValues, context: CompletionContext): CompletionErrors {
  const request = toCompletionRequest(values, context);
  const errors: CompletionErrors = {};
  const parsed = completeActivityRequestSchema.safeParse(request);
  if (!parsed.success) {
    for (const problem of fieldProblemsFromZodIssues(parsed.error.issues, request)) {
      const field = problem.field === 'completed_on' ? 'completed_on_local' : problem.field;
      errors[field] ??= fieldErrorMessage(problem.code, context.language, problem.params);
    }
  }
  if (request.completed_on !== '' && !errors.completed_on_local) {
    const problem = completionTimeProblem({
      activityType: context.activityType,
      completedOn: request.completed_on,
      actualDepartureOn: context.actualDepartureOn,
      pickupCompletedOn: context.pickupCompletedOn,
    });
    if (problem) errors.completed_on_local = fieldErrorMessage(problem, context.language);
  }
  if (context.canAdjustLoads) Object.assign(errors, loadErrors(values, context).errors);
  return errors;
}
