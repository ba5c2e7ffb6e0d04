import type { TemplateChoice } from '@armada/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';

/** One alert code a template offers, with whether the company already has an active rule of it. */
export interface TemplateAlertCode {
  alertCode: number;
  descriptionIdn: string;
  descriptionEng: string;
  fullDescriptionIdn: string;
  fullDescriptionEng: string;
  enabledInRule: boolean;
  iconUrl: string;
  isAlreadyActive: boolean;
  alertRule: { alertRuleId: number; label: string } | null;
}

/** A recommended template (spec section 3 'Onboarding template'). */
export interface OnboardingTemplate {
  templateId: number;
  category: string;
  nameIdn: string;
  nameEng: string;
  descriptionIdn: string;
  descriptionEng: string;
  iconUrl: string;
  defaultAlertCodes: TemplateAlertCode[];
  additionalAlertCodes: TemplateAlertCode[];
}

export interface CreatedRule {
  alertRuleId: number;
  label: string;
  alertCode: number;
  alert: { iconUrl: string; descriptionIdn: string; descriptionEng: string } | null;
}

export const onboardingKeys = {
  templates: ['alert-rules', 'onboarding', 'templates'] as const,
};

const CODE_FIELDS = `alertCode descriptionIdn descriptionEng fullDescriptionIdn fullDescriptionEng enabledInRule
  iconUrl isAlreadyActive alertRule { alertRuleId label }`;

const TEMPLATES = `query OnboardingTemplates($filter: AlertRuleTemplateFilter) {
  alertRuleTemplates(filter: $filter) {
    isSuccessful errorCode message status
    alertRuleTemplates { data { templateId category nameIdn nameEng descriptionIdn descriptionEng iconUrl
      defaultAlertCodes { ${CODE_FIELDS} } additionalAlertCodes { ${CODE_FIELDS} } } }
  }
}`;

const CREATE = `mutation OnboardingCreateAlertRules($input: CreateAlertRulesInput!) {
  createAlertRules(input: $input) {
    isSuccessful errorCode message status fieldErrors { field code message }
    createAlertRules { data { alertRuleId label alertCode alert { iconUrl descriptionIdn descriptionEng } } }
  }
}`;

/** The recommended templates, as the spec's call asks for them (category Recommendation, page 1, show 999). */
export function useOnboardingTemplates() {
  return useQuery({
    queryKey: onboardingKeys.templates,
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest<{ data: OnboardingTemplate[] }>(
          'alertRuleTemplates',
          TEMPLATES,
          { filter: { category: 'Recommendation', page: 1, show: 999 } },
          signal,
        )
      ).data,
  });
}

/** The onboarding's save: the server creates the rules and marks the company's set-up complete. */
export function useCreateAlertRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (templates: TemplateChoice[]) =>
      (await graphqlRequest<{ data: CreatedRule[] }>('createAlertRules', CREATE, { input: { templates } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['alert-rules'] }),
  });
}
