export const fleetTaskStatus = {};
