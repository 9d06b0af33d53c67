import { describe, expect, it } from 'vitest';
import { STORED_DATA_VERSION } from '@shared/constants';
import { DEFAULT_SETTINGS } from '@client/core/settings/settings-store';
import { SETTINGS_FILE_FORMAT, createSettingsExport, exportFileName, isAppDataKey, parseSettingsImport } from './settings-transfer';

const stored = [
  { key: 'darkMode', text: 'true' },
  { key: 'storedDataVersion', text: '4' },
  { key: 'timeRecording.events', text: '[{"id":"a","start":"1700000000000n"}]' },
  { key: 'dataTypes.area', text: '"DB"' },
  { key: 'languages.edited.pt-BR', text: '{"routes":{"home":"Início"}}' },
  { key: 'languages.broken', text: '{oops' },
  { key: 'stray', text: '1' },
];

function exported(settings = { ...DEFAULT_SETTINGS, languageShort: 'de' as const }) {
  return createSettingsExport(settings, stored, new Date('2026-01-02T03:04:05Z'));
}

function file(overrides: Record<string, unknown>): string {
  return JSON.stringify({ format: SETTINGS_FILE_FORMAT, version: STORED_DATA_VERSION, settings: {}, data: {}, ...overrides });
}

describe('app data keys', () => {
  it('are namespaced by app and never a setting', () => {
    expect(isAppDataKey('timeRecording.events')).toBe(true);
    expect(isAppDataKey('languages.edited.pt-BR')).toBe(true);
    expect(isAppDataKey('darkMode')).toBe(false);
    expect(isAppDataKey('storedDataVersion')).toBe(false);
    expect(isAppDataKey('stray')).toBe(false);
    expect(isAppDataKey('__proto__')).toBe(false);
    expect(isAppDataKey('a.')).toBe(false);
  });
});

describe('export', () => {
  it('writes the settings and the decoded app data, big integers as "123n"', () => {
    const { text, skipped } = exported();
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(parsed).toMatchObject({
      format: SETTINGS_FILE_FORMAT,
      version: STORED_DATA_VERSION,
      exportedAt: '2026-01-02T03:04:05.000Z',
      settings: { ...DEFAULT_SETTINGS, languageShort: 'de' },
    });
    expect(parsed.data).toEqual({
      'timeRecording.events': [{ id: 'a', start: '1700000000000n' }],
      'dataTypes.area': 'DB',
      'languages.edited.pt-BR': { routes: { home: 'Início' } },
    });
    expect(skipped).toEqual(['languages.broken']);
  });

  it('round-trips through the import unchanged', () => {
    const result = parseSettingsImport(exported().text);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings).toEqual({ ...DEFAULT_SETTINGS, languageShort: 'de' });
    expect(Object.fromEntries(result.data)).toEqual({
      'timeRecording.events': '[{"id":"a","start":"1700000000000n"}]',
      'dataTypes.area': '"DB"',
      'languages.edited.pt-BR': '{"routes":{"home":"Início"}}',
    });
  });

  it('names the file after host and local day', () => {
    expect(exportFileName('diakonie-forum.example', new Date(2026, 0, 9, 23, 30))).toBe('settings-diakonie-forum.example-2026-01-09.json');
    expect(exportFileName('local host:3000', new Date(2026, 10, 20))).toBe('settings-local-host-3000-2026-11-20.json');
  });
});

describe('import validation', () => {
  it('rejects text that is not JSON', () => {
    expect(parseSettingsImport('{"format": ')).toEqual({ ok: false, problem: { kind: 'json' } });
    expect(parseSettingsImport('')).toEqual({ ok: false, problem: { kind: 'json' } });
  });

  it('rejects JSON that is not a settings export', () => {
    for (const text of ['[]', '42', 'null', '{"settings":{}}', JSON.stringify({ format: 'other' })]) {
      expect(parseSettingsImport(text)).toEqual({ ok: false, problem: { kind: 'notExport' } });
    }
  });

  it('names a missing or wrong version', () => {
    expect(parseSettingsImport(JSON.stringify({ format: SETTINGS_FILE_FORMAT, settings: {} }))).toEqual({ ok: false, problem: { kind: 'missing', key: 'version' } });
    expect(parseSettingsImport(file({ version: 3 }))).toEqual({ ok: false, problem: { kind: 'version', found: '3', expected: STORED_DATA_VERSION } });
    expect(parseSettingsImport(file({ version: 'four' }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'version' } });
    expect(parseSettingsImport(file({ version: `${STORED_DATA_VERSION}n` })).ok).toBe(true);
  });

  it('names unknown keys at every level', () => {
    expect(parseSettingsImport(file({ extra: 1 }))).toEqual({ ok: false, problem: { kind: 'unknownKey', key: 'extra' } });
    expect(parseSettingsImport(file({ settings: { fontSize: 3 } }))).toEqual({ ok: false, problem: { kind: 'unknownKey', key: 'settings.fontSize' } });
    expect(parseSettingsImport(file({ data: { stray: 1 } }))).toEqual({ ok: false, problem: { kind: 'unknownKey', key: 'data.stray' } });
    expect(parseSettingsImport(file({ data: { darkMode: true } }))).toEqual({ ok: false, problem: { kind: 'unknownKey', key: 'data.darkMode' } });
  });

  it('names invalid values', () => {
    expect(parseSettingsImport(file({ settings: { languageShort: 'fr' } }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'settings.languageShort' } });
    expect(parseSettingsImport(file({ settings: { path: 'no-slash' } }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'settings.path' } });
    expect(parseSettingsImport(file({ settings: { keepOptions: 'yes' } }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'settings.keepOptions' } });
    expect(parseSettingsImport(file({ settings: [] }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'settings' } });
    expect(parseSettingsImport(file({ data: 'x' }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'data' } });
    expect(parseSettingsImport(file({ exportedAt: 5 }))).toEqual({ ok: false, problem: { kind: 'invalidValue', key: 'exportedAt' } });
  });

  it('requires the settings but fills missing ones with defaults, and data is optional', () => {
    expect(parseSettingsImport(JSON.stringify({ format: SETTINGS_FILE_FORMAT, version: STORED_DATA_VERSION }))).toEqual({
      ok: false,
      problem: { kind: 'missing', key: 'settings' },
    });
    const result = parseSettingsImport(JSON.stringify({ format: SETTINGS_FILE_FORMAT, version: STORED_DATA_VERSION, settings: { darkMode: false } }));
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, darkMode: false }, data: new Map() });
  });
});
