import { Button, Flex, Form, Modal } from 'antd';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A console form in a dialog (publish an announcement, set a banner): a new form each time it opens,
 * so a saved one leaves no trace, and a click beside it does not throw the typing away.
 */
export function ConsoleFormModal({
  open,
  onClose,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose(): void;
  title: string;
  width: number;
  children: ReactNode;
}) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width={width}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {children}
    </Modal>
  );
}

/** The form's body and its footer: Batal, and the submit button that shows the request in flight. */
export function ConsoleForm({
  id,
  label,
  onSubmit,
  onCancel,
  submitText,
  pending,
  children,
}: {
  id: string;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  submitText: string;
  pending: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component={false}>
      <form id={id} noValidate onSubmit={onSubmit} aria-label={label}>
        {children}
      </form>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" htmlType="submit" form={id} loading={pending}>
          {submitText}
        </Button>
      </Flex>
    </Form>
  );
}
