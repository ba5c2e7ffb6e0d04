import { Column, Line } from '@ant-design/plots';

export interface ChartPoint {
  x: string;
  series: string;
  value: number;
}

/**
 * The chart of one report (@ant-design/plots, DESIGN.md). Loaded lazily by the section card, so the
 * chart library is fetched only on the report page.
 */
export default function ReportChart({
  kind,
  data,
  label,
}: {
  kind: 'line' | 'column';
  data: ChartPoint[];
  label: string;
}) {
  const common = { data, xField: 'x', yField: 'value', colorField: 'series', height: 260, autoFit: true };
  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      {kind === 'line' ? (
        <Line {...common} point={{ shapeField: 'circle', sizeField: 3 }} />
      ) : (
        <Column {...common} group />
      )}
    </figure>
  );
}
