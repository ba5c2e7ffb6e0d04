import { BellOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { fromListQuery, ListTable, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { useLogColumns } from './columns';
import { ExportButton } from './ExportButton';
import { LogFilters } from './LogFilters';
import { type LogAlert, useNotificationLog } from './log-api';
import { CENTRE_VIEW, LOG_FIELDS, rawAlertFilterOf } from './log-query';

/** `/notification/` with e1j-log-notification:read: every alert of the company, filtered, exported. */
export function NotificationLogPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const timeZone = user.company.time_zone;
  const [state, setState] = useUrlListState();
  const list = useNotificationLog(state);
  const columns = useLogColumns(timeZone);
  return (
    <>
      <PageHeader
        title={t('notificationLog.title')}
        subtitle={t('notificationLog.subtitle')}
        afterTitle={
          <Button icon={<BellOutlined aria-hidden />} onClick={() => navigate(`?view=${CENTRE_VIEW}`)}>
            {t('notificationLog.liveCentre')}
          </Button>
        }
      />
      <ListTable<LogAlert>
        caption={t('notificationLog.caption')}
        columns={columns}
        rowKey={(alert) => alert.id}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        defaultSort={{ field: LOG_FIELDS.createdOn, direction: 'desc' }}
        searchable={false}
        filters={<LogFilters state={state} onStateChange={setState} timeZone={timeZone} />}
        actions={<ExportButton filter={rawAlertFilterOf(state)} timeZone={timeZone} />}
      />
    </>
  );
}
