import {
  errorMessage,
  type FleetTask,
  type FleetTaskStatus,
  type FleetTaskTransitionRequest,
  fleetTaskStatusLabel,
  missingFields,
  type RequiredField,
  type RequiredFieldsSubject,
} from '@armada/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type FieldError, isApiError } from '../../../platform/api/api-error';
import { useLanguage } from '../../../platform/i18n/useLanguage';
import { FLEET_TASK_LIST_PATH } from '../../../shared/paths/fleet-task';
import { useTransitionFleetTask } from './api';

/** What the page may want to hear besides the toasts, e.g. to mark its form fields. */
export interface TransitionCallbacks {
  /** Called with the task as the server answered after a transition. */
  onTransitioned?: (task: FleetTask) => void;
  /** The fields the required-field check found missing, before anything was sent. */
  onInvalidFields?: (fields: RequiredField[]) => void;
  /** The field errors of a refused transition ('Wajib Terisi', a wrong phone number, ...). */
  onFieldErrors?: (errors: FieldError[]) => void;
}

/** The task's values that the required-field rules of section 5 read. */
export function requiredFieldsSubject(task: FleetTask): RequiredFieldsSubject {
  return {
    send_by: task.send_by,
    expected_departure_on: task.expected_departure_on,
    start_address_id: task.start_address_id,
    end_address_id: task.end_address_id,
    vehicle_id: task.vehicle_id,
    driver_user_id: task.driver_user_id,
    vendor_id: task.vendor_id,
    notification_enabled: task.notification_enabled,
    customer_phone_number: task.customer.phone_number,
  };
}

/**
 * The transition flow shared by the status control and the travel automation (section 4,
 * 'Transition saves'; section 5, 'Sequencing'; section 8, 'Status transition'):
 * - `checkRequired`: the domain's required fields of the target; missing ones toast the
 *   invalid-fields message and block (a cancel is never blocked);
 * - `transition`: the call; a success toasts, tells the page, and leaves for the list unless the
 *   task was only saved as Draf; a refusal toasts the server's own message.
 */
export function useStatusTransition(task: FleetTask, callbacks: TransitionCallbacks = {}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const mutation = useTransitionFleetTask(task.id);

  const checkRequired = (target: FleetTaskStatus): boolean => {
    const missing = missingFields(requiredFieldsSubject(task), target);
    if (missing.length === 0) return true;
    void message.error(errorMessage('invalid/invalid-fields', language));
    callbacks.onInvalidFields?.(missing);
    return false;
  };

  const transition = async (request: FleetTaskTransitionRequest, successText?: string): Promise<boolean> => {
    try {
      const updated = await mutation.mutateAsync(request);
      const status = updated.status.name;
      const params = { number: updated.number, status: fleetTaskStatusLabel(status, language) };
      const text =
        successText ??
        (status === 'DRAFT'
          ? t('fleetTaskStatus.transition.savedAsDraft', params)
          : t('fleetTaskStatus.transition.changed', params));
      void message.success(text);
      callbacks.onTransitioned?.(updated);
      if (status !== 'DRAFT') await navigate(FLEET_TASK_LIST_PATH);
      return true;
    } catch (error) {
      // The server words every refusal of section 8 in the request's language; show it as it is.
      if (isApiError(error)) {
        void message.error(error.message);
        if (error.fieldErrors.length > 0) callbacks.onFieldErrors?.(error.fieldErrors);
      } else {
        void message.error(errorMessage('invalid/invalid-input-format', language));
      }
      return false;
    }
  };

  return { checkRequired, transition, pending: mutation.isPending };
}
