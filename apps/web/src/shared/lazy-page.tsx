import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from './FullPageSpin';

/**
 * A page whose code is fetched the first time its route is shown (issue 23 item 1): each feature is a
 * chunk of its own, so the login page does not carry every screen, and a route's first load carries
 * only the components it uses. The pages keep their named exports.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (page) => ({ default: page }),
      (error: unknown) => {
        // A failed fetch (offline) is tried again by the next preload or visit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  /** Fetches the page's code ahead of its first visit (a driver's pages before a stretch offline). */
  const preload = () => fetchPage().then(() => undefined);
  return Object.assign(lazy(fetchPage), { preload });
}

/**
 * Where a lazy page waits for its code. Only the first visit shows it: the router's navigations are
 * transitions, so a page already shown stays until the next one is ready.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<FullPageSpin description={t('common.loading')} />}>{children}</Suspense>;
}
