/**
 * Creates or renames a category, author or tag: its fields with their problems under each, the
 * server's refusal of a slug in use on the slug. Saving is one request; the dialog stays open
 * until it succeeds.
 */
import { useState } from 'react';
import { Button, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BlogTaxonomyKind } from '../../../../common/contracts/blog-admin-reads';
import { ERROR_CODES } from '../../../../common/contracts/error-codes';
import { toaster } from '../../../components/toaster';
import { ApiError } from '../../../lib/api/api-error';
import { apiErrorText } from '../../../lib/api/error-text';
import { blogAdminApi, type TaxonomyItems } from './blog-admin.api';
import { problemText, refusedFields, type FieldProblem } from './field-problems';
import { checkTaxonomyForm, TAXONOMY_FIELDS, taxonomyFormOf } from './taxonomy-form';

interface TaxonomyDialogProps {
  kind: BlogTaxonomyKind;
  /** null: a new one. */
  item: TaxonomyItems[BlogTaxonomyKind] | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TaxonomyDialog({ kind, item, onClose, onSaved }: TaxonomyDialogProps) {
  const { t } = useTranslation('admin-blog');
  const [values, setValues] = useState(() => taxonomyFormOf(kind, item));
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<Record<string, FieldProblem>>({});
  const [saving, setSaving] = useState(false);
  const checked = checkTaxonomyForm(kind, values);
  const problems = { ...(submitted && !checked.ok ? checked.problems : {}), ...refused };

  const save = async () => {
    setSubmitted(true);
    if (!checked.ok || saving) return;
    setSaving(true);
    try {
      if (item) await blogAdminApi.updateTaxonomy(kind, item.id, checked.request);
      else await blogAdminApi.createTaxonomy(kind, checked.request);
      toaster.create({ type: 'success', title: t(`taxonomy.${kind}.saved`) });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.conflict) {
        setRefused(refusedFields<string>(undefined, true) as Record<string, FieldProblem>);
      } else {
        toaster.create({
          type: 'error',
          title: t('taxonomy.saveFailed'),
          description: apiErrorText(t, error, t('taxonomy.saveFailedLead')),
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !saving && onClose()}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content asChild data-testid="taxonomy-dialog">
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>
                  {t(item ? `taxonomy.${kind}.editTitle` : `taxonomy.${kind}.newTitle`)}
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {TAXONOMY_FIELDS[kind].map(({ name, multiline }) => {
                    const error = problemText(t, problems[name]);
                    const change = (value: string) => {
                      setValues((current) => ({ ...current, [name]: value }));
                      setRefused({});
                    };
                    return (
                      <Field.Root key={name} invalid={Boolean(error)}>
                        <Field.Label>{t(`taxonomy.fields.${name}`)}</Field.Label>
                        {multiline ? (
                          <Textarea
                            value={values[name]}
                            rows={3}
                            onChange={(event) => change(event.target.value)}
                            data-testid={`taxonomy-${name}`}
                          />
                        ) : (
                          <Input
                            value={values[name]}
                            onChange={(event) => change(event.target.value)}
                            data-testid={`taxonomy-${name}`}
                          />
                        )}
                        {error ? (
                          <Field.ErrorText>{error}</Field.ErrorText>
                        ) : (
                          name === 'slug' && (
                            <Field.HelperText>{t('taxonomy.slugHelp')}</Field.HelperText>
                          )
                        )}
                      </Field.Root>
                    );
                  })}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={saving}>
                  {t('cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={saving}
                  data-testid="taxonomy-save"
                >
                  {t('taxonomy.save')}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
