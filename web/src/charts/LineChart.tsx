import { Box } from '@chakra-ui/react';
import { ResponsiveLine, type LineSeries } from '@nivo/line';
import { system } from '../theme/system';

/** The series colours, from the theme's raw tokens (nivo draws SVG attributes, which take no CSS variables). */
export const CHART_COLORS = [
  system.token('colors.brand.600'),
  system.token('colors.brand.300'),
  system.token('colors.orange.400'),
];

export interface LineChartProps {
  series: LineSeries[];
  /** Read out instead of the drawing; the numbers themselves are in the table beside the chart. */
  label: string;
  formatY: (value: number) => string;
}

/** A nivo line chart sized to its box (loaded only by the pages that draw one). */
export function LineChart({ series, label, formatY }: LineChartProps) {
  return (
    <Box h={{ base: '64', md: '80' }} role="img" aria-label={label} fontSize="xs">
      <ResponsiveLine
        data={series}
        colors={CHART_COLORS}
        margin={{ top: 12, right: 16, bottom: 32, left: 56 }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value: number) => formatY(value) }}
        axisBottom={{ tickSize: 0, tickPadding: 10 }}
        enableGridX={false}
        gridYValues={5}
        pointSize={6}
        lineWidth={2}
        useMesh
        enableSlices="x"
        yFormat={(value) => formatY(Number(value))}
        theme={{ text: { fontFamily: 'inherit' }, grid: { line: { strokeDasharray: '2 4' } } }}
      />
    </Box>
  );
}
