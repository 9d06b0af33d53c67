// Where each variable lives in the data area, by the rules of a Siemens S7 standard (non-optimised)
// data block: consecutive bits share a byte (bit 0 first, like DBX0.0 … DBX0.7), a byte takes the
// next free byte, and every 16-bit or larger value starts at an even byte address.
import { DATA_TYPES, type DataTypeId, sizeInBytes } from './data-types';

export interface LayoutEntry {
  byteOffset: number;
  /** 0–7 for a bit, 0 otherwise. */
  bitOffset: number;
  sizeBytes: number;
}

export interface Layout {
  entries: LayoutEntry[];
  /** Bytes from offset 0 to the end of the last variable, alignment gaps included. */
  totalBytes: number;
}

export function computeLayout(types: readonly DataTypeId[]): Layout {
  const entries: LayoutEntry[] = [];
  let next = 0;
  let previous: { type: DataTypeId; entry: LayoutEntry } | null = null;
  for (const type of types) {
    let entry: LayoutEntry;
    if (type === 'bit' && previous?.type === 'bit' && previous.entry.bitOffset < 7) {
      entry = { byteOffset: previous.entry.byteOffset, bitOffset: previous.entry.bitOffset + 1, sizeBytes: 1 };
    } else {
      const size = sizeInBytes(type);
      const start = DATA_TYPES[type].bits >= 16 ? next + (next % 2) : next;
      entry = { byteOffset: start, bitOffset: 0, sizeBytes: size };
      next = start + size;
    }
    entries.push(entry);
    previous = { type, entry };
  }
  return { entries, totalBytes: next };
}

/** The S7 offset as shown in a data block: byte.bit. */
export function formatOffset(entry: LayoutEntry): string {
  return `${entry.byteOffset}.${entry.bitOffset}`;
}

/** The S7 absolute address: DBX for a bit, DBB/DBW/DBD for 1, 2 and 4 bytes, the byte span for 8. */
export function formatAddress(type: DataTypeId, entry: LayoutEntry): string {
  if (type === 'bit') return `DBX${entry.byteOffset}.${entry.bitOffset}`;
  switch (entry.sizeBytes) {
    case 1:
      return `DBB${entry.byteOffset}`;
    case 2:
      return `DBW${entry.byteOffset}`;
    case 4:
      return `DBD${entry.byteOffset}`;
    default:
      return `DBB${entry.byteOffset}…DBB${entry.byteOffset + entry.sizeBytes - 1}`;
  }
}
