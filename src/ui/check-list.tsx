import { List, type ListRootProps } from '@chakra-ui/react';
import { CheckIcon } from './icons';

interface CheckListProps extends Omit<ListRootProps, 'children'> {
  items: readonly string[];
  /** The colour of the check marks. */
  checkColor?: string;
  /** The colour of the items' text (default: the surrounding text's). */
  itemColor?: string;
  /** Items that may wrap: the marks stand at their first line instead of their middle. */
  wrapping?: boolean;
}

/** A plain list with a check mark before each item (benefits, what is monitored, what a stream brings). */
export function CheckList({ items, checkColor = 'brand.fg', itemColor, wrapping = false, ...rest }: CheckListProps) {
  return (
    <List.Root gap="2" variant="plain" {...rest}>
      {items.map((item) => (
        <List.Item key={item} color={itemColor} alignItems={wrapping ? 'flex-start' : 'center'}>
          <List.Indicator asChild color={checkColor} mt={wrapping ? '1' : undefined}>
            <CheckIcon />
          </List.Indicator>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
