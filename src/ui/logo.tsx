import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Lang } from '../../domain/store.ts';

function Mark({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="12" className="fill-brand-700" />
      <path
        d="M11 12.5 20 29l9-16.5"
        fill="none"
        stroke="#fff"
        strokeWidth="3.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24.5 10.5c2.8-1.6 5.6-1.4 7.5-.2-.9 2.7-3.3 4.3-6.6 4.1" className="fill-brand-300" />
    </svg>
  );
}

/**
 * The VitalShop wordmark, a link home. `compact` is the mobile variant (mark and a smaller
 * wordmark); the desktop variant has the full wordmark.
 */
export function Logo({ lang, compact = false }: { lang: Lang; compact?: boolean }) {
  const { t } = useLingui();
  return (
    <Link
      to="/$lang/"
      params={{ lang }}
      aria-label={t`VitalShop – to the home page`}
      className="inline-flex shrink-0 items-center gap-2 rounded-xl"
    >
      <Mark className={compact ? 'size-8' : 'size-10'} />
      <svg
        viewBox="0 0 132 28"
        className={compact ? 'h-5 w-auto' : 'h-7 w-auto'}
        aria-hidden="true"
        focusable="false"
      >
        <text
          x="0"
          y="21"
          className="fill-brand-900"
          style={{ font: '700 22px var(--font-display)', letterSpacing: '-0.02em' }}
        >
          Vital
          <tspan className="fill-brand-600">Shop</tspan>
        </text>
      </svg>
    </Link>
  );
}
