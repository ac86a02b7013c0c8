// The crops search engines and sharing use (schema.org Recipe `image`: 1:1, 4:3 and 16:9), cut around a picture's
// focal point. The server cuts the files with these; the dashboard previews them with the same rule.

/** The crops, each 1200 px wide when the picture is that wide (Google: at least 50,000 pixels, 1200 px ideally). */
export const CROPS = [
  { name: '1x1', label: '1:1', width: 1200, height: 1200 },
  { name: '4x3', label: '4:3', width: 1200, height: 900 },
  { name: '16x9', label: '16:9', width: 1200, height: 675 },
] as const;

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of `ratio` (width / height) inside a picture, as near as it can be centred on the focal point
 * (thousandths of the width and the height): a point near an edge moves the region to that edge, never past it.
 */
export function cropRegion(width: number, height: number, ratio: number, focalX = 500, focalY = 500): CropRegion {
  const regionWidth = Math.min(width, Math.round(height * ratio));
  const regionHeight = Math.min(height, Math.round(regionWidth / ratio));
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max, Math.round(value)));
  return {
    left: clamp((width * focalX) / 1000 - regionWidth / 2, width - regionWidth),
    top: clamp((height * focalY) / 1000 - regionHeight / 2, height - regionHeight),
    width: regionWidth,
    height: regionHeight,
  };
}
