/**
 * Share a post: Facebook's share page; Zalo — through the phone's share sheet where there is one
 * (Zalo is in it on phones), else the link is copied and Zalo Web opens to paste it (Zalo's own
 * share button needs an Official Account id we do not have); and copy link, with a toast.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FacebookIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';

const ZALO_WEB = 'https://chat.zalo.me/';

interface ShareButtonsProps {
  url: string;
  title: string;
}

export function ShareButtons({ url, title }: ShareButtonsProps) {
  const { t } = useTranslation('blog');

  async function copyLink(): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: t('share.copied'), description: url });
      return true;
    } catch {
      toaster.create({ type: 'error', title: t('share.copyFailed'), description: url });
      return false;
    }
  }

  async function shareOnZalo() {
    if (typeof navigator.share === 'function') {
      // A cancelled share sheet rejects: nothing to report.
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    if (await copyLink()) {
      toaster.create({ type: 'info', title: t('share.zaloPaste') });
      window.open(ZALO_WEB, '_blank', 'noopener,noreferrer');
    }
  }

  const facebook = `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
  return (
    <HStack gap="2" flexWrap="wrap" data-testid="share-buttons">
      <Text fontSize="sm" fontWeight="semibold" me="1">
        {t('share.title')}
      </Text>
      <Button asChild size="sm" variant="outline">
        <a href={facebook} target="_blank" rel="noopener noreferrer">
          <FacebookIcon /> Facebook
        </a>
      </Button>
      <Button size="sm" variant="outline" onClick={() => void shareOnZalo()}>
        Zalo
      </Button>
      <Button size="sm" variant="outline" onClick={() => void copyLink()}>
        {t('share.copyLink')}
      </Button>
    </HStack>
  );
}
