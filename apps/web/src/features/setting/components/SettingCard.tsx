import { Card, Flex, Grid, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SectionTitle } from './SectionTitle';

interface SettingCardProps {
  title: string;
  description?: string;
  testId: string;
  children: ReactNode;
}

/**
 * A card of the settings page: its title as the page's h2 with a line on what it is for. Below antd's
 * md breakpoint the card keeps less padding, so a phone's 390 px leave room for the tables.
 */
export function SettingCard({ title, description, testId, children }: SettingCardProps) {
  const screens = Grid.useBreakpoint();
  return (
    <Card
      size={screens.md === false ? 'small' : 'default'}
      data-testid={testId}
      title={
        <Flex vertical gap={2} style={{ paddingBlock: 12 }}>
          <SectionTitle level={2}>{title}</SectionTitle>
          {description && (
            <Typography.Text type="secondary" style={{ fontWeight: 'normal', whiteSpace: 'normal' }}>
              {description}
            </Typography.Text>
          )}
        </Flex>
      }
    >
      {children}
    </Card>
  );
}
