import { APP_UPDATE_STORAGE_KEY, parseStoredUpdateState, type StoredUpdateState } from '@armada/domain';

/**
 * The stored update state (spec section 3) in local storage, which every tab of the app shares: a
 * tab's write reaches the other tabs as a `storage` event, so their countdowns stay together.
 */
export interface UpdateStateStore {
  read(): StoredUpdateState | null;
  write(state: StoredUpdateState): void;
  clear(): void;
  /** Calls back with what another tab wrote (null when it cleared the state). */
  subscribe(listener: (state: StoredUpdateState | null) => void): () => void;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * `storage`: the tabs' shared local storage; `events`: where this tab hears other tabs' writes (the
 * window). A storage the browser refuses (private mode, quota) leaves the countdown to this tab alone.
 */
export function localUpdateStateStore(
  storage: KeyValueStorage = window.localStorage,
  events: EventTarget = window,
): UpdateStateStore {
  return {
    read() {
      try {
        return parseStoredUpdateState(storage.getItem(APP_UPDATE_STORAGE_KEY));
      } catch {
        return null;
      }
    },
    write(state) {
      try {
        storage.setItem(APP_UPDATE_STORAGE_KEY, JSON.stringify(state));
      } catch {
        // This tab keeps counting; only the other tabs miss this second.
      }
    },
    clear() {
      try {
        storage.removeItem(APP_UPDATE_STORAGE_KEY);
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
    subscribe(listener) {
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        // key null: another tab cleared the whole storage.
        if (key === APP_UPDATE_STORAGE_KEY || key === null) listener(parseStoredUpdateState(newValue));
      };
      events.addEventListener('storage', onStorage);
      return () => events.removeEventListener('storage', onStorage);
    },
  };
}
