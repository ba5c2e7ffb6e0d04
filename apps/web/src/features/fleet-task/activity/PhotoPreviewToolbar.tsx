import {
  DownloadOutlined,
  RotateLeftOutlined,
  RotateRightOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_PREVIEW_ZOOM, photoDownloadName } from './constants';

/** What antd's preview hands its `actionsRender`: the preview's own actions and state. */
export interface PreviewToolbarInfo {
  actions: {
    onRotateLeft: () => void;
    onRotateRight: () => void;
    onZoomIn: () => void;
    onZoomOut: () => void;
  };
  transform: { scale: number };
  current: number;
  image: { url: string };
}

// The preview's dark backdrop: light icons on a translucent pill, as antd's own toolbar.
const PILL_STYLE = { padding: '4px 16px', background: 'rgba(0, 0, 0, 0.45)', borderRadius: 100 } as const;
const BUTTON_STYLE = { color: '#fff' } as const;

function ToolButton(props: { label: string; icon: ReactNode; onClick?: () => void; disabled?: boolean }) {
  return (
    <Tooltip title={props.label}>
      <Button
        type="text"
        shape="circle"
        icon={props.icon}
        aria-label={props.label}
        onClick={props.onClick}
        disabled={props.disabled}
        style={props.disabled ? undefined : BUTTON_STYLE}
      />
    </Tooltip>
  );
}

/**
 * The preview's toolbar (section 2 'View proof'): rotate by 90 degrees either way, zoom out and in
 * within 0.5x and 1.5x, and download as fotoN.jpg. Labelled buttons, so a keyboard or screen-reader
 * user has them too (antd's own are bare icons). Prev/next and close are the preview's own.
 */
export function PhotoPreviewToolbar({ info }: { info: PreviewToolbarInfo }) {
  const { t } = useTranslation();
  const { actions, transform, current, image } = info;
  return (
    <Flex gap={8} align="center" style={PILL_STYLE}>
      <ToolButton
        label={t('fleetTaskActivity.proof.rotateLeft')}
        icon={<RotateLeftOutlined aria-hidden />}
        onClick={actions.onRotateLeft}
      />
      <ToolButton
        label={t('fleetTaskActivity.proof.rotateRight')}
        icon={<RotateRightOutlined aria-hidden />}
        onClick={actions.onRotateRight}
      />
      <ToolButton
        label={t('fleetTaskActivity.proof.zoomOut')}
        icon={<ZoomOutOutlined aria-hidden />}
        onClick={actions.onZoomOut}
        disabled={transform.scale <= PHOTO_PREVIEW_ZOOM.minScale}
      />
      <ToolButton
        label={t('fleetTaskActivity.proof.zoomIn')}
        icon={<ZoomInOutlined aria-hidden />}
        onClick={actions.onZoomIn}
        disabled={transform.scale >= PHOTO_PREVIEW_ZOOM.maxScale}
      />
      <Tooltip title={t('fleetTaskActivity.proof.download')}>
        <Button
          type="text"
          shape="circle"
          icon={<DownloadOutlined aria-hidden />}
          href={image.url}
          download={photoDownloadName(current)}
          aria-label={t('fleetTaskActivity.proof.download')}
          style={BUTTON_STYLE}
        />
      </Tooltip>
    </Flex>
  );
}
