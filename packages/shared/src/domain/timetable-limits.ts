/** "Copy a week" reaches at most this many following weeks (a quarter: further ahead plans change). */
export const MAX_COPY_WEEKS = 12;

/** A changed date holds at most this many spans (a split day rarely has more than three). */
export const MAX_SPANS_PER_DAY = 12;
