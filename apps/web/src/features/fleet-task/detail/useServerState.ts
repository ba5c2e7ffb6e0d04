import type { FleetTask } from '@armada/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { autosaveDiff, isEmptyDiff, sameValue } from './autosave-diff';
import { DETAIL_FIELDS, type DetailField, type DetailFormValues, formValuesOf } from './detail-form';

/**
 * What the server last answered for the form: the values to compare the form with, the updated_on to
 * send back, and the values it refused (kept back until the user changes them).
 */
export function useServerState(task: FleetTask, form: UseFormReturn<DetailFormValues>) {
  const baseline = useRef(formValuesOf(task));
  const updatedOn = useRef(task.updated_on);
  const refused = useRef(new Map<DetailField, unknown>());
  const [lastSavedAt, setLastSavedAt] = useState(task.updated_on);

  // The task changed elsewhere (a transition, the reload after a stale write): the form follows it.
  useEffect(() => {
    if (task.updated_on === updatedOn.current) return;
    // A refetch sent before our last save answered carries an older state: the save's answer stands.
    if (Date.parse(task.updated_on) < Date.parse(updatedOn.current)) return;
    updatedOn.current = task.updated_on;
    baseline.current = formValuesOf(task);
    refused.current.clear();
    form.reset(baseline.current);
    setLastSavedAt(task.updated_on);
  }, [task, form]);

  /** Fields still holding the value the server refused. */
  const stillRefused = useCallback(() => {
    const fields = [...refused.current].filter(([field, value]) => sameValue(form.getValues(field), value));
    return new Set(fields.map(([field]) => field));
  }, [form]);

  const allSaved = useCallback(() => isEmptyDiff(autosaveDiff(baseline.current, form.getValues())), [form]);

  /**
   * A save's answer becomes the new reference. Fields the server set otherwise than sent (a change
   * of send-by clears others) follow it, unless the user has typed on since.
   */
  const adopt = useCallback(
    (saved: FleetTask, sent: DetailFormValues) => {
      const next = formValuesOf(saved);
      for (const field of DETAIL_FIELDS) {
        if (sameValue(form.getValues(field), sent[field]) && !sameValue(sent[field], next[field])) {
          form.setValue(field, next[field]);
        }
      }
      baseline.current = next;
      updatedOn.current = saved.updated_on;
      setLastSavedAt(saved.updated_on);
    },
    [form],
  );

  const refuse = useCallback((field: DetailField, value: unknown) => refused.current.set(field, value), []);

  return { baseline, updatedOn, lastSavedAt, stillRefused, allSaved, adopt, refuse };
}
