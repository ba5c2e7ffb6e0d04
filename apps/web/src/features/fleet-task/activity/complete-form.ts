import {
  type ActivityProof,
  type CompleteActivityRequest,
  completeActivityRequestSchema,
  completionTimeProblem,
  type FieldErrorCode,
  type FleetTask,
  fieldErrorMessage,
  type SequenceActivityResponse,
} from '@armada/domain';
import { z } from 'zod';
import { currentLanguage } from '../../../platform/i18n';

/** What the form holds; the request is made from it on save. */
export interface CompleteFormValues {
  contact_person_name: string;
  /** ISO with the company's offset, or null before a time is chosen. */
  completed_on: string | null;
  note: string;
}

export const COMPLETE_FORM_FIELDS = ['contact_person_name', 'completed_on', 'note'] as const;

export function initialCompleteValues(activity: SequenceActivityResponse): CompleteFormValues {
  return {
    contact_person_name: activity.contact_person_name ?? '',
    completed_on: activity.completed_on,
    note: activity.note ?? '',
  };
}

export interface CompletionContext {
  task: FleetTask;
  activity: SequenceActivityResponse;
  /** For a drop: when its pickup was completed on this task, if it was. */
  pickupCompletedOn: string | null;
}

/** The time rule of section 5 (a pickup not before the actual departure, a drop not before its pickup). */
export function completedOnProblem(context: CompletionContext, completedOn: string): FieldErrorCode | null {
  return completionTimeProblem({
    activityType: context.activity.type,
    completedOn,
    actualDepartureOn: context.task.actual_departure_on,
    pickupCompletedOn: context.pickupCompletedOn,
  });
}

/** The pickup proof that a drop's time is checked against: the same order and leg on this task. */
export function pickupTimeOf(
  proofs: readonly ActivityProof[] | undefined,
  activity: SequenceActivityResponse,
): string | null {
  if (activity.type !== 'DROP') return null;
  const pickup = proofs?.find(
    (proof) =>
      proof.type === 'PICKUP' &&
      proof.transit_leg === activity.transit_leg &&
      proof.status.raw_type === 'COMPLETED',
  );
  return pickup?.completed_on ?? null;
}

const request = completeActivityRequestSchema.shape;

/** The request's own field rules, plus the time rule of the domain on completed_on. */
export function completeFormSchema(context: CompletionContext) {
  return z
    .object({
      contact_person_name: request.contact_person_name,
      completed_on: request.completed_on.nullable(),
      note: z.string().trim().max(1000),
    })
    .superRefine((values, issues) => {
      if (values.completed_on === null) {
        // No message of its own: the catalogue's 'required' comes from the resolver's error map.
        issues.addIssue({ code: 'custom', path: ['completed_on'], input: null });
        return;
      }
      const code = completedOnProblem(context, values.completed_on);
      if (code) {
        issues.addIssue({
          code: 'custom',
          path: ['completed_on'],
          input: values.completed_on,
          message: fieldErrorMessage(code, currentLanguage()),
        });
      }
    });
}

export function toCompleteRequest(values: CompleteFormValues): CompleteActivityRequest {
  const note = values.note.trim();
  return {
    contact_person_name: values.contact_person_name.trim(),
    completed_on: values.completed_on ?? '',
    note: note === '' ? null : note,
    type: 'admin',
  };
}
