import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidebarSheet } from '../../src/ui/sidebar-sheet.tsx';
import { renderInRouter } from './render-in-router.tsx';

function Host() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open sheet
      </button>
      <SidebarSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Merkzettel"
        description="What is on it"
        footer={<a href="/somewhere">Go on</a>}
      >
        <p>The list</p>
      </SidebarSheet>
    </>
  );
}

/** Sheet A's footer opens sheet B in its place, as the purchase modal gives way to the cart sidebar. */
function Replacing() {
  const [open, setOpen] = useState<'a' | 'b' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('a')}>
        Open A
      </button>
      <SidebarSheet
        open={open === 'a'}
        onClose={() => setOpen(null)}
        title="A"
        description="First"
        footer={
          <button type="button" onClick={() => setOpen('b')}>
            On to B
          </button>
        }
      >
        <p>A's list</p>
      </SidebarSheet>
      <SidebarSheet
        open={open === 'b'}
        onClose={() => setOpen(null)}
        title="B"
        description="Second"
        footer={null}
      >
        <p>B's list</p>
      </SidebarSheet>
    </>
  );
}

// The one frame of the cart and wishlist sidebars.
describe('<SidebarSheet>', () => {
  it('is a named dialog with body and footer; Escape closes it and focus returns to the opener', async () => {
    await renderInRouter(<Host />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open sheet' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Merkzettel' });
    expect(dialog).toHaveAccessibleDescription('What is on it');
    expect(within(dialog).getByText('The list')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Go on' })).toBeInTheDocument();
    expect(opener).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the close button closes it too, and focus returns to the opener', async () => {
    await renderInRouter(<Host />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open sheet' });
    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opened in place of another overlay, gives focus back to the control that opened that one', async () => {
    await renderInRouter(<Replacing />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Open A' });
    await user.click(opener);
    await user.click(
      within(screen.getByRole('dialog', { name: 'A' })).getByRole('button', { name: 'On to B' }),
    );
    expect(screen.getByRole('dialog', { name: 'B' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'A' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });
});
