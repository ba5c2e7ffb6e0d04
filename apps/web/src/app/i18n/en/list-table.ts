export const listTable = {};
