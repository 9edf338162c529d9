/**
 * A comment as plain text: line breaks kept, and http(s) addresses turned into links marked
 * nofollow ugc (user content, no ranking credit). Nothing else is ever a link or markup — a
 * `<script>` or `javascript:` in a comment is shown as the characters typed.
 */
import { Link, Text } from '@chakra-ui/react';

/** An http(s) address up to the next space; trailing punctuation belongs to the sentence. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export type CommentPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

export function commentParts(body: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const href = match[0].replace(TRAILING_PUNCTUATION, '');
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: body.slice(last, start) });
    parts.push({ kind: 'link', href });
    last = start + href.length;
  }
  if (last < body.length) parts.push({ kind: 'text', text: body.slice(last) });
  return parts;
}

export function CommentText({ body }: { body: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="comment-body">
      {commentParts(body).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Link
            key={index}
            href={part.href}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            color="brand.fg"
            textDecoration="underline"
          >
            {part.href}
          </Link>
        ),
      )}
    </Text>
  );
}
