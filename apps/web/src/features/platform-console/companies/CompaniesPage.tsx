import { FEATURE_NAMES, type OperatorCompany } from '@armada/domain';
import { App, Flex, Grid, Switch, Tag, Typography } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/api-error';
import { fromListQuery, ListTable, type ListTableColumn, useUrlListState } from '../../../shared/ListTable';
import { PageHeader } from '../../../shared/PageHeader';
import { useCompanyList, useSetFeature } from '../api';

/**
 * The company's flags, each a labelled switch showing the stored value: a change is shown once the
 * server has saved it, so a refused one leaves the switch where it was.
 */
function FeatureSwitches({ company }: { company: OperatorCompany }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const change = useSetFeature();
  const pending = change.isPending ? change.variables.name : null;
  return (
    <div style={{ display: 'grid', gap: 6, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
      {FEATURE_NAMES.map((name) => {
        const feature = t(`platformConsole.features.${name}`);
        return (
          <Flex key={name} gap={8} align="center">
            <Switch
              size="small"
              checked={company.features[name]}
              loading={pending === name}
              disabled={change.isPending}
              aria-label={t('platformConsole.companies.switchLabel', { feature, company: company.name })}
              onChange={(enabled) =>
                change.mutate(
                  { company, name, enabled },
                  {
                    onSuccess: () =>
                      void message.success(
                        t('platformConsole.companies.saved', {
                          feature,
                          company: company.name,
                          state: t(
                            enabled ? 'platformConsole.companies.on' : 'platformConsole.companies.off',
                          ),
                        }),
                      ),
                    onError: (error) => isApiError(error) && void message.error(error.message),
                  },
                )
              }
            />
            <Typography.Text>{feature}</Typography.Text>
          </Flex>
        );
      })}
    </div>
  );
}

function CompanyCell({ company, children }: { company: OperatorCompany; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>{company.name}</Typography.Text>
      <Flex gap={6} wrap align="center">
        {company.is_active ? (
          <Tag color="green">{t('platformConsole.companies.active')}</Tag>
        ) : (
          <Tag>{t('platformConsole.companies.inactive')}</Tag>
        )}
        <Typography.Text type="secondary">
          {t('platformConsole.companies.users', { count: company.user_count })}
        </Typography.Text>
      </Flex>
      {children}
    </Flex>
  );
}

function useColumns(compact: boolean): ListTableColumn<OperatorCompany>[] {
  const { t } = useTranslation();
  return useMemo(() => {
    // A phone has room for one column: the company with its switches under it.
    if (compact) {
      return [
        {
          key: 'name',
          title: t('platformConsole.companies.columns.name'),
          render: (_, company) => (
            <CompanyCell company={company}>
              <FeatureSwitches company={company} />
            </CompanyCell>
          ),
        },
      ];
    }
    return [
      {
        key: 'name',
        title: t('platformConsole.companies.columns.name'),
        width: 320,
        render: (_, company) => <CompanyCell company={company} />,
      },
      {
        key: 'features',
        title: t('platformConsole.companies.columns.features'),
        render: (_, company) => <FeatureSwitches company={company} />,
      },
    ];
  }, [t, compact]);
}

/** /platform/companies: every company with a switch per feature flag (issue 17 items 1 and 3). */
export function CompaniesPage() {
  const { t } = useTranslation();
  const [state, setState] = useUrlListState();
  const list = useCompanyList(state);
  const columns = useColumns(Grid.useBreakpoint().md === false);
  return (
    <>
      <PageHeader
        title={t('platformConsole.companies.title')}
        subtitle={t('platformConsole.companies.subtitle')}
      />
      <ListTable<OperatorCompany>
        caption={t('platformConsole.companies.caption')}
        columns={columns}
        rowKey={(company) => String(company.id)}
        {...fromListQuery(list)}
        state={state}
        onStateChange={setState}
        searchPlaceholder={t('platformConsole.companies.searchPlaceholder')}
      />
    </>
  );
}
