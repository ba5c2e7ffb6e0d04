/**
 * The spec's upper-case issue codes (`errors_v2.issues[].code`), the one list the server throws and
 * the web app reads, so neither side types one by hand.
 */
export const ISSUE_CODES = {
  activitiesNotCompleted: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_NOT_COMPLETED',
  activitiesParentNotCompleted: 'FLEET_TASK.FLEET_TASK_ACTIVITIES_PARENT_NOT_COMPLETED',
  previousActivityNotCompleted: 'FLEET_TASK.FLEET_TASK_PREVIOUS_ACTIVITY_NOT_COMPLETED',
  deliveryOrderInvalidStatus: 'FLEET_TASK.DELIVERY_ORDER_INVALID_STATUS',
  cannotUnassignTransitDeliveryOrder: 'FLEET_TASK.FLEET_TASK_CANNOT_UNASSIGN_TRANSIT_DELIVERY_ORDER',
  customerPhoneNumberIsRequired: 'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_IS_REQUIRED',
  customerPhoneNumberInvalid: 'FLEET_TASK.FLEET_TASK_CUSTOMER_PHONE_NUMBER_INVALID',
  shipmentReferenceAlreadyUsed: 'FLEET_TASK.FLEET_TASK_SHIPMENT_REFERENCE_ALREADY_USED',
  loadAdjustmentReasonIsNull: 'FLEET_TASK.DELIVERY_LOAD_ADJUSTMENT_REASON_IS_NULL',
} as const;

export type IssueCode = (typeof ISSUE_CODES)[keyof typeof ISSUE_CODES];
