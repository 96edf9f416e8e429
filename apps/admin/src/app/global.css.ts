import { globalStyle } from '@vanilla-extract/css';

// App-wide base: widths include padding and borders (the kit's `inline-size: 100%` blocks rely on it),
// and the document has no default margin around the shell.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });
