// Set by vite.config.ts's `define` in a build; absent under the component tests.
declare const __ARMADA_VERSION__: string | undefined;

/** The running build's version (VITE_APP_VERSION, or the version and build time of a local build). */
export const APP_VERSION: string = typeof __ARMADA_VERSION__ === 'string' ? __ARMADA_VERSION__ : 'dev';
