"""Exercise ex_fix_second_head: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_fix_second_head.title": "Bug hunt: the second head",
    "ex_fix_second_head.statement": "A learner computed each head's scores separately, to check "
        "that they equal the batched `a @ a.transpose(2, 3)`, but the numbers of the second "
        "head disagree with the batched result. Fix `ex_fix_second_head(a)` so that, for `a` of "
        "shape (1, h, n, d) with any number of heads h, it returns the per-head scores stacked "
        "into shape (h, n, n), equal to the batched result. {device_rule}",
    "ex_fix_second_head.hint.1": "Print both heads' inputs: are they really different slices of "
        "a?",
    "ex_fix_second_head.hint.2": "Which axis of a indexes the heads? Then make it work for any "
        "h, not just two.",
    "ex_fix_second_head.same_head": "Your second head equals the first: the second head is a[0, 1], not a[0, 0].",
    "ex_fix_second_head.two_heads": "The second head is right now, but the function only handles two heads: stack one "
        "result per head, for every head of a.",
    "ex_fix_second_head.wrong_side": "You computed headᵀ @ head, of shape (d, d): the transpose is on the wrong side. The order of the "
        "operands sets the shape: the scores of a head are head @ headᵀ, (n, n), one row per token.",
}
