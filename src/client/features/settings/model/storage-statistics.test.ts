import { describe, expect, it } from 'vitest';
import { storageStatistics } from './storage-statistics';

describe('storage statistics', () => {
  it('gives characters and UTF-16 bytes per entry, largest first, and the totals', () => {
    const statistics = storageStatistics([
      { key: 'darkMode', size: 12 },
      { key: 'timeRecording.events', size: 400 },
      { key: 'path', size: 7 },
      { key: 'keepOptions', size: 15 },
      { key: 'domainName', size: 15 },
    ]);
    expect(statistics.entries.map((entry) => entry.key)).toEqual(['timeRecording.events', 'domainName', 'keepOptions', 'darkMode', 'path']);
    expect(statistics.entries[0]).toEqual({ key: 'timeRecording.events', characters: 400, bytes: 800 });
    expect(statistics.total).toEqual({ entries: 5, characters: 449, bytes: 898 });
  });

  it('is empty when nothing is stored', () => {
    expect(storageStatistics([])).toEqual({ entries: [], total: { entries: 0, characters: 0, bytes: 0 } });
  });
});
