// The server's features build on each other in one direction (DESIGN.md "Layout"): `npm test`
// runs this through `npm run lint:deps` and fails on a cycle between features or on a feature that
// reaches into another's repository instead of its services. Only the features are cruised (plugins
// and jobs sit above them and wire them together), and tests are left out: they may set up data
// through any repository.
const FEATURE = '^apps/server/src/features/([^/]+)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-feature-cycles',
      comment:
        'Features must not import each other in a cycle, directly or around a loop: move what several need ' +
        'into a lower layer (a feature that depends on nothing above it, a plugin, packages/shared) or pass a port.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^apps/server/src/features/[^/]+/?$' },
      to: { path: '^apps/server/src/features/[^/]+/?$', circular: true },
    },
    {
      name: 'no-module-cycles',
      comment: 'No module of a feature imports itself around a loop.',
      severity: 'error',
      from: { path: '^apps/server/src/' },
      to: { circular: true },
    },
    {
      name: 'no-foreign-repository',
      comment: "A feature reaches another only through that feature's services, never its repository.",
      severity: 'error',
      from: { path: FEATURE },
      to: {
        path: '^apps/server/src/features/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/features/$1/',
      },
    },
  ],
  options: {
    includeOnly: '^apps/server/src/features/',
    exclude: { path: '\\.test\\.ts$' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
