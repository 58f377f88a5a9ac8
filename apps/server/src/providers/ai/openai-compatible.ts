/**
 * Any OpenAI-compatible chat model (OpenAI, Ollama, vLLM, LM Studio...) through the Vercel AI SDK's
 * OpenAI-compatible provider: tool calls run on our server, and the model may take a few steps
 * (call a tool, read its result, answer).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { stepCountIs, streamText, type ToolSet, tool } from 'ai';
import type { ChatModel } from './types.ts';

/** A tool call, its result, and the answer: a few more for a model that looks twice. */
const MAX_STEPS = 5;

export function createOpenAICompatibleModel(opts: { baseUrl: string; apiKey?: string; model: string }): ChatModel {
  const provider = createOpenAICompatible({ name: 'tradeloom-ai', baseURL: opts.baseUrl.replace(/\/$/, ''), apiKey: opts.apiKey });
  const model = provider.chatModel(opts.model);
  return {
    name: opts.model,
    async answer({ system, messages, tools, signal, onText }) {
      const toolSet: ToolSet = {};
      for (const [name, t] of Object.entries(tools)) {
        toolSet[name] = tool({ description: t.description, inputSchema: t.inputSchema, execute: (input: unknown) => t.execute(input) });
      }
      const result = streamText({
        model,
        system,
        messages,
        tools: toolSet,
        stopWhen: stepCountIs(MAX_STEPS),
        abortSignal: signal,
        maxRetries: 0,
      });
      let text = '';
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') {
          text += part.text;
          onText?.(part.text);
        } else if (part.type === 'error') {
          throw part.error instanceof Error ? part.error : new Error(String(part.error));
        } else if (part.type === 'abort') {
          throw new Error('The model took too long to answer');
        }
      }
      if (!text.trim()) throw new Error('The model answered nothing');
      return text;
    },
  };
}
