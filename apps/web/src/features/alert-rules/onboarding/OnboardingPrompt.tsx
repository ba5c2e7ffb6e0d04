import { BellOutlined } from '@ant-design/icons';
import { offersNotificationOnboarding } from '@armada/domain';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STORAGE_KEYS } from '../../../platform/config';
import { useCurrentUser } from '../../../platform/session/session-context';
import { NOTIFICATION_ONBOARDING_PATH } from '../../../shared/paths/alert-center';

function answeredThisSession(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.onboardingPromptDismissed) === '1';
  } catch {
    return false;
  }
}

function rememberAnswer() {
  try {
    sessionStorage.setItem(STORAGE_KEYS.onboardingPromptDismissed, '1');
  } catch {
    // Storage refused (private mode): the prompt may come back after a reload, nothing worse.
  }
}

/**
 * The notification onboarding's offer after login (spec section 2; issue 16 item 4), mounted once
 * by the layout: to a user holding alert_rule_template read and create while the company's set-up is
 * not complete. Answered either way, it stays away for the rest of the browser session, so it does
 * not come back on every page; it is not shown over the wizard itself.
 */
export function OnboardingPrompt() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [answered, setAnswered] = useState(answeredThisSession);
  const offered =
    offersNotificationOnboarding(user.scopes, user.company.setup_notif_completed) &&
    !answered &&
    !pathname.startsWith(NOTIFICATION_ONBOARDING_PATH);

  const answer = (start: boolean) => {
    rememberAnswer();
    setAnswered(true);
    if (start) void navigate(NOTIFICATION_ONBOARDING_PATH);
  };

  return (
    <Modal
      open={offered}
      title={
        <Flex align="center" gap={8}>
          <BellOutlined aria-hidden />
          {t('onboarding.prompt.title')}
        </Flex>
      }
      onCancel={() => answer(false)}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={() => answer(false)}>{t('onboarding.prompt.later')}</Button>
          <Button type="primary" onClick={() => answer(true)}>
            {t('onboarding.prompt.start')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('onboarding.prompt.body')}</Typography.Paragraph>
    </Modal>
  );
}
