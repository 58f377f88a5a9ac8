import { screen, waitFor } from '@testing-library/react';
import type { Attachment } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithApp } from '@/test/render';
import { AttachmentsCard, type AttachmentTarget } from './attachments-card';

const upload: Attachment = {
  id: 'temp/u1/4f2a-spec-sheet.pdf',
  name: 'spec-sheet.pdf',
  size: 2048,
  type: 'application/pdf',
  uploadedAt: '2026-11-20T09:00:00.000Z',
};

/** The card with one file, the way the contact form holds it, then gone (the form closed). */
function renderThenClose(target: AttachmentTarget, keepTemporary: () => boolean) {
  const api = fakeApi({ 'DELETE /api/attachments/temp': undefined });
  const view = renderWithApp(
    <AttachmentsCard target={target} attachments={[upload]} onAttachmentsChange={() => {}} keepTemporary={keepTemporary} />,
    { api },
  );
  expect(screen.getByText('spec-sheet.pdf')).toBeTruthy();
  view.unmount();
  return api;
}

describe('AttachmentsCard: the temporary uploads of an add form', () => {
  it('are deleted when the form closes without saving', async () => {
    const api = renderThenClose({ kind: 'temp' }, () => false);
    await waitFor(() => expect(api.callsTo('DELETE /api/attachments/temp')).toHaveLength(1));
    expect(api.calls[0]!.query.get('path')).toBe(upload.id);
  });

  it('are kept when the contact was saved with them', async () => {
    const api = renderThenClose({ kind: 'temp' }, () => true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });

  it("a saved contact's files are never deleted by closing", async () => {
    const api = renderThenClose({ kind: 'contact', contactId: '6f1c2a9e-1d1b-4c55-9a43-2f6d7c1e0a11' }, () => false);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toEqual([]);
  });
});
