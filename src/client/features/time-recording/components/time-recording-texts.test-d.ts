// Type-level test (checked by `npm run typecheck`): the app's t takes the keys of its English
// catalogue only; each `@ts-expect-error` fails the check if its line compiles.
import type { TimeRecordingT } from './time-recording-texts';

declare const t: TimeRecordingT;

t('intro');
t('moon.full');
// @ts-expect-error a key of the main catalogue is none of the app's
t('routes.home');
// @ts-expect-error a misspelled key
t('intr');
