import { ALERT_PREVIEW } from '@armada/domain';
import { Divider, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { DraggablePopup, POPUP_DEFAULT_START } from '../../../shared/DraggablePopup';
import { AlertMediaBlock } from '../media/AlertMediaBlock';
import type { AlertResolution, RawAlert } from '../raw-alert';
import { PreviewActions } from './PreviewActions';
import { PreviewDetails } from './PreviewDetails';
import { PreviewMap } from './PreviewMap';
import { PreviewNotes } from './PreviewNotes';
import './alert-preview.css';

const NORMAL_HEIGHT = `min(${ALERT_PREVIEW.maxHeightPx}px, ${ALERT_PREVIEW.maxHeightViewport * 100}vh)`;
// Pinned, the centre takes the right of the screen and the popup may be taller; never past the window.
const PINNED_HEIGHT = `min(${ALERT_PREVIEW.pinnedHeightPx}px, calc(100vh - 16px))`;

interface AlertPreviewPopupProps {
  alert: RawAlert;
  /** Its place among the open popups: each opens a little right and below the one before. */
  index: number;
  pinned: boolean;
  onClose(): void;
  onResolved(resolution: AlertResolution): void;
}

/**
 * One alert's preview (section 2 'Alert Center'): map, address, details, actions, notes and the
 * video block (media/AlertMediaBlock: the alert's clip, asked of the dashcam when needed).
 */
export function AlertPreviewPopup({ alert, index, pinned, onClose, onResolved }: AlertPreviewPopupProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const description = language === 'id' ? alert.descriptionIdn : alert.descriptionEng;
  const offset = (index % ALERT_PREVIEW.maxPopups) * ALERT_PREVIEW.cascadePx;
  return (
    <DraggablePopup
      open
      title={`${description} · ${alert.licensePlate ?? '-'}`}
      onClose={onClose}
      width={440}
      maxHeight={pinned ? PINNED_HEIGHT : NORMAL_HEIGHT}
      initialPosition={{ x: POPUP_DEFAULT_START.x + offset, y: POPUP_DEFAULT_START.y + offset }}
    >
      <Flex vertical gap={12} className="alert-preview">
        <Flex gap={4} wrap="wrap">
          <Tag color={alert.isUrgent ? 'red' : 'orange'}>
            {t(alert.isUrgent ? 'alertCenter.urgent' : 'alertCenter.important')}
          </Tag>
          {alert.isResolved && <Tag color="green">{t('alertCenter.resolved')}</Tag>}
          {alert.isFalseAlert && <Tag color="orange">{t('alertCenter.falseAlert')}</Tag>}
        </Flex>
        <PreviewMap alert={alert} />
        <section aria-label={t('alertPreview.address')}>
          <Typography.Text type="secondary">{t('alertPreview.address')}</Typography.Text>
          <div style={{ overflowWrap: 'anywhere' }}>{alert.address ?? t('alertPreview.noAddress')}</div>
        </section>
        <PreviewDetails alert={alert} description={description} />
        <PreviewActions alert={alert} onDone={onResolved} />
        <section aria-label={t('alertPreview.video')}>
          <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
            {t('alertPreview.video')}
          </Divider>
          <AlertMediaBlock alert={alert} />
        </section>
        <section aria-label={t('alertPreview.notes')}>
          <Divider titlePlacement="start" plain style={{ margin: '4px 0' }}>
            {t('alertPreview.notes')}
          </Divider>
          <PreviewNotes alert={alert} />
        </section>
      </Flex>
    </DraggablePopup>
  );
}
