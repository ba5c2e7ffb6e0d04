export const fleetTaskRoute = {};
