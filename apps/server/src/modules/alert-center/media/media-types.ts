/** The SDL of the Alert Center's media types (issue 19; the contract in notes media-contract-2). */
export const MEDIA_TYPES = /* GraphQL */ `
"A clip asked of a dashcam (section 7 findDownloadVideoHistories)."
type DownloadVideoHistory {
  id: ID!
  rawAlertId: ID
  vehicleId: Int!
  licensePlate: String!
  "The device's own channel name: CH01 / CH03 (bsj) or 1 / 3 (vss-howen)."
  channel: String!
  "adas or dms (null when the channel is neither)"
  channelKind: String
  fileId: String!
  startTime: String!
  endTime: String!
  "requested, Sent or 'Not Sent(No video downloaded)' (the gateway's words)"
  status: String!
  "A signed link to GET /api/media/v1/clip/{id} (valid 1 hour); null until Sent."
  url: String
  sizeBytes: Int
  requestedBy: UserRef
  createdOn: String!
  updatedOn: String!
}
type DownloadVideoHistoryPage { data: [DownloadVideoHistory!]! pagination: Pagination! }
input DownloadVideoHistoryFilter {
  "Clips whose window ends at or after this instant."
  startTime: String!
  vehicleId: Int!
  "Only this alert's clips"
  rawAlertId: ID
  page: Int = 1
  show: Int = 9999
}

"One file a device holds (from the gateway's file list)."
type DeviceFile { fileId: String! channel: String! startTime: String! endTime: String! sizeBytes: Int! }
input VehicleVideosInput {
  channel: String!
  fileListOnly: Boolean!
  isFromCache: Boolean = false
  vehicleId: Int!
  start: String!
  end: String!
  "The list requestFileList started; without it the answer holds only downloaded clips."
  fileListId: String
}
type VehicleVideos {
  "pending while the device is still listing (section 9: about 7 s), ready after; none without fileListId"
  status: String!
  fileListId: String
  "The device's files overlapping [start, end] (empty while pending)."
  files: [DeviceFile!]!
  "With fileListOnly false: the Sent clips of this vehicle and channel overlapping the window."
  videos: [DownloadVideoHistory!]!
}

input RequestFileListInput {
  imei: String!
  channel: String!
  vehicleId: Int!
  "The alert whose window (createdOn -5 s .. +5 s) is listed; or give start and end (at most 60 s)."
  rawAlertId: ID
  start: String
  end: String
}
type FileListRequest { fileListId: String! readyAfterMs: Int! start: String! end: String! }

input BsjUploadInput { fileId: String! channel: String! vehicleId: Int! startTime: String! endTime: String! }
input RawAlertUploadInput { rawAlertId: ID! fileId: String! channel: String! }
"Exactly one of bsjInput (a vehicle's clip, no alert) and rawAlertInput."
input SetUploadMediaInput { imei: String! bsjInput: BsjUploadInput rawAlertInput: RawAlertUploadInput }

type MediaEffect {
  "reload-history, poll, request-file-list, request-video, pause-waiting, toast, stop (domain MediaEffect)"
  type: String!
  afterMs: Int
  "deviceUnreachable or mediaNotFound (with type toast)"
  toast: String
}
type AlertMediaTransition {
  rawAlertId: ID!
  pollingStatus: String!
  retryCount: Int!
  canRequest: Boolean!
  canCheck: Boolean!
  "False: the event did not apply to the stored state (another operator moved it on); the state is the stored one, effect stop."
  accepted: Boolean!
  effect: MediaEffect!
}
input AlertMediaEventInput {
  rawAlertId: ID!
  "A domain MediaEvent type: load-found, load-none, poll-hit, poll-miss, request-started, file-list-ready, request-answered, device-unreachable, media-not-found, request-failed, waiting-paused, check, resume"
  type: String!
  "With request-answered: Sent or 'Not Sent(No video downloaded)'"
  outcome: String
  "The state the client saw when it made the event; a different stored state is answered accepted false."
  fromStatus: String!
  fromRetryCount: Int!
}
type MediaGatewayStatus { configured: Boolean! }
`;
