import { Checkbox, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../platform/i18n/useLanguage';
import type { TemplateAlertCode } from '../api';
import { codeDetail, codeName, isSelectable } from '../wizard-state';

/**
 * One alert code of a category: its icon, name and full description. A code the company already
 * has an active rule of says so (and with which rule) and cannot be chosen again.
 */
export function CodeOption({ code }: { code: TemplateAlertCode }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const active = code.isAlreadyActive;
  return (
    <Checkbox
      value={code.alertCode}
      disabled={!isSelectable(code)}
      // The box beside the code's name, not in the middle of its description.
      styles={{ root: { alignItems: 'flex-start' }, icon: { alignSelf: 'flex-start', marginTop: 6 } }}
    >
      <Flex gap={10} align="flex-start">
        <img src={code.iconUrl} alt="" width={28} height={28} style={{ flex: 'none' }} />
        <Flex vertical gap={2}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{codeName(code, language)}</Typography.Text>
            {active && (
              <Tag color="green" style={{ marginInlineEnd: 0 }}>
                {t('onboarding.detail.alreadyActive')}
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary">{codeDetail(code, language)}</Typography.Text>
          {active && code.alertRule && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('onboarding.detail.alreadyActiveRule', { label: code.alertRule.label })}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Checkbox>
  );
}
