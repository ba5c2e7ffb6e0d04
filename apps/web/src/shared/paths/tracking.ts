/** The public tracking page; the server's track_link is `{PUBLIC_URL}/track/{token}`. */
export const PUBLIC_TRACK_PATH = '/track/:token';
