import { BRAND_PRIMARY } from './brand';

/** The product's truck mark (same drawing as the favicon); decorative, the name is always beside it. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill={BRAND_PRIMARY} />
      <rect x="4" y="9" width="14" height="10" rx="1.5" fill="#fff" />
      <path d="M19 12h4.5l3.5 4v3h-8z" fill="#fff" />
      <circle cx="9" cy="21.5" r="2.6" fill={BRAND_PRIMARY} stroke="#fff" strokeWidth="1.8" />
      <circle cx="22.5" cy="21.5" r="2.6" fill={BRAND_PRIMARY} stroke="#fff" strokeWidth="1.8" />
    </svg>
  );
}
