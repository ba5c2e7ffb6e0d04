import { contactReminderDue, isPlatformOperator } from '@armada/domain';
import { Alert, Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../platform/session/session-context';
import { ADD_EMAIL_PATH, ADD_NUMBER_PATH } from '../../shared/paths/root';
import { useReminderShown } from './api';
import { dismissedThisSession, rememberDismissal } from './dismissed';

/** Where the Add Number / Add Email pages return to after saving. */
export interface ContactPageState {
  from?: string;
}

/**
 * The contact reminder (issue 17 item 8), mounted by the layout above the page: when the domain's
 * `contactReminderDue` holds at load, it shows and tells the server (`reminder-shown`), which makes
 * it not due for the rest of the month; it then stays for this visit until dismissed (for the
 * session) or until nothing is missing any more. Not over the Add pages themselves.
 */
export function ContactReminder() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const reminderShown = useReminderShown();
  const [showing, setShowing] = useState(false);
  const [dismissed, setDismissed] = useState(() => dismissedThisSession(user.id));
  const asked = useRef(false);

  // The platform operator has no company profile to complete (its calls are company users' only).
  const due =
    !isPlatformOperator(user) &&
    contactReminderDue({
      email: user.email,
      phoneNo: user.phone_no,
      lastReminder: user.last_reminder,
      now: new Date(),
      timeZone: user.company.time_zone,
      dismissedThisSession: dismissed,
    });

  useEffect(() => {
    if (!due || asked.current) return;
    asked.current = true;
    setShowing(true);
    reminderShown.mutate();
  }, [due, reminderShown.mutate]);

  const missingPhone = !user.phone_no;
  const missingEmail = !user.email;
  const onAddPage = pathname === ADD_NUMBER_PATH || pathname === ADD_EMAIL_PATH;
  if (!showing || dismissed || onAddPage || (!missingPhone && !missingEmail)) return null;

  const state: ContactPageState = { from: `${pathname}${search}` };
  const dismiss = () => {
    rememberDismissal(user.id);
    setDismissed(true);
  };
  const body = missingPhone && missingEmail ? 'missingBoth' : missingPhone ? 'missingPhone' : 'missingEmail';

  return (
    <Alert
      type="info"
      showIcon
      role="region"
      aria-label={t('contactReminder.title')}
      style={{ marginBottom: 16 }}
      title={t('contactReminder.title')}
      description={
        <Flex vertical gap={4}>
          <span>{t(`contactReminder.${body}`)}</span>
          <Flex gap={16} wrap>
            {missingPhone && (
              <Link to={ADD_NUMBER_PATH} state={state}>
                {t('contactReminder.addNumber')}
              </Link>
            )}
            {missingEmail && (
              <Link to={ADD_EMAIL_PATH} state={state}>
                {t('contactReminder.addEmail')}
              </Link>
            )}
          </Flex>
        </Flex>
      }
      closable={{ onClose: dismiss, 'aria-label': t('contactReminder.dismiss') }}
    />
  );
}
