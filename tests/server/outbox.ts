import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : quotedPrintable(data.replace(/_/g, ' ')),
  );
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function parse(raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  const bodyRaw = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? quotedPrintable(bodyRaw)
      : encoding === 'base64'
        ? Buffer.from(bodyRaw.replace(/\s+/g, ''), 'base64').toString('utf8')
        : bodyRaw;
  return { to: header('To'), subject: decodeHeader(header('Subject')), body };
}

/** The mails the file mailer wrote to `${dataDir}/outbox`, oldest first, decoded. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .sort()
      .map((f) => parse(readFileSync(path.join(dir, f), 'utf8')));
  } catch {
    return [];
  }
}

/** The mails to one address, oldest first. */
export function mailsTo(dataDir: string, address: string): OutboxMail[] {
  return readOutbox(dataDir).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}
