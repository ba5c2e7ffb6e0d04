export const deliveryDetail = {};
