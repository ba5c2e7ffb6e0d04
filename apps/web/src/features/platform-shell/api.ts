import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiBlob } from '../../platform/api/client';
import { graphqlRequest } from '../../platform/api/graphql';
import { platformApi } from '../../platform/api/services';
import { API_BASE } from '../../platform/config';

export const platformShellKeys = {
  referral: ['platform-shell', 'referral'] as const,
  logo: (url: string) => ['platform-shell', 'logo', url] as const,
};

export interface Referral {
  referral_code: string;
  referral_link: string;
}

/** GET /referral: the company's link (made on the first call, then kept). */
export function useReferral(enabled: boolean) {
  return useQuery({
    queryKey: platformShellKeys.referral,
    queryFn: ({ signal }) => platformApi.data<Referral>('/referral', { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `logo_url` is the API's own path (`/api/platform/v1/branding/logo`); the client adds `/api` itself. */
const clientPath = (url: string) => (url.startsWith(`${API_BASE}/`) ? url.slice(API_BASE.length) : url);

/**
 * The white-label company's logo (docs/platform-shell.md section 3) as an object URL: the route wants
 * the Bearer token, which an `<img src>` cannot send. The URL is revoked when the logo changes or
 * the bar unmounts; a logo that fails to load leaves the name alone.
 */
export function useBrandingLogo(logoUrl: string | null): string | null {
  const logo = useQuery({
    queryKey: platformShellKeys.logo(logoUrl ?? ''),
    queryFn: ({ signal }) => apiBlob(clientPath(logoUrl ?? ''), { signal, accept: 'image/*' }),
    enabled: logoUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!logo.data) {
      setObjectUrl(null);
      return;
    }
    const url = URL.createObjectURL(logo.data);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [logo.data]);
  return logoUrl === null ? null : objectUrl;
}

const BACK_TO_VSMS_V1 = `mutation BackToVsmsV1($message: String!) {
  backToVsmsV1(message: $message) {
    isSuccessful errorCode errorName message status
    backToVsmsV1 { id createdOn redirectUrl }
  }
}`;

export interface BackToVsmsV1Answer {
  id: number | string;
  createdOn: string;
  redirectUrl: string;
}

/** GraphQL `backToVsmsV1(message)`: the reason is recorded before the browser leaves. */
export function useBackToOldVersion() {
  return useMutation({
    mutationFn: (message: string) =>
      graphqlRequest<BackToVsmsV1Answer>('backToVsmsV1', BACK_TO_VSMS_V1, { message }),
  });
}
