import { Flex, Spin, Typography } from 'antd';

/** While the session or a whole page resolves; the text is announced to screen readers. */
export function FullPageSpin({ description }: { description: string }) {
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ minHeight: '60vh' }} role="status">
      <Spin size="large" />
      <Typography.Text type="secondary">{description}</Typography.Text>
    </Flex>
  );
}
