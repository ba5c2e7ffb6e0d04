import { normalisePhoneNumber } from '@armada/domain';
import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session/session-context';
import { ContactFieldPage } from './ContactFieldPage';

/**
 * The fixed addon before the input: the number is typed without it ('812…'), and the domain's
 * `normalisePhoneNumber` reads that, or a number pasted whole ('0812…', '+62 812…'), as +62….
 */
const COUNTRY_PREFIX = '+62';

/** The spec's named route 'Add Number' (issue 17 item 8): saves through PATCH /user/profile. */
export function AddNumberPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <ContactFieldPage
      field="phone_no"
      texts="number"
      current={user.phone_no}
      hint={t('contactReminder.number.hint')}
      normalise={normalisePhoneNumber}
      renderInput={(field, a11y) => (
        <Space.Compact block>
          <Space.Addon aria-hidden>{COUNTRY_PREFIX}</Space.Addon>
          <Input
            {...field}
            {...a11y}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={t('contactReminder.number.placeholder')}
          />
        </Space.Compact>
      )}
    />
  );
}
