// How deeply a JSON text nests, measured on the raw text without recursion: JSON.parse itself copes with deep
// nesting, but every recursive walk after it (validation, settings checks, jsonb encoding) would overflow the stack.

export const MAX_JSON_DEPTH = 64;

/** True when the text opens more than `max` arrays or objects inside one another (brackets inside strings ignored). */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped, whatever it is
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
