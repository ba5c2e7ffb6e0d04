import { noteInLanguage } from '@armada/domain';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { formatEtaInOwnOffset } from '../../../shared/time-format';
import type { RawAlert } from '../raw-alert';

type LogKey = 'read' | 'resolve' | 'falseAlert' | 'revertResolve' | 'revertFalseAlert' | 'feedback' | 'call';
const ACTION_KEYS: Record<string, LogKey> = {
  Read: 'read',
  Resolve: 'resolve',
  FalseAlert: 'falseAlert',
  RevertResolve: 'revertResolve',
  RevertFalseAlert: 'revertFalseAlert',
  Feedback: 'feedback',
  // A voice call with the driver (issue 19): its data says how it ended and how long it took.
  Call: 'call',
};

/** The alert's user logs, newest day first as the server groups them; fixed phrases in the reader's language. */
export function PreviewNotes({ alert }: { alert: RawAlert }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const days = alert.userLogs ?? [];
  if (days.every((day) => day.logs.length === 0)) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alertPreview.noNotes')} />;
  }
  return (
    <ul aria-label={t('alertPreview.notes')} className="alert-preview-notes">
      {days.flatMap((day) =>
        day.logs.map((log, index) => (
          <li key={`${day.date}-${index}`}>
            <Typography.Text strong>{log.user?.fullname ?? t('alertPreview.system')}</Typography.Text>{' '}
            <Typography.Text>
              {ACTION_KEYS[log.typeField]
                ? t(`alertPreview.log.${ACTION_KEYS[log.typeField] as LogKey}`)
                : t('alertPreview.log.other', { type: log.typeField })}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">
              {formatEtaInOwnOffset(log.createdOn, language)}
            </Typography.Text>
            {log.data && <div>{noteInLanguage(log.data, language)}</div>}
            {log.note && <div>{noteInLanguage(log.note, language)}</div>}
          </li>
        )),
      )}
    </ul>
  );
}
