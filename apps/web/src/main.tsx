import './platform/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { APP_VERSION } from './features/app-update/app-version';
import './app/global.css';

declare global {
  interface Window {
    /** The running build (the app update's browser test reads it to see the new version took over). */
    __ARMADA_VERSION__?: string;
  }
}
window.__ARMADA_VERSION__ = APP_VERSION;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker is the built app's: the dev server serves changing modules it must never cache.
if (import.meta.env.PROD) {
  void import('./features/app-update/register-worker').then(({ registerAppWorker }) => registerAppWorker());
}
