import { ClockIcon } from 'lucide-react';
import { formatDate, type BlogPost } from './posts';

/**
 * An article's category, reading time and date, as the blog list, the article and the home
 * page's teasers show them; a <span> where it stands inside a link.
 */
export function PostMeta({ post, as: Tag = 'p' }: { post: BlogPost; as?: 'p' | 'span' }) {
  return (
    <Tag className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
      <span className="rounded-full bg-secondary px-2.5 py-0.5 font-bold text-secondary-foreground">
        {post.category}
      </span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="size-4" aria-hidden="true" /> {post.readTime} min de citit
      </span>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
    </Tag>
  );
}
