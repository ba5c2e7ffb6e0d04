import { ArrowLeftOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Breadcrumb, type BreadcrumbProps, Button, Flex, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

export interface PageHeaderCrumb {
  title: ReactNode;
  /** A route; the last crumb (the current page) usually has none. */
  to?: string;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  breadcrumb?: PageHeaderCrumb[];
  /** Shows a back button: to this route, or one step back in history when `true`. */
  back?: string | true;
  /** Keeps the header visible while the page scrolls (below the top bar). */
  sticky?: boolean;
  beforeTitle?: ReactNode;
  besideTitle?: ReactNode;
  /** Right-hand side of the title row, usually the page's actions. */
  afterTitle?: ReactNode;
  footer?: ReactNode;
  /** Above everything else, for example an info or warning Alert. */
  banner?: ReactNode;
}

/** The spec's breadcrumb shows up to 3 items, then an ellipsis that expands the rest. */
export const BREADCRUMB_VISIBLE_ITEMS = 3;

function PageBreadcrumb({ items }: { items: PageHeaderCrumb[] }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const collapsed = !expanded && items.length > BREADCRUMB_VISIBLE_ITEMS;
  const shown = collapsed ? items.slice(0, BREADCRUMB_VISIBLE_ITEMS) : items;
  const crumbs: NonNullable<BreadcrumbProps['items']> = shown.map((item, index) => ({
    key: index,
    title: item.to ? <Link to={item.to}>{item.title}</Link> : item.title,
  }));
  if (collapsed) {
    crumbs.push({
      key: 'more',
      title: (
        <Button
          type="text"
          size="small"
          icon={<EllipsisOutlined aria-hidden />}
          aria-label={t('common.showAllBreadcrumb')}
          onClick={() => setExpanded(true)}
        />
      ),
    });
  }
  return <Breadcrumb items={crumbs} aria-label={t('common.breadcrumb')} />;
}

function BackButton({ to }: { to: string | true }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      icon={<ArrowLeftOutlined aria-hidden />}
      aria-label={t('common.back')}
      onClick={() => (to === true ? navigate(-1) : navigate(to))}
    />
  );
}

/** The spec's shared page header (alert-center-and-platform.md section 2, 'Shared widgets'). */
export function PageHeader(props: PageHeaderProps) {
  const { token } = theme.useToken();
  const { title, subtitle, breadcrumb, back, sticky, beforeTitle, besideTitle, afterTitle, footer, banner } =
    props;
  const stickyStyle: CSSProperties = sticky
    ? {
        position: 'sticky',
        top: 'var(--armada-sticky-top, 0px)',
        zIndex: 10,
        background: token.colorBgLayout,
        paddingBlock: token.paddingSM,
      }
    : {};
  return (
    <Flex vertical gap={token.marginXS} style={{ marginBottom: token.marginLG, ...stickyStyle }}>
      {banner}
      {breadcrumb && breadcrumb.length > 0 && <PageBreadcrumb items={breadcrumb} />}
      <Flex align="center" justify="space-between" gap={token.marginSM} wrap>
        <Flex align="center" gap={token.marginXS} style={{ minWidth: 0 }}>
          {back !== undefined && <BackButton to={back} />}
          {beforeTitle}
          <Typography.Title level={1} style={{ fontSize: token.fontSizeHeading3, margin: 0 }}>
            {title}
          </Typography.Title>
          {besideTitle}
        </Flex>
        {afterTitle && (
          <Flex align="center" gap={token.marginXS}>
            {afterTitle}
          </Flex>
        )}
      </Flex>
      {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      {footer}
    </Flex>
  );
}
