import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { UiLink, UiLinkProvider } from '@shop/ui';
import { documentHref, RouterLink } from './RouterLink';

afterEach(cleanup);

describe('documentHref', () => {
  it('puts the router base in front of an app path, keeping its search and hash', () => {
    expect(documentHref('/admin', '/products?q=mug#top')).toBe('/admin/products?q=mug#top');
    expect(documentHref('/admin', '/')).toBe('/admin');
    expect(documentHref('/admin', '/?tab=2')).toBe('/admin?tab=2');
    expect(documentHref('/', '/orders')).toBe('/orders');
  });
});

describe('RouterLink', () => {
  /** A page with a kit link to /row, its renders counted, and a slow page to start navigations to. */
  function setUp() {
    const renders: string[] = [];
    let finishSlow!: () => void;
    const slow = new Promise<null>((resolve) => (finishSlow = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          Component: () => (
            <UiLinkProvider component={RouterLink}>
              <Profiler id="link" onRender={(_id, phase) => renders.push(phase)}>
                <UiLink href="/row">A row</UiLink>
              </Profiler>
              <Link to="/slow">Slow page</Link>
            </UiLinkProvider>
          ),
        },
        { path: '/row', Component: () => <h1>The row</h1> },
        { path: '/slow', loader: () => slow, Component: () => <h1>Slow</h1> },
      ],
      { basename: '/admin', initialEntries: ['/admin/list'] },
    );
    render(<RouterProvider router={router} />);
    return { router, renders, finishSlow };
  }

  it('is an anchor to the document address that navigates in the app on a click', async () => {
    const { router } = setUp();
    const link = screen.getByRole('link', { name: 'A row' });
    expect(link.getAttribute('href')).toBe('/admin/row');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'The row' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/row');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves a modified click to the browser (a new tab)', () => {
    const { router } = setUp();
    const link = screen.getByRole('link', { name: 'A row' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(router.state.location.pathname).toBe('/admin/list');
  });

  it('is not drawn again when a navigation starts', async () => {
    const { router, renders, finishSlow } = setUp();
    const before = renders.length;
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    await act(async () => undefined);
    expect(router.state.navigation.state).toBe('loading');
    expect(renders.length).toBe(before);
    await act(async () => finishSlow());
  });
});
