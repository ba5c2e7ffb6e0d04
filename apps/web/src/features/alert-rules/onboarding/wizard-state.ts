import type { Language, TemplateChoice } from '@armada/domain';
import type { OnboardingTemplate, TemplateAlertCode } from './api';

/** The categories confirmed so far: template id -> the codes chosen in it. */
export type Chosen = ReadonlyMap<number, readonly number[]>;

/** A code can be chosen unless the company already has an active rule of it (the server would skip it). */
export const isSelectable = (code: TemplateAlertCode) => code.enabledInRule && !code.isAlreadyActive;

/** What a category starts with: its default codes, preselected, except those already active. */
export const presetCodes = (template: OnboardingTemplate): number[] =>
  template.defaultAlertCodes.filter(isSelectable).map((code) => code.alertCode);

/** The confirmed categories in the order the templates are shown, as the save sends them. */
export function choicesOf(templates: readonly OnboardingTemplate[], chosen: Chosen): TemplateChoice[] {
  return templates.flatMap((template) => {
    const codes = chosen.get(template.templateId);
    return codes ? [{ templateId: template.templateId, alertCodes: codes }] : [];
  });
}

export const templateName = (template: OnboardingTemplate, language: Language) =>
  language === 'en' ? template.nameEng : template.nameIdn;
export const templateDescription = (template: OnboardingTemplate, language: Language) =>
  language === 'en' ? template.descriptionEng : template.descriptionIdn;
export const codeName = (
  code: Pick<TemplateAlertCode, 'descriptionIdn' | 'descriptionEng'>,
  language: Language,
) => (language === 'en' ? code.descriptionEng : code.descriptionIdn);
export const codeDetail = (code: TemplateAlertCode, language: Language) =>
  language === 'en' ? code.fullDescriptionEng : code.fullDescriptionIdn;
