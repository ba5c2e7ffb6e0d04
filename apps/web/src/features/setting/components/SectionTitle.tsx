import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * The page's heading levels: the page title is the h1, each card's title an h2 and a part of a card
 * an h3, so a screen reader can jump between the cards and their parts.
 */
export function SectionTitle({ level, id, children }: { level: 2 | 3; id?: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={level}
      id={id}
      style={{ fontSize: level === 2 ? token.fontSizeLG : token.fontSize, margin: 0 }}
    >
      {children}
    </Typography.Title>
  );
}
