import type { App } from "../../types";

export async function jobsRoutes(_app: App): Promise<void> {}
