import type { UseQueryResult } from '@tanstack/react-query';
import { App, Button, Card, Result, Skeleton } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../platform/api/api-error';
import { LoadError } from './LoadError';

interface DetailNotFoundProps {
  title: string;
  hint: string;
  /** The list the back button returns to. */
  backTo: string;
  /** The back button's text; 'Kembali' unless the page words it otherwise. */
  backLabel?: string;
}

/**
 * A detail or edit page whose record the server answers 404 for: missing, deleted, or another
 * company's (which must look exactly like a missing one).
 */
export function DetailNotFound({ title, hint, backTo, backLabel }: DetailNotFoundProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={hint}
      extra={<Button onClick={() => navigate(backTo)}>{backLabel ?? t('common.back')}</Button>}
    />
  );
}

/** The skeleton of a detail or edit page while its record loads: a header, then one card. */
export function DetailLoading({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <section aria-busy="true" aria-label={label}>
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows }} />
      </Card>
    </section>
  );
}

/**
 * A page keeps a record it has shown when a later refresh fails (a dropped line, a restarting
 * server): its open dialogs and unsaved typing stay, and this toasts `failedText` instead. Returns
 * whether the record is gone (404), which the page shows as not found.
 */
export function useRefreshFailureToast(query: UseQueryResult<unknown>, failedText: string): boolean {
  const { message } = App.useApp();
  const gone = isApiError(query.error) && query.error.status === 404;
  const refreshFailed = query.isError && query.data !== undefined && !gone;
  useEffect(() => {
    if (refreshFailed) void message.error(failedText);
  }, [refreshFailed, message, failedText]);
  return gone;
}

export interface DetailQueryTexts {
  loading: string;
  notFound: string;
  notFoundHint: string;
  loadFailed: string;
  /** The not-found page's back button; 'Kembali' unless given. */
  back?: string;
}

interface DetailQueryStatesProps<T> {
  query: UseQueryResult<T>;
  texts: DetailQueryTexts;
  /** The list the not-found page returns to. */
  backTo: string;
  loadingRows?: number;
  children: (data: T) => ReactNode;
}

/**
 * One record's query as a detail or edit page shows it: the skeleton while it loads, not found for a
 * 404 (another company's id answers exactly like a missing one), the page's load error with a retry
 * for anything else, and the page itself once the record is there.
 */
export function DetailQueryStates<T>({
  query,
  texts,
  backTo,
  loadingRows,
  children,
}: DetailQueryStatesProps<T>) {
  // A record shown once stays when a later refresh fails for the line's sake (a form open on it
  // keeps its typing); one gone since (404) is not found.
  const gone = useRefreshFailureToast(query, texts.loadFailed);
  if (query.isPending) return <DetailLoading label={texts.loading} rows={loadingRows} />;
  if (query.data !== undefined && !gone) return children(query.data);
  if (gone)
    return (
      <DetailNotFound
        title={texts.notFound}
        hint={texts.notFoundHint}
        backTo={backTo}
        backLabel={texts.back}
      />
    );
  return (
    <LoadError
      variant="page"
      title={texts.loadFailed}
      message={query.error?.message}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
