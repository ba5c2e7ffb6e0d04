export { AUTO_POPUP_SCOPE, PreviewPopupsProvider } from './PreviewPopupsProvider';
export { type PreviewPopupsValue, useOptionalPreviewPopups, usePreviewPopups } from './preview-context';
