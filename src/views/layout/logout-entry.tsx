import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';

/** The spec marks the logout entry of the main navigation by this link. */
export const LOGOUT_HREF = '#logoutVSF';

export interface LogoutEntryProps {
  onLogout: () => void;
  className?: string;
}

/** The logout entry of the main navigation and the mobile menu (shown when logged in). */
export function LogoutEntry({ onLogout, className }: LogoutEntryProps) {
  const { t } = useLingui();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onLogout();
  };
  return (
    <a href={LOGOUT_HREF} onClick={handleClick} className={className}>
      {t`Log out`}
    </a>
  );
}
