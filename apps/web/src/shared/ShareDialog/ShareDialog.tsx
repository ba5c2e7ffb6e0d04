import { CopyOutlined, ExportOutlined } from '@ant-design/icons';
import { App, Button, Flex, Input, type InputRef, Modal, Typography } from 'antd';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from './copy-text';

export interface ShareDialogProps {
  open: boolean;
  /** The full address to share (a task's track_link). */
  link: string;
  onClose(): void;
  title?: ReactNode;
  description?: ReactNode;
}

/**
 * The spec's shared Share dialog (alert-center-and-platform.md section 2, fleet-task-planning.md
 * 'Modals'): the tracking link in a read-only field, copied with the toast 'Tautan berhasil
 * disalin!', or opened in a new tab.
 */
export function ShareDialog({ open, link, onClose, title, description }: ShareDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fieldId = useId();
  const inputRef = useRef<InputRef>(null);

  const copy = async () => {
    const copied = await copyText(link, inputRef.current?.input ?? null);
    if (copied) void message.success(t('tracking.share.copied'));
    else void message.error(t('tracking.share.copyFailed'));
  };

  return (
    <Modal
      open={open}
      title={title ?? t('tracking.share.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button
            icon={<ExportOutlined aria-hidden />}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t('tracking.share.openInNewTab')} ${t('layout.opensInNewTab')}`}
          >
            {t('tracking.share.openInNewTab')}
          </Button>
          <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {t('tracking.share.copy')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{description ?? t('tracking.share.description')}</Typography.Text>
        <label htmlFor={fieldId}>
          <Typography.Text strong>{t('tracking.share.linkLabel')}</Typography.Text>
        </label>
        <Input
          id={fieldId}
          ref={inputRef}
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
          data-testid="share-link"
        />
      </Flex>
    </Modal>
  );
}
