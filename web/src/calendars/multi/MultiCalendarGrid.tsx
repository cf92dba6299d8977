import { Box, Skeleton, type BoxProps } from '@chakra-ui/react';
import { createContext, memo, useContext, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { GridCanvas, type GridCanvasProps, type ViewportSize } from './GridCanvas';
import { multiCalendarCss } from './styles';
import { namesWidthFor } from './window';

export type { GridView, ScrollRequest, ViewportSize } from './GridCanvas';

interface MultiCalendarGridProps extends GridCanvasProps {
  /** The first span is not in yet: a skeleton fills the container. */
  loading?: boolean;
  /** The viewport when the element has no layout to measure (jsdom); measured otherwise. */
  fallbackViewport?: ViewportSize;
  height?: BoxProps['h'];
}

type CanvasInput = Parameters<typeof GridCanvas>[0];
const Canvas = createContext<CanvasInput | null>(null);
/** The canvas, given its props through context so that the container's element can stay the same (see below). */
const CanvasSlot = () => <GridCanvas {...useContext(Canvas)!} />;

/**
 * The multi-property calendar: one scroll container with a sticky date header and a sticky names column, virtualized
 * in both directions (only the rows and days on screen, plus a few each side, are in the DOM). The container (its
 * styles are costly to resolve) renders again only when its height or names column change; scrolling and new data
 * render the canvas.
 */
export const MultiCalendarGrid = memo(function MultiCalendarGrid(props: MultiCalendarGridProps) {
  const { fallbackViewport, height, loading, ...canvas } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<ViewportSize>(fallbackViewport ?? { width: 1024, height: 640 });
  const namesWidth = namesWidthFor(size.width);
  const style = useMemo(() => ({ '--mc-names': `${namesWidth}px` }) as CSSProperties, [namesWidth]);

  // The viewport's size, measured; jsdom has no layout (0 × 0) and keeps the fallback.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0)
        setSize((previous) => (previous.width === width && previous.height === height ? previous : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The same element while the height and names width stay: React then skips the container (Chakra resolves its
  // styles on every render) when only the data changes, and renders the canvas through the context.
  const container = useMemo(
    () => (
      <Box
        ref={ref}
        css={multiCalendarCss}
        h={height}
        style={style}
        data-testid="multi-calendar-grid"
        tabIndex={0}
        aria-label="Calendar of all listings"
        role="region"
      >
        {loading ? (
          <Box role="status" aria-label="Loading calendar" h="full">
            <Skeleton h="full" rounded="0" />
          </Box>
        ) : (
          <CanvasSlot />
        )}
      </Box>
    ),
    [height, style, loading],
  );
  const input = { ...canvas, viewport: ref, size, namesWidth };
  return <Canvas.Provider value={input}>{container}</Canvas.Provider>;
});
