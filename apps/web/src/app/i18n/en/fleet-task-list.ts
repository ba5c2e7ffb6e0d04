export const fleetTaskList = {};
