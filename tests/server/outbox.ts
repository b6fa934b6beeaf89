import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  /** The text part (the whole body of a single-part mail). */
  body: string;
  /** The HTML part of a multipart/alternative mail. */
  html?: string;
  /** The Content-Type of each part ('text/plain', 'text/html'), or of the mail itself. */
  parts: string[];
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

function splitHead(raw: string): { header: (name: string) => string; bodyRaw: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '';
  return { header, bodyRaw: rest.join('\n\n') };
}

function decodeBody(encoding: string, bodyRaw: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'quoted-printable') return quotedPrintable(bodyRaw);
  if (kind === 'base64') return Buffer.from(bodyRaw.replace(/\s+/g, ''), 'base64').toString('utf8');
  return bodyRaw;
}

function parse(raw: string): OutboxMail {
  const { header, bodyRaw } = splitHead(raw);
  const type = header('Content-Type');
  const base = { to: header('To'), subject: decodeHeader(header('Subject')) };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    const body = decodeBody(header('Content-Transfer-Encoding'), bodyRaw);
    return { ...base, body, parts: [type.split(';')[0] ?? ''] };
  }
  const parts = bodyRaw
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => {
      const inner = splitHead(part.replace(/^\r?\n/, ''));
      return {
        type: (inner.header('Content-Type').split(';')[0] ?? '').trim().toLowerCase(),
        body: decodeBody(inner.header('Content-Transfer-Encoding'), inner.bodyRaw),
      };
    });
  return {
    ...base,
    body: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body,
    parts: parts.map((p) => p.type),
  };
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
