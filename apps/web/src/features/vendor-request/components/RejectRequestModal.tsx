import {
  rejectVendorRequestSchema,
  VENDOR_REQUEST_REJECT_REASON_MAX,
  type VendorRequestRow,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { FormField } from '../../../shared/forms/FormField';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useRejectVendorRequest } from '../api';

interface RejectValues {
  reason: string;
}

interface RejectRequestModalProps {
  request: VendorRequestRow;
  open: boolean;
  onClose(): void;
}

/** 'Tolak': the reason is required (the sender reads it on its task), with the server's schema. */
export function RejectRequestModal({ request, open, onClose }: RejectRequestModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('vendorRequest.reject.title', { number: request.sender_fleet_task.number })}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && <RejectForm request={request} onDone={onClose} />}
    </Modal>
  );
}

function RejectForm({ request, onDone }: { request: VendorRequestRow; onDone(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const reject = useRejectVendorRequest();
  const { control, handleSubmit, setError } = useForm<RejectValues>({
    resolver: zodResolver(rejectVendorRequestSchema, localizedZodErrors),
    defaultValues: { reason: '' },
  });
  const submit = handleSubmit((values) =>
    reject.mutate(
      { id: request.id, request: values },
      {
        onSuccess: () => {
          void message.success(t('vendorRequest.reject.done'));
          onDone();
        },
        onError: (error) => {
          if (applyServerFieldErrors(error, ['reason'], setError)) return;
          // A refusal (already answered, withdrawn by the sender) in the catalogue's words.
          void message.error(isApiError(error) ? error.message : t('vendorRequest.answerFailed'));
          onDone();
        },
      },
    ),
  );
  return (
    <Form layout="vertical" component={false}>
      <form noValidate onSubmit={submit}>
        <FormField control={control} name="reason" label={t('vendorRequest.reject.reason')} required>
          {(field, a11y) => (
            <Input.TextArea
              {...field}
              {...a11y}
              maxLength={VENDOR_REQUEST_REJECT_REASON_MAX}
              showCount
              autoSize={{ minRows: 3 }}
              placeholder={t('vendorRequest.reject.placeholder')}
              // The dialog is opened to type the reason.
              autoFocus
            />
          )}
        </FormField>
        <Typography.Paragraph type="secondary">{t('vendorRequest.reject.hint')}</Typography.Paragraph>
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onDone} disabled={reject.isPending}>
            {t('common.cancel')}
          </Button>
          <Button danger type="primary" htmlType="submit" loading={reject.isPending}>
            {t('vendorRequest.reject.submit')}
          </Button>
        </Flex>
      </form>
    </Form>
  );
}
