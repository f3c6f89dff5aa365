import { createElement, type ReactNode } from 'react';

/** The only elements catalogue HTML may use; everything else is dropped or unwrapped. */
const ALLOWED = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em', 'br']);
/** Elements dropped with their content (never unwrapped into text). */
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math']);

function parse(html: string): Node {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html').body;
}

function toReact(node: Node, key: string): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(node.childNodes, (child, i) => toReact(child, `${key}.${i}`));
  if (!ALLOWED.has(tag)) return children.length > 0 ? children : null;
  // Rebuilt from scratch: no attribute of the source survives (no on* handlers, no href, no style).
  return tag === 'br' ? createElement('br', { key }) : createElement(tag, { key }, ...children);
}

/**
 * Rebuilds HTML as React elements with an allow-list (<p>, <ul>, <ol>, <li>, <strong>, <em>,
 * <br>), without attributes. Never injects the raw string.
 */
export function sanitizeHtml(html: string): ReactNode[] {
  return Array.from(parse(html).childNodes, (node, i) => toReact(node, String(i)));
}

/** Catalogue text (HTML) shown sanitised. */
export function SafeHtml({ html }: { html: string }) {
  return <>{sanitizeHtml(html)}</>;
}

export interface TextBlock {
  kind: 'p' | 'li';
  text: string;
}

/** HTML turned into plain paragraphs and list items (the PDF report has no HTML). */
export function htmlToBlocks(html: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let loose = '';
  const flush = () => {
    const text = loose.replace(/\s+/g, ' ').trim();
    if (text) blocks.push({ kind: 'p', text });
    loose = '';
  };
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const tag = (node as Element).tagName.toLowerCase();
    if (DROPPED.has(tag)) return '';
    if (tag === 'br') return ' ';
    return Array.from(node.childNodes, textOf).join('');
  };
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      const tag = child.nodeType === Node.ELEMENT_NODE ? (child as Element).tagName.toLowerCase() : '';
      if (tag === 'p' || tag === 'li') {
        flush();
        const text = textOf(child).replace(/\s+/g, ' ').trim();
        if (text) blocks.push({ kind: tag, text });
      } else if (tag === 'ul' || tag === 'ol') {
        flush();
        walk(child);
      } else {
        loose += textOf(child);
      }
    }
  };
  walk(parse(html));
  flush();
  return blocks;
}
