"""The Masking lesson's strings in English."""

STRINGS: dict[str, str] = {
    "title.masking": "Masking",
    "masking.limits": "Up to 64 tokens and 512 dimensions; the edited token's change within ±100; the "
        "large negative fill between −1e30 and −1. Weights use nn.Linear projections (seed 789 = "
        "the book).",
    "widget.edit_token": "No-leak check: token to change",
    "widget.delta": "Add this to every coordinate of it",
    "widget.pads": "Padding positions",
    "widget.fill": "Large negative fill value",
    "widget.heads": "Heads h (for the broadcast)",
    "masking.step.unmasked": "Unmasked weights",
    "masking.step.way_a": "Way A: zero and renormalise",
    "masking.step.way_b": "Way B: −∞ before softmax",
    "masking.step.no_leak": "Nothing leaks",
    "masking.step.mistake": "The classic mistake",
    "masking.step.conventions": "Three mask conventions",
    "masking.step.padding": "Padding masks",
    "masking.step.fully_masked": "Fully masked rows",
    "masking.step.causal_class": "The CausalAttention class",
    "masking.text.unmasked": "**Before masking.** These are self-attention weights as in lesson {scores_lesson}, with nn.Linear "
        "projections seeded with {seed}. Every token attends to every other, including tokens that "
        "come later in the sentence. The first row is {first}. A language model that predicts the "
        "next token must not see it, so the upper triangle has to go.",
    "masking.text.way_a": "**Way A.** Take the softmax weights, multiply by a lower-triangular matrix of ones to "
        "zero every weight on a later token, then divide each row by its new sum (before dividing the "
        "sums are {sums}). Row “{query}” becomes {row}: it can only look at the first {seen} tokens.",
    "masking.text.way_a_one": "**Way A.** Take the softmax weights, multiply by a lower-triangular matrix of ones to "
        "zero every weight on a later token, then divide each row by its new sum (before dividing the "
        "sums are {sums}). With a single token there is no future to hide: “{query}” keeps {row}. "
        "Add rows to see the mask at work.",
    "masking.text.way_b": "**Way B.** Put −∞ above the diagonal of the scores (empty cells on the left) and apply "
        "the softmax once: exp(−∞) = 0, so the future gets exactly zero weight and the rows already "
        "sum to 1. One softmax instead of two passes, same result: row “{query}” is {row} on the {seen:plural:token:tokens} it sees (every later token gets 0), and the "
        "largest difference from way A is {diff}.",
    "masking.text.way_b_differs": "**Way B.** Put −∞ above the diagonal of the scores (empty cells on the left) and "
        "apply the softmax once: exp(−∞) = 0, so the future gets exactly zero weight and the rows "
        "already sum to 1. In exact arithmetic way A gives the same result, but not here: the largest "
        "difference is {diff}, and {nan:plural:row:rows} of way A {nan:pl:is:are} NaN. After way A's first "
        "softmax some row put almost all its weight on later tokens, so its past weights underflowed "
        "(to 0, or to a few significant bits), and renormalising them gives 0 / 0 or noise. Way B "
        "never divides such tiny numbers: row “{query}” is {row} on the {seen:plural:token:tokens} it sees "
        "(every later token gets 0).",
    "masking.text.no_leak": "**Nothing leaks.** Way A zeroes weights after a softmax that did see the future scores; "
        "does anything about the future survive the renormalisation? Test it: add {delta} to every "
        "coordinate of token {t} (“{token}”) and recompute the causal context vectors with way A "
        "(left). Rows before it change by at most {earlier}, rows from it on by up to {later}. The "
        "{earlier} is not exactly 0: the future scores did enter the softmax's denominator, and "
        "dividing it out again is exact only up to float32 rounding (relative precision {eps}). "
        "It is rounding, not a leak: in exact arithmetic the change is 0, and it carries no usable "
        "trace of the later token. Way B (right) never lets a future score in: rows before it "
        "change by {earlier_b}.",
    "masking.text.no_leak_exact": "**Nothing leaks.** Way A zeroes weights after a softmax that did see the future scores; "
        "does anything about the future survive the renormalisation? Test it: add {delta} to every "
        "coordinate of token {t} (“{token}”) and recompute the causal context vectors with way A "
        "(left). Rows before it change by {earlier}, rows from it on by up to {later}. The future "
        "scores entered the softmax's denominator, but dividing by the new row sum cancels them; "
        "here even the float32 rounding (relative precision {eps}) happened to cancel exactly. "
        "Way B (right) never lets a future score in: rows before it change by {earlier_b}.",
    "masking.text.no_leak_first": "**Nothing leaks.** Way A zeroes weights after a softmax that did see the future scores; "
        "does anything about the future survive the renormalisation? To test it, change a token and "
        "watch the rows *before* it. You picked token {t} (“{token}”), the first one, so there is no "
        "earlier row to watch: every row changes (by up to {later}). Pick a later token.",
    "masking.text.no_leak_broken": "**Nothing leaks?** Way A zeroes weights after a softmax that did see the future "
        "scores; does anything about the future survive the renormalisation? Test it: add {delta} to "
        "every coordinate of token {t} (“{token}”) and recompute the causal context vectors with way A "
        "(left). Rows before it change by {earlier} (NaN counts as a change): here a future token "
        "*did* change the past. In exact arithmetic the change is 0, but in float32 way A breaks: "
        "after its first softmax an earlier row puts almost all its weight on later tokens, its past "
        "weights underflow (to 0, or to a few significant bits), and renormalising them gives 0 / 0 = "
        "NaN or noise that depends on the future. That is the practical reason for way B (right), "
        "which never lets a future score in: rows before it change by {earlier_b}.",
    "masking.text.no_leak_nan_rows": "({nan:plural:row:rows} of way A's context {nan:pl:is:are} NaN, before or after the edit: "
        "way A's past weights underflowed to 0 there and renormalising gave 0 / 0; way B has no such "
        "row. An entry NaN both before and after the edit counts as unchanged, one that turned into "
        "NaN or out of it as changed.)",
    "masking.text.mistake": "**The classic mistake.** Multiplying the scores by the mask sets the future scores to 0, "
        "not to −∞. But exp(0) = 1, so the future keys still get weight: the first token "
        "(“{first}”) gives {leaked} of its attention to tokens it must not see, and all rows together "
        "leak {total}. Mask by filling −∞ (or a very negative number), never by multiplying scores.",
    "masking.text.mistake_one": "**The classic mistake.** Multiplying the scores by the mask sets the future scores to "
        "0, not to −∞, and exp(0) = 1, so future keys would still get weight. With a single token there "
        "is no future key to leak to: add rows to see it. Mask by filling −∞ (or a very negative "
        "number), never by multiplying scores.",
    "masking.text.mistake_none": "**The classic mistake.** Multiplying the scores by the mask sets the future scores to "
        "0, not to −∞, and exp(0) = 1, so future keys usually still get weight. Not in the first row "
        "here: its own score is so large that exp(0 − max) underflows to 0 in float32, so “{first}” "
        "gives {leaked} to later tokens; all rows together leak {total}. With ordinary scores it "
        "leaks: mask by filling −∞ (or a very negative number), never by multiplying scores.",
    "masking.text.conventions": "**Three mask conventions.** The same causal pattern is written three ways, and mixing "
        "them up is a classic bug. `masked_fill` takes True = hidden (left: `triu(ones, 1)`). Many "
        "notebooks store 1 = keep (middle: `tril(ones)`) and fill where `mask == 0`: same weights "
        "(largest difference {notebook_diff}). `F.scaled_dot_product_attention` takes a boolean "
        "`attn_mask` with the opposite meaning, True = may attend, so it needs `~mask`: then it "
        "agrees too ({sdpa_diff}). Hand it the `masked_fill` mask unchanged (right) and causality is "
        "reversed: “{first}” gives {future} of its attention to later tokens, and “{last}” is left "
        "with no key at all (its row: {last_row}).",
    "masking.text.conventions_one": "**Three mask conventions.** `masked_fill` takes True = hidden, many notebooks store "
        "1 = keep and fill where `mask == 0`, and `F.scaled_dot_product_attention`'s boolean "
        "`attn_mask` takes True = may attend, so it needs `~mask`. With a single token the causal "
        "mask hides nothing, and the right conventions agree (differences {notebook_diff} and "
        "{sdpa_diff}). But hand SDPA the `masked_fill` mask unchanged (right) and its False means "
        "“may not attend”: it hides the only key, so “{last}” has no key at all and its output row "
        "is {last_row} instead of [1.0000].",
    "masking.text.padding": "**Padding.** Sentences in a batch have different lengths, so shorter ones are padded.",
    "masking.text.padding_batch": "Here the batch holds two sequences: sequence 1 uses all {n:plural:token:tokens}, "
        "sequence 2 only {real:plural:real token:real tokens}, padded at: {pads}.",
    "masking.text.padding_batch_none": "Here the batch holds two sequences of {n:plural:token:tokens}, and neither is padded.",
    "masking.text.padding_batch_all": "Here the batch holds two sequences: sequence 1 uses all {n:plural:token:tokens}, and "
        "every position of sequence 2 is padding.",
    "masking.text.padding_mechanism": "A key-padding mask marks padded *keys* (columns), since no real token should attend "
        "to padding. It starts as (b, n) = (2, {n}), becomes (b, 1, 1, n) and broadcasts over the "
        "{h:plural:head:heads} and the {n:plural:query:queries}: one mask row per sequence, the same "
        "for every head. It is combined with the causal mask by a logical or. Padded *queries* "
        "(rows) are a different matter: their outputs are simply ignored, so we zero them "
        "afterwards (right) instead of masking them inside the softmax.",
    "masking.text.padding_none": "With no pad both sequences get the same weights: tick some padding positions to see the "
        "mask.",
    "masking.text.padding_all": "Every position of sequence 2 is padding, so it has no real token left: all its rows "
        "are zeroed. Untick a position to keep a real token.",
    "masking.text.padding_causal_none": "Notice that with the causal mask these pads change nothing for the real tokens "
        "(largest change {causal_change}): every pad comes after them, and the causal mask already "
        "hides later positions.",
    "masking.text.padding_start_some": "Had the same {k:plural:pad:pads} come first instead, the real tokens after "
        "{k:pl:it:them} would change by up to {start_change}: padding at the start does matter here.",
    "masking.text.padding_start_zero": "Even placed first, the same {k:plural:pad:pads} would change the real tokens "
        "by only {start_change}: with these scores their weight on a pad underflows to 0 in float32.",
    "masking.text.padding_causal_some": "Here the pads do change the real tokens' weights, by up to {causal_change}: some real "
        "token comes after a pad and, without the key-padding mask, would attend to it.",
    "masking.text.padding_causal_zero": "A real token does come after a pad here, but its weight on the pad was already 0 "
        "in float32 (the exp underflowed), so the key-padding mask changes its weights by "
        "{causal_change}: the mask is still needed, these scores just happen not to show it.",
    "masking.text.padding_open": "Without a causal mask (an encoder, where every token sees every other), the same "
        "pads would move the real tokens' weights by up to {open_change}.",
    "masking.text.fully_masked": "**Fully masked rows.** If a query's whole row is masked (here {rows:plural:row:rows} of sequence "
        "2: padded queries masked in the softmax), −∞ everywhere gives 0 / 0 = NaN, and "
        "{nan:plural:row turns:rows turn} into NaN (left, empty). NaN spreads through every later layer and the loss. Filling "
        "with {fill} instead gives no NaN but a uniform row ({uniform}): the padded token silently "
        "attends to everything. The fix (right): mask with −∞, then set rows that had no key at "
        "all to 0.",
    "masking.text.fully_masked_none": "**Fully masked rows.** A query whose whole row is masked (a padded query masked inside "
        "the softmax) gets −∞ everywhere, and 0 / 0 = NaN spreads through every later layer. No "
        "position is padded now, so no row is fully masked and none turns into NaN: tick padding "
        "positions to see it, and the fix (right): mask with −∞, then set rows with no key to 0.",
    "masking.text.fully_masked_tight": "In the other rows the fill {fill} works like −∞: masked keys get at most {leak} of "
        "a row's weight.",
    "masking.text.fully_masked_unjudged": "Whether the fill {fill} is negative enough cannot be seen "
        "here: no row has both a key to keep and a key to hide (with one token nothing is masked; "
        "with every position padded no key is left). Keep at least two real tokens to measure it.",
    "masking.text.fully_masked_fp16_unjudged": "In float16 the most negative number is {f16_min}; {fill} "
        "fits (as float16: {converted}), but with no row that has both a key to keep and a key to "
        "hide, these inputs cannot show whether it is negative enough in half precision either.",
    "masking.text.fully_masked_leak": "Careful: {fill} is not negative enough. In rows that do have keys, masked keys still "
        "get up to {leak} of a row's weight (middle): {leaky} of the {live:plural:row:rows} with "
        "keys {leaky:pl:leaks:leak}. The fill must be far below every real score.",
    "masking.text.fully_masked_fp16": "In float16 the most negative number is {f16_min}; {fill} fits (as float16: "
        "{converted}), and this fill works in half precision (measured with these scores and the fill stored as float16, the "
        "softmax in float32 as autocast runs it: masked keys "
        "get at most {half_leak} of a row's weight, not above {limit}).",
    "masking.text.fully_masked_fp16_leaky": "In float16 the most negative number is {f16_min}; {fill} fits (as float16: "
        "{converted}), but in half precision it leaks (measured with these scores and the fill stored as float16, the "
        "softmax in float32 as autocast runs it: "
        "masked keys get up to {half_leak} of a row's weight, above {limit}).",
    "masking.text.fully_masked_fp16_scores": "In float16 the most negative number is {f16_min}; {fill} fits, but in half "
        "precision this fill does not work with these scores (measured: scores and fill stored as "
        "float16): the scores overflow float16, and the softmax of a row with inf in it is NaN.",
    "masking.text.fully_masked_no_fp16_inf": "And {fill} cannot even be written into a float16 tensor, whose most negative number is "
        "{f16_min}: `masked_fill` raises an overflow error, and a plain conversion "
        "(`torch.tensor(fill).half()`) gives {converted}, back to NaN. That is why libraries fill "
        "with `torch.finfo(scores.dtype).min`, the most negative number of whatever dtype the "
        "scores have.",
    "masking.text.fully_masked_no_fp16_rounds": "And {fill} cannot be written into a float16 tensor by `masked_fill`, whose check "
        "refuses anything below float16's most negative number, {f16_min}: it raises an overflow "
        "error. A plain conversion (`torch.tensor(fill).half()`) instead rounds it to the nearest "
        "float16 value, {converted} (measured): values only a little past the range round to it, "
        "further ones become −∞. That is why libraries fill with "
        "`torch.finfo(scores.dtype).min`, the most negative number of whatever dtype the scores have.",
    "masking.text.causal_class": "**The book's CausalAttention.** Everything above, packed into one module that takes a "
        "batch (b, n, d_in): here two copies of the sentence, as the book does. Three details: the "
        "mask is made once for the longest context ({ctx} tokens) with `register_buffer`, and "
        "`forward` truncates it to the {n:plural:token:tokens} it gets, `self.mask.bool()[:n, :n]`. A buffer is "
        "saved in the state_dict but is not a parameter: the module trains {params} parameters and "
        "holds the buffers: {buffers}. And `.to(device)` moves buffers with the parameters: after "
        "`.to(torch.float64)` the mask is {dtype}; a mask kept as a plain attribute would stay on "
        "the CPU and the first GPU forward would fail with a device mismatch. Its output equals "
        "way B's context vectors (largest difference {diff}); first row {first}.",
    "panel.zeroed_weights": "Weights × tril(1)",
    "panel.renormalized": "Renormalised",
    "panel.scores_neg_inf": "Scores with −∞",
    "panel.weights_causal": "Causal weights",
    "panel.context_difference_a": "Change of the context vectors, way A",
    "panel.context_difference_b": "Change of the context vectors, way B",
    "panel.mask_hidden": "masked_fill: True = hidden",
    "panel.mask_keep": "tril(ones): 1 = keep",
    "panel.sdpa_wrong": "SDPA given the masked_fill mask",
    "panel.sequence_1": "Sequence 1 (no padding)",
    "panel.sequence_2_keys": "Sequence 2: causal + key padding",
    "panel.causal_class_out": "CausalAttention(x)[1]",
    "panel.wrong_multiply": "Wrong: softmax(S × mask)",
    "panel.key_and_query_padding": "Sequence 2: padded queries zeroed",
    "panel.with_neg_inf": "−∞ (NaN rows)",
    "panel.with_large_negative": "Large negative (uniform rows)",
    "panel.safe_fix": "Fixed: empty rows set to 0",
    # --- predictions (questions.py) ---
    "predict.masking.sums": "Zero every weight on a later token (before renormalising). Will each row still sum to 1?",
    "predict.masking.sums_why_not": "No: the row sums are {sums}, not all 1. A row keeps its whole weight only "
        "when it had none on later tokens (the last row has no later token), so every row below 1 has "
        "to be divided by its new sum.",
    "predict.masking.sums_why_one": "Yes: the row sums are {sums}, each exactly 1 in float32. A row keeps its whole "
        "weight only when it had none on later tokens (the last row has no later token); in general "
        "every row below 1 has to be divided by its new sum.",
    "predict.masking.multiply": "Multiply the scores by the causal mask (0 for the future) instead of filling −∞. Will "
        "“{first}” still give weight to later tokens?",
    "predict.masking.multiply_why": "“{first}” gives {leaked} to later tokens: a score of 0 becomes exp(0) = 1, not 0.",
    "predict.masking.multiply_none_why": "“{first}” gives {leaked} to later tokens: a score of 0 becomes exp(0) = 1, but "
        "here (or with a single token) there is nothing to leak to, or its own score is so large that "
        "exp(0 − max) underflows to 0 in float32.",
    "predict.masking.padding": "Sequence 2 is padded at: {pads}. With the causal mask, will the key-padding mask change "
        "the weights of its real tokens?",
    "predict.masking.padding_why": "Largest change: {change}. It is 0 when no real token comes after a pad, since the "
        "causal mask already hides later positions, and also where a real token's weight on a pad was "
        "already 0 in float32.",
}
