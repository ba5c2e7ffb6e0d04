import { CarOutlined, EnvironmentOutlined, HomeOutlined, IdcardOutlined } from '@ant-design/icons';
import { Card, Col, Grid, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '../../../shared/useNumberFormat';
import type { DashboardSummary } from '../api';

interface CardSpec {
  key: string;
  title: string;
  icon: ReactNode;
  value: number;
  /** For "active / total" figures. */
  total?: number;
}

/** Two cards per row on a phone, four on a wide screen. */
export const SUMMARY_CARD_SPAN = { xs: 12, xl: 6 } as const;

export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const isPhone = Grid.useBreakpoint().md === false;
  const cards: CardSpec[] = [
    {
      key: 'vehicles',
      title: t('dashboard.vehicles'),
      icon: <CarOutlined aria-hidden />,
      value: summary.vehicles.active,
      total: summary.vehicles.total,
    },
    {
      key: 'drivers',
      title: t('dashboard.drivers'),
      icon: <IdcardOutlined aria-hidden />,
      value: summary.drivers.active,
      total: summary.drivers.total,
    },
    {
      key: 'garages',
      title: t('dashboard.garages'),
      icon: <HomeOutlined aria-hidden />,
      value: summary.garages,
    },
    {
      key: 'addresses',
      title: t('dashboard.customerAddresses'),
      icon: <EnvironmentOutlined aria-hidden />,
      value: summary.customer_addresses,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} {...SUMMARY_CARD_SPAN}>
          <Card
            data-testid={`summary-${card.key}`}
            size={isPhone ? 'small' : 'medium'}
            style={{ height: '100%' }}
          >
            <Statistic
              title={card.title}
              value={card.value}
              formatter={format}
              prefix={card.icon}
              suffix={card.total === undefined ? undefined : `/ ${format(card.total)}`}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
