export function FleetTaskDetailPage() {
  return null;
}
