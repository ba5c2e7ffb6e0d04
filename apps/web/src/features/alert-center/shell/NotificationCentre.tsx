import {
  BellOutlined,
  CloseOutlined,
  ExportOutlined,
  ImportOutlined,
  PushpinFilled,
  PushpinOutlined,
} from '@ant-design/icons';
import { ALERT_CENTRE } from '@armada/domain';
import { Badge, Button, Tooltip, theme } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DraggablePopup } from '../../../shared/DraggablePopup';
import { lazyPage, PageSuspense } from '../../../shared/lazy-page';
import { useUnresolvedCounts } from '../api';
import { useAlertCenterLiveContext } from '../live/AlertCenterLiveProvider';
import type { RawAlert } from '../raw-alert';
import { type CentreMode, type CentreModeState, PINNED_PANEL_WIDTH } from './centre-mode';
import '../alert-center.css';

// The panel's code (its table, filters and popups) is not part of a page's first load: it is fetched
// once the page has shown, or when the bell is first used (issue 23 item 1).
const AlertCentrePanel = lazyPage(() => import('../AlertCentrePanel').then((m) => m.AlertCentrePanel));

/**
 * Clicks inside these are not 'outside': antd renders the centre's own menus, pickers, confirmations
 * and modals, and the preview popups, in portals at the end of the page.
 */
const OWN_OVERLAYS =
  '.ant-popover, .ant-picker-dropdown, .ant-select-dropdown, .ant-dropdown, .ant-modal-root, .ant-message, .ant-notification, [role="dialog"]';

export interface NotificationCentreProps {
  centre: CentreModeState;
  /** Below the top bar: where the dropdown and the pinned panel start (px). */
  top: number;
  /** A phone: the dropdown takes the full width, and there is no pinning or detaching. */
  compact: boolean;
  /** Opens an alert's preview popup (wired by the popups). */
  onOpenAlert?: (alert: RawAlert) => void;
}

/**
 * The top bar's notification centre (alert-center-and-platform.md section 2 'Top bar'): the bell with
 * the unresolved count, and the centre as a dropdown, a side panel pinned at the right, or a window
 * detached and dragged anywhere inside the viewport. A click outside closes the dropdown only.
 */
export function NotificationCentre({ centre, top, compact, onOpenAlert }: NotificationCentreProps) {
  const { t } = useTranslation();
  const { countWindow } = useAlertCenterLiveContext();
  const counts = useUnresolvedCounts(countWindow.startDate, countWindow.endDate).data;
  const bellRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const { mode, setMode } = centre;
  const unresolved = (counts?.urgent ?? 0) + (counts?.important ?? 0);

  useEffect(() => {
    if (mode !== 'dropdown') return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!target?.isConnected) return;
      if (dropdownRef.current?.contains(target) || bellRef.current?.contains(target)) return;
      if (target.closest(OWN_OVERLAYS)) return;
      setMode('closed');
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [mode, setMode]);

  const close = () => {
    setMode('closed');
    bellRef.current?.focus();
  };

  useEffect(() => {
    const timer = window.setTimeout(() => void AlertCentrePanel.preload().catch(() => undefined), 1_000);
    return () => window.clearTimeout(timer);
  }, []);

  const content = (
    <PageSuspense>
      <AlertCentrePanel
        onOpenAlert={onOpenAlert}
        toolbar={
          compact ? (
            <CloseButton onClose={close} />
          ) : (
            <ModeButtons mode={mode} setMode={setMode} onClose={close} />
          )
        }
      />
    </PageSuspense>
  );

  return (
    <>
      <Badge count={unresolved} overflowCount={ALERT_CENTRE.countCap} size="small" offset={[-4, 4]}>
        <Button
          ref={bellRef}
          type="text"
          icon={<BellOutlined aria-hidden />}
          aria-label={t('alertCenter.centre.bell', { count: unresolved })}
          aria-expanded={mode !== 'closed'}
          aria-controls={mode === 'closed' ? undefined : 'notification-centre'}
          onClick={() => setMode(mode === 'closed' ? 'dropdown' : 'closed')}
        />
      </Badge>
      {mode === 'dropdown' && (
        <Surface kind="dropdown" top={top} compact={compact} surfaceRef={dropdownRef} onEscape={close}>
          {content}
        </Surface>
      )}
      {mode === 'pinned' && (
        <Surface kind="pinned" top={top} compact={false}>
          {content}
        </Surface>
      )}
      <DraggablePopup
        open={mode === 'detached'}
        title={t('alertCenter.centre.title')}
        width={PINNED_PANEL_WIDTH}
        initialPosition={{ x: Math.max(0, window.innerWidth - PINNED_PANEL_WIDTH - 24), y: top + 8 }}
        onClose={close}
      >
        <div id="notification-centre" className="alert-centre-window">
          {content}
        </div>
      </DraggablePopup>
    </>
  );
}

interface SurfaceProps {
  kind: 'dropdown' | 'pinned';
  top: number;
  compact: boolean;
  children: ReactNode;
  surfaceRef?: React.Ref<HTMLDivElement>;
  onEscape?: () => void;
}

/** The dropdown under the bell, or the pinned side panel: outside the top bar, so none of its styles leak in. */
function Surface({ kind, top, compact, children, surfaceRef, onEscape }: SurfaceProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return createPortal(
    <section
      ref={surfaceRef}
      id="notification-centre"
      aria-label={t('alertCenter.centre.title')}
      data-mode={kind}
      className="alert-centre-surface"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && onEscape) {
          event.stopPropagation();
          onEscape();
        }
      }}
      style={{
        position: 'fixed',
        boxSizing: 'border-box',
        top,
        right: kind === 'dropdown' && !compact ? token.marginXS : 0,
        left: compact ? 0 : undefined,
        width: compact ? '100%' : PINNED_PANEL_WIDTH,
        maxHeight: kind === 'dropdown' ? `calc(100vh - ${top + token.marginXS}px)` : undefined,
        bottom: kind === 'pinned' ? 0 : undefined,
        zIndex: kind === 'dropdown' ? 120 : 100,
        overflowY: 'auto',
        padding: token.padding,
        background: token.colorBgContainer,
        borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
        boxShadow: kind === 'dropdown' ? token.boxShadowSecondary : undefined,
        borderRadius: kind === 'dropdown' && !compact ? token.borderRadiusLG : 0,
      }}
    >
      {children}
    </section>,
    document.body,
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('alertCenter.centre.close')}>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('alertCenter.centre.close')}
        onClick={onClose}
      />
    </Tooltip>
  );
}

interface ModeButtonsProps {
  mode: CentreMode;
  setMode: (mode: CentreMode) => void;
  onClose: () => void;
}

/** Pin or unpin, detach or attach again, close: each mode offers the moves to the others. */
function ModeButtons({ mode, setMode, onClose }: ModeButtonsProps) {
  const { t } = useTranslation();
  const button = (label: string, icon: ReactNode, next: CentreMode) => (
    <Tooltip title={label}>
      <Button type="text" size="small" icon={icon} aria-label={label} onClick={() => setMode(next)} />
    </Tooltip>
  );
  return (
    <>
      {mode === 'pinned'
        ? button(t('alertCenter.centre.unpin'), <PushpinFilled aria-hidden />, 'dropdown')
        : button(t('alertCenter.centre.pin'), <PushpinOutlined aria-hidden />, 'pinned')}
      {mode === 'detached'
        ? button(t('alertCenter.centre.attach'), <ImportOutlined aria-hidden />, 'dropdown')
        : button(t('alertCenter.centre.detach'), <ExportOutlined aria-hidden />, 'detached')}
      {mode !== 'detached' && <CloseButton onClose={onClose} />}
    </>
  );
}
