/** Texts of spec §8 'Contacts and files' about a contact's files, verbatim. */
export const ATTACHMENT_MESSAGES = {
  uploadSignedOut: 'You must be logged in to upload files',
  uploadFailed: 'Upload failed',
  uploadUnexpected: 'An unexpected error occurred while uploading the file',
  uploaded: 'File uploaded',
  fileDeleted: 'File has been deleted successfully',
  downloadFailed: 'Download failed',
  deleteFailed: 'Delete failed',
  renameFailed: 'Rename failed',
} as const;
