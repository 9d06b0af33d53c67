// The spec's business constants (SPEC §9), named once for both sides.

/** How often the client re-checks its token while logged in. */
export const TOKEN_RECHECK_MS = 5 * 60 * 1000;
/** The client logs out this long before the token expires. */
export const PRE_EXPIRY_LOGOUT_MS = 1000;
/** How long the 'link copied' hint stays visible. */
export const COPY_HINT_MS = 1500;
/** Delay before the one automatic reload after an asset error. */
export const ASSET_ERROR_RELOAD_DELAY_MS = 0;
/** Version of the client settings layout in local storage; older data is reset. */
export const STORED_DATA_VERSION = 4;
/** Debug mode is off unless the server enables it. */
export const DEBUG_MODE_DEFAULT = false;
/** Connection retries of the API status check before asking for a manual reload. */
export const MAX_CONNECT_RETRIES = 5;
/** First back-off delay of the connection retry; doubles each time. */
export const CONNECT_RETRY_BASE_MS = 1000;
/** The largest delay setTimeout honours; longer delays fire at once. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;
/** Vite's dev server port, exempt from the HTTPS notice. */
export const DEV_SERVER_PORT = 5173;

export const AUTOCLAVE_COUNT = { min: 1, max: 30 } as const;
export const DAILY_GOSPEL_RANGE_DAYS = 30;
export const LETTER_SHIFT = 3;

/**
 * Layout sizes of SPEC §9, in CSS pixels: the components use the flag and logo sizes, the shell's
 * styles the others as custom properties of the same name (--min-button-height ...), held equal by
 * src/client/app/layout-sizes.test.ts.
 */
export const LAYOUT = {
  flagWidth: 40,
  flagHeight: 30,
  inlineFlagHeight: 20,
  logoWidth: 400,
  minButtonHeight: 24.67,
  totalButtonHeight: 44.67,
  minHeaderHeight: 120,
  footerHeight: 48,
  footerExtendedHeight: 96,
  darkModeThumbShift: 30,
} as const;

/** Default access duration of a login session, in seconds. */
export const DEFAULT_ACCESS_DURATION_SECONDS = 8 * 60 * 60;

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
