import type { z } from 'zod';

/** A function the model may call: it runs on the server over the user's own network. */
export interface ModelTool {
  description: string;
  inputSchema: z.ZodType;
  execute(input: unknown): Promise<unknown>;
}

export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  /** The configured model's name, for logs. */
  readonly name: string;
  /**
   * Answers the last message with the tools at hand, streaming the text as it comes. Throws when the
   * model fails, times out (the signal) or answers nothing.
   */
  answer(opts: {
    system: string;
    messages: ModelMessage[];
    tools: Record<string, ModelTool>;
    signal: AbortSignal;
    onText?: (delta: string) => void;
  }): Promise<string>;
}
