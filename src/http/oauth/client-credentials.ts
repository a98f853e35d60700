import type { OptionReader } from '../shared/option-reader.js';

/**
 * The application's credentials, from its API settings page: what the token endpoint and
 * the push subscriptions ask for. The client secret never appears in an error.
 */
export interface ClientCredentials {
  /** The application's client id: a non-empty string or an integer. */
  readonly clientId: string | number;
  /** The application's client secret. */
  readonly clientSecret: string;
}

/**
 * Reads `clientId`, as the text it is sent as.
 *
 * @throws TypeError when it is neither a non-empty string nor a safe integer.
 */
export function readClientId(reader: OptionReader<Pick<ClientCredentials, 'clientId'>>, where: string): string {
  const clientId: unknown = reader.get('clientId');
  if (!(typeof clientId === 'string' && clientId !== '') && !Number.isSafeInteger(clientId)) {
    throw new TypeError(`${where}: clientId must be a non-empty string or an integer`);
  }
  return String(clientId);
}

/**
 * Reads `clientId` and `clientSecret`, the client id as the text it is sent as.
 *
 * @throws TypeError when either is missing or of the wrong type, naming only the kind of
 *   value received.
 */
export function readClientCredentials(reader: OptionReader<ClientCredentials>, where: string): { readonly clientId: string; readonly clientSecret: string } {
  return { clientId: readClientId(reader, where), clientSecret: reader.requiredString('clientSecret') };
}
