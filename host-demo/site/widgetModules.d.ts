/** The widgets' React build (dist/react), aliased by host-demo/site/rollup.config.mjs. */
declare module '@teetime/react/*';
