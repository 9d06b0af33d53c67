// The data area, kept in local storage under 'dataTypes.area' while the browser-memory option is on;
// with the option off it lives in memory only (and the settings store has cleared local storage).
import { useEffect, useState } from 'react';
import { DATA_TYPES_STORAGE_KEY } from '../../../../shared/constants';
import { useSettings } from '../../settings/settings-context';
import { type DataArea, EMPTY_AREA, parseStoredArea, serializeArea } from '../model/storage';

function readStoredArea(): DataArea | null {
  try {
    return parseStoredArea(window.localStorage.getItem(DATA_TYPES_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeStoredArea(area: DataArea): void {
  try {
    window.localStorage.setItem(DATA_TYPES_STORAGE_KEY, serializeArea(area));
  } catch {
    // A full or refused local storage keeps the data in memory only.
  }
}

export function useDataArea(): [DataArea, (change: (area: DataArea) => DataArea) => void] {
  const { keepOptions } = useSettings();
  const [area, setArea] = useState<DataArea>(() => (keepOptions ? readStoredArea() : null) ?? EMPTY_AREA);
  useEffect(() => {
    if (keepOptions) writeStoredArea(area);
  }, [area, keepOptions]);
  return [area, setArea];
}
