import { errorMessage, type FleetTask } from '@armada/domain';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type ApiError, isApiError } from '../../../platform/api/api-error';
import { currentLanguage } from '../../../platform/i18n';
import { useDebouncedCall } from '../../../shared/useDebounce';
import { patchFleetTask } from './api';
import { autosaveDiff, isEmptyDiff } from './autosave-diff';
import {
  DEBOUNCED_FIELDS,
  DETAIL_FIELDS,
  type DetailField,
  type DetailFormValues,
  heldFields,
  toUpdatePayload,
} from './detail-form';
import { useServerState } from './useServerState';

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface Autosave {
  status: AutosaveStatus;
  /** The task's updated_on as the server last answered it. */
  lastSavedAt: string;
  /** Saves what is waiting now; resolves true when nothing is left unsaved. */
  flush(): Promise<boolean>;
  /** A change not yet on the server: waiting for the pause, being sent, refused or invalid. */
  hasUnsavedChanges(): boolean;
}

interface AutosaveOptions {
  task: FleetTask;
  form: UseFormReturn<DetailFormValues>;
  enabled: boolean;
  /** The server's answer to a save, for the page to show and to reload the sequence. */
  onSaved(task: FleetTask): void;
  /** Someone else changed the task first (409): reload it. */
  onStale(): Promise<unknown>;
}

const isDetailField = (name: string): name is DetailField =>
  (DETAIL_FIELDS as readonly string[]).includes(name);

/**
 * A refusal with a code of its own (a vehicle already used, a shipment reference taken) says more
 * than the field's generic 'Nilai tidak valid', so that message goes on the field.
 */
function fieldMessage(error: ApiError, fieldText: string): string {
  const generic = error.code === 'invalid/invalid-fields' || error.code === 'invalid/invalid-input-format';
  return generic ? fieldText : error.message;
}

interface RefusalOptions {
  form: UseFormReturn<DetailFormValues>;
  onStale(): Promise<unknown>;
  refuse(field: DetailField, value: unknown): void;
}

/** Section 8: a stale write tells the user and reloads; field errors go on their fields. */
function useRefusal({ form, onStale, refuse }: RefusalOptions) {
  const { message } = App.useApp();
  return useCallback(
    async (error: unknown, sent: Partial<DetailFormValues>, values: DetailFormValues) => {
      if (isApiError(error) && error.status === 409) {
        void message.warning(error.message);
        await onStale();
        return;
      }
      for (const problem of isApiError(error) ? error.fieldErrors : []) {
        if (!isDetailField(problem.field)) continue;
        // Only a value that was sent was refused; a field named for another reason stays free.
        if (problem.field in sent) refuse(problem.field, values[problem.field]);
        form.setError(problem.field, {
          type: 'server',
          message: fieldMessage(error as ApiError, problem.message),
        });
      }
      void message.error(
        isApiError(error) ? error.message : errorMessage('failed-to-save', currentLanguage()),
      );
    },
    [form, message, onStale, refuse],
  );
}

/**
 * Section 4, 'Autosave': every change of the form is sent as a PATCH of the changed fields with the
 * `updated_on` last read (a stale one answers 409), one save at a time so each carries the previous
 * answer's `updated_on`; typed text waits for a 500 ms pause.
 */
export function useAutosave({ task, form, enabled, onSaved, onStale }: AutosaveOptions): Autosave {
  const server = useServerState(task, form);
  const { baseline, updatedOn, stillRefused, allSaved, adopt } = server;
  const refusal = useRefusal({ form, onStale, refuse: server.refuse });
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const inFlight = useRef(false);
  const [status, setStatus] = useState<AutosaveStatus>('idle');

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const values = form.getValues();
    const changed = autosaveDiff(baseline.current, values, heldFields(values, stillRefused()));
    if (isEmptyDiff(changed)) return allSaved();
    inFlight.current = true;
    setStatus('saving');
    try {
      const saved = await patchFleetTask(task.id, {
        ...toUpdatePayload(changed),
        updated_on: updatedOn.current,
      });
      adopt(saved, values);
      setStatus('saved');
      onSaved(saved);
      return allSaved();
    } catch (error) {
      setStatus('error');
      await refusal(error, changed, values);
      return false;
    } finally {
      inFlight.current = false;
    }
  }, [form, task.id, baseline, updatedOn, stillRefused, allSaved, adopt, onSaved, refusal]);

  const enqueue = useCallback(() => {
    // One save after the other: each must send the updated_on of the answer before it.
    const run = queue.current.then(saveOnce, saveOnce);
    queue.current = run;
    return run;
  }, [saveOnce]);

  const debounced = useDebouncedCall(() => void enqueue());

  useEffect(() => {
    if (!enabled) return;
    const subscription = form.watch((_values, { name }) => {
      if (!name || !isDetailField(name)) return;
      if (DEBOUNCED_FIELDS.has(name)) {
        debounced.schedule();
        return;
      }
      // A pick is saved at once, with any text still waiting for its pause.
      debounced.cancel();
      void enqueue();
    });
    return () => subscription.unsubscribe();
  }, [enabled, form, debounced, enqueue]);

  const flush = useCallback(() => {
    debounced.cancel();
    return enqueue();
  }, [debounced, enqueue]);

  const hasUnsavedChanges = useCallback(
    () => debounced.isPending() || inFlight.current || !allSaved(),
    [debounced, allSaved],
  );

  return { status, lastSavedAt: server.lastSavedAt, flush, hasUnsavedChanges };
}
