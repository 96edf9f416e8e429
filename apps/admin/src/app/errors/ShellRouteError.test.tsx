import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ShellRouteError } from './ShellRouteError';

describe('a render error inside the shell', () => {
  it('shows the error view and "Try again" resets the boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('render failed');
      return <p>page is back</p>;
    }
    const router = createMemoryRouter([
      { path: '/', ErrorBoundary: ShellRouteError, children: [{ index: true, Component: Flaky }] },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Please refresh the page. If this issue persists please contact/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('page is back')).toBeInTheDocument();
  });
});
