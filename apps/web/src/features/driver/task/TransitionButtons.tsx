import type { DriverTaskDetail } from '@armada/domain';
import { App, Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { useDriverTransition } from '../api';

/** 'Mulai Perjalanan' and 'Selesaikan Perjalanan', as the server allows them now, each confirmed. */
export function TransitionButtons({ task }: { task: DriverTaskDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [modal, holder] = Modal.useModal();
  const transition = useDriverTransition(task.id);

  const ask = (status: 'STARTED' | 'ENDED') => {
    const start = status === 'STARTED';
    void modal.confirm({
      title: start ? t('driver.task.start') : t('driver.task.end'),
      content: t(start ? 'driver.task.startConfirm' : 'driver.task.endConfirm', { number: task.number }),
      okText: t('driver.task.confirmOk'),
      cancelText: t('common.cancel'),
      onOk: () =>
        transition.mutateAsync({ status }).then(
          () =>
            void message.success(
              t(start ? 'driver.task.started' : 'driver.task.ended', { number: task.number }),
            ),
          (error: unknown) => void message.error(isApiError(error) ? error.message : String(error)),
        ),
    });
  };

  if (!task.can_start && !task.can_end) return null;
  return (
    <Flex vertical gap={8}>
      {holder}
      {task.can_start && (
        <Button type="primary" size="large" block style={{ minHeight: 48 }} onClick={() => ask('STARTED')}>
          {t('driver.task.start')}
        </Button>
      )}
      {task.can_end && (
        <Button type="primary" size="large" block style={{ minHeight: 48 }} onClick={() => ask('ENDED')}>
          {t('driver.task.end')}
        </Button>
      )}
    </Flex>
  );
}
