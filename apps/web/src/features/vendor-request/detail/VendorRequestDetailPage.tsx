import { hasScope, uuidSchema, type VendorRequestDetail } from '@armada/domain';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { DetailNotFound, DetailQueryStates } from '../../../shared/DetailPageStates';
import { PageHeader } from '../../../shared/PageHeader';
import { VENDOR_REQUEST_LIST_PATH } from '../../../shared/paths/vendor-request';
import { useVendorRequest } from '../api';
import { AnswerActions } from '../components/AnswerActions';
import { VendorRequestStatusTag } from '../components/VendorRequestStatusTag';
import { RequestOrdersCard } from './RequestOrdersCard';
import { RequestRouteCard } from './RequestRouteCard';
import { RequestSummaryCard } from './RequestSummaryCard';

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
  return (
    <DetailQueryStates
      query={request}
      backTo={VENDOR_REQUEST_LIST_PATH}
      texts={{
        loading: t('vendorRequest.detail.loading'),
        notFound: t('vendorRequest.detail.notFound'),
        notFoundHint: t('vendorRequest.detail.notFoundHint'),
        loadFailed: t('vendorRequest.detail.loadFailed'),
      }}
    >
      {(data) => <RequestView request={data} />}
    </DetailQueryStates>
  );
}

/** /vendor-request/:id: one request with its route and orders, and its answer while PENDING. */
export function VendorRequestDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  // An address that cannot name a request is not found, without asking the server.
  if (!uuidSchema.safeParse(id).success)
    return (
      <DetailNotFound
        title={t('vendorRequest.detail.notFound')}
        hint={t('vendorRequest.detail.notFoundHint')}
        backTo={VENDOR_REQUEST_LIST_PATH}
      />
    );
  return <RequestLoader key={id} id={id} />;
}
