import { describe, expect, it } from 'vitest';
import { FRAME, cropOf, initialView, panBy, zoomTo } from './cropGeometry';

describe('the square crop', () => {
  it('starts on the largest centred square', () => {
    expect(cropOf(initialView(300, 200))).toEqual({ x: 50, y: 0, size: 200 });
    expect(cropOf(initialView(1000, 2000))).toEqual({ x: 0, y: 500, size: 1000 });
  });

  it('zooms around the centre and pans without leaving the image', () => {
    const zoomed = zoomTo(initialView(300, 200), 2);
    expect(cropOf(zoomed)).toEqual({ x: 100, y: 50, size: 100 });
    // Far past the top-left corner: stops at the edge.
    expect(cropOf(panBy(zoomed, 10 * FRAME, 10 * FRAME))).toEqual({ x: 0, y: 0, size: 100 });
    expect(cropOf(panBy(zoomed, -10 * FRAME, -10 * FRAME))).toEqual({ x: 200, y: 100, size: 100 });
  });

  it('keeps the zoom between 1 and 4', () => {
    expect(zoomTo(initialView(300, 200), 0.2).zoom).toBe(1);
    expect(cropOf(zoomTo(initialView(400, 400), 9))).toEqual({ x: 150, y: 150, size: 100 });
  });
});
