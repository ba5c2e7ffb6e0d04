import type { FleetTask } from '@armada/domain';

/** The vendor and travel-automation banners of section 2 'Banners'. */
export function FleetTaskBanners(_props: { task: FleetTask }) {
  return null;
}
