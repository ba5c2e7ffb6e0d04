import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpin } from './FullPageSpin';

/**
 * A page whose code is fetched the first time its route is shown (issue 23 item 1): each feature is a
 * chunk of its own, so the login page does not carry every screen, and a route's first load carries
 * only the components it uses. The pages keep their named exports.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (page) => {
        loaded = page;
        return { default: page };
      },
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
  const Lazy = lazy(fetchPage);
  /**
   * Code already here (preloaded) renders at once: React.lazy would still suspend for a turn, and
   * each suspense it reveals may wait a further 300 ms to batch what it shows.
   */
  function LazyPage(props: P) {
    const Page = loaded;
    return Page ? <Page {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}

/**
 * Where a lazy page waits for its code. Only the first visit shows it: the router's navigations are
 * transitions, so a page already shown stays until the next one is ready.
 */
export function PageSuspense({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<FullPageSpin description={t('common.loading')} />}>{children}</Suspense>;
}

const isPreloadable = (type: unknown): type is { preload: () => Promise<void> } =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/**
 * Fetches the code of every lazy page an element holds (itself, or inside its children: a guard, a
 * suspense), without rendering anything; resolves when all have come or failed. The first route shown
 * fetches its shell, layout and page at once this way, rather than each one only when the one around
 * it has rendered (issue 23 item 5).
 */
export function preloadLazyPages(node: ReactNode): Promise<void> {
  const fetches: Promise<void>[] = [];
  const walk = (child: ReactNode): void => {
    if (Array.isArray(child)) {
      for (const item of child) walk(item);
      return;
    }
    if (!isValidElement(child)) return;
    // A failed fetch is left to the page's own visit, which shows the reload page.
    if (isPreloadable(child.type)) fetches.push(child.type.preload().catch(() => undefined));
    walk((child.props as { children?: ReactNode }).children);
  };
  walk(node);
  return Promise.all(fetches).then(() => undefined);
}
