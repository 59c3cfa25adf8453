import { createDecipheriv, type ECDH, hkdfSync } from 'node:crypto';

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * What a browser does with a Web Push message body: RFC 8188 aes128gcm framing
 * (salt 16 | record size 4 | idlen 1 | keyid = the sender's public key) and RFC 8291 keys
 * (ECDH with the subscription's key pair, the 16-byte auth secret). One record, as web-push sends.
 */
export function decryptWebPush(body: Buffer, subscriber: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);

  const sharedSecret = subscriber.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.getPublicKey(), senderPublicKey]);
  const ikm = hkdf(sharedSecret, authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more 0x00 of padding.
  const delimiter = padded.lastIndexOf(2);
  if (delimiter < 0 || padded.subarray(delimiter + 1).some((byte) => byte !== 0)) {
    throw new Error('no padding delimiter');
  }
  return padded.subarray(0, delimiter).toString('utf8');
}
