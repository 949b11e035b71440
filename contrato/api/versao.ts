/** The client version the panel sends on every call and the NFC-e XML names as its issuing application. */
export const CLIENT_VERSION = '1.0.1';
export const CLIENT_VERSION_HEADER = 'X-Client-Version';
