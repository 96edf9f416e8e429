import { render, screen } from '@testing-library/react';
import type { Ref } from 'react';
import { describe, expect, it } from 'vitest';
import { UiLink, UiLinkProvider, isModifiedClick, type UiLinkProps } from './UiLink';

function RouterLink({ ref, ...props }: UiLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  return <a {...props} ref={ref} data-router="yes" />;
}

describe('UiLink', () => {
  it('is a plain anchor without a provider', () => {
    render(<UiLink href="/orders">Orders</UiLink>);
    const link = screen.getByRole('link', { name: 'Orders' });
    expect(link.getAttribute('href')).toBe('/orders');
    expect(link.hasAttribute('data-router')).toBe(false);
  });

  it('renders through the provided router component', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <UiLink href="/orders">Orders</UiLink>
      </UiLinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('data-router')).toBe('yes');
  });

  it('keeps new-tab links plain and safe', () => {
    render(
      <UiLinkProvider component={RouterLink}>
        <UiLink href="https://help.example.com" target="_blank" rel="opener">
          Help
        </UiLink>
      </UiLinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link.hasAttribute('data-router')).toBe(false);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('recognises clicks the browser should handle', () => {
    const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(plain)).toBe(false);
    expect(isModifiedClick({ ...plain, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, metaKey: true })).toBe(true);
    expect(isModifiedClick({ ...plain, button: 1 })).toBe(true);
  });
});
