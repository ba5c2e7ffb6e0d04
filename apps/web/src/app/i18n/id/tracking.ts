export const tracking = {};
