import type { Config } from '../../config.ts';
import type { ChatModel } from './types.ts';

export type { ChatModel, ModelMessage, ModelTool } from './types.ts';

/** The configured OpenAI-compatible model (AI_BASE_URL and AI_MODEL), loaded only then; null: the built-in assistant answers alone. */
export async function createChatModel(config: Config): Promise<ChatModel | null> {
  if (!config.ai) return null;
  return (await import('./openai-compatible.ts')).createOpenAICompatibleModel(config.ai);
}
