import type { VendorRequestStatus } from '@armada/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** antd preset colours: gold waits for an answer, green accepted, red rejected, grey withdrawn. */
const STATUS_COLORS: Record<VendorRequestStatus, string> = {
  PENDING: 'gold',
  ACCEPTED: 'success',
  REJECTED: 'error',
  CANCELED: 'default',
};

export function VendorRequestStatusTag({ status }: { status: VendorRequestStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`vendorRequest.status.${status}`)}</Tag>;
}
