// The addresses and media types of the generated documents a site offers besides its pages: the
// server answers them, the head and the forum's pages link to them.

/** The Atom feed of a site with dated content (?lang= picks the language). */
export const FEED_PATH = '/feed.xml';
export const ATOM_TYPE = 'application/atom+xml';

/** The iCalendar file of the organisation's dates, on its own site (?lang= picks the language). */
export const CALENDAR_PATH = '/events.ics';
export const CALENDAR_TYPE = 'text/calendar';

/** The CV as a PDF, set on the server from the CV page's text (?lang= picks the language). */
export const CV_PDF_PATH = '/cv.pdf';
export const PDF_TYPE = 'application/pdf';
/** The page whose text the PDF holds. */
export const CV_PAGE = 'cv';
