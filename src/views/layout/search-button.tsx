import { useLingui } from '@lingui/react/macro';
import { useRouteContext } from '@tanstack/react-router';
import { lazy, useCallback, useRef, useState } from 'react';
import type { Lang } from '../../../domain/store.ts';
import { MountWhenOpened } from '../../ui/mount-when-opened.tsx';
import { SearchIcon } from '../../ui/icons.tsx';

const SearchOverlay = lazy(() => import('./search-overlay.tsx'));

/** The header's search icon: opens the search overlay (its code loads on first use). */
export function SearchButton({ lang, className }: { lang: Lang; className: string }) {
  const { t } = useLingui();
  const { storeCode } = useRouteContext({ from: '/$lang' });
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t`Search`}
        onClick={() => setOpen(true)}
        className={className}
      >
        <SearchIcon />
      </button>
      <MountWhenOpened open={open}>
        <SearchOverlay lang={lang} storeCode={storeCode} open={open} onClosed={closed} returnFocus={button} />
      </MountWhenOpened>
    </>
  );
}
