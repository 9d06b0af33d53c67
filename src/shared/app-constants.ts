// The spec's constants of the sites' own pages and the members' tools (SPEC §9), named once for
// both sides. Apart from constants.ts, whose module is in the browser's entry chunk with every
// constant any page imports from it: these load only with the pages that use them (issue 19).

/** How long the 'link copied' hint stays visible. */
export const COPY_HINT_MS = 1500;

export const AUTOCLAVE_COUNT = { min: 1, max: 30 } as const;
export const DAILY_GOSPEL_RANGE_DAYS = 30;

/** Base path of media files: {MEDIA_BASE}/{domain}/videos/{name}.mp4 and .../images/{name}.jpg. */
export const MEDIA_BASE = '/media';

/** The forum's recorded radio feature (SPEC §9). */
export const FORUM_MEDIA_ITEM = {
  duration: '01:03:51',
  sizeMegabytes: 29.23,
  /** Last day the recording may be offered (10/03/2026). */
  availableUntil: '2026-03-10',
} as const;

/** The members' time-recording calendar. */
export const TIME_RECORDING = {
  /** Local-storage key of the saved events. */
  storageKey: 'timeRecording.events',
  /** Version of the events file (browser storage, export and import). */
  fileVersion: 1,
  /** Name stem of an exported events file: time-recording-events-YYYY-MM-DD.json. */
  exportFileStem: 'time-recording-events',
  /** Longest title and notes accepted, in characters. */
  maxTitleLength: 200,
  maxNotesLength: 2000,
} as const;

/** Mean length of the synodic month (new moon to new moon), in days. */
export const SYNODIC_MONTH_DAYS = 29.530588853;
/** A reference new moon: 2000-01-06 18:14 UTC, in milliseconds since the epoch. */
export const REFERENCE_NEW_MOON_MS = Date.UTC(2000, 0, 6, 18, 14);
/** A day this close (in days of the moon's age) to a new or full moon shows that phase. */
export const MOON_PHASE_TOLERANCE_DAYS = 1;

/** Speeds of the autoclave simulation: simulated seconds per real second. */
export const AUTOCLAVE_SPEEDS = [1, 10, 60, 300] as const;
/** Sterilisation programmes of the autoclave simulation: holding temperature and holding time (EN 285: 121 °C for 15 min, 134 °C for 3–4 min). */
export const AUTOCLAVE_PROGRAMMES = [
  { id: '121', holdTempC: 121, holdSeconds: 15 * 60 },
  { id: '134', holdTempC: 134, holdSeconds: 4 * 60 },
] as const;

/** Local storage key of the data-types app's data area. */
export const DATA_TYPES_STORAGE_KEY = 'dataTypes.area';
/** Most variables one data area of the data-types app holds. */
export const DATA_AREA_MAX_VARIABLES = 64;
/** Longest variable name in the data-types app. */
export const DATA_AREA_MAX_NAME_LENGTH = 24;

/** The property offered for sale on the personal site (SPEC): areas in square metres, price in euros. */
export const PROPERTY_LIVING_SPACE_SQUARE_METRES = 115;
export const PROPERTY_PLOT_SQUARE_METRES = 1094;
export const PROPERTY_PRICE_EUROS = 360_000;
export const PROPERTY_ROOMS = 5;
export const PROPERTY_BUILT_YEAR = 1978;
