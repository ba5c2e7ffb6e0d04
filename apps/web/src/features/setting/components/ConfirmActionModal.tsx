import { Modal, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Which row a destructive action is asked about. The row stays after the dialog closes, so its text
 * does not vanish during the closing animation.
 */
export function useConfirmTarget<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  const ask = useCallback((target: T) => setState({ target, open: true }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { target: state.target, open: state.open, ask, close };
}

interface ConfirmActionModalProps {
  open: boolean;
  title: string;
  content: ReactNode;
  okText: string;
  pending: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The question before a destructive action: a named dialog, its danger button busy while it runs. */
export function ConfirmActionModal(props: ConfirmActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={props.open}
      title={props.title}
      okText={props.okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      confirmLoading={props.pending}
      onOk={props.onConfirm}
      onCancel={props.onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph style={{ margin: 0 }}>{props.content}</Typography.Paragraph>
    </Modal>
  );
}
