/**
 * The layout of docs/architecture.md as checks: `npm run lint` fails when an import breaks one.
 * Why dependency-cruiser and not Biome's restricted imports: docs/decisions/013-architecture-checks.md.
 */
const SERVER = '^apps/server/src/';
const TESTS = '[.](test|test-support)[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'modules-never-import-the-app',
      comment: 'app.ts assembles the app; what modules need from it (the app context) has a file of its own.',
      severity: 'error',
      from: { path: `${SERVER}(modules|plugins|lib|jobs|db)/`, pathNot: TESTS },
      to: { path: `${SERVER}app[.]ts$` },
    },
    {
      name: 'only-repositories-touch-the-database',
      comment: 'Every query lives in a repository (or in db/): nothing else imports the query builder or the schema.',
      severity: 'error',
      from: { path: SERVER, pathNot: [`[.]repository[.]ts$`, `${SERVER}db/`, TESTS] },
      to: { path: ['^node_modules/drizzle-orm/', `${SERVER}db/schema/`] },
    },
    {
      name: 'services-never-import-plugins',
      comment: 'A service gets what it uses as plain values; HTTP plumbing stays in plugins and routes.',
      severity: 'error',
      from: { path: '[.]service[.]ts$' },
      to: { path: `${SERVER}plugins/` },
    },
    {
      name: 'shared-is-pure',
      comment: 'packages/shared runs in the server and in the browser: Zod and TypeScript only.',
      severity: 'error',
      from: { path: '^packages/shared/src/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-features-never-import-the-frame',
      comment:
        'The frame (app/) uses features, never the other way round; what both need lives in lib/ or components/.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|components|lib)/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-features-never-import-each-other',
      comment: 'What two features need moves to components/ or packages/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-shared-code-never-imports-features',
      comment: 'components/ and lib/ serve every feature, so they depend on none.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'web-never-imports-the-server',
      severity: 'error',
      from: { path: '^(apps/web|packages)/' },
      to: { path: '^apps/server/' },
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
    exclude: { path: ['/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
