/** The import rules between apps and packages, enforced in `npm run lint`. */

/** The labelled résumé sets' generators: test-data authoring code, exempt from no-circular and no-barrels. */
const evalGenerators = '^packages/ai/eval/resumes/';

module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: { pathNot: evalGenerators }, to: { circular: true } },
    {
      name: 'contracts-imports-only-domain',
      severity: 'error',
      from: { path: '^packages/contracts' },
      to: { path: '^(packages/(db|ai)|apps)/' },
    },
    {
      name: 'domain-imports-nothing-internal',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^(packages/(db|ai|contracts)|apps)/' },
    },
    {
      name: 'db-imports-nothing-internal',
      severity: 'error',
      from: { path: '^packages/db' },
      to: { path: '^(packages/(ai|contracts|domain)|apps)/' },
    },
    {
      name: 'ai-imports-only-domain-contracts',
      severity: 'error',
      from: { path: '^packages/ai' },
      to: { path: '^(packages/db|apps)/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^(packages/(db|ai)|apps/api)/' },
    },
    {
      name: 'feature-not-other-feature',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-components-not-features',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'only-repositories-touch-drizzle',
      severity: 'error',
      from: { path: '^apps/api/src/modules/', pathNot: '\\.repository\\.ts$|\\.test\\.ts$' },
      to: { path: '(^|/)node_modules/drizzle-orm|^packages/db/src/schema' },
    },
    {
      name: 'modules-through-services',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/([^/]+)/', pathNot: '^apps/api/src/modules/$1/|\\.service\\.ts$' },
    },
    {
      name: 'no-barrels',
      severity: 'error',
      from: { pathNot: evalGenerators },
      to: { path: '(^|/)index\\.tsx?$', pathNot: 'node_modules' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: 'node_modules|dist|/data/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
