/** "New here? Create an account" and its mirror: a question and a link to another view. */
import { Button, Text } from '@chakra-ui/react';

export function ViewSwitch({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <Text fontSize="sm" textAlign="center">
      {question}{' '}
      <Button variant="plain" size="sm" colorPalette="brand" px="0" onClick={onSwitch}>
        {action}
      </Button>
    </Text>
  );
}
