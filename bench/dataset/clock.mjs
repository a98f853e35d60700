// Wall-clock time in the athlete's time zone: an activity starts at a local hour, and the
// API writes both its instant (`start_date`) and its wall-clock time (`start_date_local`,
// with a misleading `Z`), with the offset in force then (`utc_offset`) and the zone's label,
// whose bracket is the zone's standard offset, not the one in force.

const formats = new Map();

/** Seconds to add to UTC for wall-clock time in `timeZone` at `epochSeconds`. */
export function offsetSeconds(timeZone, epochSeconds) {
  let format = formats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    formats.set(timeZone, format);
  }
  const name = format.formatToParts(new Date(epochSeconds * 1000)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name);
  return match === null ? 0 : (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60);
}

/** The instant (epoch seconds) at which the wall clock of `timeZone` reads `localSeconds` (wall-clock time as epoch seconds). */
export function instantOf(timeZone, localSeconds) {
  let instant = localSeconds - offsetSeconds(timeZone, localSeconds);
  instant = localSeconds - offsetSeconds(timeZone, instant);
  return instant;
}

/** `timezone` as the API labels it: `(GMT+01:00) Europe/Paris`, the bracket the zone's standard offset. */
export function timeZoneLabel(timeZone, epochSeconds) {
  const year = new Date(epochSeconds * 1000).getUTCFullYear();
  const standard = Math.min(offsetSeconds(timeZone, Date.UTC(year, 0, 15) / 1000), offsetSeconds(timeZone, Date.UTC(year, 6, 15) / 1000));
  const sign = standard < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(standard) / 3600)).padStart(2, '0');
  const minutes = String((Math.abs(standard) % 3600) / 60).padStart(2, '0');
  return `(GMT${sign}${hours}:${minutes}) ${timeZone}`;
}
