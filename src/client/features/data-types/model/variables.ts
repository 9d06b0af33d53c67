// The variables of a data area: IEC 61131-3 names (case-insensitive, unique), add, remove, reorder.
import { DATA_AREA_MAX_NAME_LENGTH, DATA_AREA_MAX_VARIABLES } from '@shared/app-constants';
import { type DataTypeId, type Value, defaultValue } from './data-types';

export interface Variable {
  name: string;
  type: DataTypeId;
  value: Value;
}

export type NameError = 'empty' | 'invalid' | 'tooLong' | 'reserved' | 'duplicate' | 'tooMany';

/** Letters, digits and single underscores, not starting with a digit nor ending with an underscore. */
const IDENTIFIER = /^(?:[A-Za-z]|_(?!_))(?:[A-Za-z0-9]|_(?!_))*$/;
/** Keywords of IEC 61131-3 that would read as a type or a literal. */
const RESERVED = new Set(['BOOL', 'BYTE', 'WORD', 'DWORD', 'LWORD', 'SINT', 'INT', 'DINT', 'LINT', 'USINT', 'UINT', 'UDINT', 'ULINT', 'REAL', 'LREAL', 'TRUE', 'FALSE']);

export function validateName(name: string, variables: readonly Variable[]): NameError | null {
  if (name === '') return 'empty';
  if (name.length > DATA_AREA_MAX_NAME_LENGTH) return 'tooLong';
  if (!IDENTIFIER.test(name) || name.endsWith('_')) return 'invalid';
  if (RESERVED.has(name.toUpperCase())) return 'reserved';
  if (variables.some((variable) => variable.name.toUpperCase() === name.toUpperCase())) return 'duplicate';
  return null;
}

export type AddResult = { ok: true; variables: Variable[] } | { ok: false; error: NameError };

/** Adds a variable with the type's default value at the end. */
export function addVariable(variables: readonly Variable[], name: string, type: DataTypeId): AddResult {
  if (variables.length >= DATA_AREA_MAX_VARIABLES) return { ok: false, error: 'tooMany' };
  const error = validateName(name.trim(), variables);
  if (error) return { ok: false, error };
  return { ok: true, variables: [...variables, { name: name.trim(), type, value: defaultValue(type) }] };
}

export function removeVariable(variables: readonly Variable[], index: number): Variable[] {
  return variables.filter((_, position) => position !== index);
}

/** Moves a variable by delta places; a move past either end leaves the list as it is. */
export function moveVariable(variables: readonly Variable[], index: number, delta: number): Variable[] {
  const target = index + delta;
  if (index < 0 || index >= variables.length || target < 0 || target >= variables.length) return [...variables];
  const next = [...variables];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function setValue(variables: readonly Variable[], index: number, value: Value): Variable[] {
  return variables.map((variable, position) => (position === index ? { ...variable, value } : variable));
}
