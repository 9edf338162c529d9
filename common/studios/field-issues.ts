/**
 * What is wrong with one field of a refused request, as a stable code with its numbers, so the
 * PWA can say it in either language (locale key `generation:fieldIssues.<code>`); the server
 * also sends the English sentence of describeFieldIssue. Never rename a code.
 */

export const FIELD_ISSUE_CODES = [
  /** Not given, and needed. */
  'required',
  /** Not one of `values`. */
  'not_allowed',
  'not_a_number',
  'not_a_whole_number',
  'not_a_boolean',
  'not_text',
  /** Below `min`. */
  'too_small',
  /** Above `max`. */
  'too_big',
  /** Longer than `max` characters. */
  'too_long',
  /** More than `max` items. */
  'too_many',
  /** None of the fields in `one_of` was given; one of them is needed. */
  'one_of_required',
  /** A photo of a person in which no face is found. */
  'no_face',
  /** A photo of a person that shows more than one face of a similar size. */
  'several_faces',
  /** A photo whose face is narrower than `min` pixels. */
  'face_too_small',
  /** A picture (a mask) whose size is not its photo's `width` × `height`. */
  'not_same_size',
  /** A person photo in which nobody is found (docs/photo-check.md). */
  'no_person',
  /** A person photo that shows more than one person of a similar size. */
  'several_people',
  /** A person photo whose shoulders or hips are outside the frame (try-on needs both). */
  'person_cut_off',
  /** A person photo whose person is too small or far away to work on. */
  'person_too_small',
  /** A person photo of someone turned side-on or strongly away from the camera. */
  'turned_pose',
  /** A person photo whose arms are crossed over the torso. */
  'arms_crossed',
  /**
   * A value the chosen video `model` does not take: `values` are the ones it does
   * (common/studios/video-models.ts).
   */
  'model_limit',
  /** An option the chosen video `model` does not have, turned on. */
  'model_lacks',
  /**
   * A prompt the built-in engine cannot carry out (it reads only its presets' names); `values`
   * lists the presets that work offline. Only a hosted engine follows it.
   */
  'needs_hosted_engine',
  /** Choices that do not go together; `values` names them. */
  'not_combinable',
] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];

export interface FieldIssue {
  code: FieldIssueCode;
  values?: string[];
  min?: number;
  max?: number;
  one_of?: string[];
  /** The size a picture must have, in pixels. */
  width?: number;
  height?: number;
  /** The model whose limits refused the value (its own name). */
  model?: string;
}

/** The English sentence of an issue (the `fields` map of a 400), naming the field. */
export function describeFieldIssue(field: string, issue: FieldIssue): string {
  switch (issue.code) {
    case 'required':
      return `${field} is required.`;
    case 'not_allowed':
      return `${field} must be one of: ${(issue.values ?? []).join(', ')}.`;
    case 'not_a_number':
      return `${field} must be a number.`;
    case 'not_a_whole_number':
      return `${field} must be a whole number.`;
    case 'not_a_boolean':
      return `${field} must be true or false.`;
    case 'not_text':
      return `${field} must be text.`;
    case 'too_small':
      return `${field} must be at least ${issue.min}.`;
    case 'too_big':
      return `${field} must be at most ${issue.max}.`;
    case 'too_long':
      return `${field} must be at most ${issue.max} characters long.`;
    case 'too_many':
      return `${field} takes at most ${issue.max} values.`;
    case 'one_of_required':
      return `Give ${(issue.one_of ?? [field]).join(' or ')}.`;
    case 'no_face':
      return `${field} shows no face we can find: use a clear photo of one person facing the camera.`;
    case 'several_faces':
      return `${field} shows several faces: use a photo of one person, or crop it to one face.`;
    case 'face_too_small':
      return `${field} shows a face too small to work on: use a closer photo (the face at least ${issue.min} pixels wide).`;
    case 'not_same_size':
      return `${field} must be the same size as the photo (${issue.width} × ${issue.height} pixels).`;
    case 'no_person':
      return `${field} shows no person we can find: use a photo of one person standing facing the camera.`;
    case 'several_people':
      return `${field} shows several people: crop it to one person, or use a photo of one person.`;
    case 'person_cut_off':
      return `${field} does not show the person from the shoulders to the hips: use a photo with the whole upper body in the frame.`;
    case 'person_too_small':
      return `${field} shows the person too small: use a closer photo in which the person fills most of the frame.`;
    case 'turned_pose':
      return `${field} shows the person turned sideways: use a photo of the person facing the camera.`;
    case 'arms_crossed':
      return `${field} shows the arms crossed over the body: use a photo with the arms relaxed at the sides.`;
    case 'model_limit':
      return `${field} must be one of: ${(issue.values ?? []).join(', ')} with ${issue.model}.`;
    case 'model_lacks':
      return `${field} is not an option of ${issue.model}: leave it off, or choose another model.`;
    case 'needs_hosted_engine':
      return `${field} asks for an edit the built-in offline engine cannot make: it only applies its presets (${(issue.values ?? []).join(', ')}). Choose presets instead, or ask for the hosted engine.`;
    case 'not_combinable':
      return `${field} cannot combine ${(issue.values ?? []).join(' and ')}: choose one of them.`;
  }
}
