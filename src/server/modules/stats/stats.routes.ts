import type { App } from "../../types";

export async function statsRoutes(_app: App): Promise<void> {}
