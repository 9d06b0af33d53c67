/** The translation namespace of the app's own catalogues (locales/*.json). */
export const NAMESPACE = 'timeRecording';
