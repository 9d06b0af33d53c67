// The data area in local storage ('dataTypes.area'), written with encodeStoredValue so Int64
// values keep every digit as "123n". Reading checks every entry; what does not fit is left out.
import { DATA_AREA_MAX_VARIABLES } from '@shared/app-constants';
import { decodeStoredValue, encodeStoredValue } from '@shared/stored-value';
import { isDataTypeId, isValidValue } from './data-types';
import { type ByteOrder, isByteOrder } from './encoding';
import { type Variable, validateName } from './variables';

export interface DataArea {
  byteOrder: ByteOrder;
  variables: Variable[];
}

/** Version of the stored layout; another version is ignored. */
export const STORED_AREA_VERSION = 1;

export const EMPTY_AREA: DataArea = { byteOrder: 'big', variables: [] };

export function serializeArea(area: DataArea): string {
  return encodeStoredValue({ version: STORED_AREA_VERSION, byteOrder: area.byteOrder, variables: area.variables });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored area, or null when the text is missing, malformed or of another version. */
export function parseStoredArea(text: string | null): DataArea | null {
  if (text === null) return null;
  let stored: unknown;
  try {
    stored = decodeStoredValue(text);
  } catch {
    return null;
  }
  if (!isRecord(stored) || stored.version !== STORED_AREA_VERSION || !Array.isArray(stored.variables)) return null;
  const variables: Variable[] = [];
  for (const item of stored.variables.slice(0, DATA_AREA_MAX_VARIABLES)) {
    if (!isRecord(item) || typeof item.name !== 'string' || !isDataTypeId(item.type)) continue;
    if (!isValidValue(item.type, item.value) || validateName(item.name, variables)) continue;
    variables.push({ name: item.name, type: item.type, value: item.value });
  }
  return { byteOrder: isByteOrder(stored.byteOrder) ? stored.byteOrder : EMPTY_AREA.byteOrder, variables };
}
