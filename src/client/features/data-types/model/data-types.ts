// PLC data types (IEC 61131-3 / Siemens S7 names), their sizes and value ranges, and the check of a
// typed-in value against them. Integer ranges are BigInt, so the 64-bit limits are exact.

export const DATA_TYPE_IDS = ['bit', 'byte', 'word', 'int16', 'dword', 'int32', 'int64', 'float32', 'float64'] as const;
export type DataTypeId = (typeof DATA_TYPE_IDS)[number];

/** A stored value: 0 or 1 for a bit, BigInt for Int64, a number otherwise. */
export type Value = number | bigint;

interface BitType {
  kind: 'bit';
  bits: 1;
  min: bigint;
  max: bigint;
}
interface IntegerType {
  kind: 'integer';
  bits: 8 | 16 | 32 | 64;
  signed: boolean;
  min: bigint;
  max: bigint;
}
interface FloatType {
  kind: 'float';
  bits: 32 | 64;
  /** The largest finite value; the range is −max…max. */
  max: number;
}
export type DataType = (BitType | IntegerType | FloatType) & { /** The S7 type name. */ s7: string };

/** The largest finite single float, (2 − 2^−23) × 2^127. */
export const FLOAT32_MAX = 3.4028234663852886e38;

export const DATA_TYPES: Record<DataTypeId, DataType> = {
  bit: { kind: 'bit', bits: 1, min: 0n, max: 1n, s7: 'BOOL' },
  byte: { kind: 'integer', bits: 8, signed: false, min: 0n, max: 255n, s7: 'BYTE' },
  word: { kind: 'integer', bits: 16, signed: false, min: 0n, max: 65_535n, s7: 'WORD' },
  int16: { kind: 'integer', bits: 16, signed: true, min: -32_768n, max: 32_767n, s7: 'INT' },
  dword: { kind: 'integer', bits: 32, signed: false, min: 0n, max: 4_294_967_295n, s7: 'DWORD' },
  int32: { kind: 'integer', bits: 32, signed: true, min: -2_147_483_648n, max: 2_147_483_647n, s7: 'DINT' },
  int64: { kind: 'integer', bits: 64, signed: true, min: -9_223_372_036_854_775_808n, max: 9_223_372_036_854_775_807n, s7: 'LINT' },
  float32: { kind: 'float', bits: 32, max: FLOAT32_MAX, s7: 'REAL' },
  float64: { kind: 'float', bits: 64, max: Number.MAX_VALUE, s7: 'LREAL' },
};

export function isDataTypeId(value: unknown): value is DataTypeId {
  return typeof value === 'string' && (DATA_TYPE_IDS as readonly string[]).includes(value);
}

/** Bytes a value of the type occupies; a bit counts as the byte it lives in. */
export function sizeInBytes(type: DataTypeId): number {
  return Math.max(1, DATA_TYPES[type].bits / 8);
}

export function defaultValue(type: DataTypeId): Value {
  return type === 'int64' ? 0n : 0;
}

export type ValueError =
  | { code: 'empty' }
  /** Not a number at all. */
  | { code: 'notNumber' }
  /** A number, but the type takes whole numbers only. */
  | { code: 'notInteger' }
  | { code: 'outOfRange' };

export type ParseResult = { ok: true; value: Value } | { ok: false; error: ValueError };

const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** A decimal comma is accepted when there is no point (German, Spanish, … writing). */
function normaliseDecimal(text: string): string {
  return !text.includes('.') && (text.match(/,/g) ?? []).length === 1 ? text.replace(',', '.') : text;
}

/**
 * Reads a typed-in value for a type: whole numbers in decimal for bits and integers, decimal or
 * scientific notation for floats. Out-of-range and non-finite values are refused, never wrapped.
 */
export function parseValue(type: DataTypeId, input: string): ParseResult {
  const text = normaliseDecimal(input.trim());
  if (text === '') return { ok: false, error: { code: 'empty' } };
  const info = DATA_TYPES[type];
  if (info.kind === 'float') {
    if (!DECIMAL_TEXT.test(text)) return { ok: false, error: { code: 'notNumber' } };
    const value = Number(text);
    const stored = info.bits === 32 ? Math.fround(value) : value;
    if (!Number.isFinite(stored)) return { ok: false, error: { code: 'outOfRange' } };
    return { ok: true, value };
  }
  if (!INTEGER_TEXT.test(text)) return { ok: false, error: { code: DECIMAL_TEXT.test(text) ? 'notInteger' : 'notNumber' } };
  const value = BigInt(text);
  if (value < info.min || value > info.max) return { ok: false, error: { code: 'outOfRange' } };
  return { ok: true, value: type === 'int64' ? value : Number(value) };
}

/** Whether a stored value fits its type exactly (BigInt for Int64, a number otherwise). */
export function isValidValue(type: DataTypeId, value: unknown): value is Value {
  const info = DATA_TYPES[type];
  if (info.kind === 'float') return typeof value === 'number' && Number.isFinite(info.bits === 32 ? Math.fround(value) : value);
  if (type === 'int64') return typeof value === 'bigint' && value >= info.min && value <= info.max;
  return typeof value === 'number' && Number.isInteger(value) && BigInt(value) >= info.min && BigInt(value) <= info.max;
}

/** A value as code-like text: the exact integer, or the shortest text that reads back as the number. */
export function formatValue(value: Value): string {
  return Object.is(value, -0) ? '-0' : String(value);
}
