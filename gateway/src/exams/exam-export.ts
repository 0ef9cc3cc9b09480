import { type ExamExportPage, Subjects } from '@typing/contracts';
import type { ServiceClient } from '../rpc/service-client';

/** Every exam of a member, oldest first with their answers, for "export my data" (read a page at a time). */
export async function examResultsOf(services: ServiceClient, userId: string): Promise<ExamExportPage['examResults']> {
  let page = await services.request(Subjects.results.examExport, { userId });
  const rows = [...page.examResults];
  while (page.next) {
    page = await services.request(Subjects.results.examExport, { userId, after: page.next });
    rows.push(...page.examResults);
  }
  return rows;
}
