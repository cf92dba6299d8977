/** The square cropper's state: the image's natural size, the zoom (1 = the image just covers the frame), and the
 * image's top-left corner relative to the frame, in frame pixels (≤ 0). */
export interface CropView {
  width: number;
  height: number;
  zoom: number;
  offsetX: number;
  offsetY: number;
}

export const FRAME = 256;
export const MAX_ZOOM = 4;

/** Frame pixels per image pixel. */
export const scaleOf = ({ width, height, zoom }: Pick<CropView, 'width' | 'height' | 'zoom'>) =>
  (FRAME / Math.min(width, height)) * zoom;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The view with the image still covering the whole frame (no empty edge). */
export function clampView(view: CropView): CropView {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  const scale = scaleOf({ ...view, zoom });
  return {
    ...view,
    zoom,
    offsetX: clamp(view.offsetX, FRAME - view.width * scale, 0),
    offsetY: clamp(view.offsetY, FRAME - view.height * scale, 0),
  };
}

/** The image centred and just covering the frame. */
export function initialView(width: number, height: number): CropView {
  const scale = scaleOf({ width, height, zoom: 1 });
  return { width, height, zoom: 1, offsetX: (FRAME - width * scale) / 2, offsetY: (FRAME - height * scale) / 2 };
}

/** A new zoom, keeping the frame's centre on the same image point. */
export function zoomTo(view: CropView, zoom: number): CropView {
  const before = scaleOf(view);
  const after = scaleOf({ ...view, zoom: clamp(zoom, 1, MAX_ZOOM) });
  const centreX = (FRAME / 2 - view.offsetX) / before;
  const centreY = (FRAME / 2 - view.offsetY) / before;
  return clampView({ ...view, zoom, offsetX: FRAME / 2 - centreX * after, offsetY: FRAME / 2 - centreY * after });
}

export const panBy = (view: CropView, dx: number, dy: number) =>
  clampView({ ...view, offsetX: view.offsetX + dx, offsetY: view.offsetY + dy });

/** The square the frame shows, in whole image pixels and inside the image: what the API keeps. */
export function cropOf(view: CropView): { x: number; y: number; size: number } {
  const scale = scaleOf(view);
  const size = Math.max(1, Math.min(Math.round(FRAME / scale), view.width, view.height));
  const x = clamp(Math.round(-view.offsetX / scale), 0, view.width - size);
  const y = clamp(Math.round(-view.offsetY / scale), 0, view.height - size);
  return { x, y, size };
}
