// The CV as a PDF, a document the personal site offers besides its pages: the server answers it,
// the CV page links to it. Apart from the feeds (feeds.ts), so that the browser's chunks of the one
// share no constants with the other: the forum's home loads no chunk of its own for them.

/** The CV as a PDF, set on the server from the CV page's text (?lang= picks the language). */
export const CV_PDF_PATH = '/cv.pdf';
export const PDF_TYPE = 'application/pdf';
/** The page whose text the PDF holds. */
export const CV_PAGE = 'cv';
