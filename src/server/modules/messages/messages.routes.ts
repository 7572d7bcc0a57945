import type { App } from "../../types";

export async function messagesRoutes(_app: App): Promise<void> {}
