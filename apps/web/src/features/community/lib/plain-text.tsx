import { Fragment } from 'react';
import { linkify } from './linkify';

/**
 * Plain text with its web addresses made links that open apart and pass no standing to where
 * they lead; every other piece is a text node, so markup arriving in it is shown, never run.
 */
export function LinkedText({ text, linkClassName }: { text: string; linkClassName?: string }) {
  return linkify(text).map((piece, i) =>
    piece.kind === 'link' ? (
      <a
        key={i}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className={linkClassName}
      >
        {piece.text}
      </a>
    ) : (
      <Fragment key={i}>{piece.text}</Fragment>
    ),
  );
}

/** Paragraphs at blank lines, single line breaks kept, addresses linked. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, n) => (
            <Fragment key={n}>
              {n > 0 ? <br /> : null}
              <LinkedText text={line} />
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
