import { type PlatformAsset, type PutBannerRequest, putBannerRequestSchema } from '@armada/domain';
import { i18n } from '../../../platform/i18n';
import type { PickedCompany } from '../CompanyPicker';
import { requestResolver } from '../request-resolver';

export interface BannerValues {
  image: PlatformAsset | null;
  link_url: string;
  day_show: number | null;
  target: 'all' | 'chosen';
  company: PickedCompany[];
}

export const EMPTY_BANNER: BannerValues = {
  image: null,
  link_url: '',
  day_show: null,
  target: 'all',
  company: [],
};

/** The body of PUT /operator/banner: `company_id: null` is the banner for every company. */
export function toPutBannerRequest(values: BannerValues) {
  return {
    company_id: values.target === 'all' ? null : (values.company[0]?.id ?? null),
    image: values.image?.asset_id,
    link_url: values.link_url.trim() === '' ? null : values.link_url.trim(),
    day_show: values.day_show ?? undefined,
  };
}

export function bannerFieldOf(path: string): keyof BannerValues | null {
  const [head] = path.split('.');
  if (head === 'company_id') return 'company';
  if (head === 'image' || head === 'link_url' || head === 'day_show') return head;
  return null;
}

export const bannerResolver = requestResolver<BannerValues, PutBannerRequest>({
  schema: putBannerRequestSchema,
  toRequest: toPutBannerRequest,
  fieldOf: bannerFieldOf,
  // 'One company' without one would send company_id null: the banner for every company.
  formRule: (values) =>
    values.target === 'chosen' && values.company.length === 0
      ? { company: i18n.t('platformConsole.target.required') }
      : {},
});
