// A Storage in memory, for unit tests of code that uses local storage.
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** Makes every write fail as a full or refused storage does. */
  failWrites = false;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new Error('QuotaExceededError');
    this.items.set(key, String(value));
  }
}
