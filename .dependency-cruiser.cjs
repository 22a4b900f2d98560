// Module dependency direction from STYLE.md: lower never imports higher, and a module reaches
// another only through its index.ts. `npm run lint` fails on any violation.
const LEVELS = [
  ['system'],
  ['account', 'auth'],
  ['billing', 'whitelabel', 'media', 'support', 'notifications', 'webhooks'],
  ['discovery'],
  ['datasources'],
  ['profiles', 'lists', 'content'],
  ['campaigns', 'reports', 'connect'],
  ['outreach'],
  ['public', 'dashboard'],
];

// Code that exists only for tests: the shared kit under testing/ and the stand-ins and fixtures
// kept beside what they stand in for.
const TEST_SUPPORT =
  '^src/server/testing/|-test-server\\.ts$|\\.fixtures\\.ts$|-test-(helpers|fixtures)\\.ts$';

const higherThan = (level) => LEVELS.slice(level + 1).flat();

const directionRules = LEVELS.flatMap((modules, level) => {
  const higher = higherThan(level);
  if (higher.length === 0) return [];
  return [
    {
      name: `modules-level-${level}-not-upward`,
      comment: `${modules.join(', ')} may not import ${higher.join(', ')} (STYLE.md dependency direction)`,
      severity: 'error',
      from: { path: `^src/server/modules/(${modules.join('|')})/` },
      to: { path: `^src/server/modules/(${higher.join('|')})/` },
    },
  ];
});

module.exports = {
  forbidden: [
    ...directionRules,
    {
      name: 'modules-through-index-only',
      comment: 'A module reaches another only through its index.ts',
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/' },
      to: {
        path: '^src/server/modules/([^/]+)/(?!index\\.ts$)',
        pathNot: ['^src/server/modules/$1/', '\\.tables\\.ts$'],
      },
    },
    {
      name: 'foundation-below-modules',
      comment: 'common, db, events, http, integrations and jobs sit below every module',
      severity: 'error',
      from: { path: '^src/(common|server/(events|http|integrations|jobs|db))/' },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'production-never-imports-test-support',
      comment:
        'Test servers, fixtures and helpers serve tests only and stay out of the server bundle',
      severity: 'error',
      from: { pathNot: `${TEST_SUPPORT}|\\.test\\.tsx?$` },
      to: { path: TEST_SUPPORT },
    },
    {
      name: 'common-is-isomorphic',
      severity: 'error',
      from: { path: '^src/common/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-never-imports-server',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
