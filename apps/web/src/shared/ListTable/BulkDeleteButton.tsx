import { DeleteOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/api-error';

export interface BulkDeleteButtonProps {
  /** How many rows are selected; the button is hidden without a selection. */
  count: number;
  /** Deletes the selected rows; a rejection keeps the modal open with the server's message. */
  onConfirm: () => Promise<unknown>;
  /** After a successful delete, for example to clear the selection. */
  onDeleted?: () => void;
  title?: ReactNode;
  /** The question of the confirmation; the default asks about `count` rows. */
  content?: ReactNode;
  /** The toast after the delete; a function is given what onConfirm answered (a count, ...). */
  successMessage?: string | ((result: unknown) => string);
}

/** The list table's bulk delete: a button, a confirmation modal, and the server's error if it refuses. */
export function BulkDeleteButton(props: BulkDeleteButtonProps) {
  const { count, onConfirm, onDeleted, title, content, successMessage } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (count === 0) return null;

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const result = await onConfirm();
      close();
      onDeleted?.();
      const text = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      void message.success(text ?? t('listTable.deleted', { count }));
    } catch (cause) {
      // The server says why (only Draf can be deleted, ...); anything else gets the generic text.
      setError(isApiError(cause) ? cause.message : t('listTable.deleteFailed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setOpen(true)}>
        {t('listTable.deleteSelected', { count })}
      </Button>
      <Modal
        open={open}
        title={title ?? t('listTable.deleteTitle')}
        okText={t('listTable.delete')}
        cancelText={t('listTable.cancel')}
        okButtonProps={{ danger: true }}
        confirmLoading={pending}
        onOk={() => void confirm()}
        onCancel={close}
        destroyOnHidden
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {content ?? t('listTable.deleteConfirm', { count })}
          </Typography.Paragraph>
          {error && <Alert type="error" showIcon title={error} role="alert" />}
        </Flex>
      </Modal>
    </>
  );
}
