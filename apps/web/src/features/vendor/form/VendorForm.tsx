import { VENDOR_RATES_MAX } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Flex, Form } from 'antd';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { LeaveConfirmation } from '../../../shared/forms/LeaveConfirmation';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import type { VendorDetail } from '../types';
import {
  formFieldPaths,
  formValuesOf,
  onFormFields,
  type VendorFormOutput,
  type VendorFormValues,
  vendorFormSchema,
} from './form-values';
import { RatesEditor } from './RatesEditor';
import { PairingCard, VendorDetailsCard } from './VendorFields';

export interface VendorFormProps {
  /** The vendor being edited; absent for a new one. */
  vendor?: VendorDetail;
  readOnly?: boolean;
  /** Sends the form; rejects with the server's ApiError. */
  save(values: VendorFormOutput): Promise<unknown>;
  /** Someone else saved the vendor first (409): the page reloads it. */
  onStale?(): void;
  onCancel(): void;
  /** Whether the vendor is connected now, with the action to disconnect it. */
  pairingStatus?: ReactNode;
}

/** Names of the addresses of the stored rates, so their pickers show names before any search. */
function addressNamesOf(vendor: VendorDetail | undefined): Map<number, string> {
  const places = vendor?.rates.flatMap((rate) => [rate.origin, rate.destination]) ?? [];
  return new Map(places.map((place) => [place.id, place.name]));
}

/**
 * Every field a message can land on, rates up to the most a vendor may have: a path without a row
 * simply never has an error. (Watching the rows' count instead would re-render the form on each key.)
 */
const FIELDS = formFieldPaths(VENDOR_RATES_MAX);

function useRefusal(
  form: ReturnType<typeof useForm<VendorFormValues, unknown, VendorFormOutput>>,
  onStale?: () => void,
) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error: unknown) => {
    if (!isApiError(error)) {
      void message.error(t('vendor.form.failed'));
      return;
    }
    if (error.code === 'conflict/stale-update') {
      void message.warning(error.message);
      onStale?.();
      return;
    }
    // A duplicate is told apart by its field: the name is taken, or the code's company already has a vendor.
    const duplicate = (field: string) => {
      if (error.code !== 'conflict/duplicate') return null;
      if (field === 'name') return t('vendor.form.nameTaken');
      return field === 'pairing_code' ? t('vendor.form.pairedElsewhere') : null;
    };
    const landed = applyServerFieldErrors(onFormFields(error, duplicate), FIELDS, form.setError);
    void message.error(landed ? t('vendor.form.failed') : error.message);
  };
}

/** A vendor's details, its pairing code and its rates: one form, one save. */
export function VendorForm({
  vendor,
  readOnly = false,
  save,
  onStale,
  onCancel,
  pairingStatus,
}: VendorFormProps) {
  const { t } = useTranslation();
  const form = useForm<VendorFormValues, unknown, VendorFormOutput>({
    resolver: zodResolver(vendorFormSchema, localizedZodErrors),
    defaultValues: formValuesOf(vendor),
  });
  useLocalErrorsFollowLanguage(form, FIELDS);
  const addressNames = useMemo(() => addressNamesOf(vendor), [vendor]);
  const refuse = useRefusal(form, onStale);
  const connected = (vendor?.paired_company_id ?? 0) > 0;

  // Read in render so the form reports it; the blocker reads it when the user leaves.
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const saving = useRef(false);
  // A save may leave the page itself (a new vendor goes back to the list): that is not losing changes.
  const shouldBlock = useCallback(() => dirty.current && !saving.current && !readOnly, [readOnly]);

  const submit = form.handleSubmit(async (values) => {
    saving.current = true;
    try {
      await save(values);
    } catch (error) {
      refuse(error);
    } finally {
      saving.current = false;
    }
  });

  return (
    <Form layout="vertical" component={false} disabled={readOnly}>
      <LeaveConfirmation shouldBlock={shouldBlock} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={vendor ? vendor.name : t('vendor.form.newTitle')}
      >
        <Flex vertical gap={16}>
          {readOnly && <Alert type="info" showIcon title={t('vendor.form.readOnly')} />}
          <VendorDetailsCard form={form} />
          {!readOnly && <PairingCard form={form} connected={connected} status={pairingStatus} />}
          {readOnly && pairingStatus}
          <RatesEditor form={form} addressNames={addressNames} readOnly={readOnly} />
          {!readOnly && (
            <Flex gap={8} justify="flex-end" wrap>
              <Button onClick={onCancel} disabled={form.formState.isSubmitting}>
                {t('common.cancel')}
              </Button>
              <Button type="primary" htmlType="submit" loading={form.formState.isSubmitting}>
                {t('common.save')}
              </Button>
            </Flex>
          )}
        </Flex>
      </form>
    </Form>
  );
}
