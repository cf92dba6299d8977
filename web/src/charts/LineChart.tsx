import { Box, useBreakpointValue, useChakraContext } from '@chakra-ui/react';
import { ResponsiveLine, type LineSeries } from '@nivo/line';

/**
 * The series colours, the theme's raw tokens (nivo draws SVG attributes, which take no CSS variables). Read from the
 * provider's system rather than imported from theme/, which would split the first screen's chunks.
 */
export function useChartColors(): string[] {
  const system = useChakraContext();
  return ['colors.brand.600', 'colors.brand.300', 'colors.orange.400'].map((token) => system.token(token));
}

export interface LineChartProps {
  series: LineSeries[];
  /** Read out instead of the drawing; the numbers themselves are in the table beside the chart. */
  label: string;
  formatY: (value: number) => string;
}

/** A nivo line chart sized to its box (loaded only by the pages that draw one). */
export function LineChart({ series, label, formatY }: LineChartProps) {
  const colors = useChartColors();
  // At phone width every third label, counted back from the latest, so the labels do not run into each other.
  const every = useBreakpointValue({ base: 3, md: 1 }) ?? 1;
  const xs = series[0]?.data.map((point) => point.x) ?? [];
  const ticks = xs.filter((_, index) => (xs.length - 1 - index) % every === 0);
  return (
    <Box h={{ base: '64', md: '80' }} role="img" aria-label={label} fontSize="xs">
      <ResponsiveLine
        data={series}
        colors={colors}
        margin={{ top: 12, right: 28, bottom: 32, left: 56 }}
        yScale={{ type: 'linear', min: 0, max: 'auto' }}
        axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value: number) => formatY(value) }}
        axisBottom={{ tickSize: 0, tickPadding: 10, tickValues: ticks }}
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
