import Markdown, { type Components } from 'react-markdown';

// Raw HTML in an answer is dropped (no rehype-raw; skipHtml), and react-markdown's default URL
// check already refuses javascript: and other unsafe links.
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer" className="font-medium text-primary underline underline-offset-2" />
  ),
};

/** An answer's Markdown, styled for a chat bubble: paragraphs, lists, emphasis, code, links. */
export function ChatMarkdown({ children }: { children: string }) {
  return (
    <div
      className={[
        'space-y-2 break-words',
        '[&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5 [&_li]:pl-0.5',
        '[&_li>p]:my-0 [&_strong]:font-semibold [&_em]:text-muted-foreground',
        '[&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_code]:rounded [&_code]:bg-card [&_code]:px-1 [&_code]:py-px [&_code]:font-mono [&_code]:text-[0.85em]',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-card [&_pre]:p-2',
        '[&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_hr]:my-3',
      ].join(' ')}
    >
      <Markdown components={components} skipHtml>
        {children}
      </Markdown>
    </div>
  );
}
