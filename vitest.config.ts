import { defineConfig } from 'vitest/config';

// Unit tests: pure rules (src/domain), the framework-free runtime (src/core, jsdom
// where a file asks for it with `// @vitest-environment jsdom`) and the sandbox API
// (host-demo/server, through app.request()).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'host-demo/**/*.test.ts', 'scripts/**/*.test.ts', 'widgets/*/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
  },
});
