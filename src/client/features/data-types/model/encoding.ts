// Values to bytes and back with a DataView, in either byte order: big-endian (most significant
// byte first, as Siemens S7 stores it) or little-endian (least significant first, as x86 does).
import { DATA_TYPES, type DataTypeId, type Value } from './data-types';
import type { Layout, LayoutEntry } from './layout';

export type ByteOrder = 'big' | 'little';
export const BYTE_ORDERS: readonly ByteOrder[] = ['big', 'little'];

export function isByteOrder(value: unknown): value is ByteOrder {
  return value === 'big' || value === 'little';
}

/** Writes one value at its place; the value must be valid for the type (see parseValue). */
export function writeValue(view: DataView, type: DataTypeId, entry: LayoutEntry, value: Value, order: ByteOrder): void {
  const little = order === 'little';
  const at = entry.byteOffset;
  const info = DATA_TYPES[type];
  if (info.kind === 'bit') {
    const mask = 1 << entry.bitOffset;
    const byte = view.getUint8(at);
    view.setUint8(at, Number(value) ? byte | mask : byte & ~mask);
    return;
  }
  if (info.kind === 'float') {
    if (info.bits === 32) view.setFloat32(at, Number(value), little);
    else view.setFloat64(at, Number(value), little);
    return;
  }
  if (info.bits === 64) {
    view.setBigInt64(at, BigInt(value), little);
    return;
  }
  const number = Number(value);
  if (info.bits === 8) view.setUint8(at, number);
  else if (info.bits === 16) {
    if (info.signed) view.setInt16(at, number, little);
    else view.setUint16(at, number, little);
  } else if (info.signed) view.setInt32(at, number, little);
  else view.setUint32(at, number, little);
}

/** Reads one value back from its place. */
export function readValue(view: DataView, type: DataTypeId, entry: LayoutEntry, order: ByteOrder): Value {
  const little = order === 'little';
  const at = entry.byteOffset;
  const info = DATA_TYPES[type];
  if (info.kind === 'bit') return (view.getUint8(at) >> entry.bitOffset) & 1;
  if (info.kind === 'float') return info.bits === 32 ? view.getFloat32(at, little) : view.getFloat64(at, little);
  if (info.bits === 64) return view.getBigInt64(at, little);
  if (info.bits === 8) return view.getUint8(at);
  if (info.bits === 16) return info.signed ? view.getInt16(at, little) : view.getUint16(at, little);
  return info.signed ? view.getInt32(at, little) : view.getUint32(at, little);
}

/** The bytes of the whole data area. */
export function encodeArea(variables: readonly { type: DataTypeId; value: Value }[], layout: Layout, order: ByteOrder): Uint8Array {
  const bytes = new Uint8Array(layout.totalBytes);
  const view = new DataView(bytes.buffer);
  variables.forEach((variable, index) => {
    const entry = layout.entries[index];
    if (entry) writeValue(view, variable.type, entry, variable.value, order);
  });
  return bytes;
}

/** The bytes one variable occupies, in memory order (a bit's byte is shared with its neighbours). */
export function bytesOf(bytes: Uint8Array, entry: LayoutEntry): Uint8Array {
  return bytes.subarray(entry.byteOffset, entry.byteOffset + entry.sizeBytes);
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

export function toBinary(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(2).padStart(8, '0')).join(' ');
}
