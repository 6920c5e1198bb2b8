/**
 * The course list's entries in the render that mounts it (a desktop's two rows of three, more than
 * a phone's screen): the rest come once it is painted (src/ui/useFirstItems), so the first
 * screen (firstScreen.tsx, the same views) draws these too.
 */
export const FIRST_CARDS = 6;
