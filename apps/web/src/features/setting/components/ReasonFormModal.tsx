import { createReasonRequestSchema, REASON_MAX } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Flex, Form, Input, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { type ReasonRow, useCreateReason, useUpdateReason } from '../api';

const reasonFormSchema = createReasonRequestSchema.pick({ reason: true });
interface ReasonFormValues {
  reason: string;
}

interface ReasonFormModalProps {
  /** Null adds a new reason; a row edits that one. Closed while undefined. */
  reason: ReasonRow | null | undefined;
  onClose(): void;
}

/** Adds or edits one cancel reason; the type is always CANCELED (api.ts sends it). */
export function ReasonFormModal({ reason, onClose }: ReasonFormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reason !== undefined}
      title={t(reason ? 'setting.reasons.editTitle' : 'setting.reasons.createTitle')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {reason !== undefined && <ReasonForm reason={reason} onDone={onClose} />}
    </Modal>
  );
}

function ReasonForm({ reason, onDone }: { reason: ReasonRow | null; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const create = useCreateReason();
  const update = useUpdateReason();
  const pending = create.isPending || update.isPending;
  const { control, handleSubmit, setError } = useForm<ReasonFormValues>({
    resolver: zodResolver(reasonFormSchema, localizedZodErrors),
    defaultValues: { reason: reason?.reason ?? '' },
  });

  const handlers = {
    onSuccess: () => {
      void message.success(t(reason ? 'setting.reasons.updated' : 'setting.reasons.created'));
      onDone();
    },
    onError: (error: Error) => {
      if (applyServerFieldErrors(error, ['reason'], setError)) return;
      void message.error(isApiError(error) ? error.message : t('setting.reasons.saveFailed'));
    },
  };
  const submit = handleSubmit((values) => {
    if (reason) {
      update.mutate({ id: reason.id, request: { ...values, updated_on: reason.updated_on } }, handlers);
    } else {
      create.mutate(values, handlers);
    }
  });

  return (
    <Form layout="vertical" component={false}>
      <form noValidate onSubmit={submit}>
        <FormField control={control} name="reason" label={t('setting.reasons.field')} required>
          {(field, a11y) => (
            <Input
              {...field}
              {...a11y}
              maxLength={REASON_MAX}
              showCount
              placeholder={t('setting.reasons.placeholder')}
              // The dialog is opened to type a reason.
              autoFocus
            />
          )}
        </FormField>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onDone} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={pending}>
            {t('common.save')}
          </Button>
        </Flex>
      </form>
    </Form>
  );
}
