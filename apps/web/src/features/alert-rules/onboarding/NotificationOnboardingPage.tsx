import { hasAllScopes, ONBOARDING_SCOPES } from '@armada/domain';
import { Result } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { useCurrentUser } from '../../../platform/session/session-context';
import { FullPageSpin } from '../../../shared/FullPageSpin';
import { LoadError } from '../../../shared/LoadError';
import { PageHeader } from '../../../shared/PageHeader';
import { NOTIFICATION_ONBOARDING_PATH } from '../../../shared/paths/alert-center';
import { type CreatedRule, useOnboardingTemplates } from './api';
import { DetailStep } from './components/DetailStep';
import { MainStep } from './components/MainStep';
import { ResultStep } from './components/ResultStep';
import { choicesKey, clearChoices, loadChoices, storeChoices } from './stored-choices';
import type { Chosen } from './wizard-state';

/**
 * `/notification/onboarding/*` (issue 16 item 4; spec section 2 'Notification onboarding wizard'):
 * the main page of recommended categories, a detail page per category and the result. One page
 * holds the choices, so going to a category and back, or a failed save, keeps them; sessionStorage
 * keeps them over a reload until they are saved (stored-choices.ts).
 */
export function NotificationOnboardingPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The page registry's guard takes any one scope; the wizard needs both (section 6).
  if (!hasAllScopes(user.scopes, ONBOARDING_SCOPES))
    return (
      <Result status="403" title={t('errors.forbidden.title')} subTitle={t('errors.forbidden.subtitle')} />
    );
  return <OnboardingWizard storageKey={choicesKey(user.company.id, user.id)} />;
}

function OnboardingWizard({ storageKey }: { storageKey: string }) {
  const { t } = useTranslation();
  const templates = useOnboardingTemplates();
  const [chosen, setChosen] = useState<Chosen>(() => loadChoices(storageKey));
  const [created, setCreated] = useState<CreatedRule[] | null>(null);
  // Until saved, a reload keeps the choices (cleared with the save, below).
  useEffect(() => {
    if (created === null) storeChoices(storageKey, chosen);
  }, [storageKey, chosen, created]);

  const choose = (templateId: number, codes: readonly number[] | null) =>
    setChosen((previous) => {
      const next = new Map(previous);
      if (codes === null) next.delete(templateId);
      else next.set(templateId, codes);
      return next;
    });

  let body: ReactNode;
  if (templates.isPending) body = <FullPageSpin description={t('common.loading')} />;
  else if (templates.isError)
    body = (
      <LoadError
        title={t('onboarding.loadError')}
        message={templates.error.message}
        onRetry={() => void templates.refetch()}
        retrying={templates.isFetching}
      />
    );
  else
    body = (
      <Routes>
        <Route
          index
          element={
            <MainStep
              templates={templates.data}
              chosen={chosen}
              onChoose={choose}
              onSaved={(rules) => {
                clearChoices(storageKey);
                setCreated(rules);
              }}
            />
          }
        />
        <Route
          path="result"
          element={
            created ? (
              <ResultStep created={created} />
            ) : (
              <Navigate to={NOTIFICATION_ONBOARDING_PATH} replace />
            )
          }
        />
        <Route
          path=":templateId"
          element={<DetailStep templates={templates.data} chosen={chosen} onChoose={choose} />}
        />
      </Routes>
    );

  return (
    <>
      <PageHeader title={t('onboarding.title')} subtitle={t('onboarding.subtitle')} />
      {body}
    </>
  );
}
