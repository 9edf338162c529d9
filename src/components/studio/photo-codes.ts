/**
 * The refusal codes that mean "this photo of a person will not do" (docs/photo-check.md): a
 * refusal with one of them shows the good-photo guide; `several_people` also offers to crop.
 */
import type { FieldIssue, FieldIssueCode } from '../../../common/studios/field-issues';

export const PERSON_PHOTO_CODES: ReadonlySet<FieldIssueCode> = new Set([
  'no_person',
  'several_people',
  'person_cut_off',
  'person_too_small',
  'turned_pose',
  'arms_crossed',
  'no_face',
  'several_faces',
  'face_too_small',
]);

/** The fields refused for their person photo, with the code. */
export function personPhotoIssues(
  issues: Readonly<Record<string, FieldIssue>>,
): Array<[field: string, code: FieldIssueCode]> {
  return Object.entries(issues).flatMap(([field, issue]) =>
    PERSON_PHOTO_CODES.has(issue.code) ? [[field, issue.code] as [string, FieldIssueCode]] : [],
  );
}
