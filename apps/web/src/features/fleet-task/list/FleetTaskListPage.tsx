export function FleetTaskListPage() {
  return null;
}
