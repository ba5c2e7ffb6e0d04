import { describe, expect, it } from 'vitest';
import {
  dedupeTemplateChoices,
  offersNotificationOnboarding,
  onboardingOutcome,
  templateChoicesProblem,
} from './templates';

describe('saving the notification onboarding', () => {
  it.each([
    ['no category', [], 'alert/category-required'],
    ['a category without codes', [{ templateId: 1, alertCodes: [] }], 'alert/template-codes-required'],
    [
      'one of two categories without codes',
      [
        { templateId: 1, alertCodes: [8] },
        { templateId: 2, alertCodes: [] },
      ],
      'alert/template-codes-required',
    ],
    ['one category with a code', [{ templateId: 1, alertCodes: [8] }], null],
  ])('%s: %s', (_name, choices, problem) => {
    expect(templateChoicesProblem(choices)).toBe(problem);
  });

  it('keeps a code chosen in two categories only in the first one', () => {
    expect(
      dedupeTemplateChoices([
        { templateId: 1, alertCodes: [8, 9] },
        { templateId: 2, alertCodes: [9, 1] },
      ]),
    ).toEqual([
      { templateId: 1, alertCodes: [8, 9] },
      { templateId: 2, alertCodes: [1] },
    ]);
  });

  it('keeps a code repeated within one category once', () => {
    expect(dedupeTemplateChoices([{ templateId: 1, alertCodes: [8, 8, 9, 8] }])).toEqual([
      { templateId: 1, alertCodes: [8, 9] },
    ]);
  });

  it('drops a category whose codes were all chosen before', () => {
    expect(
      dedupeTemplateChoices([
        { templateId: 1, alertCodes: [8] },
        { templateId: 2, alertCodes: [8] },
      ]),
    ).toEqual([{ templateId: 1, alertCodes: [8] }]);
  });
});

describe('who is offered the notification onboarding', () => {
  const both = ['alert_rule_template:read', 'alert_rule_template:create'];
  it.each([
    ['template read and create, set-up open', both, false, true],
    ['template read and create, set-up completed', both, true, false],
    ['template read only', ['alert_rule_template:read'], false, false],
    ['template create only', ['alert_rule_template:create'], false, false],
    ['neither', ['e4a-alert-center-main:read'], false, false],
  ])('%s: %s', (_name, scopes, completed, offered) => {
    expect(offersNotificationOnboarding(scopes, completed)).toBe(offered);
  });

  it("says 'activated' to a user with the main Alert Center access and 'requested' to the others", () => {
    expect(onboardingOutcome([...both, 'e4a-alert-center-main:read'])).toBe('activated');
    expect(onboardingOutcome(both)).toBe('requested');
  });
});
