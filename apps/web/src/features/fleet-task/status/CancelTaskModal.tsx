import { type FleetTask, fleetTaskTransitionRequestSchema } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Flex, Modal } from 'antd';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import { useCancelReasons } from './api';
import { CancelReasonForm, CancelReasonsError } from './CancelReasonForm';
import { StatusChange } from './StatusChange';

/**
 * The cancel form: the transition request's own reason id, required here because a cancel needs
 * one (section 5, 'Cancel': 'Wajib diisi'). Kept nullable in the form so an untouched select is
 * reported as missing rather than as a wrong type.
 */
const cancelFormSchema = z.object({
  canceled_reason_id: fleetTaskTransitionRequestSchema.shape.canceled_reason_id
    .unwrap()
    .refine((value) => value !== null),
});
type CancelFormValues = z.input<typeof cancelFormSchema>;
const FIELDS = ['canceled_reason_id'] as const;

interface CancelTaskModalProps {
  task: FleetTask;
  open: boolean;
  pending: boolean;
  onSubmit: (canceledReasonId: number) => void;
  onCancel: () => void;
}

/** Section 2, 'Modals': cancel task, titled 'Ubah Status', with a required 'Alasan Pembatalan'. */
export function CancelTaskModal({ task, open, pending, onSubmit, onCancel }: CancelTaskModalProps) {
  const { t } = useTranslation();
  const reasons = useCancelReasons(open);
  const { control, handleSubmit, reset, getFieldState, trigger } = useForm<CancelFormValues>({
    resolver: zodResolver(cancelFormSchema, localizedZodErrors),
    defaultValues: { canceled_reason_id: null },
  });
  useLocalErrorsFollowLanguage({ getFieldState, trigger }, FIELDS);
  useEffect(() => {
    if (open) reset({ canceled_reason_id: null });
  }, [open, reset]);

  const submit = handleSubmit((values) => {
    if (values.canceled_reason_id !== null) onSubmit(values.canceled_reason_id);
  });
  return (
    <Modal
      open={open}
      title={t('fleetTaskStatus.cancel.title')}
      onCancel={onCancel}
      destroyOnHidden
      okText={t('fleetTaskStatus.cancel.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true, disabled: reasons.isError }}
      confirmLoading={pending}
      onOk={() => void submit()}
    >
      <Flex vertical gap={16}>
        <StatusChange task={task} target="CANCELED" />
        <Alert type="warning" showIcon title={t('fleetTaskStatus.cancel.irreversible')} />
        {reasons.isError ? (
          <CancelReasonsError reasons={reasons} />
        ) : (
          <CancelReasonForm
            control={control}
            reasons={reasons}
            onSubmit={submit}
            ariaLabel={t('fleetTaskStatus.cancel.title')}
          />
        )}
      </Flex>
    </Modal>
  );
}
