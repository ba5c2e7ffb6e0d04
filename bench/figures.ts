/*
 * What every benchmark prints with: percentiles, numeric settings from the environment, and the
 * Markdown tables the closing notes quote.
 */

/** The p-th percentile (nearest rank) of values; NaN when there are none. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** A numeric BENCH_* setting, the fallback when unset or empty. */
export const numberEnv = (name: string, fallback: number) => Number(process.env[name] || fallback);

/** A Markdown table, each column as wide as its widest cell. */
export function printMarkdownTable(header: string[], lines: string[][]) {
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] as string).length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] as number)).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}
