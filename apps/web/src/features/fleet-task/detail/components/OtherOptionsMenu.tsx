import { EllipsisOutlined, HistoryOutlined, PrinterOutlined } from '@ant-design/icons';
import { type FleetTask, showsHistory, showsOtherOptions, showsPrintOrder } from '@armada/domain';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/api-error';
import { TaskHistoryModal } from '../../status/TaskHistoryModal';
import { openFleetTaskPdf } from '../api';

/**
 * Section 2 'Header': the other-options menu (hidden for Temporary) with the printable order (not
 * before the plan is fixed, not with the vendor, not once cancelled) and the task history.
 */
export function OtherOptionsMenu({ task }: { task: FleetTask }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [historyOpen, setHistoryOpen] = useState(false);
  const status = task.status.name;
  if (!showsOtherOptions(status)) return null;

  const print = async () => {
    try {
      await openFleetTaskPdf(task.id);
    } catch (error) {
      void message.error(isApiError(error) ? error.message : String(error));
    }
  };

  const items: MenuProps['items'] = [
    ...(showsPrintOrder(status)
      ? [{ key: 'print', icon: <PrinterOutlined aria-hidden />, label: t('fleetTask.actions.printOrder') }]
      : []),
    ...(showsHistory(status)
      ? [{ key: 'history', icon: <HistoryOutlined aria-hidden />, label: t('fleetTask.actions.history') }]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'print') void print();
    if (key === 'history') setHistoryOpen(true);
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button icon={<EllipsisOutlined aria-hidden />} aria-label={t('fleetTask.actions.otherOptions')} />
      </Dropdown>
      <TaskHistoryModal taskId={task.id} open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </>
  );
}
