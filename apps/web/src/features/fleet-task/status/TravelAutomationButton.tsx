import type { FleetTask } from '@armada/domain';

/** The header's travel-automation button (section 4 'Travel automation'). */
export function TravelAutomationButton(_props: { task: FleetTask }) {
  return null;
}
