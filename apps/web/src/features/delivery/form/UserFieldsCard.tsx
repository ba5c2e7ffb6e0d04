import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { MAX_USER_DEFINITION_FIELDS } from '@armada/domain';
import { Button, Card, Col, Flex, Input, Row, Typography } from 'antd';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import type { FieldsForm } from './form-values';

/** The order's user-defined fields: a key of the company's own naming and its value, shown as extra columns. */
export function UserFieldsCard({ form }: { form: FieldsForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const rows = useFieldArray({ control, name: 'user_definition_fields' });
  return (
    <Card title={t('deliveryForm.sections.userFields')}>
      <Flex vertical gap={8}>
        {rows.fields.length === 0 && (
          <Typography.Text type="secondary">{t('deliveryForm.noUserFields')}</Typography.Text>
        )}
        {rows.fields.map((row, index) => (
          <Row key={row.id} gutter={[8, 0]} align="top" wrap={false}>
            <Col flex="1 1 0" style={{ minWidth: 0 }}>
              <FormField
                control={control}
                name={`user_definition_fields.${index}.key`}
                label={t('deliveryForm.userFieldKey')}
                required
              >
                {(field, a11y) => (
                  <Input
                    {...field}
                    {...a11y}
                    value={(field.value as string) ?? ''}
                    maxLength={64}
                    autoComplete="off"
                  />
                )}
              </FormField>
            </Col>
            <Col flex="1 1 0" style={{ minWidth: 0 }}>
              <FormField
                control={control}
                name={`user_definition_fields.${index}.value`}
                label={t('deliveryForm.userFieldValue')}
              >
                {(field, a11y) => (
                  <Input
                    {...a11y}
                    value={field.value === null || field.value === undefined ? '' : String(field.value)}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? null : event.target.value)
                    }
                    onBlur={field.onBlur}
                    maxLength={1000}
                  />
                )}
              </FormField>
            </Col>
            <Col flex="none" style={{ paddingTop: 30 }}>
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('deliveryForm.removeUserField', {
                  key: form.getValues(`user_definition_fields.${index}.key`) || index + 1,
                })}
                onClick={() => rows.remove(index)}
              />
            </Col>
          </Row>
        ))}
        {rows.fields.length < MAX_USER_DEFINITION_FIELDS && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => rows.append({ key: '', value: null })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('deliveryForm.addUserField')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}
