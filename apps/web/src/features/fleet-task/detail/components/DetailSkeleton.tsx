import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';

/** The page's outline while the task loads: header, the two cards and the order card. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} aria-busy="true" aria-label={t('common.loading')} data-testid="detail-skeleton">
      <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
