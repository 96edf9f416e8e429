import { globalStyle } from '@vanilla-extract/css';

// The document has no default margin around the shell (box sizing comes from the kit's root).
globalStyle('body', { margin: 0 });
