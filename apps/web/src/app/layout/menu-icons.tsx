import {
  BarChartOutlined,
  BellOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  InboxOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons by the domain's menu keys; decorative, since every item also shows its label. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  liveview: <EnvironmentOutlined aria-hidden />,
  notification: <BellOutlined aria-hidden />,
  report: <BarChartOutlined aria-hidden />,
  'new-video': <VideoCameraOutlined aria-hidden />,
  'vehicle-media': <PictureOutlined aria-hidden />,
  delivery: <InboxOutlined aria-hidden />,
  invoice: <FileTextOutlined aria-hidden />,
  'fleet-task': <CarOutlined aria-hidden />,
  vendor: <ShopOutlined aria-hidden />,
  'vendor-request': <SolutionOutlined aria-hidden />,
  master: <DatabaseOutlined aria-hidden />,
  setting: <SettingOutlined aria-hidden />,
  help: <QuestionCircleOutlined aria-hidden />,
};

export function menuIcon(key: string): ReactNode {
  return ICONS[key] ?? null;
}
