import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const STAR_PATH = 'M12 2.6l2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.4l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.6z';

/** One star filled to `fill` (0–1). */
function Star({ fill, className }: { fill: number; className: string }) {
  const id = useId();
  const width = Math.max(0, Math.min(1, fill)) * 24;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <clipPath id={id}>
          <rect x="0" y="0" width={width} height="24" />
        </clipPath>
      </defs>
      <path d={STAR_PATH} className="fill-sand-200" />
      <path d={STAR_PATH} className="fill-amber-400" clipPath={`url(#${id})`} />
    </svg>
  );
}

/**
 * Five stars filled to `value` (0–5, partly filled stars for fractions), announced as
 * '4.3 out of 5 stars'.
 */
export function RatingStars({ value, size = 'md' }: { value: number; size?: 'sm' | 'md' | 'lg' }) {
  const { t, i18n } = useLingui();
  const shown = i18n.number(Math.round(value * 10) / 10, { maximumFractionDigits: 1 });
  const starClass = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' }[size];
  return (
    <span role="img" aria-label={t`${shown} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => (
        <Star key={i} fill={value - i} className={starClass} />
      ))}
    </span>
  );
}
