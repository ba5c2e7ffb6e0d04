/** The public tracking page a task's track_link opens (`/track/:token`): no login, nothing private. */
export function PublicTrackPage() {
  return null;
}
