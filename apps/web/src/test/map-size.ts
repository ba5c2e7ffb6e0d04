/**
 * jsdom lays nothing out, so every map would measure 0 x 0 and Leaflet's view maths (fit, pan to
 * an open popup) would turn to NaN. Tests that click around a map give its box a desktop size.
 */
export function giveMapsASize(width = 800, height = 480): () => void {
  const proto = HTMLElement.prototype;
  const widthDescriptor = Object.getOwnPropertyDescriptor(proto, 'clientWidth');
  const heightDescriptor = Object.getOwnPropertyDescriptor(proto, 'clientHeight');
  const sized = (element: HTMLElement, size: number, fallback?: PropertyDescriptor) =>
    element.classList.contains('leaflet-container') ? size : (fallback?.get?.call(element) ?? 0);
  Object.defineProperty(proto, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return sized(this, width, widthDescriptor);
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return sized(this, height, heightDescriptor);
    },
  });
  return () => {
    if (widthDescriptor) Object.defineProperty(proto, 'clientWidth', widthDescriptor);
    if (heightDescriptor) Object.defineProperty(proto, 'clientHeight', heightDescriptor);
  };
}
