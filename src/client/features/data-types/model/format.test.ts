import { describe, expect, it } from 'vitest';
import { rangeBounds } from './format';

describe('rangeBounds', () => {
  it('groups integer limits in the locale', () => {
    expect(rangeBounds('byte', 'en-US')).toEqual({ min: '0', max: '255' });
    expect(rangeBounds('dword', 'en-US')).toEqual({ min: '0', max: '4,294,967,295' });
    expect(rangeBounds('int64', 'en-US')).toEqual({ min: '-9,223,372,036,854,775,808', max: '9,223,372,036,854,775,807' });
    expect(rangeBounds('int16', 'de-DE')).toEqual({ min: '-32.768', max: '32.767' });
  });

  it('writes float limits in scientific notation', () => {
    expect(rangeBounds('float32', 'en-US')).toEqual({ min: '-3.4028235E38', max: '3.4028235E38' });
    expect(rangeBounds('float64', 'en-US')).toEqual({ min: '-1.7976931348623157E308', max: '1.7976931348623157E308' });
  });
});
