/** The live view (`/liveview-2/?type=vehicle&vehicleId=`): the company's vehicles on a map. */
export function LiveViewPage() {
  return null;
}
