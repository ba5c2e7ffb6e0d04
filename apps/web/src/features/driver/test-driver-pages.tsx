// The driver pages as the router mounts them, for the driver pages' tests.
import { IDBFactory } from 'fake-indexeddb';
import { renderRoutes } from '../../test/render';
import { buildUser } from '../../test/user.factory';
import { DriverShell } from './DriverShell';
import { DRIVER_PAGES, preloadDriverPages } from './routes';

// The pages' code is fetched before any test renders them, as the shell does on a phone: a first
// fetch through Vite's transform can outlast a query's default wait on a busy machine.
await preloadDriverPages();

/** Each test starts with an empty phone: no outbox, no saved task. */
export function freshIndexedDb() {
  globalThis.indexedDB = new IDBFactory();
}

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

/** navigator.onLine as the test wants it; the events the outbox and the notice listen to. */
export function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

export function renderDriverPages(path: string) {
  return renderRoutes([{ path: '/driver', element: <DriverShell />, children: DRIVER_PAGES }], {
    user: buildUser('driver'),
    path,
  });
}
