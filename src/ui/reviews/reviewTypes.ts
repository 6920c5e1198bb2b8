import type { ModerationStatus } from '../../domain/account/reviewModeration';

/** A course review as the API answers it (camelCased). */
export interface Review {
  id: string;
  courseId: string;
  rating: number;
  title: string;
  comments: string;
  createdAt: string;
  reviewer: { name: string };
  helpfulCount: number;
  isApproved: boolean;
  /** Own and moderator lists only. */
  status?: ModerationStatus;
  course?: { id: string; name: string; slug: string; hierarchizedUrl: string };
  reportsCount?: number;
  user?: { id: string; email: string | null; isBanned: boolean } | null;
}

export interface CoursePage {
  course: { id: string; name: string; hierarchizedUrl: string };
}
