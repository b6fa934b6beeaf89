import type { NotificationBanner as Banner } from '../../../domain/content-types.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { ArrowRightIcon } from '../../ui/icons.tsx';

/** The content system's notification banner above the header (label, optional link). */
export function NotificationBanner({ banner }: { banner: Banner }) {
  return (
    <div className="bg-brand-800 px-4 py-2 text-center text-sm font-medium text-white">
      {banner.link ? (
        <AppLink
          href={banner.link.href}
          target={banner.link.target}
          className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
        >
          {banner.label}
          <ArrowRightIcon className="size-4" />
        </AppLink>
      ) : (
        <p>{banner.label}</p>
      )}
    </div>
  );
}
