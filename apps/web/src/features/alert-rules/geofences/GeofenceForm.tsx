import type { GeofenceFields } from '@armada/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Typography } from 'antd';
import { useCallback, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { LeaveConfirmation } from '../../../shared/forms/LeaveConfirmation';
import { localizedZodErrors } from '../../../shared/forms/localized-zod-errors';
import { applyServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { useLocalErrorsFollowLanguage } from '../../../shared/forms/useLocalErrorsFollowLanguage';
import { type ReferenceAddress, useReferenceAddresses } from './api';
import { GeofenceDrawMap } from './GeofenceDrawMap';
import {
  GeofenceAreaFields,
  GeofenceDetailsCard,
  type GeofenceForm as GeofenceFormApi,
} from './GeofenceFields';
import {
  formValuesOf,
  GEOFENCE_FORM_FIELDS,
  type GeofenceFormValues,
  geofenceFormResolverSchema,
  shapeOfValues,
} from './geofence-form';
import type { Geofence, GeofenceShape } from './types';

export interface GeofenceFormProps {
  /** The geofence being edited; absent for a new one. */
  fence?: Geofence;
  readOnly?: boolean;
  /** Sends the input; rejects with the server's ApiError. */
  save(input: GeofenceFields): Promise<unknown>;
  onCancel(): void;
}

/** What the map draws or edits goes into the form's shape fields (the type's own, the other kept). */
function useShapeFromMap(form: GeofenceFormApi) {
  return useCallback(
    (shape: GeofenceShape | null) => {
      const options = { shouldDirty: true } as const;
      if (!shape) {
        form.setValue(form.getValues('type') === 'POLYGON' ? 'polygon' : 'center', null, options);
      } else {
        form.setValue('type', shape.type, options);
        if (shape.type === 'CIRCLE') {
          form.setValue('center', shape.center ?? null, options);
          form.setValue('radiusM', shape.radiusM ?? null, options);
        } else form.setValue('polygon', shape.polygon ?? null, options);
      }
      // After a first try the messages follow the drawing, as they follow typing.
      if (form.formState.isSubmitted) void form.trigger(['center', 'radiusM', 'polygon']);
    },
    [form],
  );
}

/**
 * 'Pakai alamat ini' on a reference marker: the address text, and what is still empty of the name,
 * the type of place and a circle's centre.
 */
function useAddressFromMap(form: GeofenceFormApi) {
  return useCallback(
    (address: ReferenceAddress) => {
      const options = { shouldDirty: true } as const;
      form.setValue('address', `${address.full_name}, ${address.city}`, options);
      if (form.getValues('fenceName').trim() === '') form.setValue('fenceName', address.name, options);
      if (!form.getValues('serviceLocType'))
        form.setValue('serviceLocType', address.is_garage ? 'GARAGE' : 'CUSTOMER', options);
      if (form.getValues('type') === 'CIRCLE' && !form.getValues('center'))
        form.setValue('center', { ...address.geolocation }, options);
    },
    [form],
  );
}

function useRefusal(form: GeofenceFormApi) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error: unknown) => {
    if (!isApiError(error)) {
      void message.error(t('geofences.form.failed'));
      return;
    }
    let landed = applyServerFieldErrors(error, GEOFENCE_FORM_FIELDS, form.setError);
    if (error.code === 'geofence/invalid-shape') {
      const type = form.getValues('type');
      form.setError(type === 'POLYGON' ? 'polygon' : 'radiusM', { type: 'server', message: error.message });
      landed = true;
    }
    void message.error(landed ? t('geofences.form.failed') : error.message);
  };
}

/** A geofence's name, type of place and address beside the map where its area is drawn: one save. */
export function GeofenceForm({ fence, readOnly = false, save, onCancel }: GeofenceFormProps) {
  const { t } = useTranslation();
  const form = useForm<GeofenceFormValues, unknown, GeofenceFields>({
    resolver: zodResolver(geofenceFormResolverSchema, localizedZodErrors),
    defaultValues: formValuesOf(fence),
  });
  useLocalErrorsFollowLanguage(form, GEOFENCE_FORM_FIELDS);
  const addresses = useReferenceAddresses();
  const refuse = useRefusal(form);
  const onShapeChange = useShapeFromMap(form);
  const onUseAddress = useAddressFromMap(form);
  const [type, center, radiusM, polygon] = useWatch({
    control: form.control,
    name: ['type', 'center', 'radiusM', 'polygon'],
  });
  const shape = useMemo(
    () => shapeOfValues({ type, center, radiusM, polygon }),
    [type, center, radiusM, polygon],
  );

  // Read in render so the form reports it; the blocker reads it when the user leaves.
  const dirty = useRef(false);
  dirty.current = form.formState.isDirty;
  const saving = useRef(false);
  const shouldBlock = useCallback(() => dirty.current && !saving.current && !readOnly, [readOnly]);

  const submit = form.handleSubmit(async (input) => {
    saving.current = true;
    try {
      await save(input);
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
        aria-label={fence ? fence.fenceName : t('geofences.form.newTitle')}
      >
        <Flex vertical gap={16}>
          {readOnly && <Alert type="info" showIcon title={t('geofences.form.readOnly')} />}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={9}>
              <GeofenceDetailsCard form={form} />
            </Col>
            <Col xs={24} lg={15}>
              <Card title={t('geofences.form.area')} size="small">
                <Flex vertical gap={12}>
                  {!readOnly && (
                    <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                      {t('geofences.form.drawHint')}
                    </Typography.Paragraph>
                  )}
                  <GeofenceDrawMap
                    shape={shape}
                    onShapeChange={onShapeChange}
                    addresses={addresses.data?.rows ?? EMPTY}
                    addressesTotal={addresses.data?.total}
                    addressesFailed={addresses.isError}
                    onUseAddress={onUseAddress}
                    readOnly={readOnly}
                  />
                  <GeofenceAreaFields form={form} readOnly={readOnly} />
                </Flex>
              </Card>
            </Col>
          </Row>
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

const EMPTY: ReferenceAddress[] = [];
