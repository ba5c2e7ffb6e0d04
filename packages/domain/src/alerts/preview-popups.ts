/** The alert preview popups' limits (alert-center-and-platform.md sections 2, 4 and 9). */
export const ALERT_PREVIEW = {
  /** 'Max 9 preview popups with the urgent auto-popup permission'. */
  maxPopups: 9,
  /** 'beyond that a warning toast shows 1 s'. */
  limitToastMs: 1_000,
  /** 'Popup height at most 720px or 80 percent of the viewport; pinned height 750'. */
  maxHeightPx: 720,
  maxHeightViewport: 0.8,
  pinnedHeightPx: 750,
  /** Each further popup opens this far right and down of the one before (from the shared 100,100). */
  cascadePx: 32,
} as const;

/** Section 9: devices an operator can call from a popup (the voice issue adds the call itself). */
export const CALL_CAPABLE_DEVICES: readonly string[] = ['bsj', 'vss-howen'];
