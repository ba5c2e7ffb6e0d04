import type { OperationDefinition } from '../graphql/operation';
import { CENTRE_SCOPES } from '../scopes';
import { findDownloadVideoHistories } from './media-history';
import { requestFileList, setUploadMedia, vehicleVideos } from './media-requests';
import { updateAlertMediaState } from './media-state';

export { MEDIA_TYPES } from './media-types';

/** Section 7's media operations and the popup's media state (issue 19; contract media-contract-2). */
export const MEDIA_OPERATIONS: OperationDefinition[] = [
  {
    kind: 'query',
    name: 'mediaGatewayStatus',
    returns: 'MediaGatewayStatus',
    scopes: CENTRE_SCOPES,
    description: 'Whether a device gateway is configured (without one, media and calls are unavailable).',
    resolve: async (_args, { api }) => ({ configured: api.media.gateway !== null }),
  },
  {
    kind: 'query',
    name: 'findDownloadVideoHistories',
    args: 'filter: DownloadVideoHistoryFilter!',
    returns: 'DownloadVideoHistoryPage',
    scopes: CENTRE_SCOPES,
    description: "A vehicle's clips asked of its dashcam, newest first.",
    resolve: (args, { api, auth }) => findDownloadVideoHistories(api, auth, args.filter),
  },
  {
    kind: 'query',
    name: 'vehicleVideos',
    args: 'input: VehicleVideosInput!',
    returns: 'VehicleVideos',
    scopes: CENTRE_SCOPES,
    description: "The dashcam's file list of a window and the vehicle's downloaded clips there.",
    resolve: (args, { api, auth }) => vehicleVideos(api, auth, args.input),
  },
  {
    kind: 'mutation',
    name: 'requestFileList',
    args: 'input: RequestFileListInput!',
    returns: 'FileListRequest',
    scopes: CENTRE_SCOPES,
    description: 'Asks the dashcam to list its files of an alert window.',
    resolve: (args, { api, auth }) => requestFileList(api, auth, args.input),
  },
  {
    kind: 'mutation',
    name: 'setUploadMedia',
    args: 'input: SetUploadMediaInput!',
    returns: 'DownloadVideoHistory',
    scopes: CENTRE_SCOPES,
    description: 'Asks the dashcam to upload one clip; the history row is requested until it answers.',
    resolve: (args, { api, auth }) => setUploadMedia(api, auth, args.input),
  },
  {
    kind: 'mutation',
    name: 'updateAlertMediaState',
    args: 'input: AlertMediaEventInput!',
    returns: 'AlertMediaTransition',
    scopes: CENTRE_SCOPES,
    description: "Applies a media event to the alert's stored state (section 4) and answers the next effect.",
    resolve: (args, { api, auth }) => updateAlertMediaState(api, auth, args.input),
  },
];
