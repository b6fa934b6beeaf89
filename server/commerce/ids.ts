// Magento's uids are base64 of the entity id (products, categories) or of a typed path such as
// 'configurable/<attribute id>/<value index>' for selected options; clients treat them as opaque.

export function encodeUid(value: string | number): string {
  return Buffer.from(String(value), 'utf8').toString('base64');
}

export function decodeUid(uid: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(uid)) return null;
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  return encodeUid(decoded) === uid ? decoded : null;
}

/** The numeric id behind a product or category uid, or null for anything else. */
export function decodeIdUid(uid: string): number | null {
  const decoded = decodeUid(uid);
  if (decoded === null || !/^[1-9][0-9]{0,9}$/.test(decoded)) return null;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : null;
}
