/** A toggle chip for list filters (garment categories, history status, dashboard services). */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react';

interface FilterChipProps {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}

export function FilterChip({ selected, onClick, children, testId }: FilterChipProps) {
  return (
    <Button
      size="sm"
      borderRadius="full"
      variant={selected ? 'solid' : 'outline'}
      colorPalette={selected ? 'brand' : 'gray'}
      bg={selected ? undefined : 'white'}
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
