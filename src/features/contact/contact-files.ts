/**
 * The checks the server makes on attachments, made first in the browser so a mistake shows at
 * once: at most 4 files, 5 MB each and 10 MB together, and PNG, JPEG, WebP or PDF by their bytes.
 */
import {
  CONTACT_SNIFF_BYTES,
  MAX_CONTACT_FILE_BYTES,
  MAX_CONTACT_FILES,
  MAX_CONTACT_TOTAL_BYTES,
  sniffContactFileType,
} from '../../../common/contracts/contact';

export type FileProblem = 'tooMany' | 'tooLarge' | 'totalTooLarge' | 'wrongType';

export interface FileRefusal {
  file: File;
  problem: FileProblem;
}

async function problemOf(file: File): Promise<FileProblem | null> {
  if (file.size > MAX_CONTACT_FILE_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, CONTACT_SNIFF_BYTES).arrayBuffer());
  return sniffContactFileType(head) ? null : 'wrongType';
}

/** Which of `added` can join `current`, in order, and why the others cannot. */
export async function admitFiles(current: File[], added: File[]) {
  const accepted: File[] = [];
  const refused: FileRefusal[] = [];
  let total = current.reduce((sum, file) => sum + file.size, 0);
  for (const file of added) {
    const problem =
      current.length + accepted.length >= MAX_CONTACT_FILES
        ? 'tooMany'
        : ((await problemOf(file)) ??
          (total + file.size > MAX_CONTACT_TOTAL_BYTES ? 'totalTooLarge' : null));
    if (problem) {
      refused.push({ file, problem });
    } else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, refused };
}
