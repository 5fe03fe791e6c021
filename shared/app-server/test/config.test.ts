import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readServeConfig } from '../src/config';

const appDir = path.join(path.sep, 'repo', 'hosts', 'shell');

describe('readServeConfig', () => {
  it("serves the app's own dist/ on its port by default", () => {
    const config = readServeConfig({}, appDir, 3000);
    assert.equal(config.distDir, path.join(appDir, 'dist'));
    assert.equal(config.PORT, 3000);
  });

  it('serves another build of the app from DIST_DIR, relative to the app folder', () => {
    const config = readServeConfig(
      { DIST_DIR: '../../.data/bench/single-bundle', PORT: '3010' },
      appDir,
      3000,
    );
    assert.equal(config.distDir, path.join(path.sep, 'repo', '.data', 'bench', 'single-bundle'));
    assert.equal(config.PORT, 3010);
  });

  it('refuses an empty DIST_DIR, naming it', () => {
    assert.throws(() => readServeConfig({ DIST_DIR: '' }, appDir, 3000), /DIST_DIR/);
  });
});
