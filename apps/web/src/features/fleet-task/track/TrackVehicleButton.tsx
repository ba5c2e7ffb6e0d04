// The fleet task's 'Lacak Kendaraan' popup: the vehicle, its trail and the stops on a map.

import { AimOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { FleetTask } from '@armada/domain';
import { Button, Grid, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DraggablePopup } from '../../../shared/DraggablePopup';
import { ShareDialog } from '../../../shared/ShareDialog';
import { TrackVehicleView } from './TrackVehicleView';

/**
 * 'Lacak Kendaraan' on the task page (fleet-task-planning.md section 2 'Header'; the caller shows it
 * by showsTrackVehicle): opens the live map in a draggable popup, so the dispatcher can keep working
 * on the task beside it. The popup's 'Bagikan' opens the Share dialog ('Modals') with the task's
 * public tracking link.
 */
export function TrackVehicleButton({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  // On a phone the popup's title needs the room: the share button keeps only its icon.
  const compact = Grid.useBreakpoint().sm === false;
  return (
    <>
      <Button icon={<AimOutlined aria-hidden />} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('fleetTask.actions.trackVehicle')}
      </Button>
      <DraggablePopup
        open={open}
        title={`${t('tracking.trackView.title')} ${task.number}`}
        onClose={() => setOpen(false)}
        width={640}
        extra={
          <Tooltip title={compact ? t('tracking.share.open') : undefined}>
            <Button
              size="small"
              icon={<ShareAltOutlined aria-hidden />}
              aria-label={compact ? t('tracking.share.open') : undefined}
              onClick={() => setSharing(true)}
            >
              {compact ? null : t('tracking.share.open')}
            </Button>
          </Tooltip>
        }
      >
        <TrackVehicleView task={task} />
      </DraggablePopup>
      {/* Outside the popup in the React tree, so that Escape in the dialog does not close the popup. */}
      <ShareDialog open={sharing} link={task.track_link} onClose={() => setSharing(false)} />
    </>
  );
}
