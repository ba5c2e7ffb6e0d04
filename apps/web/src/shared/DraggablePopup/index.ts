export {
  DraggablePopup,
  type DraggablePopupProps,
  POPUP_BASE_Z_INDEX,
  POPUP_DEFAULT_START,
  POPUP_MAX_HEIGHT,
} from './DraggablePopup';
