// Renders a page's Markdown tree (@shared/content) as React elements, the same on the server and in
// the browser: no HTML string. Internal links go through the router; links to pages the visitor may
// not open are shown as plain text, or their list items dropped. Values read left to right and
// words in another language are isolated (<bdi dir="ltr">, <span lang dir>).
import { PageLink } from '@client/core/pages/page-link';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { revealShifted } from '@shared/letter-shift';
import type { Block, Inline } from '@shared/content';
import './markdown-view.css';

export interface MarkdownOptions {
  /** False for an internal path the visitor may not open. */
  canOpen(path: string): boolean;
  /** Heading levels shift so a page has one h1. */
  skipTitle?: boolean;
}

function HiddenName({ shifted }: { shifted: string }) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  return revealed ? (
    <span className="revealed-name">{revealShifted(shifted)}</span>
  ) : (
    <span className="hidden-name">
      {/* The shifted letters mean nothing read aloud; a screen reader hears what they are instead. */}
      <span lang="zxx" aria-hidden="true">
        {shifted}
      </span>
      <span className="visually-hidden">{t('content.obfuscatedName')}</span>{' '}
      <button type="button" className="link-button" onClick={() => setRevealed(true)}>
        {t('content.revealName')}
      </button>
    </span>
  );
}

function linksIn(inlines: Inline[]): string[] {
  return inlines.flatMap((inline) => (inline.type === 'link' ? [inline.href, ...linksIn(inline.children)] : 'children' in inline ? linksIn(inline.children) : []));
}

function linksInBlocks(blocks: Block[]): string[] {
  return blocks.flatMap((block) => {
    switch (block.type) {
      case 'heading':
      case 'paragraph':
        return linksIn(block.children);
      case 'list':
        return block.items.flatMap((item) => linksInBlocks(item.children));
      case 'quote':
        return linksInBlocks(block.children);
      case 'table':
        return [block.head, ...block.rows].flat().flatMap(linksIn);
      default:
        return [];
    }
  });
}

function renderInlines(inlines: Inline[], options: MarkdownOptions): ReactNode[] {
  return inlines.map((inline, index) => {
    switch (inline.type) {
      case 'text':
        return inline.text;
      case 'strong':
        return <strong key={index}>{renderInlines(inline.children, options)}</strong>;
      case 'em':
        return <em key={index}>{renderInlines(inline.children, options)}</em>;
      case 'delete':
        return <del key={index}>{renderInlines(inline.children, options)}</del>;
      case 'code':
        return (
          <code key={index} dir="ltr">
            {inline.text}
          </code>
        );
      case 'break':
        return <br key={index} />;
      case 'ltr':
        return (
          <bdi key={index} dir="ltr">
            {renderInlines(inline.children, options)}
          </bdi>
        );
      case 'foreign':
        return (
          <span key={index} lang={inline.lang} dir={inline.dir}>
            {renderInlines(inline.children, options)}
          </span>
        );
      case 'image':
        return <img key={index} src={inline.src} alt={inline.alt} title={inline.title ?? undefined} loading="lazy" decoding="async" />;
      case 'hidden':
        return <HiddenName key={index} shifted={inline.shifted} />;
      case 'link': {
        const children = renderInlines(inline.children, options);
        if (inline.href.startsWith('/')) {
          return options.canOpen(inline.href) ? (
            <PageLink key={index} to={inline.href}>
              {children}
            </PageLink>
          ) : (
            <span key={index}>{children}</span>
          );
        }
        const external = /^https?:/.test(inline.href);
        return (
          <a key={index} href={inline.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
    }
  });
}

/** A task list item: its checkbox is named by the item's text. */
function TaskItem({ checked, children }: { checked: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <li className="task-item">
      <input type="checkbox" checked={checked} disabled aria-labelledby={id} />
      <div id={id}>{children}</div>
    </li>
  );
}

const CELL_ALIGN = { left: 'start', right: 'end', center: 'center' } as const;

function renderBlocks(blocks: Block[], options: MarkdownOptions, tight = false): ReactNode[] {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const Tag = `h${block.level}` as const;
        return <Tag key={index}>{renderInlines(block.children, options)}</Tag>;
      }
      case 'paragraph':
        // The items of a tight list (no blank line between them) show their text without a paragraph.
        return tight ? <Fragment key={index}>{renderInlines(block.children, options)}</Fragment> : <p key={index}>{renderInlines(block.children, options)}</p>;
      case 'quote':
        return <blockquote key={index}>{renderBlocks(block.children, options)}</blockquote>;
      case 'code':
        return (
          <pre key={index} dir="ltr">
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} />;
      case 'table':
        return (
          <table key={index} className="content-table">
            <thead>
              <tr>
                {block.head.map((cell, column) => (
                  <th key={column} scope="col" style={block.align[column] ? { textAlign: CELL_ALIGN[block.align[column]] } : undefined}>
                    {renderInlines(cell, options)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, column) => (
                    <td key={column} style={block.align[column] ? { textAlign: CELL_ALIGN[block.align[column]] } : undefined}>
                      {renderInlines(cell, options)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        );
      case 'list': {
        const items = block.items.filter((item) => linksInBlocks(item.children).every((href) => !href.startsWith('/') || options.canOpen(href)));
        if (!items.length) return null;
        const content = items.map((item, itemIndex) =>
          item.checked === null ? (
            <li key={itemIndex}>{renderBlocks(item.children, options, block.tight)}</li>
          ) : (
            <TaskItem key={itemIndex} checked={item.checked}>
              {renderBlocks(item.children, options, block.tight)}
            </TaskItem>
          ),
        );
        return block.ordered ? (
          <ol key={index} start={block.start !== null && block.start !== 1 ? block.start : undefined}>
            {content}
          </ol>
        ) : (
          <ul key={index}>{content}</ul>
        );
      }
    }
  });
}

export function MarkdownView({ blocks, options }: { blocks: Block[]; options: MarkdownOptions }) {
  const shown = options.skipTitle ? blocks.filter((block, index) => !(index === 0 && block.type === 'heading' && block.level === 1)) : blocks;
  return <>{renderBlocks(shown, options)}</>;
}
