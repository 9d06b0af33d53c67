// Loads config/sites.json; a missing, malformed or invalid file stops the server with a clear message.
import { readFileSync } from 'node:fs';
import { RegistryError, parseSiteRegistry, type SiteRegistry } from '../shared/site-registry.ts';

export function loadRegistry(file: string): SiteRegistry {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new RegistryError(`Cannot read site registry ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new RegistryError(`Site registry ${file} is not valid JSON: ${(error as Error).message}`);
  }
  return parseSiteRegistry(data, file);
}
