import type { Plugin, Rolldown } from 'vite';

/** Chrome's explicit compile hint: V8 compiles every function of a file that starts with it in advance. */
export declare const EAGER_COMPILE_HINT: string;

/** Whether `chunk` is the non-entry chunk that holds the kit's DataTable (and TanStack with it). */
export declare function isDataTableChunk(chunk: Rolldown.RenderedChunk): boolean;

/**
 * `code` with the hint moved back to its first line (and `mappings`, the chunk's source map, with it) when
 * lines were prepended before it; `undefined` when there is nothing to move or no safe way to move it.
 */
export declare function hintToFirstLine(
  code: string,
  mappings: string | undefined,
): { code: string; mappings: string | undefined } | undefined;

/**
 * Vite plugin (build only): the chunk that loads the kit's DataTable starts with
 * {@link EAGER_COMPILE_HINT}, so its code is compiled while it loads, not in the table's first render.
 */
export declare function compileHints(): Plugin;
