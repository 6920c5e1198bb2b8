import * as v from 'valibot';

/** A tee time's cancellation policy as the API answers it (prepare and reservations alike). */
export const cancellationPolicyEntries = {
  refundable: v.boolean(),
  free_until_local: v.pipe(
    v.nullable(v.string()),
    v.description(
      'YYYY-MM-DDTHH:mm, course time: the last moment of a free cancellation (null: not refundable)',
    ),
  ),
};
