// The layering rules `npm run check:imports` holds (CI runs it with lint and types):
// no import cycle anywhere, product code never imports test code, and the layers point one way
// (web -> domain, server -> domain, domain -> nothing of ours).
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
