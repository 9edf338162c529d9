/**
 * The categories, authors or tags: each with its slug and how many posts name it (drafts too),
 * renamed and deleted here. A category or author that posts name cannot be deleted (every post
 * needs one, so the button says why instead); a tag can, and leaves its posts without it.
 */
import { useState } from 'react';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogTaxonomyKind } from '../../../../common/contracts/blog-admin-reads';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { TrashIcon } from '../../../components/icons';
import { toaster } from '../../../components/toaster';
import { apiErrorText } from '../../../lib/api/error-text';
import { useApiResource } from '../../../lib/api/use-api-resource';
import { useLanguage } from '../../../lib/i18n/use-language';
import { AdminTable } from '../shared/AdminTable';
import { ResourceView } from '../shared/ResourceView';
import { blogAdminApi, type TaxonomyItems } from './blog-admin.api';
import { TaxonomyDialog } from './TaxonomyDialog';

type Item = TaxonomyItems[BlogTaxonomyKind];

/** The name readers see, in the admin's language where it has one. */
function nameOf(item: Item, english: boolean): string {
  if ('name' in item) return item.name;
  return (english && item.name_en) || item.name_vi;
}

export function TaxonomyPanel({ kind }: { kind: BlogTaxonomyKind }) {
  const { t } = useTranslation('admin-blog');
  const english = useLanguage() === 'en';
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const list = useApiResource(`${kind}:${version}`, (signal) =>
    blogAdminApi.listTaxonomy(kind, signal),
  );
  const reload = () => setVersion((current) => current + 1);
  const keepsPosts = kind === 'tags';

  const remove = async () => {
    if (!deleting) return;
    try {
      await blogAdminApi.deleteTaxonomy(kind, deleting.id);
      toaster.create({ type: 'success', title: t(`taxonomy.${kind}.deleted`) });
      setDeleting(null);
      reload();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t('taxonomy.deleteFailed'),
        description: apiErrorText(t, error, t('taxonomy.deleteFailedLead')),
      });
    }
  };

  return (
    <Stack gap="4" data-testid={`taxonomy-${kind}`}>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" maxW="2xl">
          {t(`taxonomy.${kind}.lead`)}
        </Text>
        <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid="taxonomy-new">
          {t(`taxonomy.${kind}.new`)}
        </Button>
      </HStack>
      <ResourceView
        resource={list}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t(`taxonomy.${kind}.empty`)}
        loadFailedText={t('taxonomy.loadFailed')}
      >
        {(data) => (
          <AdminTable
            label={t(`tabs.${kind}`)}
            columns={[
              { label: t('taxonomy.columns.name') },
              { label: t('taxonomy.columns.slug') },
              { label: t('taxonomy.columns.posts'), numeric: true },
              { label: t('taxonomy.columns.actions'), srOnly: true },
            ]}
          >
            {data.items.map((item) => {
              const inUse = item.post_count > 0 && !keepsPosts;
              const name = nameOf(item, english);
              return (
                <Table.Row key={item.id} data-testid={`taxonomy-row-${item.slug}`}>
                  <Table.Cell fontWeight="medium">{name}</Table.Cell>
                  <Table.Cell color="fg.muted">{item.slug}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Badge variant="subtle" data-testid="taxonomy-count">
                      {t('taxonomy.postCount', { count: item.post_count })}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" justify="end">
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => setEditing(item)}
                        data-testid="taxonomy-edit"
                      >
                        {t('taxonomy.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        disabled={inUse}
                        title={inUse ? t('taxonomy.inUse', { count: item.post_count }) : undefined}
                        aria-label={
                          inUse
                            ? t('taxonomy.inUse', { count: item.post_count })
                            : t('taxonomy.deleteNamed', { name })
                        }
                        onClick={() => setDeleting(item)}
                        data-testid="taxonomy-delete"
                      >
                        <TrashIcon />
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </AdminTable>
        )}
      </ResourceView>
      {editing && (
        <TaxonomyDialog
          kind={kind}
          item={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t(`taxonomy.${kind}.deleteTitle`)}
        confirmLabel={t('taxonomy.delete')}
        cancelLabel={t('cancel')}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
        testId="taxonomy-delete-dialog"
        confirmTestId="taxonomy-delete-confirm"
      >
        {keepsPosts && deleting && deleting.post_count > 0
          ? t('taxonomy.tags.deleteBodyInUse', {
              name: nameOf(deleting, english),
              count: deleting.post_count,
            })
          : t('taxonomy.deleteBody', { name: deleting ? nameOf(deleting, english) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
