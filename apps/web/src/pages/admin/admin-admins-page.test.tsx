import { screen } from '@testing-library/react';
import { ADMIN_USER_MESSAGES } from '@tradeloom/domain';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminAdminsPage } from './admin-admins-page';

describe('admin admins page', () => {
  it('lists the administrators in the order the server gives (newest first), each linking to their page', async () => {
    renderWithApp(<AdminAdminsPage />, {
      api: {
        'GET /api/admin/admins': {
          admins: [
            { user_id: 'u-2', email: 'new@example.com', full_name: 'New Admin', created_at: new Date().toISOString() },
            { user_id: 'u-1', email: 'old@example.com', full_name: null, created_at: '2026-01-01T00:00:00.000Z' },
          ],
        },
      },
    });
    const links = await screen.findAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['new@example.com', 'old@example.com']);
    expect(links[0]!.getAttribute('href')).toBe('/admin/users/u-2');
    expect(screen.getByText(/npm run admin:add -- <email>/)).toBeTruthy();
    expect(screen.getByText(/npm run admin:remove -- <email>/)).toBeTruthy();
  });

  it("says 'No administrators' when the list is empty", async () => {
    renderWithApp(<AdminAdminsPage />, { api: { 'GET /api/admin/admins': { admins: [] } } });
    expect(await screen.findByText(ADMIN_USER_MESSAGES.noAdmins)).toBeTruthy();
  });
});
