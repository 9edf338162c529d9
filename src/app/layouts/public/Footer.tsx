/**
 * The public footer (docs/product-rules.md#navigation): quick links, social links, contact, payment
 * logos, copyright.
 */
import { Box, Flex, Heading, HStack, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../common/brand';
import { Logo } from '../../../components/brand/Logo';
import { FacebookIcon, InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TiktokIcon, YoutubeIcon } from '../../../components/icons';
import { FOOTER_QUICK_LINKS, SERVICE_NAV } from '../nav-items';
import { PaymentLogos } from './PaymentLogos';

const SOCIAL = [
  { href: BRAND.social.facebook, label: 'Facebook', Icon: FacebookIcon },
  { href: BRAND.social.instagram, label: 'Instagram', Icon: InstagramIcon },
  { href: BRAND.social.tiktok, label: 'TikTok', Icon: TiktokIcon },
  { href: BRAND.social.youtube, label: 'YouTube', Icon: YoutubeIcon },
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" color="white">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const linkStyle = { color: 'gray.300', _hover: { color: 'white' }, fontSize: 'sm' } as const;

  return (
    <Box as="footer" bg="brand.900" color="gray.300" pt="14" pb="8" data-testid="site-footer">
      <SimpleGrid maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
        <Stack gap="4" color="white">
          <Logo />
          <Text fontSize="sm" color="gray.300">
            {t('footer.tagline')}
          </Text>
          <HStack gap="1" aria-label={t('footer.social')} role="group">
            {SOCIAL.map(({ href, label, Icon }) => (
              <IconButton key={label} asChild variant="ghost" size="sm" color="gray.300" _hover={{ color: 'white', bg: 'whiteAlpha.200' }}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                  <Icon />
                </a>
              </IconButton>
            ))}
          </HStack>
        </Stack>
        <FooterColumn title={t('footer.quickLinks')}>
          {FOOTER_QUICK_LINKS.map(({ to, labelKey }) => (
            <Link key={to} asChild {...linkStyle}>
              <RouterLink to={to}>{t(labelKey)}</RouterLink>
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn title={t('nav.services')}>
          {SERVICE_NAV.map(({ to, labelKey }) => (
            <Link key={to} asChild {...linkStyle}>
              <RouterLink to={to}>{t(labelKey)}</RouterLink>
            </Link>
          ))}
        </FooterColumn>
        <FooterColumn title={t('footer.contact')}>
          <HStack align="start" fontSize="sm">
            <MapPinIcon mt="0.5" />
            <Text>{t('footer.address')}</Text>
          </HStack>
          <Link href={BRAND.phoneHref} {...linkStyle}>
            <PhoneIcon /> {BRAND.phone}
          </Link>
          <Link href={`mailto:${BRAND.supportEmail}`} {...linkStyle}>
            <MailIcon /> {BRAND.supportEmail}
          </Link>
          <Text fontSize="sm">{t('footer.hours')}</Text>
        </FooterColumn>
      </SimpleGrid>
      <Flex maxW="7xl" mx="auto" px={{ base: 4, md: 6 }} mt="12" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.200" direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between" align={{ md: 'center' }}>
        <Text fontSize="sm">{t('footer.copyright', { year: new Date().getFullYear(), brand: BRAND.name })}</Text>
        <PaymentLogos />
      </Flex>
    </Box>
  );
}
