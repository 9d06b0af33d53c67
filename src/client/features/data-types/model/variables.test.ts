import { describe, expect, it } from 'vitest';
import { DATA_AREA_MAX_VARIABLES } from '@shared/app-constants';
import { type Variable, addVariable, moveVariable, removeVariable, setValue, validateName } from './variables';

const area: Variable[] = [
  { name: 'Start', type: 'bit', value: 0 },
  { name: 'Level', type: 'byte', value: 3 },
  { name: 'Count', type: 'int64', value: 5n },
];

describe('validateName', () => {
  it.each(['Motor1', '_hidden', 'Tank_Level', 'x', 'A'.repeat(24)])('accepts %j', (name) => expect(validateName(name, area)).toBeNull());

  it.each([
    ['', 'empty'],
    ['1st', 'invalid'],
    ['has space', 'invalid'],
    ['double__underscore', 'invalid'],
    ['trailing_', 'invalid'],
    ['Ümlaut', 'invalid'],
    ['dash-ed', 'invalid'],
    ['A'.repeat(25), 'tooLong'],
    ['int', 'reserved'],
    ['TRUE', 'reserved'],
    ['level', 'duplicate'],
    ['START', 'duplicate'],
  ])('refuses %j (%s)', (name, error) => expect(validateName(name, area)).toBe(error));
});

describe('addVariable', () => {
  it('adds a trimmed name with the default value of its type', () => {
    expect(addVariable(area, ' Big ', 'int64')).toEqual({ ok: true, variables: [...area, { name: 'Big', type: 'int64', value: 0n }] });
  });

  it('refuses an invalid name and leaves the area alone', () => {
    expect(addVariable(area, 'Level', 'word')).toEqual({ ok: false, error: 'duplicate' });
  });

  it('refuses a variable beyond the maximum', () => {
    const full = Array.from({ length: DATA_AREA_MAX_VARIABLES }, (_, index) => ({ name: `V${index}`, type: 'bit' as const, value: 0 }));
    expect(addVariable(full, 'More', 'bit')).toEqual({ ok: false, error: 'tooMany' });
  });
});

describe('removeVariable, moveVariable and setValue', () => {
  it('removes by position', () => {
    expect(removeVariable(area, 1).map((v) => v.name)).toEqual(['Start', 'Count']);
  });

  it('moves up and down, and not past the ends', () => {
    expect(moveVariable(area, 2, -1).map((v) => v.name)).toEqual(['Start', 'Count', 'Level']);
    expect(moveVariable(area, 0, 1).map((v) => v.name)).toEqual(['Level', 'Start', 'Count']);
    expect(moveVariable(area, 0, -1)).toEqual(area);
    expect(moveVariable(area, 2, 1)).toEqual(area);
  });

  it('sets one value without changing the others', () => {
    const next = setValue(area, 1, 200);
    expect(next[1]).toEqual({ name: 'Level', type: 'byte', value: 200 });
    expect(next[0]).toBe(area[0]);
    expect(area[1]!.value).toBe(3);
  });
});
