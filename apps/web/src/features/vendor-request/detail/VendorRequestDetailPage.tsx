import { hasScope, uuidSchema, type VendorRequestDetail } from '@armada/domain';
import { Alert, Button, Card, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { useCurrentUser } from '../../../platform/session/session-context';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { VENDOR_REQUEST_LIST_PATH } from '../../../shared/paths/vendor-request';
import { useVendorRequest } from '../api';
import { AnswerActions } from '../components/AnswerActions';
import { VendorRequestStatusTag } from '../components/VendorRequestStatusTag';
import { RequestOrdersCard } from './RequestOrdersCard';
import { RequestRouteCard } from './RequestRouteCard';
import { RequestSummaryCard } from './RequestSummaryCard';

function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('vendorRequest.detail.notFound')}
      subTitle={t('vendorRequest.detail.notFoundHint')}
      extra={<Button onClick={() => navigate(VENDOR_REQUEST_LIST_PATH)}>{t('common.back')}</Button>}
    />
  );
}

function LoadingPage() {
  const { t } = useTranslation();
  return (
    <section aria-busy="true" aria-label={t('vendorRequest.detail.loading')}>
      <Skeleton active title paragraph={{ rows: 1 }} />
      <Card style={{ marginTop: 16 }}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </section>
  );
}

function RequestView({ request }: { request: VendorRequestDetail }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const pending = request.status.name === 'PENDING';
  const canAnswer = hasScope(user.scopes, 'fleet-task:update');
  return (
    <>
      <PageHeader
        back={VENDOR_REQUEST_LIST_PATH}
        title={t('vendorRequest.detail.title', { number: request.sender_fleet_task.number })}
        besideTitle={<VendorRequestStatusTag status={request.status.name} />}
        subtitle={request.sender_company.name}
        afterTitle={pending && canAnswer ? <AnswerActions request={request} /> : undefined}
      />
      <Flex vertical gap={16}>
        {request.status.name === 'CANCELED' && (
          <Alert type="warning" showIcon title={t('vendorRequest.detail.canceledHint')} />
        )}
        {pending && !canAnswer && (
          <Alert type="info" showIcon title={t('vendorRequest.detail.noAnswerAccess')} />
        )}
        <RequestSummaryCard request={request} />
        <RequestRouteCard points={request.points} />
        <RequestOrdersCard orders={request.delivery_orders} />
      </Flex>
    </>
  );
}

function RequestLoader({ id }: { id: string }) {
  const { t } = useTranslation();
  const request = useVendorRequest(id);
  if (request.isPending) return <LoadingPage />;
  if (request.isError) {
    // Another company's request answers 404 like a missing one.
    if (isApiError(request.error) && request.error.status === 404) return <NotFound />;
    return (
      <LoadError
        variant="page"
        title={t('vendorRequest.detail.loadFailed')}
        message={request.error.message}
        onRetry={() => void request.refetch()}
        retrying={request.isFetching}
      />
    );
  }
  return <RequestView request={request.data} />;
}

/** /vendor-request/:id: one request with its route and orders, and its answer while PENDING. */
export function VendorRequestDetailPage() {
  const { id = '' } = useParams();
  // An address that cannot name a request is not found, without asking the server.
  if (!uuidSchema.safeParse(id).success) return <NotFound />;
  return <RequestLoader key={id} id={id} />;
}
