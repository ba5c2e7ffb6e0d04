import { CloudUploadOutlined, DisconnectOutlined } from '@ant-design/icons';
import { formatDateTime } from '@armada/domain';
import { Alert, Button, Card, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../platform/session/session-context';
import { useOutbox } from './OutboxProvider';
import type { OutboxItem } from './outbox-store';

const STATE_COLORS = { waiting: 'gold', sending: 'processing', refused: 'error' } as const;

function OutboxRow({ item }: { item: OutboxItem }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { outbox } = useOutbox();
  const timeZone = useCurrentUser().company.time_zone;
  const label = t('driver.outbox.itemLabel', {
    type: t(`fleetTaskActivity.type.${item.label.activityType}`),
    order: item.label.orderNumber,
    task: item.label.taskNumber,
    address: item.label.addressName,
  });
  return (
    <List.Item aria-label={label}>
      <Flex vertical gap={4} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{label}</Typography.Text>
          <Tag color={STATE_COLORS[item.state]}>{t(`driver.outbox.state.${item.state}`)}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {t('driver.outbox.createdOn', { time: formatDateTime(item.createdOn, timeZone, language) })}
        </Typography.Text>
        {item.refusal && (
          <>
            <Alert type="error" showIcon title={item.refusal.message} />
            <Flex gap={8}>
              <Button style={{ minHeight: 48 }} onClick={() => void outbox.retry(item.seq)}>
                {t('driver.outbox.retry')}
              </Button>
              <Popconfirm
                title={t('driver.outbox.removeConfirm')}
                okText={t('driver.outbox.remove')}
                cancelText={t('common.cancel')}
                onConfirm={() => outbox.remove(item.seq)}
              >
                <Button danger style={{ minHeight: 48 }}>
                  {t('driver.outbox.remove')}
                </Button>
              </Popconfirm>
            </Flex>
          </>
        )}
      </Flex>
    </List.Item>
  );
}

/** The driver layout's notice of the connection and of what still waits to be sent. */
export function OutboxBanner() {
  const { t } = useTranslation();
  const { items, online } = useOutbox();
  // A refusal needs the driver's eyes: the list opens by itself until they close it.
  const [open, setOpen] = useState<boolean | null>(null);
  const pending = items.filter((item) => item.state !== 'refused').length;
  const refused = items.length - pending;
  const expanded = open ?? refused > 0;
  return (
    <Flex vertical gap={8} style={{ marginBottom: items.length > 0 || !online ? 12 : 0 }}>
      {!online && (
        <Alert
          type="warning"
          showIcon
          icon={<DisconnectOutlined aria-hidden />}
          title={t('driver.outbox.offline')}
        />
      )}
      {items.length > 0 && (
        <Card size="small" role="region" aria-label={t('driver.outbox.listLabel')}>
          <Flex justify="space-between" align="center" gap={8} wrap>
            <Flex gap={8} align="center" wrap>
              <CloudUploadOutlined aria-hidden />
              {pending > 0 && (
                <Typography.Text strong>{t('driver.outbox.count', { count: pending })}</Typography.Text>
              )}
              {refused > 0 && <Tag color="error">{t('driver.outbox.refusedCount', { count: refused })}</Tag>}
            </Flex>
            <Button
              type="link"
              style={{ minHeight: 48 }}
              aria-expanded={expanded}
              onClick={() => setOpen(!expanded)}
            >
              {expanded ? t('driver.outbox.hide') : t('driver.outbox.show')}
            </Button>
          </Flex>
          {expanded && (
            <List dataSource={[...items]} rowKey="seq" renderItem={(item) => <OutboxRow item={item} />} />
          )}
        </Card>
      )}
    </Flex>
  );
}
