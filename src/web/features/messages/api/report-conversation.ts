import { reportConversation as reportConversationEndpoint } from "@shared/api/messages";
import type { ReportInput } from "@shared/schemas/messages";
import { useMutation } from "@tanstack/react-query";
import { request } from "../../../lib/api-client";

export function reportConversation({ userId, ...body }: ReportInput & { userId: number }) {
  return request(reportConversationEndpoint, { params: { userId }, body });
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
