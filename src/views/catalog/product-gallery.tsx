import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Image } from '../../ui/image.tsx';

/** At most 4 images per gallery (spec §9). */
export const GALLERY_LIMIT = 4;

export interface GalleryImage {
  url: string;
  label: string;
}

/** Main image (1080x1340) with thumbnails (160x160) as buttons that show their image. */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(0);
  const shown = images.slice(0, GALLERY_LIMIT);
  const main = shown[selected] ?? shown[0];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex aspect-[1080/1340] w-full items-center justify-center overflow-hidden rounded-3xl bg-gradient-to-b from-sand-50 to-brand-50/70 ring-1 ring-sand-200">
        {main ? (
          <Image
            src={main.url}
            alt={main.label || name}
            preset="full"
            priority
            className="h-full w-full object-contain"
          />
        ) : (
          <span className="text-6xl text-brand-700/20">●</span>
        )}
      </div>
      {shown.length > 1 ? (
        <ul className="grid grid-cols-4 gap-3" aria-label={t`Product images`}>
          {shown.map((image, i) => (
            <li key={image.url}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-pressed={i === selected}
                aria-label={t`Show image ${i + 1} of ${shown.length}`}
                className={`flex aspect-square w-full items-center justify-center overflow-hidden rounded-xl bg-sand-50 ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === selected ? 'ring-brand-600' : 'ring-transparent hover:ring-slate-300'
                }`}
              >
                <Image src={image.url} alt="" preset="thumb" className="h-full w-full object-contain p-1.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
