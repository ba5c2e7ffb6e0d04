import { describe, expect, it } from 'vitest';
import { dedupeTemplateChoices, templateChoicesProblem } from './templates';

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
