#!/usr/bin/env node
// Runs the TypeScript server through tsx, so the package needs no build step of its own.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
