import { LinkOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '../types';

export type VendorConnection = 'connected' | 'connected-inactive' | 'active' | 'inactive';

/**
 * ACTIVE means connected only for a vendor paired with a company on the platform (paired_company_id
 * above 0, as the fleet task's vendor picker reads it); an ACTIVE vendor outside the platform is
 * merely active, and tasks cannot be sent to it.
 */
export function vendorConnection(vendor: Pick<Vendor, 'status' | 'paired_company_id'>): VendorConnection {
  const paired = (vendor.paired_company_id ?? 0) > 0;
  const active = vendor.status.name === 'ACTIVE';
  if (paired) return active ? 'connected' : 'connected-inactive';
  return active ? 'active' : 'inactive';
}

/**
 * 'Terhubung' with the paired company under it (unless `withCompany` is false, where the page says it
 * already); a vendor outside the platform in plain text.
 */
export function VendorStatus({
  vendor,
  withCompany = true,
}: {
  vendor: Pick<Vendor, 'status' | 'paired_company_id' | 'paired_company'>;
  withCompany?: boolean;
}) {
  const { t } = useTranslation();
  const connection = vendorConnection(vendor);
  const company = vendor.paired_company?.name;
  if (connection === 'active' || connection === 'inactive') {
    return <Typography.Text>{t(`vendor.status.${connection}`)}</Typography.Text>;
  }
  return (
    <Flex vertical gap={2} align="flex-start">
      {connection === 'connected' ? (
        <Tag color="green" icon={<LinkOutlined aria-hidden />} style={{ marginInlineEnd: 0 }}>
          {t('vendor.status.connected')}
        </Tag>
      ) : (
        <Tag style={{ marginInlineEnd: 0 }}>{t('vendor.status.inactive')}</Tag>
      )}
      {withCompany && company && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {company}
        </Typography.Text>
      )}
    </Flex>
  );
}
