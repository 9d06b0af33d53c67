// Renders parsed Markdown blocks as React elements. Internal links go through the router; links
// to pages the visitor may not open are shown as plain text, or dropped from lists.
import { PageLink } from '@client/core/pages/page-link';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '@client/core/i18n/i18n-context';

import { revealShifted } from '@shared/letter-shift';
import type { Block, Inline } from '@shared/content';

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
  return inlines.flatMap((inline) =>
    inline.type === 'link' ? [inline.href] : inline.type === 'strong' || inline.type === 'em' ? linksIn(inline.children) : [],
  );
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
        const external = inline.href.startsWith('https://');
        return (
          <a key={index} href={inline.href} {...(external ? { rel: 'noopener noreferrer' } : {})}>
            {children}
          </a>
        );
      }
    }
  });
}

export function MarkdownView({ blocks, options }: { blocks: Block[]; options: MarkdownOptions }) {
  const shown = options.skipTitle ? blocks.filter((block, index) => !(index === 0 && block.type === 'heading' && block.level === 1)) : blocks;
  return (
    <>
      {shown.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Tag = `h${block.level}` as 'h1' | 'h2' | 'h3';
            return <Tag key={index}>{renderInlines(block.children, options)}</Tag>;
          }
          case 'paragraph':
            return <p key={index}>{renderInlines(block.children, options)}</p>;
          case 'quote':
            return (
              <blockquote key={index}>
                <p>{renderInlines(block.children, options)}</p>
              </blockquote>
            );
          case 'list': {
            const items = block.items.filter((item) => linksIn(item).every((href) => !href.startsWith('/') || options.canOpen(href)));
            if (!items.length) return null;
            const Tag = block.ordered ? 'ol' : 'ul';
            return (
              <Tag key={index}>
                {items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInlines(item, options)}</li>
                ))}
              </Tag>
            );
          }
        }
      })}
    </>
  );
}
