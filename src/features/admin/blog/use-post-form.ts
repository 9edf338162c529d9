/**
 * The post editor's state: the values, which fields were left (their problems show from then,
 * or all of them after a save was tried), the server's refusals of fields until they are edited,
 * whether anything differs from what was loaded, and one save at a time.
 */
import { useState } from 'react';
import { slugify } from '../../../../common/blog-markdown';
import type { AdminBlogPostRequest } from '../../../../common/contracts/blog-admin';
import type { FieldProblem } from './field-problems';
import {
  checkPostForm,
  type PostField,
  type PostFormProblems,
  type PostFormValues,
} from './post-form';

/** What a save answers: nothing when it worked, else the fields the server refused. */
export type SaveOutcome = PostFormProblems | null;

export function usePostForm(
  initial: PostFormValues,
  save: (request: AdminBlogPostRequest) => Promise<SaveOutcome>,
) {
  const [saved, setSaved] = useState(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<PostFormProblems>({});
  const [saving, setSaving] = useState(false);
  // A new post's slug follows its Vietnamese title until the slug is typed in.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(initial.slug === '');

  const checked = checkPostForm(values);
  const problems: PostFormProblems = { ...refused };
  if (!checked.ok) {
    for (const [field, problem] of Object.entries(checked.problems) as [
      PostField,
      FieldProblem,
    ][]) {
      if (submitted || touched.has(field)) problems[field] = problem;
    }
  }

  function set<K extends keyof PostFormValues>(field: K, value: PostFormValues[K]) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === 'title_vi' && slugFollowsTitle) next.slug = slugify(String(value));
      return next;
    });
    if (field === 'slug') setSlugFollowsTitle(false);
    setRefused((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as PostField];
      return next;
    });
  }

  return {
    values,
    problems,
    saving,
    dirty: JSON.stringify(values) !== JSON.stringify(saved),
    set,
    touch: (field: PostField) => setTouched((current) => new Set(current).add(field)),
    /** Checks, then saves; true when the post was saved. */
    async submit(): Promise<boolean> {
      setSubmitted(true);
      if (saving || !checked.ok) return false;
      setSaving(true);
      try {
        const refusal = await save(checked.request);
        if (refusal) {
          setRefused(refusal);
          return false;
        }
        setSaved(values);
        return true;
      } finally {
        setSaving(false);
      }
    },
  };
}
export type PostFormState = ReturnType<typeof usePostForm>;
