import type { DriverTaskDetail } from '@armada/domain';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../platform/api/api-error';
import { useDriverTask } from '../api';
import { useOutbox } from '../outbox/OutboxProvider';

/**
 * The task as the server answers it, kept in IndexedDB too: a reload without a connection shows the
 * last copy instead of an error (the driver still needs the addresses and phone numbers).
 */
export function useDriverTaskOffline(taskId: string) {
  const query = useDriverTask(taskId);
  const { store } = useOutbox();
  const [copy, setCopy] = useState<DriverTaskDetail | null>(null);
  const networkFailed = query.isError && isApiError(query.error) && query.error.isNetworkError;

  useEffect(() => {
    if (query.data) void store.saveTask(query.data).catch(() => undefined);
  }, [query.data, store]);

  useEffect(() => {
    if (!networkFailed) return;
    let live = true;
    store
      .task(taskId)
      .then((saved) => live && setCopy(saved))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [networkFailed, store, taskId]);

  const fromCopy = !query.data && networkFailed && copy !== null;
  return { query, task: query.data ?? (fromCopy ? copy : undefined), fromCopy };
}
