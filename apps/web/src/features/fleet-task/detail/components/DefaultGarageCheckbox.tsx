import { errorMessage, hasScope } from '@armada/domain';
import { App, Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/api-error';
import { currentLanguage } from '../../../../platform/i18n';
import { useCurrentUser } from '../../../../platform/session/session-context';
import { useFleetSettings, useUpdateFleetSettings } from '../../../../shared/fleet-settings/api';

interface DefaultGarageCheckboxProps {
  end: 'start' | 'end';
  addressId: number | null;
}

/**
 * Section 2 'Detail card': when creating, a checkbox under the start and the end garage makes the
 * chosen garage the company's default (fleet settings), so the next new task starts with it.
 */
export function DefaultGarageCheckbox({ end, addressId }: DefaultGarageCheckboxProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const canRead = hasScope(user.scopes, 'setting:read');
  const canUpdate = hasScope(user.scopes, 'setting:update');
  const settings = useFleetSettings(canRead && canUpdate);
  const update = useUpdateFleetSettings();
  if (!canRead || !canUpdate) return null;

  const defaultId = settings.data?.[`${end}_address_default`] ?? null;
  const toggle = settings.data?.[`${end}_address_toggle`] ?? false;
  const checked = toggle && addressId !== null && defaultId === addressId;

  const onChange = (next: boolean) => {
    const body =
      end === 'start'
        ? next
          ? { start_address_default: addressId, start_address_toggle: true }
          : { start_address_toggle: false }
        : next
          ? { end_address_default: addressId, end_address_toggle: true }
          : { end_address_toggle: false };
    update.mutate(body, {
      onSuccess: () => void message.success(t('fleetTask.detail.defaultSaved')),
      onError: (error) =>
        void message.error(
          isApiError(error) ? error.message : errorMessage('failed-save-settings', currentLanguage()),
        ),
    });
  };

  return (
    <Checkbox
      data-testid={`${end}-default`}
      checked={checked}
      disabled={addressId === null || settings.isPending || update.isPending}
      onChange={(event) => onChange(event.target.checked)}
    >
      {t(end === 'start' ? 'fleetTask.detail.saveStartAsDefault' : 'fleetTask.detail.saveEndAsDefault')}
    </Checkbox>
  );
}
