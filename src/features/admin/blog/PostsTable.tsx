/** One post of the admin list: its cover, title, status badge, category, last change and actions. */
import { Badge, Button, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type {
  AdminBlogPostListItem,
  AdminBlogPostStatus,
} from '../../../../common/contracts/blog-admin-reads';
import { TrashIcon } from '../../../components/icons';
import { useDateFormat } from '../../../lib/i18n/use-date-format';
import { useLanguage } from '../../../lib/i18n/use-language';
import type { AdminColumn } from '../shared/AdminTable';

const STATUS_PALETTE: Record<AdminBlogPostStatus, string> = {
  draft: 'gray',
  scheduled: 'orange',
  published: 'green',
};

interface PostRowProps {
  post: AdminBlogPostListItem;
  onEdit: (id: string) => void;
  onDelete: (post: AdminBlogPostListItem) => void;
}

/** The posts table's columns, in the order PostRow fills them. */
export function usePostColumns(): AdminColumn[] {
  const { t } = useTranslation('admin-blog');
  return [
    { label: t('posts.columns.post') },
    { label: t('posts.columns.status') },
    { label: t('posts.columns.category'), hideBelow: 'lg' },
    { label: t('posts.columns.updated') },
    { label: t('posts.columns.actions'), srOnly: true },
  ];
}

export function PostRow({ post, onEdit, onDelete }: PostRowProps) {
  const { t } = useTranslation('admin-blog');
  const english = useLanguage() === 'en';
  const formatDate = useDateFormat();
  return (
    <Table.Row data-testid={`post-row-${post.slug}`}>
      <Table.Cell>
        <HStack gap="3">
          <Image
            src={post.cover_image}
            alt=""
            boxSize="10"
            objectFit="cover"
            borderRadius="md"
            flexShrink="0"
            hideBelow="md"
          />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" lineClamp={2}>
              {(english && post.title_en) || post.title_vi}
            </Text>
            <Text fontSize="xs" color="fg.muted" truncate>
              /blog/{post.slug}
            </Text>
          </Stack>
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_PALETTE[post.status]} data-testid="post-status">
          {t(`status.${post.status}`)}
        </Badge>
      </Table.Cell>
      <Table.Cell hideBelow="lg">
        {(english && post.category.name_en) || post.category.name_vi}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontSize="sm">
        {formatDate(post.updated_at)}
      </Table.Cell>
      <Table.Cell>
        <HStack gap="1" justify="end">
          <Button
            size="xs"
            variant="outline"
            onClick={() => onEdit(post.id)}
            data-testid="post-edit"
          >
            {t('posts.edit')}
          </Button>
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(post)}
            aria-label={t('posts.deleteNamed', { title: post.title_vi })}
            data-testid="post-delete"
          >
            <TrashIcon />
          </Button>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
