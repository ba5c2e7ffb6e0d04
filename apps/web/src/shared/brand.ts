/**
 * The product's colour: antd's colorPrimary (app/providers.tsx), the truck mark, and the pages drawn
 * before antd arrives (boot-ui/boot-ui.css's --boot-primary, which repeats it because CSS cannot
 * import it).
 */
export const BRAND_PRIMARY = '#1668dc';
