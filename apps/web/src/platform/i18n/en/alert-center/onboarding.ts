import type { Translation } from '../../id';

/** Texts of the notification onboarding wizard (issue 16 item 4; spec section 2). */
export const onboarding: Translation['onboarding'] = {
  prompt: {
    title: "Turn on your fleet's notifications",
    body: 'Your company has not set up notifications yet. Choose the templates we recommend, and important alerts such as overspeed or the panic button are on at once for every vehicle.',
    start: 'Set Up Notifications',
    later: 'Not Now',
  },
  title: 'Notification Setup',
  subtitle: 'Choose the notification categories we recommend for your fleet',
  loadError: 'The notification templates could not be loaded.',
  steps: {
    ariaLabel: 'Notification setup steps',
    main: 'Choose Categories',
    detail: 'Choose Notifications',
    result: 'Done',
  },
  main: {
    listLabel: 'Recommended notification categories',
    select: 'Choose this category',
    configure: 'Set Notifications',
    selected_one: '{{count}} notification chosen',
    selected_other: '{{count}} notifications chosen',
    notSelected: 'Not chosen',
    noneAvailable:
      'Every recommended notification of this category is already active. Choose additional ones.',
    summary: '{{categories}} categories, {{codes}} notifications chosen',
    save: 'Save and Activate',
    empty: 'There are no recommended notification templates yet.',
    failedSaveHint: 'Your choices are kept on this page. Please try saving again.',
  },
  detail: {
    defaultCodes: 'Recommended notifications',
    additionalCodes: 'Additional notifications',
    alreadyActive: 'Already active',
    alreadyActiveRule: 'Already active in the rule "{{label}}"',
    codesLabel: '{{name}} notifications',
    confirm: 'Confirm',
    back: 'Back',
    notFound: 'The notification category was not found.',
  },
  result: {
    activated: {
      title: 'Notifications activated',
      subtitle_one: '{{count}} new notification rule is active for all of your vehicles.',
      subtitle_other: '{{count}} new notification rules are active for all of your vehicles.',
    },
    requested: {
      title: 'Notifications requested',
      subtitle_one:
        '{{count}} notification rule was created. Its alerts show to users with Alert Center access.',
      subtitle_other:
        '{{count}} notification rules were created. Their alerts show to users with Alert Center access.',
    },
    noneCreated: 'Every notification you chose was already active; no new rule was created.',
    createdLabel: 'Notification rules created',
    toSettings: 'View Notification Settings',
    toDashboard: 'To the Dashboard',
  },
};
