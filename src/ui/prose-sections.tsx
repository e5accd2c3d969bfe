import { Box, Code, Heading, Link } from '@chakra-ui/react';
import { Fragment } from 'react';
import type { InlineText, ProseBlock, ProseSection } from '@/content/prose.content';
import { ExternalLink } from './external-link';
import { InternalLink } from './router-link';

/** Renders running text; links go through the site's link components so external ones open safely in a new tab. */
export function RichText({ text }: { text: InlineText }) {
  if (typeof text === 'string') return <>{text}</>;
  return (
    <>
      {text.map((part, index) => {
        if (typeof part === 'string') return <Fragment key={index}>{part}</Fragment>;
        if ('code' in part) {
          return (
            <Code key={index} colorPalette="brand" variant="subtle" wordBreak="break-all">
              {part.code}
            </Code>
          );
        }
        if (part.href.startsWith('/')) {
          return (
            <InternalLink key={index} to={part.href}>
              {part.text}
            </InternalLink>
          );
        }
        if (/^https?:/.test(part.href)) {
          return (
            <ExternalLink key={index} href={part.href}>
              {part.text}
            </ExternalLink>
          );
        }
        return (
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        );
      })}
    </>
  );
}

function Block({ block }: { block: ProseBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'subheading':
      return <h3>{block.text}</h3>;
    case 'address':
      return (
        <Box as="address" fontStyle="normal" color="fg.muted" lineHeight="1.7">
          {block.lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <br /> : null}
              <RichText text={line} />
            </Fragment>
          ))}
        </Box>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

/** Long-form sections (use inside `Prose`): each a labelled region with an h2, so headings stay in order. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Box
          as="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-titel`}
          display="grid"
          gap="3"
        >
          <Heading as="h2" id={`${section.id}-titel`}>
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Box>
      ))}
    </>
  );
}
