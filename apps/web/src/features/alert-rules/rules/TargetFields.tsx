import { hasScope } from '@armada/domain';
import { Alert, Radio } from 'antd';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FormField } from '../../../shared/forms/FormField';
import { TARGET_MODES } from './form-values';
import type { Choice } from './option-api';
import type { RuleForm } from './rule-form-types';
import { SearchMultiSelect } from './SearchMultiSelect';

export interface KnownChoices {
  vehicles: Choice[];
  vgroups: Choice[];
  users: Choice[];
  geofences: Choice[];
}

const MODE_LABEL = {
  ALL: 'alertRules.form.targetAll',
  VEHICLES: 'alertRules.form.targetVehicles',
  GROUPS: 'alertRules.form.targetGroups',
} as const;

/** All vehicles, chosen vehicles or vehicle groups. */
export function TargetFields({ form, known }: { form: RuleForm; known: KnownChoices }) {
  const { t } = useTranslation();
  const mode = useWatch({ control: form.control, name: 'targetMode' });
  return (
    <>
      <FormField control={form.control} name="targetMode" label={t('alertRules.form.targetMode')}>
        {(field, a11y) => (
          <Radio.Group
            {...a11y}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={TARGET_MODES.map((value) => ({ value, label: t(MODE_LABEL[value]) }))}
          />
        )}
      </FormField>
      {mode === 'VEHICLES' && (
        <FormField control={form.control} name="vehicleIds" label={t('alertRules.form.vehicles')} required>
          {(field, a11y) => (
            <SearchMultiSelect
              kind="vehicles"
              value={field.value as number[] | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              known={known.vehicles}
              placeholder={t('alertRules.form.vehiclesPlaceholder')}
              accessibility={a11y}
            />
          )}
        </FormField>
      )}
      {mode === 'GROUPS' && (
        <FormField control={form.control} name="vgroupIds" label={t('alertRules.form.vgroups')} required>
          {(field, a11y) => (
            <SearchMultiSelect
              kind="vgroups"
              value={field.value as number[] | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              known={known.vgroups}
              placeholder={t('alertRules.form.vgroupsPlaceholder')}
              accessibility={a11y}
            />
          )}
        </FormField>
      )}
    </>
  );
}

/** The users subscribed to the rule; picking needs the user list (user:read), keeping does not. */
export function UserFields({ form, known }: { form: RuleForm; known: readonly Choice[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canList = hasScope(user.scopes, 'user:read');
  return (
    <FormField
      control={form.control}
      name="userIds"
      label={t('alertRules.form.users')}
      extra={canList ? undefined : <Alert type="info" title={t('alertRules.form.usersNoAccess')} />}
    >
      {(field, a11y) => (
        <SearchMultiSelect
          kind="users"
          value={field.value as number[] | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          known={known}
          placeholder={t('alertRules.form.usersPlaceholder')}
          accessibility={a11y}
          disabled={!canList}
        />
      )}
    </FormField>
  );
}
