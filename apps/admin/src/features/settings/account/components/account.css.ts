import { style } from '@vanilla-extract/css';

/** A long e-mail address wraps instead of widening the page. */
export const emailAddress = style({ overflowWrap: 'anywhere', margin: 0 });
