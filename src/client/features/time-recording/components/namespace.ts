/** The i18next namespace of the app's own catalogues (locales/*.json). */
export const NAMESPACE = 'timeRecording';
