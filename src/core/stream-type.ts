/**
 * A stream type the spec names: `time` (seconds), `distance` (meters), `latlng`
 * (degrees), `altitude` (meters), `velocity_smooth` (m/s), `heartrate` (bpm), `cadence`
 * (rpm), `watts`, `temp` (°C), `moving`, `grade_smooth` (percent). A `StreamSet` keeps
 * any other type the API sends in its `extra`.
 */
export type StreamType =
  | 'time'
  | 'distance'
  | 'latlng'
  | 'altitude'
  | 'velocity_smooth'
  | 'heartrate'
  | 'cadence'
  | 'watts'
  | 'temp'
  | 'moving'
  | 'grade_smooth';
