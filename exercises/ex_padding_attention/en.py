"""Exercise ex_padding_attention: its title, statement and hints in English."""

STRINGS: dict[str, str] = {
    "ex_padding_attention.title": "Padding without NaN",
    "ex_padding_attention.statement": "Write `ex_padding_attention(scores, lengths)`. `scores` "
        "has shape (b, h, n, n); `lengths` is an integer tensor of shape (b,) holding each "
        "sequence's real length, the rest being padding. Return weights in which no query "
        "attends to a padded key, rows of padded queries are all 0, and no row is ever NaN, "
        "even for a sequence of length 0. {device_rule}",
    "ex_padding_attention.hint.1": "Build a (b, n) padding mask, True where position ≥ length, "
        "then index it as [:, None, None, :] for keys (the head and query axes broadcast).",
    "ex_padding_attention.hint.2": "A row with every key masked is NaN after softmax: set such "
        "rows to 0 afterwards.",
}
