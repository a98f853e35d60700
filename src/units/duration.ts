/**
 * Seconds as a clock reading: `h:mm:ss` from an hour up, `m:ss` below (`1:28:07`, `26:27`,
 * `0:07`), rounded to the nearest whole second; a negative duration gets a leading `-`.
 * Null in, null out; null too for a value that is not finite.
 */
export function formatDuration(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.round(Math.abs(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  const sign = seconds < 0 && whole > 0 ? '-' : '';
  return hours > 0 ? `${sign}${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${sign}${minutes}:${secs}`;
}
