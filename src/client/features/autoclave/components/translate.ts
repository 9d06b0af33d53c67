// The translation function of the app's namespace, as handed to its components.
import type { UseTranslationResponse } from 'react-i18next';

export type Translate = UseTranslationResponse<string, undefined>['t'];
