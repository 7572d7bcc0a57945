import type { App } from "../../types";

export async function authRoutes(_app: App): Promise<void> {}
