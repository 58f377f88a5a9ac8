import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * @tradeloom/domain builds its zod schemas when its modules load (`export const contactSchema = z.object(...)`).
 * A bundler must keep a call it cannot prove pure, so every schema, and zod with them (about 25 KB gzip),
 * stayed in the first view although the first cards only read the domain's constants and helpers.
 * The package declares `sideEffects: false`; this build step says the same of each top-level value it
 * computes with a call: `const X = <call>` becomes `const X = /* @__PURE__ *\/ (() => <call>)()`. A value no
 * module reads is then dropped, with what only it needed; one that is read is built as before. In the
 * app's own modules only a top-level zod schema is so marked (a form's schema leaves with its dialog).
 * Build only (decision 037, second pass).
 */
export function pureDomainValues(): Plugin {
  return {
    name: 'tradeloom:pure-domain-values',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const domain = /[\\/]packages[\\/]domain[\\/]src[\\/].*\.ts$/.test(id);
      // In the app's own modules only a zod schema (`const formSchema = z.object(...)`), e.g. a form's.
      const app = /[\\/]apps[\\/]web[\\/]src[\\/].*\.tsx?$/.test(id);
      if ((!domain && !(app && code.includes('z.'))) || id.includes('.test.')) return null;
      const ast = this.parse(code) as unknown as { body: Node[] };
      const s = new MagicString(code);
      for (const statement of ast.body) {
        const decl = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (decl?.type !== 'VariableDeclaration') continue;
        for (const d of decl.declarations ?? []) {
          const init = d.init;
          if (!init || !isCall(init) || (!domain && !/^z\s*\./.test(code.slice(init.start, init.start + 40)))) continue;
          s.appendLeft(init.start, '/* @__PURE__ */ (() => ');
          s.appendRight(init.end, ')()');
        }
      }
      if (!s.hasChanged()) return null;
      return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
    },
  };
}

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
  expression?: Node;
}

/** A call or `new`, possibly behind `as`/`satisfies`-free parentheses (TypeScript is already stripped here). */
function isCall(n: Node): boolean {
  if (n.type === 'CallExpression' || n.type === 'NewExpression') return true;
  if (n.type === 'ChainExpression' || n.type === 'ParenthesizedExpression') return !!n.expression && isCall(n.expression);
  return false;
}
