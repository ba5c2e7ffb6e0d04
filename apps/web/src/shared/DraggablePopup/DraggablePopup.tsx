import { CloseOutlined, DragOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { type Position, useDragPosition } from './useDragPosition';

/** alert-center-and-platform.md section 9: 'Draggable popup default start 100,100, base z-index 130'. */
export const POPUP_DEFAULT_START: Position = { x: 100, y: 100 };
export const POPUP_BASE_Z_INDEX = 130;
/** Section 2 'Alert Center': 'Popup height at most 720px or 80 percent of the viewport'. */
export const POPUP_MAX_HEIGHT = 'min(720px, 80vh)';

// The popup touched last comes to the front; antd's modals and menus (1000 and up) stay above all.
let frontmost = POPUP_BASE_Z_INDEX;
const nextZIndex = () => {
  frontmost += 1;
  return frontmost;
};

export interface DraggablePopupProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Actions in the header, before the close button. */
  extra?: ReactNode;
  width?: number;
  initialPosition?: Position;
  /** A CSS length; POPUP_MAX_HEIGHT unless the caller's spec says otherwise. */
  maxHeight?: string;
}

/**
 * The spec's shared draggable popup: a window over the page that the user can move out of the way
 * while still working on the page (so not modal). Dragged by its header, moved by arrow keys on its
 * move handle, closed with Escape; focus goes in when it opens and back where it was when it closes.
 */
export function DraggablePopup({ open, ...props }: DraggablePopupProps) {
  if (!open) return null;
  return createPortal(<PopupWindow {...props} />, document.body);
}

function PopupWindow(props: Omit<DraggablePopupProps, 'open'>) {
  const { title, onClose, children, extra, width = 560, initialPosition = POPUP_DEFAULT_START } = props;
  const { maxHeight = POPUP_MAX_HEIGHT } = props;
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const titleId = useId();
  const popupRef = useRef<HTMLDivElement>(null);
  const { position, dragHandlers, onMoveKey } = useDragPosition(initialPosition, popupRef);
  const [zIndex, setZIndex] = useState(nextZIndex);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    popupRef.current?.focus();
    return () => opener?.focus();
  }, []);

  const bringToFront = () => {
    if (zIndex !== frontmost) setZIndex(nextZIndex());
  };

  return (
    <div
      ref={popupRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      onPointerDownCapture={bringToFront}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      style={{
        position: 'fixed',
        left: position.x,
        top: position.y,
        zIndex,
        width: `min(${width}px, calc(100vw - 16px))`,
        maxHeight,
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        outline: 'none',
      }}
      data-testid="draggable-popup"
    >
      <Flex
        align="center"
        gap={8}
        {...dragHandlers}
        style={{
          cursor: 'move',
          touchAction: 'none',
          userSelect: 'none',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Tooltip title={t('tracking.popup.moveHint')}>
          <Button
            type="text"
            size="small"
            icon={<DragOutlined aria-hidden />}
            aria-label={t('tracking.popup.move', { title })}
            onKeyDown={onMoveKey}
          />
        </Tooltip>
        <Typography.Text id={titleId} strong ellipsis style={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography.Text>
        {extra}
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t('tracking.popup.close')}
          onClick={onClose}
        />
      </Flex>
      <div style={{ padding: token.paddingSM, overflowY: 'auto', minHeight: 0 }}>{children}</div>
    </div>
  );
}
