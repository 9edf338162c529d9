/** Switches the interface between Vietnamese and English; i18n persists the choice. */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from './icons';

export function LanguageToggle(props: ButtonProps) {
  const { t, i18n } = useTranslation();
  const next = i18n.language === 'vi' ? 'en' : 'vi';
  return (
    <Button
      size="sm"
      variant="ghost"
      // The name starts with the visible text (WCAG 2.5.3 "label in name"), then says what it does.
      aria-label={`${next.toUpperCase()}: ${t('language.switchTo', { language: t(`language.names.${next}`) })}`}
      onClick={() => void i18n.changeLanguage(next)}
      data-testid="language-toggle"
      {...props}
    >
      <GlobeIcon />
      {next.toUpperCase()}
    </Button>
  );
}
