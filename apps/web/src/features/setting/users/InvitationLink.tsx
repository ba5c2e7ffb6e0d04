import type { InvitedUser } from '@armada/domain';
import { Alert, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The one-time link for the admin to copy, and whether it also went out by e-mail. */
export function InvitationLink({ invited }: { invited: InvitedUser }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('users.invite.linkHelp', { name: invited.name })}
      </Typography.Paragraph>
      <Typography.Paragraph
        code
        copyable={{
          text: invited.invitation_url,
          tooltips: [t('users.invite.copy'), t('users.invite.copied')],
        }}
        style={{ wordBreak: 'break-all', margin: 0 }}
        aria-label={t('users.invite.linkTitle')}
      >
        {invited.invitation_url}
      </Typography.Paragraph>
      <Alert
        type={invited.email_sent ? 'success' : 'info'}
        showIcon
        title={
          invited.email_sent
            ? t('users.invite.emailSent', { email: invited.email })
            : t('users.invite.emailNotSent')
        }
      />
    </Flex>
  );
}
