// The addresses and media types of the feeds a site offers besides its pages (the CV's PDF is in
// cv-pdf.ts): the server answers them, the head and the forum's pages link to them.

/** The Atom feed of a site with dated content (?lang= picks the language). */
export const FEED_PATH = '/feed.xml';
export const ATOM_TYPE = 'application/atom+xml';

/** The iCalendar file of the organisation's dates, on its own site (?lang= picks the language). */
export const CALENDAR_PATH = '/events.ics';
export const CALENDAR_TYPE = 'text/calendar';
