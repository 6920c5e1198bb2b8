import { Fragment } from 'react';
import { Link } from 'react-router';
import { docsHref, parseMarkdown, type Inline } from '../../markdownBlocks';

function Text({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) => {
        if (p.kind === 'code') return <code key={i}>{p.text}</code>;
        if (p.kind === 'strong') return <strong key={i}>{p.text}</strong>;
        if (p.kind === 'link') {
          const href = docsHref(p.href);
          return href.startsWith('/') ? (
            <Link key={i} to={href}>
              {p.text}
            </Link>
          ) : (
            <a key={i} href={href}>
              {p.text}
            </a>
          );
        }
        return <Fragment key={i}>{p.text}</Fragment>;
      })}
    </>
  );
}

const plain = (parts: Inline[]) => parts.map((p) => p.text).join('');

/** A docs page's Markdown as React elements (text only, never HTML from the file). */
export function Markdown({ source }: { source: string }) {
  let section = '';
  const used = new Map<string, number>();
  /** A unique name for each scrollable table region: its section and first column (numbered when repeated). */
  const tableName = (head: string) => {
    const name = `${section}: ${head}`;
    const n = (used.get(name) ?? 0) + 1;
    used.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  };
  return (
    <>
      {parseMarkdown(source).map((b, i) => {
        switch (b.kind) {
          case 'heading': {
            section = plain(b.text);
            const H = `h${b.level}` as 'h1';
            return (
              <H key={i} id={b.id}>
                <Text parts={b.text} />
              </H>
            );
          }
          case 'paragraph':
            return (
              <p key={i}>
                <Text parts={b.text} />
              </p>
            );
          case 'list': {
            const L = b.ordered ? 'ol' : 'ul';
            return (
              <L key={i}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Text parts={item} />
                  </li>
                ))}
              </L>
            );
          }
          case 'code':
            return (
              <pre key={i} tabIndex={0}>
                <code>{b.text}</code>
              </pre>
            );
          case 'table':
            return (
              <div
                key={i}
                className="table-scroll"
                tabIndex={0}
                role="region"
                aria-label={tableName(plain(b.head[0] ?? []))}
              >
                <table>
                  <thead>
                    <tr>
                      {b.head.map((c, j) => (
                        <th key={j} scope="col">
                          <Text parts={c} />
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {b.rows.map((r, j) => (
                      <tr key={j}>
                        {r.map((c, k) => (
                          <td key={k}>
                            <Text parts={c} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </>
  );
}
