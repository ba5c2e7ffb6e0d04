// The layering rules `npm run check:imports` holds (CI runs it with lint and types):
// no import cycle anywhere, product code never imports test code, and the layers point one way
// (web -> domain, server -> domain, gateway-sim -> domain, domain -> nothing of ours); inside the web app,
// platform <- shared <- features <- app, and no feature imports another.
const TEST_FILE = '(\\.test\\.tsx?$|/test/|/e2e/|/test-[a-z-]+\\.tsx?$|\\.factory\\.ts$)';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'A type or helper shared by two files lives in a leaf file both import (STYLE.md).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-type-cycle',
      severity: 'error',
      comment: 'Type-only circles too: move the shared type to a *.types.ts leaf.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-never-imports-tests',
      severity: 'error',
      comment: 'Factories and test worlds import src, never the reverse (apps/server/test/).',
      from: { path: '^(apps|packages)/[^/]+/src/', pathNot: TEST_FILE },
      to: { path: TEST_FILE },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'packages/domain holds rules with no I/O and imports nothing of the apps.',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'web-and-server-apart',
      severity: 'error',
      comment: 'The web app and the server share code only through packages/domain.',
      from: { path: '^apps/web/src/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'gateway-sim-stands-alone',
      severity: 'error',
      comment:
        'The simulated gateway is another process behind docs/device-gateway.md: it shares only the domain.',
      from: { path: '^apps/gateway-sim/' },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'nothing-imports-the-gateway-sim',
      severity: 'error',
      comment: 'The server and the web app reach the simulator over HTTP only; tests spawn it as a process.',
      from: { path: '^(apps/(server|web)|packages|bench|scripts)/' },
      to: { path: '^apps/gateway-sim/' },
    },
    {
      name: 'web-platform-is-the-ground',
      severity: 'error',
      comment: 'apps/web/src/platform (i18n, API client, session, config) imports nothing above it.',
      from: { path: '^apps/web/src/platform/' },
      to: { path: '^apps/web/src/(app|features|shared)/' },
    },
    {
      name: 'web-shared-below-features',
      severity: 'error',
      comment: 'A widget in apps/web/src/shared builds on platform only, never on a feature or the shell.',
      from: { path: '^apps/web/src/shared/' },
      to: { path: '^apps/web/src/(app|features)/' },
    },
    {
      name: 'web-features-below-the-shell',
      severity: 'error',
      comment: 'Only apps/web/src/app (router, layout) puts the features together.',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment: 'A feature never imports another: what two features use moves to apps/web/src/shared.',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
