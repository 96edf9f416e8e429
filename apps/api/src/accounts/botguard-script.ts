/*
 * The sign-in forms' only script (the sign-in page, and an invitation joined with an existing
 * account's password): it solves the form's botguard challenge (see botguard.ts) while the
 * person types, and holds a submit back until the answer is in the form. Inline under the page's CSP
 * nonce, plain ES5 with no dependency. SHA-256 is written out here because WebCrypto exists only in
 * secure contexts (a plain-http LAN address has none) and its per-call promise makes a search of
 * 2^16 hashes far slower; the server checks every answer with node:crypto, so a wrong hash here can
 * only fail a sign-in, never pass one. Outside a browser (tests) it hands `solve` and `sha256` to
 * the global object instead of wiring a form.
 */

// The one text the script shows, while a submit waits for the answer, comes from the page in the
// page's language (data-waiting of #botguard-status, botguard-fields.ts): the script holds none.
export const BOTGUARD_SCRIPT = `(function (root) {
  'use strict';
  var K = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  ];
  var w = new Int32Array(64);
  var IV = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

  /* One 64-byte block of m at off into the eight-word state h (SHA-256's compression). */
  function compress(h, m, off) {
    var i;
    for (i = 0; i < 16; i++) {
      var j = off + i * 4;
      w[i] = (m[j] << 24) | (m[j + 1] << 16) | (m[j + 2] << 8) | m[j + 3];
    }
    for (i = 16; i < 64; i++) {
      var x = w[i - 15], y = w[i - 2];
      var s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      var s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
    }
    var a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], k = h[7];
    for (i = 0; i < 64; i++) {
      var t1 = (k + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) +
        ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
      var t2 = ((((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) +
        ((a & b) ^ (a & c) ^ (b & c))) | 0;
      k = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
    }
    h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + d) | 0;
    h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + k) | 0;
  }

  /*
   * A hasher of texts that all start with the prefix (ASCII): the prefix's whole blocks are hashed
   * once, so each text costs only the blocks of its tail.
   */
  function hasher(prefix) {
    var whole = prefix.length - (prefix.length % 64);
    var start = IV.slice();
    var m = new Uint8Array(192);
    for (var off = 0; off < whole; off += 64) {
      for (var c = 0; c < 64; c++) m[c] = prefix.charCodeAt(off + c) & 255;
      compress(start, m, 0);
    }
    var rest = prefix.slice(whole);
    var state = new Int32Array(8);
    return function (tail) {
      var text = rest + tail;
      var length = text.length;
      var size = ((length + 9 + 63) >> 6) << 6;
      m.fill(0, 0, size);
      for (var i = 0; i < length; i++) m[i] = text.charCodeAt(i) & 255;
      m[length] = 0x80;
      var bits = (whole + length) * 8;
      m[size - 4] = bits >>> 24;
      m[size - 3] = (bits >>> 16) & 255;
      m[size - 2] = (bits >>> 8) & 255;
      m[size - 1] = bits & 255;
      for (i = 0; i < 8; i++) state[i] = start[i];
      for (var block = 0; block < size; block += 64) compress(state, m, block);
      return state;
    };
  }

  /* SHA-256 of an ASCII text, as eight 32-bit words. */
  function sha256(text) {
    return Array.prototype.slice.call(hasher('')(text));
  }

  function zeroBits(words) {
    var bits = 0;
    for (var i = 0; i < words.length; i++) {
      var z = Math.clz32(words[i]);
      bits += z;
      if (z < 32) break;
    }
    return bits;
  }

  /* The first n in [from, from + count) whose hash starts with that many zero bits, or -1. */
  function solve(challenge, bits, from, count) {
    var hash = hasher(challenge + ':');
    for (var n = from; n < from + count; n++) {
      if (zeroBits(hash(String(n))) >= bits) return n;
    }
    return -1;
  }

  if (typeof document === 'undefined') {
    root.botguard = { sha256: sha256, solve: solve };
    return;
  }
  var form = document.querySelector('form[data-botguard-bits]');
  if (!form) return;
  var challenge = form.elements.botguard_challenge.value;
  var bits = Number(form.getAttribute('data-botguard-bits'));
  var answer = form.elements.botguard_solution;
  var status = document.getElementById('botguard-status');
  var button = form.querySelector('button[type="submit"]');
  var solved = false;
  var waiting = false;
  var next = 0;
  var CHUNK = 5000;

  /* A chunk at a time, so typing stays smooth. */
  function work() {
    var found = solve(challenge, bits, next, CHUNK);
    if (found < 0) {
      next += CHUNK;
      setTimeout(work, 0);
      return;
    }
    answer.value = String(found);
    solved = true;
    if (waiting) form.submit();
  }

  form.addEventListener('submit', function (event) {
    if (solved) return;
    event.preventDefault();
    if (waiting) return;
    waiting = true;
    status.textContent = status.getAttribute('data-waiting');
    button.setAttribute('aria-disabled', 'true');
  });
  setTimeout(work, 0);
})(this);
`;
