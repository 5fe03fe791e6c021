import { rmSync } from 'node:fs';
import { RESILIENCE_DIR } from './services';

/** Every run starts from a fresh database (seeded by the API's first start) and empty logs. */
export default function globalSetup() {
  rmSync(RESILIENCE_DIR, { recursive: true, force: true });
}
