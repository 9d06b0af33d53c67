// The data area, saved under 'dataTypes.area' as soon as it changes (in the browser, or in memory
// while the browser-memory option is off); empty until the saved one is known after hydration.
import { useCallback, useMemo } from 'react';
import { DATA_TYPES_STORAGE_KEY } from '@shared/app-constants';
import { useStoredText } from '@client/core/settings/use-stored-text';
import { type DataArea, EMPTY_AREA, parseStoredArea, serializeArea } from '../model/storage';

function parse(text: string | null): DataArea | null {
  try {
    return parseStoredArea(text);
  } catch {
    return null;
  }
}

export function useDataArea(): [DataArea, (change: (area: DataArea) => DataArea) => void] {
  const { text, write } = useStoredText(DATA_TYPES_STORAGE_KEY);
  const area = useMemo(() => parse(text) ?? EMPTY_AREA, [text]);
  const change = useCallback((apply: (area: DataArea) => DataArea) => void write(serializeArea(apply(area))), [area, write]);
  return [area, change];
}
