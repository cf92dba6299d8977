import { Box, HStack, Text } from '@chakra-ui/react';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { FRAME, MAX_ZOOM, panBy, scaleOf, zoomTo, type CropView } from './cropGeometry';

const STEP = 8;

/**
 * A square frame over the picked image: drag (or the arrow keys) moves the image, the slider (or + and -) zooms.
 * What the frame shows is what the avatar keeps.
 */
export function AvatarCropper({
  src,
  view,
  onChange,
}: {
  src: string;
  view: CropView;
  onChange: (view: CropView) => void;
}) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const scale = scaleOf(view);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onChange(panBy(view, event.clientX - drag.current.x, event.clientY - drag.current.y));
    drag.current = { x: event.clientX, y: event.clientY };
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [STEP, 0],
      ArrowRight: [-STEP, 0],
      ArrowUp: [0, STEP],
      ArrowDown: [0, -STEP],
    };
    const move = moves[event.key];
    if (move) onChange(panBy(view, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') onChange(zoomTo(view, view.zoom + 0.25));
    else if (event.key === '-') onChange(zoomTo(view, view.zoom - 0.25));
    else return;
    event.preventDefault();
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label="Avatar crop: drag or use the arrow keys to move, + and - to zoom"
        tabIndex={0}
        position="relative"
        overflow="hidden"
        w={`${FRAME}px`}
        h={`${FRAME}px`}
        rounded="l3"
        bg="bg.muted"
        cursor="grab"
        touchAction="none"
        outline="none"
        _focusVisible={{ boxShadow: '0 0 0 3px var(--chakra-colors-brand-500)' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={onKeyDown}
      >
        <img
          src={src}
          alt=""
          draggable={false}
          style={{
            position: 'absolute',
            left: view.offsetX,
            top: view.offsetY,
            width: view.width * scale,
            height: view.height * scale,
            maxWidth: 'none',
            userSelect: 'none',
          }}
        />
        {/* The round mask shows how the header will show it; the whole square is kept. */}
        <Box
          position="absolute"
          inset="0"
          rounded="full"
          pointerEvents="none"
          boxShadow="0 0 0 999px rgba(0,0,0,0.35)"
        />
      </Box>
      <HStack mt="3" gap="3" w={`${FRAME}px`}>
        <Text asChild textStyle="sm" color="fg.muted">
          <label htmlFor="avatar-zoom">Zoom</label>
        </Text>
        <input
          id="avatar-zoom"
          type="range"
          min={1}
          max={MAX_ZOOM}
          step={0.05}
          value={view.zoom}
          onChange={(event) => onChange(zoomTo(view, Number(event.target.value)))}
          style={{ flex: 1, accentColor: 'var(--chakra-colors-brand-500)' }}
        />
      </HStack>
    </Box>
  );
}
