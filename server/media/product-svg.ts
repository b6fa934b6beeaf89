// Pack illustrations drawn as SVG, so the shop has product photos without downloading any: a jar
// for capsules and tablets, a dropper bottle for drops, a pouch for powder, a bottle for liquids.
// Canvas 1080×1340, the storefront's full-size product image format.

export type PackForm = 'capsules' | 'tablets' | 'drops' | 'powder' | 'liquid';
export type ImageView = 'front' | 'back' | 'contents';

export interface ProductImageSpec {
  /** Folder below catalog/product/, one per product (the lowercase SKU). */
  key: string;
  brand: string;
  name: string;
  /** e.g. '3 Monate'; null on configurable parents. */
  packLabel: string | null;
  /** e.g. '180 Kapseln'. */
  contentsLabel: string;
  form: PackForm;
  color: string;
  backTitle: string;
  backText: string;
  usageTitle: string;
  usageText: string;
}

export const WIDTH = 1080;
export const HEIGHT = 1340;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Greedy word wrap by character count: SVG has no text flow, and exact metrics don't matter here. */
export function wrapText(text: string, maxChars: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** Mixes a #rrggbb colour with white (amount 0..1), for backgrounds and highlights. */
export function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  fill: string,
  opts: { weight?: number; anchor?: 'middle' | 'start'; lineHeight?: number } = {},
): string {
  const lh = opts.lineHeight ?? size * 1.2;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${y + i * lh}" font-family="${FONT}" font-size="${size}" font-weight="${opts.weight ?? 400}" fill="${fill}" text-anchor="${opts.anchor ?? 'middle'}">${escapeXml(l)}</text>`,
    )
    .join('');
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The container and where its label sits. */
function container(form: PackForm, color: string): { shape: string; label: Box } {
  const shadow = `<ellipse cx="540" cy="1165" rx="300" ry="34" fill="#000" opacity="0.12"/>`;
  switch (form) {
    case 'drops':
      return {
        shape: `${shadow}
<rect x="500" y="250" width="80" height="150" rx="36" fill="#222"/>
<rect x="455" y="390" width="170" height="110" rx="14" fill="#2b2b2b"/>
<rect x="470" y="490" width="140" height="60" fill="#5a3a12"/>
<rect x="360" y="540" width="360" height="620" rx="70" fill="#7a4a14"/>
<rect x="390" y="570" width="40" height="560" rx="20" fill="#fff" opacity="0.18"/>`,
        label: { x: 380, y: 650, w: 320, h: 450 },
      };
    case 'powder':
      return {
        shape: `${shadow}
<path d="M270 300 H810 L830 1150 Q540 1185 250 1150 Z" fill="${tint(color, 0.85)}" stroke="${tint(color, 0.6)}" stroke-width="6"/>
<rect x="270" y="300" width="540" height="70" fill="${tint(color, 0.6)}"/>
<path d="M270 335 l24 -14 v28 z" fill="#fff"/>
<rect x="300" y="390" width="30" height="720" rx="15" fill="#fff" opacity="0.35"/>`,
        label: { x: 310, y: 520, w: 460, h: 520 },
      };
    case 'liquid':
      return {
        shape: `${shadow}
<rect x="475" y="250" width="130" height="110" rx="16" fill="${color}"/>
<path d="M490 360 H590 V420 Q720 470 730 560 V1120 Q730 1160 690 1160 H390 Q350 1160 350 1120 V560 Q360 470 490 420 Z" fill="#fff" stroke="#d5d5d5" stroke-width="4"/>
<rect x="380" y="580" width="34" height="540" rx="17" fill="#000" opacity="0.05"/>`,
        label: { x: 350, y: 640, w: 380, h: 420 },
      };
    default:
      return {
        shape: `${shadow}
<rect x="330" y="290" width="420" height="120" rx="22" fill="${color}"/>
<rect x="330" y="392" width="420" height="18" fill="#000" opacity="0.15"/>
<rect x="290" y="410" width="500" height="750" rx="56" fill="#fff" stroke="#dcdcdc" stroke-width="4"/>
<rect x="320" y="450" width="36" height="670" rx="18" fill="#000" opacity="0.04"/>`,
        label: { x: 290, y: 540, w: 500, h: 480 },
      };
  }
}

function frame(color: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(color, 0.92)}"/><stop offset="1" stop-color="${tint(color, 0.78)}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
${body}
</svg>`;
}

function front(spec: ProductImageSpec): string {
  const { shape, label } = container(spec.form, spec.color);
  const cx = label.x + label.w / 2;
  const nameSize = label.w < 400 ? 40 : 54;
  // ~0.62 em per bold character keeps the name inside the label.
  const chars = Math.max(8, Math.floor(label.w / (nameSize * 0.62)));
  const nameLines = wrapText(spec.name, chars, 3);
  const pill = spec.packLabel
    ? `<rect x="${cx - 120}" y="${label.y + label.h - 120}" width="240" height="64" rx="32" fill="#fff"/>${textLines([spec.packLabel], cx, label.y + label.h - 76, 32, spec.color, { weight: 700 })}`
    : '';
  return frame(
    spec.color,
    `${shape}
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" fill="${spec.color}"/>
${textLines([spec.brand.toUpperCase()], cx, label.y + 70, 28, tint(spec.color, 0.7), { weight: 700 })}
${textLines(nameLines, cx, label.y + 150, nameSize, '#fff', { weight: 700, lineHeight: nameSize * 1.15 })}
${textLines([spec.contentsLabel], cx, label.y + 170 + nameLines.length * nameSize * 1.15, 30, tint(spec.color, 0.8))}
${pill}`,
  );
}

function back(spec: ProductImageSpec): string {
  const { shape, label } = container(spec.form, spec.color);
  const left = label.x + 24;
  const chars = Math.max(14, Math.floor((label.w - 48) / 12.5));
  const body = wrapText(spec.backText, chars, 9);
  const usage = wrapText(spec.usageText, chars, 4);
  const usageTop = label.y + 120 + body.length * 27;
  return frame(
    spec.color,
    `${shape}
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" fill="#fff" stroke="${spec.color}" stroke-width="6"/>
<rect x="${label.x}" y="${label.y}" width="${label.w}" height="16" fill="${spec.color}"/>
${textLines([spec.backTitle], left, label.y + 64, 28, spec.color, { weight: 700, anchor: 'start' })}
${textLines(body, left, label.y + 104, 21, '#333', { anchor: 'start', lineHeight: 27 })}
${textLines([spec.usageTitle], left, usageTop + 16, 24, spec.color, { weight: 700, anchor: 'start' })}
${textLines(usage, left, usageTop + 50, 21, '#333', { anchor: 'start', lineHeight: 27 })}`,
  );
}

function capsule(x: number, y: number, angle: number, color: string): string {
  return `<g transform="translate(${x} ${y}) rotate(${angle})"><rect x="-70" y="-26" width="140" height="52" rx="26" fill="#fff" stroke="#ccc" stroke-width="3"/><path d="M0 -26 H44 A26 26 0 0 1 44 26 H0 Z" fill="${color}"/></g>`;
}

function tablet(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><circle r="52" fill="#fff" stroke="${tint(color, 0.5)}" stroke-width="4"/><line x1="-34" y1="0" x2="34" y2="0" stroke="${tint(color, 0.5)}" stroke-width="5"/></g>`;
}

function drop(x: number, y: number, scale: number, color: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 -60 C30 -20 50 5 50 30 A50 50 0 0 1 -50 30 C-50 5 -30 -20 0 -60 Z" fill="${color}" opacity="0.85"/>`;
}

function contents(spec: ProductImageSpec): string {
  const c = spec.color;
  let items = '';
  switch (spec.form) {
    case 'capsules':
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        items += capsule(540 + Math.cos(a) * 250, 640 + Math.sin(a) * 250, (i * 40) % 180, c);
      }
      items += capsule(540, 640, 20, c);
      break;
    case 'tablets':
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2;
        items += tablet(540 + Math.cos(a) * 240, 640 + Math.sin(a) * 240, c);
      }
      items += tablet(540, 640, c);
      break;
    case 'drops':
      items += drop(540, 600, 3.2, c);
      items += drop(340, 820, 1.3, c);
      items += drop(760, 860, 1.1, c);
      break;
    case 'powder':
      items += `<path d="M240 900 Q540 380 840 900 Z" fill="${tint(c, 0.55)}"/><path d="M300 900 Q540 520 780 900 Z" fill="${tint(c, 0.7)}"/>`;
      items += `<g transform="rotate(-18 700 520)"><rect x="690" y="380" width="36" height="260" rx="16" fill="#fff" stroke="#ccc" stroke-width="4"/><ellipse cx="708" cy="360" rx="90" ry="60" fill="#fff" stroke="#ccc" stroke-width="4"/></g>`;
      break;
    case 'liquid':
      items += `<path d="M380 400 H700 L660 980 Q540 1010 420 980 Z" fill="#fff" opacity="0.7" stroke="#ccc" stroke-width="5"/><path d="M394 560 H686 L660 980 Q540 1010 420 980 Z" fill="${c}" opacity="0.8"/>`;
      break;
  }
  return frame(
    c,
    `<circle cx="540" cy="640" r="420" fill="#fff" opacity="0.45"/>
${items}
${textLines([spec.contentsLabel], 540, 1160, 52, c, { weight: 700 })}
${textLines([spec.name], 540, 1230, 34, '#444')}`,
  );
}

/** The gallery of one product, in display order. */
export function renderProductSvgs(spec: ProductImageSpec): { view: ImageView; svg: string }[] {
  return [
    { view: 'front', svg: front(spec) },
    { view: 'back', svg: back(spec) },
    { view: 'contents', svg: contents(spec) },
  ];
}

/** The shop logo in the header: a leaf mark and the shop name. */
export function renderLogoSvg(brand: string, color = '#2b8a3e'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48" viewBox="0 0 180 48">
<path d="M8 40 C8 18 24 6 44 6 C44 28 30 40 8 40 Z" fill="${color}"/><path d="M12 36 L36 14" stroke="#fff" stroke-width="2.5"/>
<text x="54" y="33" font-family="${FONT}" font-size="24" font-weight="700" fill="#1d2b20">${escapeXml(brand)}</text>
</svg>`;
}
