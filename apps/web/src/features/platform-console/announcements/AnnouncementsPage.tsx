import { NotificationOutlined } from '@ant-design/icons';
import type { OperatorSystemNotification } from '@armada/domain';
import { Button, Flex, Image, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { ListTable, type ListTableColumn, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { formatEtaInOwnOffset } from '../../../shared/time-format';

import { AnnouncementModal } from './AnnouncementForm';
import { useAnnouncementList } from './api';

const THUMB_SIZE = 48;

function HeaderCell({ row }: { row: OperatorSystemNotification }) {
  return (
    <Flex gap={8} align="flex-start" style={{ minWidth: 220 }}>
      {row.system_notif_thumbnail && (
        <Image
          src={row.system_notif_thumbnail}
          alt=""
          width={THUMB_SIZE}
          height={THUMB_SIZE}
          style={{ objectFit: 'cover' }}
        />
      )}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong>{row.system_notif_header}</Typography.Text>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
          {row.system_notif_description}
        </Typography.Paragraph>
      </Flex>
    </Flex>
  );
}

function useColumns(): ListTableColumn<OperatorSystemNotification>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'header',
        title: t('platformConsole.announcements.columns.header'),
        render: (_, row) => <HeaderCell row={row} />,
      },
      {
        key: 'target',
        title: t('platformConsole.announcements.columns.target'),
        render: (_, row) =>
          row.company_ids === null || row.company_ids.length === 0
            ? t('platformConsole.target.all')
            : t('platformConsole.target.count', { count: row.company_ids.length }),
      },
      {
        key: 'action',
        title: t('platformConsole.announcements.columns.action'),
        render: (_, row) =>
          row.action ? (
            <Tag>{t(`platformConsole.announcements.actionTypes.${row.action.type}`)}</Tag>
          ) : (
            <Typography.Text type="secondary">{t('platformConsole.announcements.noAction')}</Typography.Text>
          ),
      },
      {
        key: 'created_on',
        title: t('platformConsole.announcements.columns.createdOn'),
        render: (_, row) => (
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatEtaInOwnOffset(row.created_on, currentLanguage())}
          </span>
        ),
      },
      {
        key: 'created_by',
        title: t('platformConsole.announcements.columns.createdBy'),
        render: (_, row) => row.created_by?.name ?? '-',
      },
      {
        key: 'reads',
        title: t('platformConsole.announcements.columns.reads'),
        render: (_, row) =>
          t('platformConsole.announcements.reads', { read: row.read_count, recipients: row.recipient_count }),
      },
    ],
    [t],
  );
}

/** /platform/announcements: the published announcements and the publish form (issue 17 item 1). */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [state, setState] = useUrlListState();
  const list = useAnnouncementList(state);
  const columns = useColumns();
  const [publishing, setPublishing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('platformConsole.announcements.title')}
        subtitle={t('platformConsole.announcements.subtitle')}
      />
      <ListTable<OperatorSystemNotification>
        caption={t('platformConsole.announcements.caption')}
        columns={columns}
        rowKey={(row) => row.system_notification_uuid}
        page={list.data}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        state={state}
        onStateChange={setState}
        searchable={false}
        actions={
          <Button
            type="primary"
            icon={<NotificationOutlined aria-hidden />}
            onClick={() => setPublishing(true)}
          >
            {t('platformConsole.announcements.publish')}
          </Button>
        }
      />
      <AnnouncementModal open={publishing} onClose={() => setPublishing(false)} />
    </>
  );
}
