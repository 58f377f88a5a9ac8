import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_MESSAGES } from '@tradeloom/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderWithApp } from '@/test/render';
import { ChatWidget } from './chat-widget';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sse = (events: [string, unknown][]) =>
  new Response(events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

const AIKO = { id: '0cf8abf3-2640-4362-839c-8bb4b667d2ab', full_name: 'Aiko Tan', company: 'Straits Metals' };
const RAVI = { id: '0765e119-d726-441b-96ec-9793e6f6afcd', full_name: 'Ravi Menon', company: null };
const ANSWER = {
  response: 'I found 2 contacts who trade Copper in Singapore:\n\n1. **Aiko Tan**\n2. **Ravi Menon**',
  contact_ids: [AIKO.id, RAVI.id],
  contacts: [AIKO, RAVI],
  source: 'built_in',
  credits_remaining: 9,
};

type Handler = (request: Request) => Response | Promise<Response>;
let askHandler: Handler;
let storedMessages: unknown[];
let api = fakeApi();
/** The requests the panel made, in order. */
const fetched = () => api.calls.map((c) => [c.request] as [Request]);

/** Every call the panel made to POST /api/ai/chat, with its parsed body. */
async function asks() {
  const out: { request: Request; body: { message: string; conversation_history: unknown[] } }[] = [];
  for (const [request] of fetched()) {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/ai/chat') {
      out.push({ request, body: await request.clone().json() });
    }
  }
  return out;
}

function renderWidget({ credits = 10 }: { credits?: number } = {}) {
  const onOpenContact = vi.fn();
  const onCreditsChange = vi.fn();
  function Harness() {
    const [balance, setBalance] = useState(credits);
    return (
      <ChatWidget
        credits={balance}
        onCreditsChange={(n) => {
          onCreditsChange(n);
          setBalance(n);
        }}
        onOpenContact={onOpenContact}
      />
    );
  }
  renderWithApp(<Harness />, { api });
  return { onOpenContact, onCreditsChange, user: userEvent.setup() };
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open AI CRM Assistant' }));
  // The panel is a lazy chunk: its first load, on a busy machine, takes longer than findBy's 1 s.
  const input = await screen.findByRole('textbox', { name: 'Message the AI CRM Assistant' }, { timeout: 15_000 });
  await waitFor(() => expect(input).toHaveProperty('disabled', false));
  return input as HTMLTextAreaElement;
}

describe('AI CRM Assistant panel', () => {
  beforeEach(() => {
    sessionStorage.clear();
    storedMessages = [];
    askHandler = () => json(200, ANSWER);
    api = fakeApi({
      'GET /api/ai/chat/messages': () => ({ messages: storedMessages }),
      'DELETE /api/ai/chat/messages': () => new Response(null, { status: 204 }),
      'POST /api/ai/chat': ({ request }) => askHandler(request),
      // No suggestions from the server: the panel shows its built-in examples.
      'GET /api/ai/chat/suggestions': apiError(404, 'NOT_FOUND', 'Not found'),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('opens from the bubble with the welcome text and the focus in the question box; Escape minimises', async () => {
    const { user } = renderWidget();
    const input = await openPanel(user);
    expect(screen.getByRole('heading', { name: CHAT_MESSAGES.title })).toBeTruthy();
    expect(screen.getByText(CHAT_MESSAGES.welcome)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(input.placeholder).toBe(CHAT_MESSAGES.placeholder);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open AI CRM Assistant' }));
    expect(await screen.findByRole('dialog', { name: CHAT_MESSAGES.title })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Close AI CRM Assistant' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('tradeloom-chat-panel')).toBe('closed');
  });

  it('Enter sends the trimmed question; Shift+Enter adds a line and sends nothing', async () => {
    const { user } = renderWidget();
    const input = await openPanel(user);
    await user.type(input, '  who trades copper{Shift>}{Enter}{/Shift}in Singapore?');
    expect(input.value).toBe('  who trades copper\nin Singapore?');
    expect(await asks()).toHaveLength(0);

    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: /^Aiko Tan/ });
    const [ask] = await asks();
    expect(ask!.body).toEqual({ message: 'who trades copper\nin Singapore?', conversation_history: [] });
    expect(ask!.request.headers.get('accept')).toBe('text/event-stream');
    expect(input.value).toBe('');
  });

  it('sends nothing while an answer is pending, and shows the typing indicator meanwhile', async () => {
    let answer!: (r: Response) => void;
    askHandler = () => new Promise<Response>((resolve) => (answer = resolve));
    const { user } = renderWidget();
    const input = await openPanel(user);
    await user.type(input, 'who trades copper in Singapore?{Enter}');
    expect(await screen.findByRole('status', { name: 'Assistant is typing' })).toBeTruthy();

    await user.type(input, 'and in London?{Enter}');
    expect(input.value).toBe('and in London?');
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', true);
    fireEvent.submit(input.closest('form')!);
    expect(await asks()).toHaveLength(1);

    await act(async () => answer(json(200, ANSWER)));
    expect(await screen.findByRole('button', { name: /^Aiko Tan/ })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Assistant is typing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('shows the spec’s error bubble when the request fails, and the fallback when the answer has no response', async () => {
    askHandler = () => json(500, { error: { code: 'INTERNAL_ERROR', message: 'Boom' } });
    const { user } = renderWidget();
    const input = await openPanel(user);
    await user.type(input, 'who trades copper in Singapore?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(CHAT_MESSAGES.error);

    // A stream that fails after it opened says the same.
    askHandler = () => sse([['error', { status: 500, error: { code: 'INTERNAL_ERROR', message: 'The assistant could not answer' } }]]);
    await user.type(input, 'who buys urea?{Enter}');
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([CHAT_MESSAGES.error, CHAT_MESSAGES.error]);

    askHandler = () => json(200, { contact_ids: [], contacts: [], source: 'built_in', credits_remaining: 8 });
    await user.type(input, 'summarise my network{Enter}');
    expect(await screen.findByText(CHAT_MESSAGES.noResponse)).toBeTruthy();
  });

  it('with no credits left says so with the upgrade prompt, disables the question box and sends nothing', async () => {
    const { user } = renderWidget({ credits: 0 });
    await user.click(screen.getByRole('button', { name: 'Open AI CRM Assistant' }));
    const notice = await screen.findByTestId('chat-no-credits');
    expect(within(notice).getByText(CHAT_MESSAGES.noCredits)).toBeTruthy();
    expect(within(notice).getByText(CHAT_MESSAGES.noCreditsPrompt)).toBeTruthy();
    expect(
      within(notice)
        .getByRole('link', { name: /Upgrade plan/ })
        .getAttribute('href'),
    ).toBe('/settings');
    const input = screen.getByRole('textbox', { name: 'Message the AI CRM Assistant' }) as HTMLTextAreaElement;
    await waitFor(() => expect(input.disabled).toBe(true));
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.submit(input.closest('form')!);
    expect(await asks()).toHaveLength(0);
  });

  it('on a 402 NO_CREDITS drops the question, gives it back in the box, and shows the notice', async () => {
    askHandler = () => json(402, { error: { code: 'NO_CREDITS', message: 'No credits remaining' } });
    const { user, onCreditsChange } = renderWidget({ credits: 3 });
    const input = await openPanel(user);
    await user.type(input, 'who trades copper in Singapore?{Enter}');
    expect(await screen.findByTestId('chat-no-credits')).toBeTruthy();
    expect(onCreditsChange).toHaveBeenCalledWith(0);
    expect(input.disabled).toBe(true);
    expect(input.value).toBe('who trades copper in Singapore?');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(CHAT_MESSAGES.welcome)).toBeTruthy();
  });

  it('streams the answer into its bubble, then shows the contacts it names as chips that open them', async () => {
    askHandler = () =>
      sse([
        ['delta', { text: 'I found 2 contacts ' }],
        ['delta', { text: 'who trade Copper in Singapore.' }],
        ['done', ANSWER],
      ]);
    const { user, onOpenContact, onCreditsChange } = renderWidget();
    const input = await openPanel(user);
    await user.type(input, 'who trades copper in Singapore?{Enter}');

    const chips = await screen.findByRole('list', { name: 'Contacts in this answer' });
    const buttons = within(chips).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Aiko Tan, Straits Metals', 'Ravi Menon']);
    expect(screen.getByText('Aiko Tan', { selector: 'strong' })).toBeTruthy();
    expect(onCreditsChange).toHaveBeenCalledWith(9);
    expect(screen.getByTestId('chat-credits').textContent).toContain('9 credits left');

    await user.click(buttons[1]!);
    expect(onOpenContact).toHaveBeenCalledWith(RAVI.id);

    // The follow-up carries the answer's contacts, so 'the second one' can be resolved.
    askHandler = () => json(200, { ...ANSWER, response: '**Ravi Menon**', contact_ids: [RAVI.id], contacts: [RAVI], credits_remaining: 8 });
    await user.type(input, 'tell me more about the second one{Enter}');
    await waitFor(async () => expect(await asks()).toHaveLength(2));
    expect((await asks())[1]!.body.conversation_history).toEqual([
      { role: 'user', content: 'who trades copper in Singapore?' },
      { role: 'assistant', content: ANSWER.response, contact_ids: [AIKO.id, RAVI.id] },
    ]);
  });

  it('shows the stored conversation again, and New conversation deletes it', async () => {
    storedMessages = [
      {
        id: 'm1',
        role: 'user',
        content: 'who trades copper in Singapore?',
        contact_ids: [],
        contacts: [],
        created_at: '2026-01-01T00:00:00Z',
      },
      {
        id: 'm2',
        role: 'assistant',
        content: ANSWER.response,
        contact_ids: ANSWER.contact_ids,
        contacts: ANSWER.contacts,
        created_at: '2026-01-01T00:00:01Z',
      },
    ];
    const { user } = renderWidget();
    await openPanel(user);
    expect(screen.getByText('who trades copper in Singapore?')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Aiko Tan/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New conversation' }));
    expect(await screen.findByText(CHAT_MESSAGES.welcome)).toBeTruthy();
    expect(fetched().some(([r]) => r.method === 'DELETE' && new URL(r.url).pathname === '/api/ai/chat/messages')).toBe(true);
  });
});
