import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { VendorRequestRow } from '@armada/domain';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../platform/api/api-error';
import { fleetTaskDetailPath } from '../../../shared/paths/fleet-task';
import { useAcceptVendorRequest } from '../api';
import { RejectRequestModal } from './RejectRequestModal';

/**
 * 'Terima' and 'Tolak' of a PENDING request. Accepting asks first, then opens the company's new
 * Draf task so its vehicle and driver can be chosen; a refusal shows the catalogue's message.
 */
export function AnswerActions({ request }: { request: VendorRequestRow }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const accept = useAcceptVendorRequest();
  const [rejecting, setRejecting] = useState(false);
  const number = request.sender_fleet_task.number;

  const confirmAccept = () =>
    void modal.confirm({
      title: t('vendorRequest.accept.title', { number }),
      content: t('vendorRequest.accept.content'),
      okText: t('vendorRequest.accept.button'),
      cancelText: t('common.cancel'),
      onOk: () =>
        accept.mutateAsync(request.id).then(
          (answered) => {
            void message.success(
              t('vendorRequest.accept.done', { number: answered.vendor_fleet_task?.number ?? '' }),
            );
            if (answered.vendor_fleet_task) navigate(fleetTaskDetailPath(answered.vendor_fleet_task.id));
          },
          (error: unknown) => {
            void message.error(isApiError(error) ? error.message : t('vendorRequest.answerFailed'));
          },
        ),
    });

  return (
    <Flex gap={8} wrap>
      <Button
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        onClick={confirmAccept}
        loading={accept.isPending}
      >
        {t('vendorRequest.accept.button')}
      </Button>
      <Button danger icon={<CloseOutlined aria-hidden />} onClick={() => setRejecting(true)}>
        {t('vendorRequest.reject.button')}
      </Button>
      <RejectRequestModal request={request} open={rejecting} onClose={() => setRejecting(false)} />
    </Flex>
  );
}
