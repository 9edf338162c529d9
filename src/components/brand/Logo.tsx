/** The product's mark and name, linking home. */
import { HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SparklesIcon } from '../icons';

export function Logo({ color = 'inherit' }: { color?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      asChild
      color={color}
      _hover={{ textDecoration: 'none' }}
      aria-label={t('brand.homeLink')}
    >
      <RouterLink to="/">
        <HStack gap="2">
          <SparklesIcon
            boxSize="7"
            p="1"
            borderRadius="md"
            bgGradient="to-br"
            gradientFrom="brand.500"
            gradientTo="accent.500"
            color="white"
          />
          <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight">
            {t('brand.name')}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
