import { readFileSync } from 'node:fs';
import { parseRegistry, registryFilePath, seedRegistryFile } from './registry-file';

/**
 * `arara-registry init`: creates the registry file (REGISTRY_FILE) from the environment, as the
 * shell's server does at start, unless it exists; the container stack runs it once before
 * nginx serves the file (docs/deployment.md "The registry").
 * `arara-registry check`: parses the file and prints it; exits 1 when it is not a registry.
 */
function main(command: string | undefined): void {
  const file = registryFilePath(process.env);
  if (command === 'init') {
    const { created } = seedRegistryFile(file, process.env);
    console.log(
      created ? `Registry created from the environment: ${file}` : `Registry kept: ${file}`,
    );
    return;
  }
  if (command === 'check') {
    const registry = parseRegistry(readFileSync(file, 'utf8'), file);
    console.log(JSON.stringify(registry, null, 2));
    return;
  }
  console.error('Usage: arara-registry <init|check>   (file: REGISTRY_FILE)');
  process.exitCode = 2;
}

try {
  main(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
