import { updateProfileRequestSchema } from '@armada/domain';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { ContactFieldPage } from './ContactFieldPage';

/** The profile request's own e-mail rule, so the page checks what the server will check. */
const emailSchema = updateProfileRequestSchema.shape.email;
const checkedEmail = (value: string) => (emailSchema.safeParse(value).success ? value : null);

/** The spec's named route 'Add Email' (issue 17 item 8): saves through PATCH /user/profile. */
export function AddEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <ContactFieldPage
      field="email"
      texts="email"
      current={user.email || null}
      normalise={checkedEmail}
      fieldCodes={['user/email-taken']}
      renderInput={(field, a11y) => (
        <Input
          {...field}
          {...a11y}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('contactReminder.email.placeholder')}
        />
      )}
    />
  );
}
