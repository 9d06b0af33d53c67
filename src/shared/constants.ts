// The spec's business constants (SPEC §9), named once for both sides. The browser's entry chunk
// holds this module with every constant a page imports from it: constants only the sites' own pages
// and the members' tools use are in app-constants.ts.

/** How often the client re-checks its token while logged in. */
export const TOKEN_RECHECK_MS = 5 * 60 * 1000;
/** The client logs out this long before the token expires. */
export const PRE_EXPIRY_LOGOUT_MS = 1000;
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
