import { type AuthUser, ROLES } from '@armada/domain';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';

const isKnownRole = (role: string): role is (typeof ROLES)[number] =>
  (ROLES as readonly string[]).includes(role);

export function ProfileDetails({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: t('profile.name'), children: user.name },
    { key: 'email', label: t('profile.email'), children: user.email },
    { key: 'phone', label: t('profile.phone'), children: user.phone_no ?? t('common.empty') },
    { key: 'company', label: t('profile.company'), children: user.company.name },
    {
      key: 'role',
      label: t('profile.role'),
      children: isKnownRole(user.role) ? t(`profile.roles.${user.role}`) : user.role,
    },
  ];
  return (
    <Card title={t('profile.details')}>
      <Descriptions column={1} items={items} />
    </Card>
  );
}
