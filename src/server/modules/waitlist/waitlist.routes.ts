import type { App } from "../../types";

export async function waitlistRoutes(_app: App): Promise<void> {}
