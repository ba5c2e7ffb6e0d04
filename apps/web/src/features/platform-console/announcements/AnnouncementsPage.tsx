import { NotificationOutlined } from '@ant-design/icons';
import type { OperatorSystemNotification } from '@armada/domain';
import { Button, Flex, Grid, Image, Tag, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../platform/i18n';
import { fromListQuery, ListTable, type ListTableColumn, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { formatEtaInOwnOffset } from '../../../shared/time-format';
import { AnnouncementModal } from './AnnouncementForm';
import { useAnnouncementList } from './api';

const THUMB_SIZE = 48;
type Row = OperatorSystemNotification;

function HeaderCell({ row, children }: { row: Row; children?: ReactNode }) {
  return (
    <Flex gap={8} align="flex-start" style={{ maxWidth: 420 }}>
      {row.system_notif_thumbnail && (
        // Its own box: a flex item would squeeze the thumbnail beside a long description.
        <div style={{ flex: 'none' }}>
          <Image
            src={row.system_notif_thumbnail}
            alt=""
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            style={{ objectFit: 'cover' }}
          />
        </div>
      )}
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Typography.Text strong>{row.system_notif_header}</Typography.Text>
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
          {row.system_notif_description}
        </Typography.Paragraph>
        {children}
      </Flex>
    </Flex>
  );
}

/** The cells' texts, shared by the desktop columns and the phone's one column. */
function useCells() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      target: (row: Row) =>
        row.company_ids === null || row.company_ids.length === 0
          ? t('platformConsole.target.all')
          : t('platformConsole.target.count', { count: row.company_ids.length }),
      action: (row: Row) =>
        row.action ? (
          <Tag>{t(`platformConsole.announcements.actionTypes.${row.action.type}`)}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('platformConsole.announcements.noAction')}</Typography.Text>
        ),
      createdOn: (row: Row) => formatEtaInOwnOffset(row.created_on, currentLanguage()),
      reads: (row: Row) =>
        t('platformConsole.announcements.reads', { read: row.read_count, recipients: row.recipient_count }),
    }),
    [t],
  );
}

function useColumns(compact: boolean): ListTableColumn<Row>[] {
  const { t } = useTranslation();
  const cells = useCells();
  return useMemo(() => {
    // A phone has room for one column: the announcement with its facts under it.
    if (compact) {
      return [
        {
          key: 'header',
          title: t('platformConsole.announcements.columns.header'),
          render: (_, row) => (
            <HeaderCell row={row}>
              <Flex gap={6} wrap align="center">
                {cells.action(row)}
                <Typography.Text type="secondary">
                  {cells.target(row)} · {cells.createdOn(row)}
                </Typography.Text>
              </Flex>
              <Typography.Text type="secondary">{cells.reads(row)}</Typography.Text>
            </HeaderCell>
          ),
        },
      ];
    }
    return [
      {
        key: 'header',
        title: t('platformConsole.announcements.columns.header'),
        render: (_, row) => <HeaderCell row={row} />,
      },
      {
        key: 'target',
        title: t('platformConsole.announcements.columns.target'),
        render: (_, row) => cells.target(row),
      },
      {
        key: 'action',
        title: t('platformConsole.announcements.columns.action'),
        render: (_, row) => cells.action(row),
      },
      {
        key: 'created_on',
        title: t('platformConsole.announcements.columns.createdOn'),
        render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{cells.createdOn(row)}</span>,
      },
      {
        key: 'created_by',
        title: t('platformConsole.announcements.columns.createdBy'),
        render: (_, row) => row.created_by?.name ?? '-',
      },
      {
        key: 'reads',
        title: t('platformConsole.announcements.columns.reads'),
        render: (_, row) => cells.reads(row),
      },
    ];
  }, [t, cells, compact]);
}

/** /platform/announcements: the published announcements and the publish form (issue 17 item 1). */
export function AnnouncementsPage() {
  const { t } = useTranslation();
  const [state, setState] = useUrlListState();
  const list = useAnnouncementList(state);
  const compact = Grid.useBreakpoint().md === false;
  const columns = useColumns(compact);
  const [publishing, setPublishing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('platformConsole.announcements.title')}
        subtitle={t('platformConsole.announcements.subtitle')}
      />
      <ListTable<Row>
        caption={t('platformConsole.announcements.caption')}
        columns={columns}
        rowKey={(row) => row.system_notification_uuid}
        {...fromListQuery(list)}
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
