/** The parts of `@mapbox/polyline` (a devDependency without types) that the tests compare with. */
declare module '@mapbox/polyline' {
  /** Positions `[latitude, longitude]` of an encoded polyline, precision 5 unless given; no check of the text. */
  export function decode(text: string, precision?: number): [number, number][];
  /** The encoded polyline of `[latitude, longitude]` positions, precision 5 unless given. */
  export function encode(positions: readonly (readonly [number, number])[], precision?: number): string;
}
