#!/usr/bin/env node
// `arara-registry init|check`: the registry file's command line (src/registry-cli.ts), through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../src/registry-cli.ts');
