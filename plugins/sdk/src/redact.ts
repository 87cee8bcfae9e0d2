// Keeping credentials out of logs and error messages: every string value found in the credentials is replaced
// wherever it appears, and fields whose names say they hold a secret are replaced whatever their value.
//
// A target often echoes a credential back transformed, so each secret is searched for in the forms it travels in:
// as is and case-folded (lowercased, uppercased), URL-encoded (strict, lax and form-encoded with `+`), JSON-escaped,
// hex, and base64/base64url. Base64 is searched for at each of the three byte alignments by the characters that
// depend on the secret's bytes alone, so a password inside `user:password` Basic auth is found too; the character
// on either side that mixes the secret's first or last bits with a neighbouring byte's is redacted with it. All
// forms of all secrets are matched in one pass (Aho–Corasick), so the time is linear in the text whatever the
// number of secrets, and the matcher is built once per list of secrets.

export const REDACTED = '[redacted]';

const SECRET_NAME = /pass(word)?|secret|token|api[-_]?key|authorization|credential|private[-_]?key/i;
/**
 * Shorter values are not searched for: replacing every "ab" in a message would destroy it and hide nothing. Every
 * derived form of a secret at least this long is itself at least this long (the shortest, a base64 fragment of a
 * 4-byte value, has 4 characters).
 */
const MIN_SECRET_LENGTH = 4;
/** Longer values are searched for as they are only: their encodings would make the matcher large for little gain. */
const MAX_ENCODED_LENGTH = 4096;

/** Every string (and number) leaf of the credentials worth searching for, longest first. */
export function secretValues(credentials: unknown): string[] {
  const out = new Set<string>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > 8 || value === null || value === undefined) return;
    if (typeof value === 'string' || typeof value === 'number') {
      const s = String(value);
      if (s.length >= MIN_SECRET_LENGTH) out.add(s);
      return;
    }
    if (Array.isArray(value)) value.forEach((v) => visit(v, depth + 1));
    else if (typeof value === 'object') Object.values(value as Record<string, unknown>).forEach((v) => visit(v, depth + 1));
  };
  visit(credentials, 0);
  return [...out].sort((a, b) => b.length - a.length);
}

// ---------------------------------------------------------------------------------------------------------------
// The forms a secret is searched for in.

/** Forms whose letters may come back in either case (the text is case-folded before matching them). */
function foldedForms(secret: string): string[] {
  const forms = [secret, JSON.stringify(secret).slice(1, -1)];
  if (secret.length > MAX_ENCODED_LENGTH) return forms;
  const lax = encodeURIComponent(secret);
  const strict = lax.replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  forms.push(lax, strict, lax.replace(/%20/g, '+'), new URLSearchParams({ s: secret }).toString().slice(2));
  forms.push(Buffer.from(secret, 'utf8').toString('hex'));
  return forms;
}

const toUrlAlphabet = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_');

/**
 * A form to search for, and how many characters on each side of a match carry some of the secret's bits too: a
 * base64 character holds 6 bits, so at an alignment where the secret's bytes start or end inside one, that
 * character depends on the secret and on its neighbour, and cannot be part of the exact form.
 */
interface Form {
  text: string;
  before: 0 | 1;
  after: 0 | 1;
}

const exact = (text: string): Form => ({ text, before: 0, after: 0 });

/** Base64 forms, matched exactly: the whole encoding, and the part fixed by the secret at each byte alignment. */
function base64Forms(secret: string): Form[] {
  if (secret.length > MAX_ENCODED_LENGTH) return [];
  const bytes = Buffer.from(secret, 'utf8');
  const whole = bytes.toString('base64');
  const forms = [exact(whole), exact(whole.replace(/=+$/, ''))];
  for (let offset = 0; offset < 3; offset++) {
    const encoded = Buffer.concat([Buffer.alloc(offset), bytes]).toString('base64');
    // Character i carries bits [6i, 6i+6); keep those lying wholly within the secret's bits.
    const startBit = 8 * offset;
    const endBit = 8 * (offset + bytes.length);
    const first = Math.ceil(startBit / 6);
    const end = Math.floor(endBit / 6);
    if (end - first >= MIN_SECRET_LENGTH) {
      forms.push({ text: encoded.slice(first, end), before: startBit % 6 === 0 ? 0 : 1, after: endBit % 6 === 0 ? 0 : 1 });
    }
  }
  return [...forms, ...forms.map((f) => ({ ...f, text: toUrlAlphabet(f.text) }))];
}

/** Characters of base64 and base64url: a neighbour redacted with a base64 match is one of these, or is left alone. */
const BASE64_CHAR = /[A-Za-z0-9+/_-]/;

// ---------------------------------------------------------------------------------------------------------------
// Aho–Corasick over UTF-16 code units.

function foldCode(code: number): number {
  if (code < 128) return code >= 65 && code <= 90 ? code + 32 : code;
  const lower = String.fromCharCode(code).toLowerCase();
  return lower.length === 1 ? lower.charCodeAt(0) : code;
}

class Automaton {
  /** Transitions, keyed state * 0x10000 + code unit: one map instead of one per state keeps large sets small. */
  private readonly next = new Map<number, number>();
  private readonly children: number[][] = [[]];
  private readonly fail: number[] = [0];
  /** Length of the longest pattern ending at this state (0: none). */
  private readonly longest: number[] = [0];
  /** That pattern's characters on each side that carry some of the secret too (Form.before, Form.after). */
  private readonly before: number[] = [0];
  private readonly after: number[] = [0];

  constructor(
    patterns: Iterable<Form>,
    private readonly folded: boolean,
  ) {
    for (const pattern of patterns) this.add(pattern);
    this.link();
  }

  get empty(): boolean {
    return this.children[0]!.length === 0;
  }

  private code(s: string, i: number): number {
    const c = s.charCodeAt(i);
    return this.folded ? foldCode(c) : c;
  }

  private add({ text: pattern, before, after }: Form): void {
    let state = 0;
    for (let i = 0; i < pattern.length; i++) {
      const key = state * 0x10000 + this.code(pattern, i);
      let to = this.next.get(key);
      if (to === undefined) {
        to = this.fail.length;
        this.next.set(key, to);
        this.children[state]!.push(key);
        this.children.push([]);
        this.fail.push(0);
        this.longest.push(0);
        this.before.push(0);
        this.after.push(0);
      }
      state = to;
    }
    if (pattern.length === 0) return;
    // Two forms with the same text: the one whose match reaches further wins.
    this.longest[state] = pattern.length;
    this.before[state] = Math.max(this.before[state]!, before);
    this.after[state] = Math.max(this.after[state]!, after);
  }

  private link(): void {
    const queue: number[] = [];
    for (const key of this.children[0]!) queue.push(this.next.get(key)!);
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head]!;
      for (const key of this.children[state]!) {
        const child = this.next.get(key)!;
        const code = key - state * 0x10000;
        let f = this.fail[state]!;
        while (f !== 0 && !this.next.has(f * 0x10000 + code)) f = this.fail[f]!;
        const target = this.next.get(f * 0x10000 + code);
        this.fail[child] = target !== undefined && target !== child ? target : 0;
        // A state's own pattern is the longest ending there; otherwise the longest of its suffixes.
        if (this.longest[child] === 0) {
          const suffix = this.fail[child]!;
          this.longest[child] = this.longest[suffix]!;
          this.before[child] = this.before[suffix]!;
          this.after[child] = this.after[suffix]!;
        }
        queue.push(child);
      }
    }
  }

  /**
   * Calls `hit(start, end)` (end exclusive) with the longest match ending at each position that has one, widened by
   * the pattern's neighbouring characters that carry some of the secret, where the text has base64 characters there.
   */
  scan(text: string, hit: (start: number, end: number) => void): void {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = this.code(text, i);
      for (;;) {
        const to = this.next.get(state * 0x10000 + code);
        if (to !== undefined) {
          state = to;
          break;
        }
        if (state === 0) break;
        state = this.fail[state]!;
      }
      const length = this.longest[state]!;
      if (length === 0) continue;
      let start = i + 1 - length;
      let end = i + 1;
      if (this.before[state] && start > 0 && BASE64_CHAR.test(text[start - 1]!)) start -= 1;
      if (this.after[state] && end < text.length && BASE64_CHAR.test(text[end]!)) end += 1;
      hit(start, end);
    }
  }
}

interface Matcher {
  automata: Automaton[];
}

const matchers = new WeakMap<readonly string[], Matcher>();

function matcherFor(secrets: readonly string[]): Matcher {
  let matcher = matchers.get(secrets);
  if (!matcher) {
    const usable = secrets.filter((s) => typeof s === 'string' && s.length >= MIN_SECRET_LENGTH);
    matcher = {
      automata: [new Automaton(usable.flatMap(foldedForms).map(exact), true), new Automaton(usable.flatMap(base64Forms), false)].filter((a) => !a.empty),
    };
    matchers.set(secrets, matcher);
  }
  return matcher;
}

export function redactText(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0 || text.length < MIN_SECRET_LENGTH) return text;
  // reach[s] - 1: the furthest end of a match starting at s (0: none starts there).
  let reach: Uint32Array | undefined;
  for (const automaton of matcherFor(secrets).automata) {
    automaton.scan(text, (start, end) => {
      reach ??= new Uint32Array(text.length);
      if (end + 1 > reach[start]!) reach[start] = end + 1;
    });
  }
  if (!reach) return text;
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; ) {
    if (reach[i] === 0) {
      i++;
      continue;
    }
    // Overlapping matches become one [redacted].
    let end = reach[i]! - 1;
    for (let j = i + 1; j < end; j++) if (reach[j]! - 1 > end) end = reach[j]! - 1;
    out += text.slice(copied, i) + REDACTED;
    copied = end;
    i = end;
  }
  return out + text.slice(copied);
}

/** A copy of `value` (JSON-like) with secret values and secret-named fields redacted. */
export function redactValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value === 'number' && secrets.includes(String(value))) return REDACTED;
  if (value instanceof Error) return redactText(`${value.name}: ${value.message}`, secrets);
  if (Array.isArray(value)) return value.map((v) => redactValue(v, secrets, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      out[k] = SECRET_NAME.test(k) && v !== null && v !== undefined ? REDACTED : redactValue(v, secrets, depth + 1);
    }
    return out;
  }
  return value;
}
