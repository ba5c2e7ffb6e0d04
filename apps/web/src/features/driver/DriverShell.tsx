import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { OutboxBanner } from './outbox/OutboxBanner';
import { OutboxProvider } from './outbox/OutboxProvider';
import { preloadDriverPages } from './routes';
import { SmartDriverTracking } from './tracking';

/**
 * The frame of the driver's pages inside the driver layout (no side menu): one narrow column that
 * reads on a 360 px phone and on a laptop, the phone's tracking, the outbox and
 * the connection notice above every page.
 */
export function DriverShell() {
  useEffect(() => {
    void preloadDriverPages();
  }, []);
  return (
    <OutboxProvider>
      <div style={{ maxWidth: 640, marginInline: 'auto' }}>
        <SmartDriverTracking />
        <OutboxBanner />
        <Outlet />
      </div>
    </OutboxProvider>
  );
}
