// JSON schema parts shared by the account and admin endpoints.
import { EMAIL_MAX_LENGTH, LOGIN_NAME_MAX_LENGTH } from '@shared/accounts';
import { LANGUAGE_CODES } from '@shared/languages';

/** The fields a new account needs: user name, email address and the language of its mail. */
export const newAccountProperties = {
  username: { type: 'string', minLength: 1, maxLength: LOGIN_NAME_MAX_LENGTH },
  email: { type: 'string', minLength: 3, maxLength: EMAIL_MAX_LENGTH },
  language: { type: 'string', enum: [...LANGUAGE_CODES] },
} as const;

export const newAccountRequired = ['username', 'email', 'language'] as const;
