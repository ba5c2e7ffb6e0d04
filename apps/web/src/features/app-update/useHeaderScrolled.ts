import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { useEffect, useState } from 'react';

/** Spec section 9: 'Header turns white after 24 px scroll'. */
export const HEADER_WHITE_AFTER_SCROLL_PX = 24;

/** Whether the page has scrolled more than `threshold` px down (the header then turns white). */
export function useHeaderScrolled(threshold = HEADER_WHITE_AFTER_SCROLL_PX): boolean {
  const [scrolled, setScrolled] = useState(() => window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

/**
 * The top bar's background: the page's own at the top, white with a shadow once the page has scrolled
 * past 24 px, so the bar stands out from the content passing under it.
 */
export function useHeaderScrollStyle(): CSSProperties {
  const scrolled = useHeaderScrolled();
  const { token } = theme.useToken();
  return {
    background: scrolled ? '#ffffff' : token.colorBgLayout,
    boxShadow: scrolled ? token.boxShadowTertiary : 'none',
    transition: `background ${token.motionDurationMid}, box-shadow ${token.motionDurationMid}`,
  };
}
