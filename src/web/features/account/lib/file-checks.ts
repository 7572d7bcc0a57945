import { MAX_UPLOAD_BYTES } from "@shared/schemas/account";

/** The same rules the server applies by name and size, so a person hears at once; the server checks the bytes. */
export function fileProblem(file: File): string | null {
  if (!/\.(pdf|docx|txt)$/i.test(file.name)) return "Please upload a PDF, DOCX or TXT file.";
  if (file.size > MAX_UPLOAD_BYTES) return "The file is larger than 5 MB. Please choose a smaller file.";
  if (file.size === 0) return "The file is empty. Please choose another file.";
  return null;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${Math.round(size / 102.4) / 10} KB`;
  return `${Math.round(size / (1024 * 102.4)) / 10} MB`;
}
