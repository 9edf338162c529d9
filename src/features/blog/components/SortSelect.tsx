/**
 * The five sorts of docs/product-rules.md#blog-lists as a labelled native select (best on phones).
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BLOG_SORTS, type BlogSort } from '../../../../common/contracts/blog';

export function SortSelect({
  value,
  onChange,
}: {
  value: BlogSort;
  onChange: (sort: BlogSort) => void;
}) {
  const { t } = useTranslation('blog');
  return (
    <Field.Root maxW={{ sm: '60' }}>
      <Field.Label fontSize="sm">{t('list.sortLabel')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as BlogSort)}
          data-testid="blog-sort"
        >
          {BLOG_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
