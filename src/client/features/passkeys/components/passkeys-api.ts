// The browser's calls for passkeys (issue 20): the ceremonies run through @simplewebauthn/browser.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyEntry, PasskeyList, PasskeyRegistration, PasskeySignIn } from '@shared/passkey-api';
import { type ApiResult, call } from '@client/lib/api';

export const passkeysApi = {
  list: (): Promise<ApiResult<PasskeyList>> => call('GET', '/api/passkeys'),
  remove: (id: string): Promise<ApiResult<{ removed: number }>> => call('DELETE', `/api/passkeys/${encodeURIComponent(id)}`, {}),
  registrationOptions: (): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>> => call('POST', '/api/passkeys/registration/options', {}),
  register: (request: PasskeyRegistration): Promise<ApiResult<PasskeyEntry>> => call('POST', '/api/passkeys/registration', request),
  signInOptions: (): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>> => call('POST', '/api/passkeys/sign-in/options', {}),
  signIn: (request: PasskeySignIn): Promise<ApiResult<{ next: string }>> => call('POST', '/api/passkeys/sign-in', request),
};
