export const fleetTaskActivity = {};
