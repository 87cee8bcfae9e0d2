// The console's pointer handlers sit only on elements the keyboard operates by itself (a button, a link, a form
// field, a disclosure's summary), so no action needs a mouse: checked in the TypeScript syntax tree of every file
// under web/src, with no browser. The walk (test/browser/walk.test.ts) checks in Chromium that every control of each
// page is reached with Tab.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(__dirname, '../web/src');
const POINTER = /^on(Click|DblClick|Mouse[A-Z]\w*|Pointer[A-Z]\w*)$/;
const OPERABLE = new Set(['button', 'a', 'input', 'select', 'textarea', 'summary', 'option']);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.tsx') ? [path.join(dir, e.name)] : []));
}

/** `file:line <tag onX>` for each pointer handler on an element the keyboard cannot operate. */
export function pointerOnlyHandlers(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && POINTER.test(node.name.getText(source))) {
      const element = node.parent.parent as ts.JsxOpeningLikeElement;
      const tag = element.tagName.getText(source);
      // A lowercase tag is a DOM element; a component (Capitalised) passes the handler on to one, checked there.
      if (/^[a-z]/.test(tag) && !OPERABLE.has(tag)) found.push(`${path.relative(WEB, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} <${tag} ${node.name.getText(source)}>`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the console by keyboard', () => {
  it('puts pointer handlers only on buttons, links, fields and summaries', () => {
    const all = files(WEB);
    expect(all.length).toBeGreaterThan(20);
    expect(all.flatMap((f) => pointerOnlyHandlers(f, fs.readFileSync(f, 'utf8')))).toEqual([]);
  });

  it('finds a handler on a div or a table row', () => {
    const text = 'export const X = () => <div><div onClick={() => 1}>x</div><tr onMouseDown={go} /><button onClick={go}>ok</button><Confirm onClick={go} /></div>;';
    expect(pointerOnlyHandlers(path.join(WEB, 'x.tsx'), text)).toEqual(['x.tsx:1 <div onClick>', 'x.tsx:1 <tr onMouseDown>']);
  });
});
