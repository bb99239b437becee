// What the server knows of the paid services. The build writes it from site-config into
// dist/.meta/services.json (services, allowlist, policy versions), so a booking is recorded with the
// prices and links the visitor's page was built with, never with anything the request says.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES_META, type ServiceCatalog } from '../../shared/build-meta.ts';

/** The catalog of the build in distDir, or undefined for a build made before bookings existed. */
export function readServiceCatalog(distDir: string): ServiceCatalog | undefined {
  const file = join(distDir, SERVICES_META);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ServiceCatalog) : undefined;
}
