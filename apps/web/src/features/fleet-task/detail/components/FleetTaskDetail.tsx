import {
  errorMessage,
  type FleetTask,
  fieldErrorMessage,
  fleetTaskFacts,
  fleetTaskStatusLabel,
  isEditable,
  missingFields,
  showsNotificationPanel,
} from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { App, Col, Flex, Row } from 'antd';
import { useCallback, useRef } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../../platform/api/api-error';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import { useCurrentUser } from '../../../../platform/session/session-context';
import { LeaveConfirmation } from '../../../../shared/forms/LeaveConfirmation';
import { localizedZodErrors } from '../../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../../shared/forms/server-field-errors';
import { FLEET_TASK_LIST_PATH, fleetTaskAttachDeliveryPath } from '../../../../shared/paths/fleet-task';
import { OrderTaskCard } from '../../sequence/OrderTaskCard';
import { FleetTaskBanners } from '../../status/FleetTaskBanners';
import { FleetTaskStatusWizard } from '../../status/FleetTaskStatusWizard';
import { useSaveAsDraft, useTaskChanged } from '../api';
import { DETAIL_FIELDS, type DetailFormValues, detailFormSchema, formValuesOf } from '../detail-form';
import { useFieldMarks } from '../field-marks';
import { navSourceTarget } from '../navigation';
import { useAutosave } from '../useAutosave';
import { DetailCard } from './DetailCard';
import { DetailHeader } from './DetailHeader';
import { WhatsAppCard } from './WhatsAppCard';

// The form holds the inputs' values; the schema checks them as the PATCH payload they become.
const resolver = zodResolver(detailFormSchema, localizedZodErrors) as unknown as Resolver<DetailFormValues>;

/**
 * Section 4 'Transition saves': saving the task being created makes it a Draf. What is still waiting
 * for the autosave goes first; the required fields are checked here too so that the user sees them
 * marked without a round trip (the server checks the same rule).
 */
function useSaveCreated(
  task: FleetTask,
  form: UseFormReturn<DetailFormValues>,
  flush: () => Promise<boolean>,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { language } = useLanguage();
  const saveAsDraft = useSaveAsDraft(task.id);

  const save = async () => {
    const saved = await flush();
    const missing = missingFields(form.getValues(), 'DRAFT');
    for (const field of missing) {
      if ((DETAIL_FIELDS as readonly string[]).includes(field)) {
        form.setError(field as keyof DetailFormValues, {
          type: 'required',
          message: fieldErrorMessage('required', language),
        });
      }
    }
    if (!saved || missing.length > 0) {
      void message.error(errorMessage('invalid/invalid-fields', language));
      return;
    }
    saveAsDraft.mutate(undefined, {
      onSuccess: (draft) => {
        const status = fleetTaskStatusLabel(draft.status.name, language);
        void message.success(t('fleetTask.savedAs', { number: draft.number, status }));
      },
      onError: (error) => {
        applyServerFieldErrors(error, DETAIL_FIELDS, form.setError);
        void message.error(isApiError(error) ? error.message : errorMessage('failed-to-save', language));
      },
    });
  };
  return { save, saving: saveAsDraft.isPending };
}

/**
 * Section 2 'Navigation rules': leaving with unsaved changes asks first. A task being created that
 * was filled in counts as unsaved (the server purges Temporary tasks). Cancel, and the list after a
 * transition, are chosen exits: they do not ask again.
 */
function useLeaveGuard(task: FleetTask, hasUnsavedChanges: () => boolean) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  const leave = useCallback(
    (to: string) => {
      leaving.current = true;
      navigate(to);
    },
    [navigate],
  );
  const startedCreating = task.status.name === 'TEMPORARY' && task.updated_on !== task.created_on;
  const shouldBlock = useCallback(
    () => !leaving.current && (hasUnsavedChanges() || startedCreating),
    [hasUnsavedChanges, startedCreating],
  );
  return { leave, shouldBlock };
}

interface FleetTaskDetailProps {
  task: FleetTask;
  reload(): Promise<unknown>;
}

/** The page once the task is loaded: header, status wizard, banners, the cards and the leave guard. */
export function FleetTaskDetail({ task, reload }: FleetTaskDetailProps) {
  const user = useCurrentUser();
  const timeZone = user.company.time_zone;
  const [query] = useSearchParams();
  const backTo = navSourceTarget(query);
  const status = task.status.name;
  const creating = status === 'TEMPORARY';
  const editable = isEditable(fleetTaskFacts(task));

  const form = useForm<DetailFormValues>({ defaultValues: formValuesOf(task), resolver, mode: 'onChange' });
  const taskChanged = useTaskChanged();
  const autosave = useAutosave({ task, form, enabled: editable, onSaved: taskChanged, onStale: reload });
  const { save, saving } = useSaveCreated(task, form, autosave.flush);

  const { leave, shouldBlock } = useLeaveGuard(task, autosave.hasUnsavedChanges);
  const marks = useFieldMarks(form);
  const [pickedVendor, sendBy] = useWatch({ control: form.control, name: ['vendor_id', 'send_by'] });

  const onTransitioned = (next: FleetTask) => {
    taskChanged(next);
    // Section 4 'Transition saves': after any status other than Draf, back to the Fleet Task list.
    if (next.status.name !== 'DRAFT') leave(FLEET_TASK_LIST_PATH);
  };

  const showsNotification = showsNotificationPanel({
    status,
    isFromVendorRequest: task.is_from_vendor_request,
  });
  return (
    <>
      <DetailHeader
        task={task}
        timeZone={timeZone}
        creating={creating}
        autosave={editable ? autosave : null}
        backTo={backTo}
        saving={saving}
        onCancel={() => leave(backTo)}
        onSave={() => void save()}
        onTransitioned={onTransitioned}
        onInvalidFields={marks.missing}
        onFieldErrors={marks.refused}
      />
      <Flex vertical gap={16}>
        <FleetTaskStatusWizard task={task} />
        <FleetTaskBanners task={task} />
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={showsNotification ? 16 : 24}>
            <DetailCard task={task} form={form} editable={editable} creating={creating} timeZone={timeZone} />
          </Col>
          {showsNotification && (
            <Col xs={24} xl={8}>
              <WhatsAppCard task={task} form={form} editable={editable} />
            </Col>
          )}
          <Col span={24}>
            <OrderTaskCard task={task} vendorPicked={pickedVendor !== null && sendBy === 'VENDOR'} />
          </Col>
        </Row>
      </Flex>
      <LeaveConfirmation shouldBlock={shouldBlock} allowedPaths={[fleetTaskAttachDeliveryPath(task.id)]} />
    </>
  );
}
