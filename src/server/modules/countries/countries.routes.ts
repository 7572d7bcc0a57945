import type { App } from "../../types";

export async function countriesRoutes(_app: App): Promise<void> {}
