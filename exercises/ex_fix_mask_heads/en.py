"""Exercise ex_fix_mask_heads: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_fix_mask_heads.title": "Bug hunt: the mask and the head axis",
    "ex_fix_mask_heads.statement": "This function should mask padded keys: `scores` has shape "
        "(b, h, n, n) and `pad` (b, n) is True at padding. It runs without an error when b "
        "equals h, yet the weights are wrong. Fix `ex_fix_mask_heads(scores, pad)` so that it "
        "returns the softmax weights with every padded key masked, for every head and every "
        "query. {device_rule}",
    "ex_fix_mask_heads.hint.1": "Broadcasting aligns shapes from the right: (b, 1, n) against "
        "(b, h, n, n) puts b where h should be.",
    "ex_fix_mask_heads.hint.2": "The key mask needs shape (b, 1, 1, n).",
    "ex_fix_mask_heads.head_axis": "Your mask still lines the batch axis b up with the head axis of the (b, h, n, n) scores (as the original (b, 1, n) mask did), so head i gets sequence i's padding. Index the "
        "padding as pad[:, None, None, :].",
    "ex_fix_mask_heads.query_axis": "The mask now covers padded queries (rows) instead of padded keys: index it as "
        "pad[:, None, None, :].",
    "ex_fix_mask_heads.inverted": "The mask is inverted: it hides the real tokens and keeps the padding.",
}
