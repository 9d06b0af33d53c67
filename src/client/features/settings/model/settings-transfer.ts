// File transfer of the settings page: every client setting and the apps' data in local storage
// as one JSON file, and the check of such a file before it replaces anything.
import { STORED_DATA_VERSION } from '@shared/constants';
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';
import { type ClientSettings, DEFAULT_SETTINGS, SETTING_KEYS, VERSION_KEY, isValidSetting } from '@client/core/settings/settings-store';

/** Marks a file as a settings export of this product. */
export const SETTINGS_FILE_FORMAT = 'heartfelt-sites/settings';

/** The file's layout; values use the local-storage encoding (big integers as "123n"). */
export interface SettingsFile {
  format: typeof SETTINGS_FILE_FORMAT;
  version: number;
  exportedAt: string;
  settings: ClientSettings;
  /** App data by local-storage key, e.g. timeRecording.events, dataTypes.area, languages.edited.de. */
  data: Record<string, unknown>;
}

const FILE_KEYS = ['format', 'version', 'exportedAt', 'settings', 'data'] as const;

/** App data keys are named '<app>.<name>' (timeRecording.events, languages.edited.pt-BR). */
const APP_DATA_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

export function isAppDataKey(key: string): boolean {
  return APP_DATA_KEY.test(key) && key !== VERSION_KEY && !(SETTING_KEYS as readonly string[]).includes(key);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Builds the export file from the current settings and the stored entries. Entries that are not
 * app data (the settings themselves, the version) are left out; corrupt app data is named in skipped.
 */
export function createSettingsExport(
  settings: ClientSettings,
  entries: readonly { key: string; text: string }[],
  exportedAt: Date,
): { text: string; skipped: string[] } {
  const data: Record<string, unknown> = {};
  const skipped: string[] = [];
  for (const { key, text } of entries) {
    if (!isAppDataKey(key)) continue;
    try {
      data[key] = decodeStoredValue(text);
    } catch {
      skipped.push(key);
    }
  }
  const file: SettingsFile = { format: SETTINGS_FILE_FORMAT, version: STORED_DATA_VERSION, exportedAt: exportedAt.toISOString(), settings, data };
  // encodeStoredValue turns big integers into "123n"; parsing that back keeps them as such strings.
  return { text: `${JSON.stringify(JSON.parse(encodeStoredValue(file)), null, 2)}\n`, skipped };
}

/** settings-<host>-YYYY-MM-DD.json in local time. */
export function exportFileName(host: string, date: Date): string {
  const day = [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  const safeHost = host.replace(/[^A-Za-z0-9.-]+/g, '-') || 'site';
  return `settings-${safeHost}-${day}.json`;
}

/** Why a file cannot be imported; key names the entry at fault (e.g. settings.darkMode, data.foo). */
export type ImportProblem =
  | { kind: 'json' }
  | { kind: 'notExport' }
  | { kind: 'missing'; key: string }
  | { kind: 'version'; found: string; expected: number }
  | { kind: 'unknownKey'; key: string }
  | { kind: 'invalidValue'; key: string };

export type ImportResult = { ok: true; settings: ClientSettings; data: Map<string, string> } | { ok: false; problem: ImportProblem };

const fail = (problem: ImportProblem): ImportResult => ({ ok: false, problem });

/** Checks a settings file completely; nothing is replaced unless this says ok. Missing settings take their defaults. */
export function parseSettingsImport(text: string): ImportResult {
  let file: unknown;
  try {
    file = decodeStoredValue(text);
  } catch {
    return fail({ kind: 'json' });
  }
  if (!isRecord(file) || file.format !== SETTINGS_FILE_FORMAT) return fail({ kind: 'notExport' });
  const unknownTop = Object.keys(file).find((key) => !(FILE_KEYS as readonly string[]).includes(key));
  if (unknownTop !== undefined) return fail({ kind: 'unknownKey', key: unknownTop });

  if (!('version' in file)) return fail({ kind: 'missing', key: 'version' });
  const version = file.version;
  if (typeof version !== 'number' && typeof version !== 'bigint') return fail({ kind: 'invalidValue', key: 'version' });
  if (Number(version) !== STORED_DATA_VERSION) return fail({ kind: 'version', found: String(version), expected: STORED_DATA_VERSION });
  if ('exportedAt' in file && typeof file.exportedAt !== 'string') return fail({ kind: 'invalidValue', key: 'exportedAt' });

  if (!('settings' in file)) return fail({ kind: 'missing', key: 'settings' });
  if (!isRecord(file.settings)) return fail({ kind: 'invalidValue', key: 'settings' });
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const [key, value] of Object.entries(file.settings)) {
    const settingKey = SETTING_KEYS.find((candidate) => candidate === key);
    if (!settingKey) return fail({ kind: 'unknownKey', key: `settings.${key}` });
    if (!isValidSetting(settingKey, value)) return fail({ kind: 'invalidValue', key: `settings.${key}` });
    settings[key] = value;
  }

  const data = new Map<string, string>();
  if ('data' in file) {
    if (!isRecord(file.data)) return fail({ kind: 'invalidValue', key: 'data' });
    for (const [key, value] of Object.entries(file.data)) {
      if (!isAppDataKey(key)) return fail({ kind: 'unknownKey', key: `data.${key}` });
      data.set(key, encodeStoredValue(value));
    }
  }
  return { ok: true, settings: settings as unknown as ClientSettings, data };
}
