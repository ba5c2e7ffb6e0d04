import {
  cancelActivityRequestSchema,
  type FleetTask,
  type SequenceActivityResponse,
  type SequencePointResponse,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Flex, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { useCancelReasons } from '../status/api';
import { CancelReasonForm, CancelReasonsError } from '../status/CancelReasonForm';
import { useCancelActivity } from './api';
import { refusalMessage } from './server-message';
import { useLastShown } from './useLastShown';

/** The request's own schema; nullable in the form so an untouched select reads as 'Wajib diisi'. */
const cancelFormSchema = z.object({
  canceled_reason_id: cancelActivityRequestSchema.shape.canceled_reason_id
    .nullable()
    .refine((value) => value !== null),
});
type CancelFormValues = z.input<typeof cancelFormSchema>;

export interface CancelTarget {
  point: SequencePointResponse;
  activity: SequenceActivityResponse;
}

interface CancelActivityModalProps {
  task: FleetTask;
  target: CancelTarget | null;
  onClose: () => void;
}

/** The form, emptied each time the modal opens, and the call it makes once valid. */
function useCancelForm(task: FleetTask, target: CancelTarget | null, onClose: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const cancel = useCancelActivity(task.id);
  const { control, handleSubmit, reset } = useForm<CancelFormValues>({
    resolver: zodResolver(cancelFormSchema, localizedZodErrors),
    defaultValues: { canceled_reason_id: null },
  });
  const open = target !== null;
  useEffect(() => {
    if (open) reset({ canceled_reason_id: null });
  }, [open, reset]);

  const submit = handleSubmit(({ canceled_reason_id: reasonId }) => {
    if (!target || target.point.id === null || reasonId === null) return;
    cancel.mutate(
      { pointId: target.point.id, activityId: target.activity.id, reasonId },
      {
        onSuccess: (order) => {
          onClose();
          void message.success(t('fleetTaskSequence.cancel.success', { number: order.number }));
          if (order.vendor_cleared) void message.info(t('fleetTaskSequence.vendorCleared'));
        },
        onError: (error) => void message.error(refusalMessage(error) ?? error.message),
      },
    );
  });
  return { control, submit, pending: cancel.isPending };
}

/**
 * 'Batalkan' of the row menu (offered in Dijadwalkan): the delivery order is cancelled with a reason
 * of type CANCELED (the same reasons as a cancelled task, W3's useCancelReasons) and leaves the route.
 */
export function CancelActivityModal({ task, target, onClose }: CancelActivityModalProps) {
  const { t } = useTranslation();
  const open = target !== null;
  const number = useLastShown(target)?.activity.delivery_order.number ?? '';
  const reasons = useCancelReasons(open);
  const form = useCancelForm(task, target, onClose);
  return (
    <Modal
      open={open}
      title={t('fleetTaskSequence.cancel.title')}
      okText={t('fleetTaskSequence.cancel.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: reasons.isError }}
      confirmLoading={form.pending}
      onOk={() => void form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>
          {t('fleetTaskSequence.cancel.content', { number, task: task.number })}
        </Typography.Paragraph>
        <Alert type="warning" showIcon title={t('fleetTaskSequence.cancel.irreversible')} />
        {reasons.isError ? (
          <CancelReasonsError reasons={reasons} />
        ) : (
          <CancelReasonForm
            control={form.control}
            reasons={reasons}
            onSubmit={form.submit}
            ariaLabel={t('fleetTaskSequence.cancel.title')}
          />
        )}
      </Flex>
    </Modal>
  );
}
