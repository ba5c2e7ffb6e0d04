import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { driverKeys } from '../api';
import { Outbox } from './outbox';
import { type OutboxItem, OutboxStore, outboxDbName } from './outbox-store';

interface OutboxContextValue {
  outbox: Outbox;
  store: OutboxStore;
  items: readonly OutboxItem[];
  online: boolean;
}

const OutboxContext = createContext<OutboxContextValue | null>(null);

export function useOutbox(): OutboxContextValue {
  const value = useContext(OutboxContext);
  if (!value) throw new Error('useOutbox outside OutboxProvider');
  return value;
}

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** The driver's outbox for the logged-in driver, sending whenever the phone is online. */
export function OutboxProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const online = useOnline();
  const store = useMemo(() => new OutboxStore(outboxDbName(user.id)), [user.id]);
  const [outbox, setOutbox] = useState<Outbox | null>(null);

  useEffect(() => {
    const next = new Outbox({
      store,
      onSent: async (item) => {
        await queryClient.invalidateQueries({ queryKey: driverKeys.all });
        void message.success(t('driver.outbox.sent', { order: item.label.orderNumber }));
      },
    });
    setOutbox(next);
    void next.flush();
    return () => next.stop();
  }, [store, queryClient, message, t]);

  useEffect(() => {
    if (online) outbox?.online();
  }, [online, outbox]);

  if (!outbox) return null;
  return (
    <OutboxItems outbox={outbox} store={store} online={online}>
      {children}
    </OutboxItems>
  );
}

function OutboxItems({
  outbox,
  store,
  online,
  children,
}: {
  outbox: Outbox;
  store: OutboxStore;
  online: boolean;
  children: ReactNode;
}) {
  const items = useSyncExternalStore(
    (listener) => outbox.subscribe(listener),
    () => outbox.snapshot(),
  );
  const value = useMemo(() => ({ outbox, store, items, online }), [outbox, store, items, online]);
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}

/** The outbox item waiting for an activity, if any (the task page shows it as 'Menunggu dikirim'). */
export function queuedFor(items: readonly OutboxItem[], activityId: string): OutboxItem | undefined {
  return items.find((item) => item.ref.activityId === activityId);
}
