import type { FleetTask } from '@armada/domain';
import { App, Button, Flex, Modal, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { activationChatLink } from '../whatsapp-links';

interface WhatsAppGuideModalProps {
  task: FleetTask;
  open: boolean;
  onClose(): void;
}

/**
 * 'Panduan Aktivasi untuk Pelanggan' (section 2): three steps, the chat link to share (with a copy
 * button) and the customer portal, i.e. the task's public tracking page.
 */
export function WhatsAppGuideModal({ task, open, onClose }: WhatsAppGuideModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const chatLink = activationChatLink(t('fleetTask.guide.activationText', { number: task.number }));
  const steps = [
    {
      title: t('fleetTask.guide.step1Title'),
      content: (
        <Flex vertical gap={4}>
          <Typography.Text>{t('fleetTask.guide.step1')}</Typography.Text>
          <Typography.Text
            code
            data-testid="activation-link"
            ellipsis
            copyable={{
              text: chatLink,
              tooltips: [t('fleetTask.guide.copy'), t('fleetTask.guide.copied')],
              onCopy: () => void message.success(t('fleetTask.guide.copied')),
            }}
          >
            {chatLink}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('fleetTask.guide.step2Title'),
      content: (
        <Flex vertical gap={4}>
          <Typography.Text>{t('fleetTask.guide.step2')}</Typography.Text>
          <Typography.Link href={chatLink} target="_blank" rel="noopener noreferrer">
            {t('fleetTask.guide.chatLink')}
          </Typography.Link>
        </Flex>
      ),
    },
    {
      title: t('fleetTask.guide.step3Title'),
      content: (
        <Flex vertical gap={4}>
          <Typography.Text>{t('fleetTask.guide.step3')}</Typography.Text>
          <Typography.Link href={task.track_link} target="_blank" rel="noopener noreferrer">
            {t('fleetTask.guide.portalLink')}
          </Typography.Link>
        </Flex>
      ),
    },
  ];
  return (
    <Modal
      open={open}
      title={t('fleetTask.guide.title')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('fleetTask.guide.close')}</Button>}
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('fleetTask.guide.intro')}</Typography.Text>
        {/* A guide, not a progress: every step is shown as one to do. */}
        <Steps
          orientation="vertical"
          items={steps.map((step) => ({ ...step, status: 'process' as const }))}
        />
      </Flex>
    </Modal>
  );
}
