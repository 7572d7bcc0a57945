import type { ReportInput, ReportResult } from "@shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function reportConversation({
  userId,
  ...body
}: ReportInput & { userId: number }): Promise<ReportResult> {
  return api<ReportResult>(`/api/conversations/${userId}/report`, { method: "POST", body });
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
