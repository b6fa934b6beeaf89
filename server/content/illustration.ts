// Editorial images (heroes, article teasers) would be files an editor uploads to TYPO3's
// fileadmin. The bundled content system has no uploads, so it draws a calm placeholder
// illustration per file name instead: the same name always gives the same picture, and no
// page shows a broken image.

const palettes = [
  ['#e8f3ef', '#1f7a8c', '#9fd3c7'],
  ['#fdf3e7', '#d9822b', '#f6c28b'],
  ['#eef1fb', '#3d5a98', '#aab9e6'],
  ['#f4f0fa', '#6b4c9a', '#cdb8e8'],
  ['#eef7e9', '#4f8a3a', '#b7dca6'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A 1200×800 SVG of soft circles in one of a few brand palettes, chosen by `name`. */
export function illustrationSvg(name: string): string {
  const h = hash(name);
  const [background, strong, soft] = palettes[h % palettes.length] ?? palettes[0];
  const circles = Array.from({ length: 5 }, (_, i) => {
    const v = hash(`${name}:${i}`);
    const cx = v % 1200;
    const cy = (v >>> 11) % 800;
    const r = 80 + ((v >>> 21) % 220);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 === 0 ? soft : strong}" opacity="${i % 2 === 0 ? 0.7 : 0.25}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice"><rect width="1200" height="800" fill="${background}"/>${circles}</svg>`;
}
