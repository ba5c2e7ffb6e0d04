import { QuestionCircleOutlined } from '@ant-design/icons';
import type { FleetTask } from '@armada/domain';
import { Button, Card, Descriptions, Flex, Form, Input, Switch, Tooltip } from 'antd';
import { useState } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DetailFormValues } from '../detail-form';
import { TypedField } from './TypedField';
import { WhatsAppGuideModal } from './WhatsAppGuideModal';

/** Section 9: the phone is shown with the +62 prefix; the form holds it whole (+62...). */
export const PHONE_PREFIX = '+62';

/** What the input shows: the number after +62. */
export function localPart(phone: string): string {
  return phone.startsWith(PHONE_PREFIX) ? phone.slice(PHONE_PREFIX.length) : phone;
}

/** What the form keeps: digits only, a leading 0 of the local habit dropped, blank for none. */
export function fullNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^0+/, '');
  return digits === '' ? '' : `${PHONE_PREFIX}${digits}`;
}

/** Section 2: '-' without orders, the name for one customer, 'Banyak Pelanggan' for several. */
function useCustomerName(task: FleetTask): string {
  const { t } = useTranslation();
  if (task.customer.count === 0) return t('common.empty');
  if (task.customer.count > 1) return t('fleetTask.notification.manyCustomers');
  return task.customer.name ?? t('common.empty');
}

interface WhatsAppCardProps {
  task: FleetTask;
  form: UseFormReturn<DetailFormValues>;
  editable: boolean;
}

/**
 * Section 2 'WhatsApp notification card': the customer told about the trip, the switch and the
 * phone (required while on), unavailable with a tooltip for several customers or transit orders.
 */
export function WhatsAppCard({ task, form, editable }: WhatsAppCardProps) {
  const { t } = useTranslation();
  const [guideOpen, setGuideOpen] = useState(false);
  const customerName = useCustomerName(task);
  const available = task.notification_available;
  const unavailableTip = available ? undefined : t('fleetTask.notification.unavailable');
  const enabled = useWatch({ control: form.control, name: 'notification_enabled' });

  return (
    <Card title={t('fleetTask.notification.title')} data-testid="whatsapp-card">
      <Descriptions
        column={1}
        size="small"
        items={[{ key: 'customer', label: t('fleetTask.notification.customer'), children: customerName }]}
      />
      <Form layout="vertical" component={false}>
        <TypedField
          control={form.control}
          name="notification_enabled"
          label={t('fleetTask.notification.enable')}
        >
          {(field, a11y) => (
            <Tooltip title={unavailableTip}>
              {/* A disabled switch hears no pointer, so the tooltip listens on its wrapper. */}
              <span style={{ display: 'inline-block' }}>
                <Switch
                  id={a11y.id}
                  aria-describedby={a11y['aria-describedby']}
                  data-testid="notification-switch"
                  checked={field.value}
                  // Switching off stays possible when the route no longer allows the notification.
                  disabled={!editable || (!available && !field.value)}
                  onChange={(checked) => {
                    field.onChange(checked);
                    void form.trigger('customer_phone_number');
                  }}
                />
              </span>
            </Tooltip>
          )}
        </TypedField>
        <TypedField
          control={form.control}
          name="customer_phone_number"
          label={t('fleetTask.notification.phone')}
          required={enabled}
        >
          {(field, a11y) => (
            <Tooltip title={unavailableTip}>
              <Flex>
                <Input
                  {...a11y}
                  data-testid="customer-phone"
                  prefix={PHONE_PREFIX}
                  inputMode="tel"
                  autoComplete="tel-national"
                  value={localPart(field.value)}
                  onChange={(event) => field.onChange(fullNumber(event.target.value))}
                  onBlur={field.onBlur}
                  disabled={!editable || !available}
                  placeholder={t('fleetTask.notification.phonePlaceholder')}
                />
              </Flex>
            </Tooltip>
          )}
        </TypedField>
      </Form>
      <Button
        type="link"
        icon={<QuestionCircleOutlined aria-hidden />}
        onClick={() => setGuideOpen(true)}
        style={{ paddingInline: 0 }}
      >
        {t('fleetTask.notification.openGuide')}
      </Button>
      <WhatsAppGuideModal task={task} open={guideOpen} onClose={() => setGuideOpen(false)} />
    </Card>
  );
}
