import { Button, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadError } from '../../../shared/LoadError';
import { useDriverTasks } from '../api';
import { DriverTaskCard } from './DriverTaskCard';

/** `/driver`: 'Tugas Saya', the driver's tasks in Dijadwalkan and Perjalanan, ten at a time. */
export function DriverTaskListPage() {
  const { t } = useTranslation();
  const timeZone = useCurrentUser().company.time_zone;
  const query = useDriverTasks();
  const tasks = query.data?.pages.flatMap((page) => page.data.paginated_result) ?? [];

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <section aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    );
  } else if (query.isError && tasks.length === 0) {
    body = (
      <LoadError
        variant="page"
        title={t('driver.list.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else if (tasks.length === 0) {
    body = <Empty description={t('driver.list.empty')} />;
  } else {
    body = (
      <Flex vertical gap={12}>
        {tasks.map((task) => (
          <DriverTaskCard key={task.id} task={task} timeZone={timeZone} />
        ))}
        {query.hasNextPage && (
          <Button
            block
            size="large"
            style={{ minHeight: 48 }}
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('driver.list.loadMore')}
          </Button>
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('driver.list.title')}
      </Typography.Title>
      {body}
    </Flex>
  );
}
