import { Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Section 2 'Navigation rules': leaving with unsaved changes asks first (exit or stay). Inside the
 * app the router's blocker asks with this modal; closing or reloading the tab gets the browser's own
 * question, the only one a page may ask then.
 */
export function LeaveConfirmation({
  shouldBlock,
  allowedPaths = [],
}: {
  shouldBlock: () => boolean;
  /** Pages that continue the same work (a task's Attach Delivery): going there is not leaving. */
  allowedPaths?: readonly string[];
}) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !allowedPaths.includes(nextLocation.pathname) &&
      shouldBlock(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (shouldBlock()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [shouldBlock]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      title={t('sharedWidgets.leave.title')}
      okText={t('sharedWidgets.leave.exit')}
      cancelText={t('sharedWidgets.leave.stay')}
      okButtonProps={{ danger: true }}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {t('sharedWidgets.leave.content')}
    </Modal>
  );
}
