/** Tables of Positions, devices and geofences (GPS issue); part of Database (schema.ts). */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the tables land
export interface TelemetryTables {}
