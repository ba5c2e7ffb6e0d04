export const fleetTask = {};
