import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Input, Row, Typography } from 'antd';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/FormField';
import { type RuleForm, THIRD } from './rule-form-types';

/** An emptied field means "none": the API takes null, and the schema checks only what is given. */
const orNull = (value: string) => (value.trim() === '' ? null : value);

/** People outside the app who get the rule's alerts by e-mail or phone (+62, checked by the domain's schema). */
export function ContactFields({ form, max }: { form: RuleForm; max: number }) {
  const { t } = useTranslation();
  const contacts = useFieldArray({ control: form.control, name: 'contactRecipients' });
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{t('alertRules.form.contacts')}</Typography.Text>
      {contacts.fields.map((contact, index) => (
        <Row key={contact.id} gutter={[16, 0]} align="bottom">
          <Col {...THIRD}>
            <FormField
              control={form.control}
              name={`contactRecipients.${index}.label`}
              label={t('alertRules.form.contactLabel')}
            >
              {(field, a11y) => (
                <Input
                  {...a11y}
                  value={(field.value as string | null) ?? ''}
                  onChange={(event) => field.onChange(orNull(event.target.value))}
                  onBlur={field.onBlur}
                  maxLength={100}
                />
              )}
            </FormField>
          </Col>
          <Col {...THIRD}>
            <FormField
              control={form.control}
              name={`contactRecipients.${index}.email`}
              label={t('alertRules.form.contactEmail')}
            >
              {(field, a11y) => (
                <Input
                  {...a11y}
                  type="email"
                  value={(field.value as string | null) ?? ''}
                  onChange={(event) => field.onChange(orNull(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          </Col>
          <Col xs={20} md={6}>
            <FormField
              control={form.control}
              name={`contactRecipients.${index}.phoneNumber`}
              label={t('alertRules.form.contactPhone')}
            >
              {(field, a11y) => (
                <Input
                  {...a11y}
                  type="tel"
                  placeholder={t('alertRules.form.contactPhonePlaceholder')}
                  value={(field.value as string | null) ?? ''}
                  onChange={(event) => field.onChange(orNull(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          </Col>
          <Col xs={4} md={2} style={{ paddingBottom: 24 }}>
            <Button
              danger
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('alertRules.form.removeContact', { index: index + 1 })}
              onClick={() => contacts.remove(index)}
            />
          </Col>
        </Row>
      ))}
      {contacts.fields.length < max && (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => contacts.append({ label: null, email: null, phoneNumber: null, userId: null })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('alertRules.form.addContact')}
        </Button>
      )}
    </Flex>
  );
}
