import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../platform/api/graphql';

/**
 * The video block's GraphQL calls (issue 19 contract: findDownloadVideoHistories, vehicleVideos,
 * requestFileList, setUploadMedia, updateAlertMediaState, mediaGatewayStatus), through the same
 * client as the rest of the Alert Center: a refusal rejects with ApiError (code and message).
 */
export interface DownloadVideoHistory {
  id: string;
  rawAlertId: string | null;
  vehicleId: number;
  licensePlate: string;
  channel: string;
  channelKind: string | null;
  fileId: string;
  startTime: string;
  endTime: string;
  status: string;
  url: string | null;
  sizeBytes: number | null;
  createdOn: string;
  updatedOn: string;
}

export interface DeviceFile {
  fileId: string;
  channel: string;
  startTime: string;
  endTime: string;
  sizeBytes: number;
}

export interface VehicleVideos {
  status: string;
  fileListId: string | null;
  files: DeviceFile[];
  videos: DownloadVideoHistory[];
}

export interface FileListRequest {
  fileListId: string;
  readyAfterMs: number;
  start: string;
  end: string;
}

export interface AlertMediaTransition {
  rawAlertId: string;
  pollingStatus: string;
  retryCount: number;
  canRequest: boolean;
  canCheck: boolean;
  accepted: boolean;
  effect: { type: string; afterMs: number | null; toast: string | null };
}

export const HISTORY_FIELDS = `id rawAlertId vehicleId licensePlate channel channelKind fileId startTime endTime
  status url sizeBytes createdOn updatedOn`;

/** The raw alert's media fields (the contract's RawAlert extension). */
export const MEDIA_ALERT_FIELDS = `pollingStatus retryCount canRequest canCheck mediaImei mediaChannel vehicleId
  videoData { ${HISTORY_FIELDS} }`;

const ENVELOPE = 'isSuccessful errorCode message status fieldErrors { field code message }';

const FIND_HISTORIES = `query FindDownloadVideoHistories($filter: DownloadVideoHistoryFilter!) {
  findDownloadVideoHistories(filter: $filter) {
    ${ENVELOPE}
    findDownloadVideoHistories { data { ${HISTORY_FIELDS} } pagination { page show total actualTotal } }
  }
}`;

const VEHICLE_VIDEOS = `query VehicleVideos($input: VehicleVideosInput!) {
  vehicleVideos(input: $input) {
    ${ENVELOPE}
    vehicleVideos { status fileListId files { fileId channel startTime endTime sizeBytes } videos { ${HISTORY_FIELDS} } }
  }
}`;

const REQUEST_FILE_LIST = `mutation RequestFileList($input: RequestFileListInput!) {
  requestFileList(input: $input) { ${ENVELOPE} requestFileList { fileListId readyAfterMs start end } }
}`;

const SET_UPLOAD_MEDIA = `mutation SetUploadMedia($input: SetUploadMediaInput!) {
  setUploadMedia(input: $input) { ${ENVELOPE} setUploadMedia { ${HISTORY_FIELDS} } }
}`;

const UPDATE_MEDIA_STATE = `mutation UpdateAlertMediaState($input: AlertMediaEventInput!) {
  updateAlertMediaState(input: $input) {
    ${ENVELOPE}
    updateAlertMediaState { rawAlertId pollingStatus retryCount canRequest canCheck accepted effect { type afterMs toast } }
  }
}`;

const ALERT_MEDIA = `query RawAlertMedia($param: String!) {
  rawAlert(param: $param) { ${ENVELOPE} rawAlert { id ${MEDIA_ALERT_FIELDS} } }
}`;

const GATEWAY_STATUS = `query MediaGatewayStatus {
  mediaGatewayStatus { ${ENVELOPE} mediaGatewayStatus { configured } }
}`;

export const findDownloadVideoHistories = (
  filter: { startTime: string; vehicleId: number; rawAlertId?: string },
  signal?: AbortSignal,
) =>
  graphqlRequest<{ data: DownloadVideoHistory[] }>(
    'findDownloadVideoHistories',
    FIND_HISTORIES,
    { filter },
    signal,
  ).then((page) => page.data);

export const vehicleVideos = (
  input: {
    channel: string;
    fileListOnly: boolean;
    vehicleId: number;
    start: string;
    end: string;
    fileListId?: string;
  },
  signal?: AbortSignal,
) => graphqlRequest<VehicleVideos>('vehicleVideos', VEHICLE_VIDEOS, { input }, signal);

export const requestFileList = (input: {
  imei: string;
  channel: string;
  vehicleId: number;
  rawAlertId?: string;
  start?: string;
  end?: string;
}) => graphqlRequest<FileListRequest>('requestFileList', REQUEST_FILE_LIST, { input });

export type SetUploadMediaInput =
  | {
      imei: string;
      bsjInput: { fileId: string; channel: string; vehicleId: number; startTime: string; endTime: string };
    }
  | { imei: string; rawAlertInput: { rawAlertId: string; fileId: string; channel: string } };

export const setUploadMedia = (input: SetUploadMediaInput) =>
  graphqlRequest<DownloadVideoHistory>('setUploadMedia', SET_UPLOAD_MEDIA, { input });

export const updateAlertMediaState = (input: {
  rawAlertId: string;
  type: string;
  outcome?: string;
  fromStatus: string;
  fromRetryCount: number;
}) => graphqlRequest<AlertMediaTransition>('updateAlertMediaState', UPDATE_MEDIA_STATE, { input });

/** The alert's media fields read again (the fallback while requesting, and a restored popup's state). */
export const fetchAlertMedia = (id: string, signal?: AbortSignal) =>
  graphqlRequest<AlertMediaFields & { id: string }>('rawAlert', ALERT_MEDIA, { param: id }, signal);

export interface AlertMediaFields {
  pollingStatus: string | null;
  retryCount: number | null;
  canRequest: boolean | null;
  canCheck: boolean | null;
  mediaImei: string | null;
  mediaChannel: string | null;
  vehicleId: number | null;
  videoData: DownloadVideoHistory[];
}

export const mediaKeys = {
  gateway: ['alert-center', 'media', 'gateway'] as const,
  alert: (id: string) => ['alert-center', 'media', 'alert', id] as const,
};

/** Whether the server has a device gateway: without one the block explains instead of offering buttons. */
export function useMediaGatewayStatus() {
  return useQuery({
    queryKey: mediaKeys.gateway,
    queryFn: ({ signal }) =>
      graphqlRequest<{ configured: boolean }>('mediaGatewayStatus', GATEWAY_STATUS, {}, signal),
    staleTime: 5 * 60_000,
  });
}
