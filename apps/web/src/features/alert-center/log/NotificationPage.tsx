import { hasScope, NOTIFICATION_LOG_SCOPE } from '@armada/domain';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { NotificationCentrePage } from '../NotificationCentrePage';
import { CENTRE_VIEW } from './log-query';
import { NotificationLogPage } from './NotificationLogPage';

/**
 * `/notification/`: the Notification Log with e1j-log-notification:read, else the simpler
 * 'Notifikasi' centre. A log user still reaches the live centre at `?view=centre` until the top bar's
 * centre (issue 15 item 1) offers it everywhere.
 */
export function NotificationPage() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const log = hasScope(user.scopes, NOTIFICATION_LOG_SCOPE) && params.get('view') !== CENTRE_VIEW;
  return log ? <NotificationLogPage /> : <NotificationCentrePage />;
}
