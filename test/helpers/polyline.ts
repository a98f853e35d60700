import type { LatLng } from '../../src/index.js';

/** The reference encoder of the format (precision 5), as the format's description gives it. */
export function encodePolyline(positions: readonly LatLng[]): string {
  let text = '';
  let previous = [0, 0];
  for (const position of positions) {
    const units = position.map((degrees) => Math.round(degrees * 1e5));
    for (const [axis, value] of units.entries()) {
      let folded = (value - (previous[axis] ?? 0)) * 2;
      if (folded < 0) folded = -folded - 1;
      while (folded >= 0x20) {
        text += String.fromCharCode((0x20 | (folded & 0x1f)) + 63);
        folded = Math.floor(folded / 32);
      }
      text += String.fromCharCode(folded + 63);
    }
    previous = units;
  }
  return text;
}
