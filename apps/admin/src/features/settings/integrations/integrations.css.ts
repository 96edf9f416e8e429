import { style } from '@vanilla-extract/css';
import { vars } from '@shop/ui';

/** The integrations, one card each, with no list markers. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
});

/** What an integration is and holds: takes the room its link leaves. */
export const summary = style({ flex: '1 1 20rem', minInlineSize: 0 });

/** An id as the service issued it, however long: it wraps rather than overflows the card. */
export const id = style({ overflowWrap: 'anywhere' });
