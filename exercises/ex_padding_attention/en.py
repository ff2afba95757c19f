"""Exercise ex_padding_attention: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_padding_attention.title": "Padding without NaN",
    "ex_padding_attention.statement": "Write `ex_padding_attention(scores, lengths)`. `scores` "
        "has shape (b, h, n, n); `lengths` is an integer tensor of shape (b,) holding each "
        "sequence's real length, the rest being padding. Return weights in which no query "
        "attends to a padded key, rows of padded queries are all 0, and no row is ever NaN, "
        "even for a sequence of length 0. Padding is the only mask here (no causal mask): a real "
        "query may attend to every real key. {device_rule}",
    "ex_padding_attention.hint.1": "Build a (b, n) padding mask, True where position ≥ length, "
        "then index it as [:, None, None, :] for keys (the head and query axes broadcast).",
    "ex_padding_attention.hint.2": "A row with every key masked is NaN after softmax: set such "
        "rows to 0 afterwards.",
    'ex_padding_attention.query_rows_nan': 'Rows of padded queries should be all 0, and your code never zeroes them: they still hold weights over the real keys, and in a sequence of length 0 (every key padding, filled with -inf) the softmax gives 0/0 = NaN there. After the softmax, set those rows to 0 with masked_fill or torch.where on the query axis (a product with a 0/1 mask would keep the NaN).',
    "ex_padding_attention.nan": "Some rows are NaN: in a sequence of length 0 every key is padding, filled with -inf, and the "
        "softmax gives 0/0 = NaN; multiplying NaN by zero is still NaN. Set such rows to zero with "
        "torch.where (or use a finite fill).",
    "ex_padding_attention.query_rows_uniform": "Rows of padded queries should be all 0, but yours are uniform: "
        "each entry 1/{n}. Every score of such a row met the same finite fill (the row is masked whole, as a query-"
        "and-key mask does), and a softmax of equal numbers spreads the weight evenly; a fill of -inf there would "
        "give NaN instead. Masking cannot empty a row: hide the padded keys before the softmax, then set the rows "
        "of padded queries to 0 after it.",
    "ex_padding_attention.query_rows_zeroed": "Rows of padded queries should be all 0. Your code already zeroes "
        "rows, but not these: it counts some padded position as real. A length changed before the mask "
        "(clamp(min=1) makes an empty sequence's first token real; a length shifted by one) does this. Position "
        "i is real exactly when i < length, length 0 included: its row is all 0.",
    "ex_padding_attention.query_rows_clamped": "Rows of padded queries should be all 0. Your code already zeroes "
        "rows, but not these: it clamps the lengths before the mask, and clamp(min=1) makes an empty sequence's "
        "first token real. Keep the lengths as given: position i is real exactly when i < length, length 0 "
        "included (that sequence's rows are all 0; guard the softmax's NaN instead).",
    "ex_padding_attention.query_rows_nan_only": "Rows of padded queries should be all 0. Your code zeroes only the "
        "rows that came out NaN: those are the sequences with no real key at all, while the padded queries of the other "
        "sequences keep their weights over the real keys. Zero every padded query's row: w * (arange(n) < length) along "
        "the queries' axis ([:, None, :, None]).",
    "ex_padding_attention.query_rows": "Rows of padded queries should be all 0: their outputs are ignored, so zero them "
        "after the softmax.",
    "ex_padding_attention.off_by_one": "Your padding mask is off by one: position i is padding exactly when i ≥ length "
        "(positions count from 0).",
    "ex_padding_attention.queries_masked": "You masked padded queries (rows) instead of padded keys (columns): the mask "
        "before the softmax belongs on the keys, indexed as [:, None, None, :], so that no query attends to a padded "
        "key (the rows of padded queries are then set to 0 after the softmax, with the mask on the rows).",
    "ex_padding_attention.head_axis": "The mask has no head axis: (b, 1, n) lines b up with the heads of (b, h, n, n). "
        "Index it as [:, None, None, :].",
    "ex_padding_attention.inverted": "The mask is inverted: it hides the real tokens and keeps the padding.",
    "ex_padding_attention.keys_seen": "Some query still gives weight to a padded key.",
}
