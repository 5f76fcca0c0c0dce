import { createCipheriv, createSign, type KeyObject, randomBytes } from 'node:crypto';

/** A key as PEM, the form WeChat Pay's configuration takes (the merchant's private key, the platform's public one). */
export const pem = (key: KeyObject, type: 'pkcs8' | 'spki') => String(key.export({ type, format: 'pem' }));

/** A notice's resource as WeChat encrypts it: AEAD_AES_256_GCM under the API v3 key, `associatedData` as AAD. */
export function encryptedResource(plain: object, apiV3Key: string, associatedData: 'transaction' | 'refund') {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), nonce);
  cipher.setAAD(Buffer.from(associatedData));
  const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
  return { ciphertext: data.toString('base64'), nonce, associated_data: associatedData };
}

/** The headers WeChat signs a notice's body with, by the platform's private key. */
export function platformSigned(body: string, platformKey: KeyObject) {
  const ts = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(8).toString('hex');
  const signature = createSign('RSA-SHA256').update(`${ts}\n${nonce}\n${body}\n`).sign(platformKey, 'base64');
  return { 'wechatpay-timestamp': ts, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature };
}
