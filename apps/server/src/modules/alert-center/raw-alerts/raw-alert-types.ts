/** The RawAlert of the GraphQL contract and what it nests. */
export const RAW_ALERT_TYPES = /* GraphQL */ `
type RawAlertDriver { userId: Int! fullname: String! }
type UserLog { user: UserRef typeField: String! data: String note: String createdOn: String! userId: Int }
type UserLogDay { date: String! logs: [UserLog!]! }
type UserFeedback { createdOn: String! feedback: String! userId: Int }
type CallState { isHaveVoip: Boolean! deviceType: String imeiVoip: String vehicleIdVoip: Int }
type AlertType { alertCode: Int! iconUrl: String! descriptionIdn: String! descriptionEng: String! }
type RawAlert {
  id: ID! rawAlertId: ID! alertCode: Int! alertFlag: String alertData: String alertTrigger: String
  formattedAlertData: String alertRuleIds: [Int!]! createdOn: String! receivedOn: String!
  vehicleId: Int childVehicleId: Int vehicle: VehicleRef licensePlate: String driver: RawAlertDriver
  address: String latitude: Float longitude: Float mapUrl: String
  isRead: Boolean! isResolved: Boolean! isFalseAlert: Boolean! isUrgent: Boolean! isImportant: Boolean!
  autoPopup: Boolean! isLate: Boolean!
  "Seconds since the event, when the answer was made."
  timePassed: Int!
  userLogs: [UserLogDay!]! lastUserFeedback: UserFeedback
  sourceDeviceCategory: String "The dashcam clip reference, as JSON." media: String callState: CallState
  foNumber: String foId: String logId: String
  "This alert's clips, newest first (empty without media)."
  videoData: [DownloadVideoHistory!]!
  "null for alerts without media: not a media code (domain isMediaAlertCode) or a vehicle without dashcam"
  pollingStatus: String retryCount: Int canRequest: Boolean canCheck: Boolean
  "The dashcam's IMEI and the channel holding this alert's clip (null without media)."
  mediaImei: String mediaChannel: String
  iconUrl: String! descriptionIdn: String! descriptionEng: String! alert: AlertType!
}
type RawAlertPage { data: [RawAlert!]! pagination: Pagination! }
input RawAlertFilter {
  page: Int = 1, show: Int = 20, orderBy: String = "createdOn desc",
  isUrgent: Boolean, isImportant: Boolean, startDate: String, endDate: String,
  isResolved: Boolean, isFalseAlert: Boolean, isRead: Boolean, vehicleId: Int, alertCode: Int
}
type UnresolvedCounts { urgent: Int! important: Int! }
type AlertCodeTotal { alertCode: Int! descriptionIdn: String! descriptionEng: String! total: Int! unresolved: Int! }
enum RawAlertActionType { Read Feedback FalseAlert Resolve }
input RawAlertActionInput {
  actionType: RawAlertActionType!, rawAlertId: [ID!], data: String, note: String,
  "'Check again': undo Resolve or FalseAlert."
  revert: Boolean = false,
  "All | Selection | Exclude; Selection when absent."
  selectionMode: String, dateRange: DateRangeInput,
  "With All or Exclude: only urgent (true) or only important (false) alerts."
  isUrgent: Boolean
}
type ActionResult { count: Int! rawAlertIds: [ID!]! }
"One message of an alert to a contact recipient of its rules (the notification log)."
type AlertNotification {
  id: ID! "WHATSAPP or EMAIL" channel: String! "+62... or the e-mail address; null when unusable" recipient: String
  alertRuleId: Int subject: String body: String!
  "PENDING, SENDING, SENT, FAILED or NOT_SENT (reason says why; isThrottled: held back by the rule's window)"
  deliveryStatus: String! reason: String isThrottled: Boolean! attempts: Int!
  sentOn: String createdOn: String! updatedOn: String!
}
`;
