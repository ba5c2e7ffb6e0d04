import { Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isWhiteLabel } from '../../platform/session/features';
import { useCurrentUser } from '../../platform/session/session-context';
import { BrandMark } from '../../shared/BrandMark';
import { useBrandingLogo } from './api';

const LOGO_HEIGHT = 32;

/**
 * The top bar's mark and name: Armada's, or for a white-label company its own logo and name
 * (docs/platform-shell.md sections 2 and 3; the spec's company 1449). A phone keeps the mark only.
 */
export function TopBarBrand({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const user = useCurrentUser();
  const whiteLabel = isWhiteLabel(user);
  const branding = user.company.branding;
  const logo = useBrandingLogo(whiteLabel ? (branding.logo_url ?? null) : null);
  const name = whiteLabel ? branding.name || user.company.name : t('common.appName');

  return (
    <>
      {whiteLabel ? (
        logo && (
          <img
            src={logo}
            alt={compact ? t('platformShell.logoAlt', { name }) : ''}
            data-testid="company-logo"
            style={{ height: LOGO_HEIGHT, maxWidth: 120, objectFit: 'contain' }}
          />
        )
      ) : (
        <BrandMark />
      )}
      {/* Without a logo the name stays, also on a phone: the bar would otherwise show nothing of the company. */}
      {(!compact || (whiteLabel && !logo)) && (
        <Typography.Text
          strong
          data-testid="top-bar-name"
          style={{ fontSize: token.fontSizeLG, whiteSpace: 'nowrap', maxWidth: compact ? 140 : 280 }}
          ellipsis
        >
          {name}
        </Typography.Text>
      )}
    </>
  );
}
