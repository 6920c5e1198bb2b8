import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, generatedApiTypes } from './genApi';

describe('npm run gen:api', () => {
  it('the checked-in API types are a fresh generation of the OpenAPI document (else run npm run gen:api)', async () => {
    const fresh = await generatedApiTypes();
    expect(fresh).toContain('export interface operations');
    expect(readFileSync(GENERATED_FILE, 'utf8') === fresh).toBe(true);
  });
});
