import { Tooltip } from 'antd';

/** Section 9, 'Tooltip thresholds: 60 characters for load reason and product name'. */
export const LOAD_TEXT_TOOLTIP_CHARS = 60;

/**
 * A product name or a change reason: shown whole up to the spec's threshold (section 9, 60
 * characters), cut beyond it with the whole text in a tooltip. The cut text can take the keyboard's
 * focus so the tooltip opens without a mouse too.
 */
export function LongText({ text, max = LOAD_TEXT_TOOLTIP_CHARS }: { text: string; max?: number }) {
  if (text.length <= max) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focus is how a keyboard user opens the tooltip. */}
      <span tabIndex={0} data-testid="long-text">
        {`${text.slice(0, max).trimEnd()}…`}
      </span>
    </Tooltip>
  );
}
