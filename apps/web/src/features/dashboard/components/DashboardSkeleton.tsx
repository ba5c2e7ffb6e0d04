import { Card, Col, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUMMARY_CARD_SPAN } from './SummaryCards';

const CARD_KEYS = ['vehicles', 'drivers', 'garages', 'addresses'];

/** The dashboard's shape while the summary loads, so the page does not jump when it arrives. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Row gutter={[16, 16]}>
        {CARD_KEYS.map((key) => (
          <Col key={key} {...SUMMARY_CARD_SPAN}>
            <Card>
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
