"""Texts of the error model (attnlab.grading.error_model: named rewrites of an exercise's reference
that reproduce a wrong answer) and of the measured properties said when no rewrite does, in
English."""

STRINGS: dict[str, str] = {
    # --- rewrites: the one change to the reference that gives exactly your output ---
    "rewrite.reduce_dim": "Your output is what `{op}` gives over {got} of the {shape} tensor; it should run "
        "over {want}. Check which axis holds the keys (the one each row must sum or normalise over).",
    "rewrite.reduce_dim_builtin": "Your output is what `sum` gives over {got} of the {shape} tensor; it should "
        "run over {want}: Python's built-in sum(e) adds a tensor's first axis (it walks over e's rows), "
        "whatever the axis you meant. Use the tensor's own sum along the axis: e.sum(dim=…, keepdim=True).",
    "rewrite.reduce_dim_front": "Your `{op}` runs over {got}, counted from the front: that is the right axis only "
        "for inputs of the rank you wrote it for; on the {shape} tensor it is another axis. Count from the end: "
        "{want}, which is the last axis at every rank.",
    "rewrite.reduce_all": "Your `{op}` gives one number for the whole tensor (no dim): it must be taken for each "
        "row separately, over {want} with keepdim=True, so every row gets its own value.",
    "rewrite.keepdim": "The `{op}` lost its axis (keepdim=False), so the next step broadcasts it against the "
        "wrong axis: keep it with keepdim=True.",
    "rewrite.reduce_op": "Your output is what `{got}` gives where `{want}` belongs (for example .mean "
        "instead of .sum: the result is off by a factor n, the size of that axis).",
    "rewrite.transpose_axes": "You transpose axes ({got}) of the {shape} tensor where axes ({want}) must be "
        "swapped: write transpose({want}) there instead (with heads the axes are (b, h, n, hd): follow "
        "what each one holds into the next step).",
    "rewrite.exp_base": "Your softmax exponentiates in base {base}, not e: your output is what e^({c}·z) "
        "gives, and e^(z·ln {base}) = {base}^z (exp2(z) is 2^z). That is the right softmax at another "
        "temperature (flatter for a base below e, sharper above it). Use exp, or multiply the exponent by "
        "1/ln {base} = {inverse} first (exp2(z · log2 e) is e^z).",
    "rewrite.score_factor": "Your output is what the right computation gives with the input of `{op}` "
        "multiplied by {c}: the same weights at another temperature (a scale missing, extra or wrong, or "
        "an exponent in another base). Find where your scores pick up that factor and remove it.",
    "rewrite.mask_transpose": "A mask is built on the wrong axes: your mask is the right {shape} one with "
        "axes ({got}) swapped (only axes ({want}) differ between the two masks here), so its sizes do not "
        "line up with the scores' axes. You need not transpose anything: build the mask with each axis "
        "where the scores have it (the batch first, the keys last), e.g. arange(n)[None, :] >= "
        "lengths[:, None] is (b, n).",
    "rewrite.mask_axes": "Your mask is built with its two axes swapped: the comparison gives a {got} mask "
        "where a {want} one belongs. The operand indexed [:, None] sets the rows and the one indexed "
        "[None, :] the columns, so swap them (for padding, arange(n)[None, :] >= lengths[:, None] is "
        "(b, n): one row per sequence, one column per position).",
    "rewrite.sum_other_axis": "Your numbers are the weighted terms added up along the wrong axis: each token's {d} features summed (α_j times the sum of x^(j)'s entries), one number per token, {got_len} in all. The context vector sums over the {n} tokens, one sum per feature: z = Σ_j α_j x^(j), that is (w[:, None] * x).sum(dim=0), or w @ x.",
    "rewrite.sum_other_axis_first": "Your numbers are the weighted terms added up along the wrong axis: each token's {d} features summed (α_j times the sum of x^(j)'s entries), one number per token, {got_len} in all, of which you kept the first {k} (which hid the wrong shape). The context vector sums over the {n} tokens, one sum per feature: z = Σ_j α_j x^(j), that is (w[:, None] * x).sum(dim=0), or w @ x.",
    "rewrite.sum_other_axis_last": "Your numbers are the weighted terms added up along the wrong axis: each token's {d} features summed (α_j times the sum of x^(j)'s entries), one number per token, {got_len} in all, of which you kept the last {k} (which hid the wrong shape). The context vector sums over the {n} tokens, one sum per feature: z = Σ_j α_j x^(j), that is (w[:, None] * x).sum(dim=0), or w @ x.",
    "rewrite.mask_rows_too": "Your mask hides the padded positions as queries too: besides the padded keys "
        "(the columns, a {shape} mask) it covers the padded queries' whole rows (the key mask OR-ed with "
        "its transpose, (…, n, 1) | (…, 1, n)). Those rows are then all -inf (NaN after the softmax, or "
        "zero). Mask only the keys: the {shape} mask alone, so every query, padded or not, keeps a "
        "valid row.",
    "rewrite.masks_swapped": "Your two masks are applied on each other's axis: the -inf goes on the padded "
        "queries' rows (a (…, n, 1) mask) before the softmax and the zeros on the padded keys' columns "
        "(a (…, 1, n) mask) after it. It is the other way round: before the softmax hide the padded KEYS, "
        "the last axis ((…, 1, n), so no token attends to padding); after it zero the padded QUERIES' "
        "rows ((…, n, 1)).",
    "rewrite.transpose_lower_rank": "You transpose axes ({got}) of the {shape} tensor where axes ({want}) must be "
        "swapped. transpose({got}) is the last two axes only in code with {low} axes (the single-head "
        "class, (b, n, d)); with heads the tensor has {ndim} axes, (b, h, n, hd), and transpose({got}) "
        "swaps the heads and the tokens. Swap the tokens and the features: transpose({want}), or "
        "transpose(-2, -1), which works for any number of axes.",
    "rewrite.transpose_one_based": "Your result swaps axes ({got}) of the {shape} tensor, where transpose({want}) "
        "swaps axes ({want}) counted from 0: PyTorch numbers the axes 0, 1, 2, ..., so transpose({want}) "
        "leaves axis 0 alone and swaps the second and third axes, not the first two (axes counted from 1).",
    "rewrite.transpose_numpy": "You read transpose({got}) as numpy's np.transpose(x, ({got}, …)), a "
        "permutation that puts those axes first ({perm}). In PyTorch, transpose({got}) swaps only axes {got} of "
        "the {shape} tensor and leaves the others where they are (a permutation is .permute).",
    "rewrite.transpose_reversed": "Your result has every axis of the {shape} tensor reversed, as .T does (numpy's "
        "habit): on a tensor with {ndim} axes .T is not the transpose of the last two. Swap only axes "
        "({want}): transpose({want}), or .mT / transpose(-2, -1) for the last two.",
    "rewrite.no_transpose": "A transpose is missing: the {shape} tensor must have its axes ({want}) swapped: "
        "add transpose({want}) there (for heads, view to (b, n, h, hd), then transpose(1, 2) to (b, h, n, hd), and transpose "
        "back before the reshape that merges the heads).",
    "rewrite.no_transpose_moved": "The {shape} tensor reaches the product with its axes ({want}) the other way "
        "round: either one of your code's moves (a permute or a transpose) swaps those two once too often, or a "
        "swap is missing. Follow what each move does to them, and make them end as the product needs (or swap "
        "them there with transpose({want})).",
    "rewrite.view_order_np_split": "Your heads are cut as if the sizes were in the order {got} where the data is "
        "laid out as {want}: the pieces have the wrong size. np.split(a, k) cuts a into k pieces (k is a COUNT, as in "
        "torch's chunk; torch's split takes a size): for num_heads heads use np.split(a, num_heads, axis=-1).",
    "rewrite.view_order_split": "Your heads are cut as if the sizes were in the order {got} where the data is "
        "laid out as {want}: the pieces have the wrong size. x.split(k) cuts pieces of k features each (k is a "
        "SIZE), x.chunk(k) cuts k pieces: for num_heads heads use split(head_dim, dim=-1), with head_dim = "
        "d // num_heads, or chunk(num_heads, dim=-1).",
    "rewrite.view_order": "The view/reshape uses the sizes in the order {got} where the data is laid out "
        "as {want}: reshape never moves data, so split in the layout's order and transpose after.",
    "rewrite.view_interleaved": "The view/reshape splits the features in the order {got} (the sizes at "
        "positions {axes} swapped) where the data is laid out as {want}, and the axes are moved back after, so the shape is right but the values are "
        "interleaved: with heads, head i takes every h-th feature (i, i + h, …) instead of its own block "
        "of head_dim features. View in the layout's order, {want}, and transpose after.",
    "rewrite.heads_interleaved": "Your heads take interleaved features: head i gets every h-th feature (i, i + h, "
        "…: a stride i::h, or a split as (hd, h), column-major) where it must get its own block of head_dim "
        "features, [i·hd, (i + 1)·hd), and the heads are merged back the same way. View the features in "
        "the layout's order, {want} (h before hd), transpose after, and merge in that order too.",
    "rewrite.divide_for_subtract": "You divide by {what} where it must be subtracted: x / {what} instead of "
        "x − {what}. Subtracting shifts the values, which a softmax (or exp followed by a division by "
        "the sum) is invariant to; dividing rescales them and changes the result.",
    "rewrite.fill_min": "The hidden scores are filled with the smallest score (scores.min()) instead of {want}. "
        "A score does not hide a position: exp(smallest − largest) is far from 0 next to scores this close, so "
        "every hidden key keeps weight (as much as the key with the smallest score). Fill with -inf before the "
        "softmax, so exp gives exactly 0.",
    "rewrite.fill_min_row": "The hidden scores are filled with each row's smallest score (amin over the keys) "
        "instead of {want}. A score does not hide a position: exp(smallest − largest) is far from 0 next to "
        "scores this close, so every hidden key keeps weight (as much as the row's smallest). Fill with -inf "
        "before the softmax, so exp gives exactly 0.",
    "rewrite.fill_max": "The hidden scores are filled with the largest number of the dtype (torch.finfo(dtype).max), "
        "a huge POSITIVE value, instead of {want}: after the softmax the hidden positions take all the weight. "
        "Fill with -inf, or with the most negative number, torch.finfo(dtype).min.",
    "rewrite.fill": "The hidden scores are filled with {got} instead of {want}. {got} does not hide a "
        "position (exp(+inf) is inf, exp(0) = 1, exp(-1) is far from 0): fill with -inf before the "
        "softmax.",
    "rewrite.mask_inverted": "The mask is inverted: you hide the positions that must be seen and keep the "
        "ones that must be hidden. masked_fill hides where the mask is True.",
    "rewrite.mask_inverted_plain": "The mask is inverted: you hide the positions that must be seen and keep the "
        "ones that must be hidden. Look at which positions your mask marks (True, or 1) and where your code puts "
        "-inf or the large negative number from it: that must be the future (or padded) keys, and nothing else.",
    "rewrite.no_mask": "The mask is never applied: your output is the unmasked one, so positions that must "
        "be hidden (future or padded keys) get weight.",
    'rewrite.compare_inverted': 'Your mask holds the opposite of what it should: its comparison uses {got} where {want} marks the positions to hide, so it is True at the positions to keep (as tf.sequence_mask or an attention_mask of 1 = keep are), and a fill that hides where its mask is True (masked_fill) hides the real tokens and keeps the others. Compare with {want}, or negate the mask (~mask) before you fill.',
    'rewrite.mask_shift_tril': 'The mask is off by one: your code builds it from torch.tril, and the positions it hides are what ~{got} marks where ~{want} is right (tril keeps its diagonal and everything below it; what it leaves out is the future to hide). Use {want}: a token may see itself and every earlier token.',
    "rewrite.mask_shift": "The mask is off by one: your output is what {got} gives where {want} is right "
        "(0- and 1-based positions, > and >=, or the diagonal: a token may see itself).",
    "rewrite.scale": "Your scores are divided by {got} instead of {want}: the scale is 1/√d_k with d_k the "
        "size of each key (head_dim with heads), once.",
    "rewrite.scale_none": "The scaling is missing: divide by {want} (√d_k, the square root of the keys' "
        "size) before the softmax.",
    "rewrite.causal_added_keep": "Your weights are also causal: each token weighs only itself and the tokens "
        "before it, as if a causal mask (the future hidden, as in GPT code) had been added. Here only what the "
        "statement asks is masked (the padded keys): drop the causal part (tril/triu, is_causal=True) and keep "
        "the other mask as it is.",
    "rewrite.causal_added": "Your weights are causal: each token weighs only itself and the tokens before it, "
        "as if a causal mask (the future hidden, as in GPT code) had been applied, so token 1 sees only itself "
        "and the last one sees all. This attention has no mask: every query weighs all the tokens, the later "
        "ones too. Leave the mask out (no tril/triu, no is_causal=True).",
    "rewrite.scale_inverted": "Your scores come out multiplied by {want} where they should be divided by it (the effect of x * {want}, or of x / {want} ** -1 = x / (1/{want}); it must be x / {want}; a "
        "scale= handed to F.scaled_dot_product_attention is a factor that multiplies the scores, so there it "
        "must be 1/{want}, or left at its default).",
    "rewrite.scale_extra_sdpa": "Your dot products are divided by {got}: F.scaled_dot_product_attention "
        "divides the scores by √d by itself (its scale defaults to 1/√E, E the query's last axis), so calling "
        "it scales them even though your code writes no division. Here the dot product is used raw: pass "
        "scale=1.0 to it, or write softmax(q @ k.T) @ v yourself.",
    "rewrite.scale_extra": "Your dot products are divided by {got} (once more, if they were scaled already): "
        "here the dot product is to be used raw, as it is (no scaling is asked, or it is already scaled), "
        "without a division by √d, d, the number of tokens or any other number, before anything that uses it.",
    "rewrite.no_normalise": "The division by the sum is missing: the exponentials are right, but each row "
        "must be divided by its sum to become weights that sum to 1.",
    'rewrite.softmax_base': 'Your weights are powers of {base} divided by their sum ({base} ** score), where the softmax uses powers of e: exp(score) / Σ exp(score). A base of {base} is the softmax of the scores times ln {base}, a sharper or flatter distribution than the one asked. Use torch.exp (or torch.softmax).',
    "rewrite.no_exp": "The exponential is missing: a softmax divides exp(x) by the sum of exp(x), not x by "
        "the sum of x.",
    "rewrite.index_pair": "Your number uses rows {got} of the inputs where the question needs rows {want}: "
        "x⁽²⁾ (\"journey\") is inputs[1] and x⁽¹⁾ (\"Your\") is inputs[0], since Python counts the rows from 0. "
        "Check each index against the token it should pick.",
    "rewrite.index": "You used index {got} where the question needs {want}: Python counts from 0, so the "
        "book's 2nd token (\"journey\") is index 1, as a row of the inputs (inputs[1]) and as a row or entry "
        "of every tensor computed from them (the scores, the weights, the context vectors).",
    "rewrite.slice_from_end": "Your slice {got} takes the last entries of an axis where the first ones belong ({want}): a buffer made for the longest sequence (such as the causal mask, context_length × context_length) is cut to the n tokens at hand from its start, mask[:n, :n], so that query i keeps its own row and its keys 0 … i. Taken from the end, the block sits off the diagonal and hides the wrong keys: the last rows of a causal mask hide little or none of the future (the later tokens are seen), its last columns hide nearly every key (whole rows lose their weight).",
    "rewrite.mask_shift_slice": "Each query leaves itself out: your slice :{var} stops before {var}, so query {var} weighs only the keys before it, and the first query has no key at all (its row is 0, or NaN). Query {var} sees the keys 0 … {var}, itself included: slice with :{var} + 1 (or mask only the keys after it, triu(…, diagonal=1)).",
    "rewrite.mask_transposed": "Your mask is read transposed: its rows are taken as keys and its columns as queries (a .T or .mT on it, or a comparison with the query and key positions swapped). With the causal mask this hides each query's past and keeps its future. Use the mask as it is laid out: row i is query i, column j is key j, and the future is where j > i.",
    "rewrite.row_mask_on_keys": "The mask meant for the padded queries' rows is laid along the keys' axis: it acts on the columns (…, 1, n), where the padded keys already have no weight, and leaves the rows of padded queries as they were. A query's row is the second-to-last axis: index that same (b, n) mask as [:, None, :, None] (shape (b, 1, n, 1)), not [:, None, None, :], to act on whole rows.",
    "rewrite.factor_outside_sum": "A factor is taken out of a sum it belongs in: your code sums one factor alone and multiplies the sum by the other afterwards, y · Σ_j x_j, where each term of the sum carries its own factor, Σ_j x_j y_j (in the softmax's backward: P_i · Σ_j dP_j for Σ_j dP_j P_j). A factor comes out of a sum only when it is the same for every term: multiply first, then sum along the same axis, (x * y).sum(dim=…, keepdim=True).",
    "rewrite.factor_twice": "One term gets the factor twice: the product a · (x − y) written out, your code multiplies term {term} by the factor a second time (P·dP − P·P·Σ for P·dP − P·Σ). Each term of the bracket takes the factor once, as a · (x − y) does (in the softmax's backward: P * (dP - (dP * P).sum(dim=-1, keepdim=True))).",
    "rewrite.reduce_after_first": "Your {op} covers each slice of the first axis whole, every axis after the first at once: for 2-D inputs that is each row, but with more axes it mixes rows (a loop over the first axis, or a .{op}() with no dim on each slice). Reduce along the last axis only, {want} with keepdim=True, for inputs of any rank.",
    "rewrite.reduce_after_first_view": "Your {op} covers each slice of the first axis whole: your code views "
        "every axis after the first as one row (x.reshape(x.shape[0], -1), x.flatten(1)) and reduces those "
        "rows. For 2-D inputs that is each row, but with more axes it mixes rows. Reduce along the last axis "
        "only, {want} with keepdim=True, on the tensor as it is.",
    "rewrite.index_other": "You used index {got} where the question needs {want}: that is another row "
        "(another token) than the one asked; count the rows from 0.",
    "rewrite.uniform_weights": "Your result weights every position alike (1/n each), which is the plain mean: "
        "the weights must come from the softmax of the scores, so that more similar tokens count more.",
    "rewrite.no_softmax": "The softmax is missing: your result uses the raw scores where the weights belong. "
        "Apply softmax to the scores first, so that each row becomes weights that sum to 1.",
    "rewrite.columns_for_rows": "You read the data transposed: you took the columns {got} where the rows {want} are asked. Each row of the inputs is one token (x⁽ʲ⁾ is row j, inputs[j]); a column holds one feature of every token.",
    "rewrite.output_log": "Your number is the logarithm of the right value: you worked in log space (a log-softmax, x − logsumexp(x), a log-sum) and never exponentiated back. Take exp() of it at the end.",
    "rewrite.inner_for_outer": "Where an outer product p pᵀ (an n × n matrix, e.g. the softmax Jacobian diag(p) − p pᵀ) belongs, you took the inner product pᵀp, one number: p @ p of a 1-D p is a scalar, and a row times a column gives a (…, 1, 1) block (the size-1 axes the wrong way round). A column times a row is p.unsqueeze(-1) @ p.unsqueeze(-2) (or p[..., :, None] * p[..., None, :]); p.unsqueeze(-2) @ p.unsqueeze(-1) is a row times a column.",
    'rewrite.reduce_all_nocall': 'Your code totals one number over the whole tensor (a single accumulator over every entry, or a reduction with no dim) where each row needs its own: take the sum for each row separately, over {want} with keepdim=True (one total per row, (P * dP).sum(dim=-1, keepdim=True)).',
    'feedback.prop.hidden_weight_nomask': "Positions that must be seen get no weight: at {where} your value is 0 where it should be {want}. Your code masks nothing, so the zeros come from the arithmetic: an exp that overflows to inf (exp of large inputs, or a log of a sum of such exps, without subtracting the row's maximum first) or underflows to 0. Subtract the maximum before the exp (torch.logsumexp does it for a log-sum).",
    'rewrite.scale_extra_context': 'Your result is divided by {got}: the weighted sum of the values (weights @ values) is the answer as it is. The weights already sum to 1, so the weighted sum is already an average; no division by the number of tokens (a sample mean) or any other number belongs after it.',
    'rewrite.log_weights': 'At one step your weights are left in log space: you used the log of the softmax (log_softmax, or x − logsumexp(x)) where the weights themselves belong. Take exp() of them (or use softmax) before they weight anything.',
    'rewrite.floor_division': "A division rounds its quotient down to a whole number: `//` (floor division, C's integer division) where `/` belongs. Use `/` for the real quotient.",
    "rewrite.index_axis": "You took index {index} along the other axis: [:, {index}] (a column) where [{index}] "
        "(a row) is asked, or the other way round. The rows are the tokens.",
    "rewrite.one_for_all": "A comparison uses one number for the whole batch, the {how} over all rows "
        "(like lengths.{how}()), where each row, each sequence, needs its own value: compare "
        "per sequence, so a shorter sequence gets its own padding mask.",
    "rewrite.operand_layer": "A product uses the wrong tensor: its operand {pos} is a tensor made by {got} "
        "where the one made by {want} belongs (the keys where the values go, the queries where the keys "
        "go). Check which projection each of your q, k and v comes from, and what a helper uses when an "
        "argument is left out.",
    "rewrite.operand": "A product uses the wrong operand: one factor is another tensor of the computation "
        "(the scores instead of the weights, or the keys instead of the values). The context is "
        "softmax-weights @ values.",
    "rewrite.no_bias": "{layer} is applied without its bias: use the layer itself ({layer}(x)) or add "
        "its .bias.",
    "rewrite.skip_linear": "{layer} is never applied: your output is its input. Apply the layer to the "
        "merged heads.",
    'rewrite.weight_swap': "{got} and {want} trade places: what {got} projects is used where {want}'s projection belongs, and the other way round (the two layers swapped, or their results passed to a helper in each other's places: keys, then values). The scores are queries times keys, and the weights average the values: check the layer each tensor comes from and the order in which you pass them.",
    "rewrite.weight_reuse": "You use {got} where {want} belongs: one projection's weights are reused for "
        "another. Queries, keys and values each have their own layer.",
    "rewrite.dtype": "The numbers are right up to {dtype} rounding: part of your computation runs in {dtype}. "
        "Keep float32 throughout (no .half(), .bfloat16() or .to({dtype})).",
    "rewrite.softmax_whole": "Your softmax normalises the whole {shape} matrix at once (every entry divided "
        "by the sum over all of them) instead of each row on its own: a query's weights are the softmax of "
        "that query's scores only, exp(ω_ij) / Σ_j exp(ω_ij), softmax(scores, dim=-1).",
    "rewrite.mask_flipped": "Your mask is reversed along the tokens: it hides the first positions where the "
        "last ones must be hidden (padding assumed at the front). Padding is at the end: a position is "
        "padded when position {want} length, so the real tokens are the first `length` ones.",
    "rewrite.lengths_as_pad_count": "Your mask reads each length as the number of padded positions at the "
        "end: it hides the positions from n − length on. A length counts the real tokens, at the front, so a "
        "position is padded when position {want} length.",
    "rewrite.dropout_increase": "You gave the increase, not the value: a survivor 1 becomes 1/(1 − p) = {inv}; "
        "1/(1 − p) − 1 = p/(1 − p) is only how much it grew. The answer is the survivor's value itself.",
    "rewrite.dropout_p": "You gave p = {p}, the dropout probability, where the survivor's value is asked: a kept "
        "1 is scaled by 1/(1 − p) = {inv}.",
    "rewrite.output_softmax": "Your result is a softmax ({axis}) applied to the right result: one softmax too "
        "many. Where raw scores are asked (head @ head.T) no softmax belongs at all; where weights are "
        "asked they are already a softmax, and a second one flattens them. Return the result before that "
        "last softmax.",
    "rewrite.operand_transposed": "The first factor of the product, {what}, is used transposed: row q of your "
        "result mixes column q of it (for the weights: what every query gives token q) instead of row q "
        "(query q's own weights over every key, which sum to 1). Take the row, weights[q] (no .T, not "
        "weights[:, q]).",
    "rewrite.approx_inverse": "You scale the survivors by 1 + p, an approximation of the inverse of the keep "
        "probability: they are divided by exactly 1 − p, i.e. scaled by 1/(1 − p).",
    "rewrite.inputs_swapped": "Your output is what the right computation gives with {a} and {b} in each "
        "other's places: your code reads {a} wherever {b} belongs and {b} wherever {a} belongs. Check "
        "which input plays which role in the formula (the order of the parameters, or the names you gave "
        "them) and use each one where it belongs.",
    "rewrite.residual_added": "Your output is the right one plus the input {arg}: {arg} is added to the "
        "result (a residual connection, `{arg} + out`). The residual belongs to the transformer block "
        "around the attention, not to this function: return the attention's output alone.",
    "rewrite.residual_raised": "Your code raises the error a residual connection gives here: it adds the "
        "input {arg} to the result (`{arg} + out`), and {arg}'s last axis (d_in features) is not the "
        "width of the output's (d_out), so the sum raises where they differ. The residual belongs to the transformer block around the attention, not to "
        "this function: return the attention's output alone.",
    "rewrite.outer_summed": "Your product adds up every pair of terms, a_i · b_j for all i and j (the sum "
        "of the outer product, which is sum(a) · sum(b)), where a dot product pairs only matching "
        "coordinates, a_i · b_i. In einsum the two operands share the summed letter ('i,i->', 'ij,jk->ik'), "
        "or write a @ b.",
    "rewrite.output_transposed": "Your output is the right one transposed (its last two axes swapped): entry "
        "[i, j] holds what belongs at [j, i], so the columns hold what the rows should. Each row must be "
        "one query's weights over the keys (rows sum to 1): return it without the final transpose, or "
        "build it with queries on the rows.",
    "rewrite.input_transposed": "Your output is what the right computation gives on {arg} with its last "
        "two axes swapped ({arg}.transpose(-2, -1)): your code turns {arg} round (keys on the rows, "
        "queries on the columns) and never turns it back, so the mask and the softmax act on the wrong "
        "axis. Work on {arg} as it comes: queries on axis -2, keys on axis -1.",
    "rewrite.single_term_plain": "Your result is one term of the sum alone, term {token} (index {index}): the other "
        "terms are lost. The sum adds every term (a matrix product, or .sum over the shared axis, does it), the "
        "query's own among them.",
    "rewrite.single_term": "Your result is one term of the sum alone, term {token} (index {index}): the "
        "other terms are lost. A loop that assigns (=) where it should add (+=) keeps only the last "
        "term, and a total read inside the loop keeps one term too. Add every term, starting from zero.",
    "rewrite.softmax_input": "Your result is the right computation applied to softmax({arg}): you treat "
        "{arg}, softmax's output (rows that sum to 1), as if it were the scores softmax takes. Its input is "
        "log {arg} (up to a constant per row): softmax(log {arg}) = {arg}.",
    "rewrite.dropout_off": "Dropout (p = {p}) is missing from your output: the reference drops in training "
        "mode here. Apply it (in train mode, model.train()) where the weights are computed.",
    "rewrite.dropout_unscaled": "The survivors of dropout are not rescaled: inverted dropout divides each kept "
        "value by 1 − p = {keep} (that is, times {inv}), so the expected value stays the same.",
    "rewrite.dropout_keep": "The survivors are multiplied by 1 − p = {keep} where they must be divided by it: "
        "inverted dropout scales each kept value by 1/(1 − p) = {inv}.",
    "rewrite.dropout_over_p": "The survivors are divided by p = {p} where 1 − p = {keep} belongs: inverted "
        "dropout scales each kept value by 1/(1 − p) = {inv}.",
    "rewrite.scale_twice": "The same scaling is applied twice: your result is divided by {want} two times "
        "({want} squared in all) where once is right. Check whether a helper, a layer or an earlier line "
        "already applies it.",
    "rewrite.scale_precedence_half": "Your scores are divided by {got} instead of {want}: a scale written `d ** 1/2` is read by Python as (d ** 1) / 2, half of d, because ** binds tighter than /. The square root is d ** 0.5 (or math.sqrt(d)).",
    "rewrite.scale_precedence": "Your scores are divided by {got} instead of {want}: `x / d ** 1/2` is parsed "
        "as (x / d ** 1) / 2, that is x / (2d). Write x / d ** 0.5 or x / math.sqrt(d) for the square root "
        "of the keys' size.",
    "rewrite.dtype_op": "The numbers are right up to {dtype} rounding at one step: your `{op}` runs in {dtype} "
        "(its inputs or result cast with .half(), .bfloat16() or .to({dtype})). Keep that step in float32 "
        "too.",
    "rewrite.dtype_inputs": "The numbers are right up to {dtype} rounding of your inputs: you cast them to "
        "{dtype} (.half(), .bfloat16() or .to({dtype})) and back, which drops digits before the "
        "computation. Keep float32 throughout.",
    "rewrite.dtype_store": "The numbers are right up to {dtype} rounding of the tensors you keep: your "
        "intermediate tensors are stored in {dtype} (cast with .half(), .bfloat16() or .to({dtype}), "
        "or handed to scaled_dot_product_attention or softmax in {dtype}), which drops digits at every "
        "step. Keep float32 throughout.",
    "rewrite.dtype_until": "The numbers are right up to {dtype} rounding: your computation runs in {dtype} "
        "from the start up to call {nth} of `{op}` (inputs cast with .half(), .bfloat16() or .to({dtype})) "
        "and in float32 only after it. Keep float32 throughout.",
    "rewrite.dtype_from": "The numbers are right up to {dtype} rounding: your computation runs in {dtype} from "
        "call {nth} of `{op}` on (a cast with .half(), .bfloat16() or .to({dtype}) there, never undone). "
        "Keep float32 throughout.",
    "rewrite.permute_axes": "The axes of the {shape} tensor end up in the order {got} where {want} is "
        "needed: write {want} there instead (with heads the axes are (b, h, n, hd), batch, heads, tokens, "
        "head features: follow what each one holds into the next step).",
    "rewrite.either": "The same output also comes from another slip, which may be yours:",
    "rewrite.also": "And once that is fixed:",
    "rewrite.either_error": "The same error also comes from another slip, which may be yours:",
    "rewrite.exactly": "Exactly, your output is what this change gives:",
    # --- measured properties, where no rewrite explains the output ---
    "feedback.prop.scaled": "Your output is the right one times {c} everywhere: the computation is right but "
        "for a constant factor (a scale or a sum counted twice).",
    "feedback.prop.scale_size_extra": "Your output is the right one times {form} = {c} everywhere, with {size} = "
        "{label}: your code scales by a size of the input (as the scaled dot-product divides the scores by "
        "√d_k), and what is asked here has no such scale. Drop that division or product.",
    "feedback.prop.scale_size_once": "Your output is the right one times {form} = {c} everywhere, with {size} = "
        "{label}: a scaling by a size of the input is missing, doubled or by the wrong size. Scale exactly "
        "once, by what the exercise states (the scaled dot-product divides the scores by √d_k, the head size).",
    "feedback.prop.cut_start": "Your output is the right one without its first {count} entry(ies) along axis "
        "{axis} ({got} instead of {want}): an off-by-one in a loop or a range (range(1, h) where range(h) "
        "is needed; Python counts from 0) leaves them out.",
    "feedback.prop.cut_end": "Your output is the right one without its last {count} entry(ies) along axis "
        "{axis} ({got} instead of {want}): an off-by-one in a loop or a range (range(h - 1), or a slice "
        "that stops one early) leaves them out.",
    "feedback.prop.close_values_read": "Your numbers are off from the right ones by at most {diff} everywhere: close, "
        "but not rounding (your code keeps one precision), so one step computes something slightly different from "
        "the right one.",
    "feedback.prop.close_values": "Your numbers are off from the right ones by at most {diff} everywhere: close, but not rounding (your code keeps one precision), so one step computes something slightly different from the right one, such as a shift or a scale that nearly cancels.",
    "feedback.prop.rounding": "Your numbers are off from the right ones by at most {diff} everywhere, the size "
        "of {dtype} rounding (a float32 computation is off by about 1e-7): part of your computation "
        "runs in a lower precision ({dtype}, from .half(), .bfloat16() or .to({dtype}), or tensors "
        "handed to a function in {dtype}). Keep float32 throughout.",
    "feedback.prop.inverse_of": "{what} holds {expr}, an inverse, where {want} belongs. An inverse undoes a "
        "map; turning x @ W into W x (or the other way round) needs a transpose, not an inverse: "
        "(x @ W).T = W.T @ x.T, and nn.Linear computes x @ weight.T. Use {want}.",
    "feedback.prop.negated_of": "{what} holds {expr}, the right values with their sign flipped, where {want} "
        "belongs: drop the minus (or the subtraction from 0).",
    "feedback.prop.transpose_of": "{what} holds {expr} where {want} belongs: a transpose is missing or extra. "
        "The matrix is square here, so the shape cannot show it; only the values do.",
    "feedback.prop.reshape_not_transpose": "{what} holds the right entries, scrambled: it is the right tensor "
        "with its axes moved (shape {shape}), read row by row into the shape {want}. reshape and view keep "
        "the memory order, so they give the shape without moving the axes back; move them with {fix} "
        "instead.",
    "feedback.prop.scrambled": "{what} holds the right entries in another order (the shape {shape} is "
        "right): a reshape or view where a transpose or permute belongs reorders them this way. "
        "Follow each axis through your reshapes and transposes.",
    "feedback.prop.blocks_reordered": "Your {what} holds the right entries in another order (the shape {shape} is "
        "right): cut along axis {axis} into {k} blocks of {size}, each of your blocks is a right one, but at "
        "positions 0, 1, … you hold the asked blocks {order}. Pieces joined in another order than their own "
        "(a cat, a stack, or a list filled in a loop) do this: put block i at position i.",
    "feedback.prop.blocks_reversed": "Your {what} holds the right entries in another order (the shape {shape} is "
        "right): cut along axis {axis} into {k} blocks of {size}, your blocks are the right ones in reverse "
        "order, the last first. Pieces joined from the last to the first (a loop over reversed(range(…)), a "
        "list filled from its end, a flip) do this: put block i at position i.",
    "feedback.prop.permuted": "Your output holds the right numbers with its axes in another order: it is "
        "the right one permuted as {perm} (axes of {shape}). Check which transpose/permute or view "
        "gives the asked order.",
    "feedback.prop.permuted_shape": "{got} has the right sizes in the wrong order: the axes at positions "
        "{axes} are out of place (at each, yours / the asked one: {moved}). Follow each axis through the view and the transpose.",
    "feedback.prop.rows_sum": "Your rows do not sum to 1 (one sums to {total}), so they are not weights: a "
        "softmax over the keys' axis gives rows summing to 1.",
    "feedback.prop.masked_weight": "Positions that must get no weight get some: at {where} your weight is "
        "{got} where it must be 0 (a hidden future or padded key, or a row to zero).",
    "feedback.prop.hidden_weight": "Positions that must be seen get no weight: at {where} your value is 0 "
        "where it should be {want}; the mask hides too much.",
    "feedback.prop.untouched_zero": "Along axis {axis} of your {shape} output, entries {right} are right "
        "and entries {wrong} are all zero: they were never written. A loop or slice leaves them out "
        "(range(n - 1), a slice [:-1] or [1:], a break too early): make it cover every entry of that "
        "axis (every batch entry, every head), or compute them all at once.",
    "feedback.prop.untouched_input": "Along axis {axis} of your {shape} output, entries {right} are right "
        "and entries {wrong} are the input unchanged: they were never processed. A loop or slice leaves "
        "them out (range(n - 1), a slice [:-1] or [1:]): make it cover every entry of that axis (every "
        "batch entry, every head), or compute them all at once.",
    "feedback.prop.slices": "Along axis {axis} of {shape} some slices are right ({right}) and others wrong "
        "({wrong}): look at what differs between them (for heads, the head index).",
    "feedback.prop.rows": "Your rows sum to 1 like weights, but the weights differ from the right ones in "
        "{count} rows (the first at {where}): the scores fed to the softmax are off.",
    "feedback.prop.leak": "Your output at {where} changes when only position {pos} along axis {axis} of input "
        "{arg} changes, though the right output there does not depend on it: your code lets that "
        "position in where it must not be seen (a later token by an earlier one, a padded key, or another "
        "row or axis mixed into a softmax).",
    "feedback.prop.leak_rows_view": "Your output at {where} changes when only position {pos} along axis {axis} of "
        "input {arg} changes, though the right output there does not depend on it: your code mixes another row "
        "or axis into this one. Your code calls no sum, max or softmax that could run along a wrong axis, so a view or reshape that reads the memory "
        "in another order (a .view(n, h, d) of a (h, n, d) tensor, say) is the likely place: view and reshape keep "
        "the entries' order in memory, only transpose or permute moves axes.",
    "feedback.prop.leak_rows": "Your output at {where} changes when only position {pos} along axis {axis} of "
        "input {arg} changes, though the right output there does not depend on it: your code mixes another row "
        "or axis into this one (a sum or max over the wrong axis, or over the whole tensor). Each row's result "
        "must use that row only: reduce over dim=-1 with keepdim=True.",
    "feedback.raised_dim": "Your code raised an error: {error}. The case that raised is a {ndim}-D input of "
        "shape {shape}, which has no axis dim={got}: the computation runs along {want}, counted from the "
        "end, so that it works for inputs of any rank. Use that axis (for a softmax or a sum over each "
        "row, dim=-1).",
    "feedback.raised_axes": "Your code raised an error: {error}. The sizes in it are: {sizes}. With heads the "
        "tensors are (b, h, n, hd) and the scores (b, h, n, n): the two sizes that clash show which axis "
        "is out of place; follow it through your view, transpose and product.",
    'feedback.shape.merged_typed': "Expected the {what} to have shape {want}, got {got}: your axis {axis} of size {size} "
        "is the right shape's axes {axis} and the next one ({a} and {b}) merged into one. The view and the transpose keep "
        "every axis apart: give each size an axis of its own.",
    'feedback.shape.merged_view': "Expected the {what} to have shape {want}, got {got}: your axis {axis} of size {size} is the right shape's axes {axis} and the next one ({a} and {b}) merged into one. A flatten, view or reshape merged more axes than it should: flatten(start_dim) merges every axis from start_dim to the end, so to merge only the last two use flatten(-2) (or view/reshape with the sizes of the axes to keep).",
    'feedback.shape.squeeze_all': 'Expected the {what} to have shape {want}, got {got}. Your code calls squeeze() with no dim, which removes EVERY axis of size 1: when another size happens to be 1 (a single head, one token, one batch entry), that axis goes too, and what follows runs over the wrong axis. Name the axis you mean to drop, the one of size 1 that should go (squeeze(-1) for an axis added at the end, squeeze(0) for a leading one), so that every other axis of size 1 stays.',
    "feedback.shape.merged": "Expected the {what} to have shape {want}, got {got}: your axis {axis} of size "
        "{size} is the right shape's axes {axis} and the next one ({a} and {b}) joined into one. The pieces "
        "were concatenated (torch.cat) where they must be stacked along a new axis (torch.stack), or a "
        "view/reshape merged those two axes.",
    "feedback.shape.extra_ones": "Expected the {what} to have shape {want}, got {got}: your output gained {count} "
        "leading axes of size 1. A tensor with more axes than the input (a mask or buffer built for 4-D "
        "(b, h, n, n) scores, such as a (1, 1, T, T) bias, used beside {rank}-D ones) broadcast the output up "
        "to its own rank. Build that tensor from the input's last axes only (an (n, n) mask, sliced [:n, :n]), "
        "so it broadcasts over whatever leading axes the input has.",
    "feedback.shape.permuted": "Expected the {what} to have shape {want}, got {got}: the same sizes in another "
        "order, so two axes are in each other's place (at each axis, yours / the asked one: {moved}). The "
        "axis you stacked, concatenated, transposed or viewed into that position is the wrong one: give "
        "stack/cat the dim the asked shape has there, or transpose the two axes back.",
    "feedback.shape.permuted_many": "Expected the {what} to have shape {want}, got {got}: the same sizes in "
        "another order, with {count} axes out of place (at each axis, yours / the asked one: {moved}). More "
        "than two axes moved, so no single transpose undoes it: a permute or movedim (or a stack/cat along "
        "another axis) put them in this order. Compare each position with the asked shape; note that "
        "x.movedim(dim, -1) is undone by .movedim(-1, dim), not by the same move again.",
    "feedback.shape.stacked_axis": "Expected the {what} to have shape {want}, got {got}: the same sizes in "
        "another order. Line {line}, `{code}`, stacks its pieces along dim={dim}, so their axis (size {size}) "
        "stands at axis {at}; the asked shape has it at axis {axis}, and every other axis in its own order. "
        "Stack along dim={axis}.",
    "feedback.shape.squeezed": "Expected the {what} to have shape {want}, got {got}: the axes of size 1 "
        "(axis {axes} of the right shape) are gone. A squeeze() with no dim removes EVERY axis of size 1, so "
        "when a size happens to be 1 (one head, one token, one batch entry) that axis disappears too. "
        "Drop only the axis you mean by naming it (squeeze(-1) for an axis added at the end, squeeze(0) for a leading one): the axis {axes} of the right shape must stay.",
    "feedback.shape.missing": "Expected the {what} to have shape {want}, got {got}: axis {axis} of size "
        "{size} is missing. Keep that axis (keepdim=True, or stack the pieces along it instead of "
        "taking one of them).",
    'feedback.shape.extra_sliced': "Expected the {what} to have shape {want}, got {got}: your output has an extra axis {axis} of size 1. Your code slices a tensor with ':' before an index (a[:, i]): a ':' keeps its axis even where it has size 1, so a[:, i] of a (1, h, n, d) tensor is (1, n, d), while an integer index drops the axis (a[0, i] is (n, d)). Index that size-1 axis with 0, or squeeze that one axis.",
    'feedback.shape.extra_chunked': 'Expected the {what} to have shape {want}, got {got}: your output has an extra axis {axis} of size 1. Your code cuts a tensor with chunk or split, and each piece keeps the axis it was cut along (a piece of context.chunk(h, dim=1) is (b, 1, n, hd)), so joining the pieces along another axis keeps that size-1 axis. Use unbind(dim), whose pieces lose the axis, or squeeze that one axis of each piece.',
    "feedback.shape.extra_flattened": "Expected the {what} to have shape {want}, got {got}: your code flattens "
        "the leading axes to work row by row (reshape(-1, n) or view(-1, n)) and never puts them back, so the "
        "result keeps the flattened layout. Reshape it to the input's shape at the end (.reshape(x.shape)).",
    "feedback.shape.extra": "Expected the {what} to have shape {want}, got {got}: your output has an extra "
        "axis {axis} of size {size} that the right one does not have (an axis kept from the input, such "
        "as the batch axis, or a loop or stack over the wrong tensor). Index or loop so that axis goes "
        "away.",
    "feedback.shape.extra_unsqueezed": "Expected the {what} to have shape {want}, got {got}: your output has "
        "an extra axis {axis} of size 1 that the right one does not have. Your code puts an axis of size 1 "
        "in (unsqueeze, or None in an index) and it is still there at the end: take it out before returning "
        "(squeeze({axis})), or do not put it in.",
    "feedback.shape.split": "Expected the {what} to have shape {want}, got {got}: the right axis {axis} of "
        "size {size} is split into two axes ({a} and {b}); merge them back (view/reshape after the "
        "transpose).",
    "feedback.shape.wrong_axis_join": "Expected the {what} to have shape {want}, got {got}: your axis {long} is "
        "{k} times too long ({got_long} where {want_long} belongs) and axis {short} {k} times too short: the pieces "
        "were joined along axis {long} where they belong side by side along axis {short}. Join them along "
        "dim={short} (cat, or stack then a merge of the axes).",
    "feedback.shape.wrong_axis_split": "Expected the {what} to have shape {want}, got {got}: your axis {long} is "
        "{k} times too long ({got_long} where {want_long} belongs) and axis {short} {k} times too short: a tensor "
        "was cut into pieces along axis {short} where its pieces lie side by side along axis {long} (chunk or split "
        "on the wrong dim, as a fused q | k | v matrix split by rows). Split along dim={long}.",
    "feedback.shape.wrong_axis": "Expected the {what} to have shape {want}, got {got}: your axis {long} is "
        "{k} times too long ({got_long} where {want_long} belongs) and axis {short} {k} times too short: "
        "the pieces were joined along axis {long} where they belong along axis {short} (cat on the wrong "
        "dim), or a joined tensor was cut into pieces along axis {short} where its pieces lie side by side "
        "along axis {long} (chunk or split on the wrong dim, as a fused q | k | v matrix split by rows). "
        "Concatenate along dim={short}, or split along dim={long}.",
    "feedback.shape.wrong_axis_unsqueeze": "Expected the {what} to have shape {want}, got {got}: the axis "
        "of size 1 stands at axis {short}, where the asked shape has {k}, and {k} stands at axis {long}, where "
        "the axis of size 1 belongs. The new axis was put in at the wrong place: x.unsqueeze(d) (or None in an "
        "index) puts it before position d, so give it position {long}.",
    "feedback.raised_dtype": "Your code raised an error in `{op}`: {error}. The {operand} you passed to "
        "`{op}` is {got}; it must be {want} (convert it, e.g. .bool() for a mask). In the right "
        "computation `{op}` gets {operands}.",
    "feedback.raised_call": "Your code raised an error in `{op}`: {error}. In the right computation `{op}` "
        "gets {operands}: compare each of yours with these (the sizes say which axis each must be).",
    "feedback.raised_matmul_second": "Your code raised an error: {error}. A product pairs the last axis of its left "
        "factor with the first axis of its right one (of their last two): here the left is {a} and the right is {b}, "
        "so they do not meet. The right factor fits once its two axes are swapped: .T on it, or .transpose(-2, -1) "
        "(.mT) where it has more axes.",
    "feedback.raised_matmul_first": "Your code raised an error: {error}. A product pairs the last axis of its left "
        "factor with the first axis of its right one (of their last two): here the left is {a} and the right is {b}, "
        "so they do not meet. The left factor fits once its two axes are swapped: .T on it, or .transpose(-2, -1) "
        "(.mT) where it has more axes.",
    "feedback.raised_uneven_pieces": "Your code raised an error: {error}. The pieces you stack differ only along "
        "axis {axis} ({a} against {b}): they were cut along that axis, {cut}, into pieces of unequal size (chunk or "
        "split by a count that does not divide it). Check which axis you cut: cut the one that holds what you split "
        "apart (for heads, the features: dim=-1), where the count divides its size.",
    "feedback.raised_uneven_pieces_noaxis": "Your code raised an error: {error}. The pieces you stack differ only "
        "along axis {axis} ({a} against {b}): they were cut along that axis into pieces of unequal size (chunk or "
        "split by a count that does not divide it). Check which axis you cut: cut the one that holds what you split "
        "apart (for heads, the features: dim=-1), where the count divides its size.",
    "feedback.raised_view_size": "Your code raised an error: {error}. The sizes of your view multiply to another "
        "count than the tensor's entries: at position {pos} it asks for {got} = {got_name}, where the entries "
        "need {want} = {want_name}. The size there must come from the tensor you view (for heads: "
        "head_dim = d_out // num_heads of the projections' output), not from another tensor such as the input "
        "x, whose width is d_in.",
    "feedback.raised_axes_read": "Your code raised an error: {error}. The sizes in it are: {sizes}.",
    "feedback.raised_broadcast_read": "Your code raised an error: {error}. The sizes in it are: {sizes}. Broadcasting lines the axes up from the right, so a size that is {a} met one that is {b} under the same axis.",
    "feedback.raised_broadcast": "Your code raised an error: {error}. The sizes in it are: {sizes}. "
        "Broadcasting lines the axes up from the right, so a size that is {a} met one that is {b} under "
        "the same axis. Most often one of your tensors was built or sliced with the wrong size: it has {a} "
        "entries where {b} belong, however that size came about (a size read from another axis, a length "
        "padded only to the longest sequence, or the reverse; check each size you read, such as x.shape[i] "
        "or len(x)). "
        "Only if that tensor lacks an axis, give it the missing one (t[:, None] or unsqueeze) so that "
        "each size sits under its own axis.",
    "rewrite.cosine": "Your number is computed from the cosine similarity (the dot product divided by both "
        "vectors' lengths, or of vectors scaled to length 1) where the attention score belongs: the score is the "
        "plain dot product, not normalised by the norms.",
    "rewrite.denominator_left_out": "Your denominator leaves out exp of token {token}'s own score (index "
        "{index}): you divided by the sum over the other tokens only. The softmax divides each exp by the "
        "sum over all tokens, that token's own term included.",
    "rewrite.weak_fill": "Your hidden scores are filled with about {got}: next to scores of size up to {scale} "
        "that hides nothing in a row whose visible scores lie near or below it, so hidden positions keep weight. A fill must dominate every score: use -inf "
        "(or torch.finfo(dtype).min); -1e-9 is a tiny number, -1e9 a huge one.",
    "rewrite.weak_add": "Your mask lowers the hidden scores by only about {got} (log(1e-9) ≈ -20.7 is such a "
        "value): next to scores as large as {scale} that is not enough, so hidden positions keep weight. "
        "Hide them with a fill that dominates every score: masked_fill(mask, -inf) (or "
        "torch.finfo(dtype).min).",
    "rewrite.merge_axis": "Your merge joins the pieces of axis {got} (the slices taken along it) where the heads' pieces belong (list(t), "
        "`for piece in t` and unbind() walk axis 0, the batch, not the heads): in the {shape} tensor the "
        "reference merges, (b, n, h, hd) after the transpose, the heads are axis {want}; in a context of shape "
        "(b, h, n, hd) they are axis 1. Join the heads' pieces, torch.cat(context.unbind(1), dim=-1), or "
        "transpose the heads next to the features, then reshape.",
    "rewrite.mask_reused": "masked_fill #{j} gets the mask of masked_fill #{i} "
        "(shaped {got}) in place of its own (shaped {want}), as if that step used the first mask again "
        "(or was left out, where that hides the same positions): the two masks lie on different axes (keys are the last "
        "axis, [..., None, :]; query rows the one before, [..., :, None]), so the second hides the wrong "
        "positions. Build the mask for that step on its own axis.",
    "rewrite.term_hidden": "Your result leaves out the term of token {token} (index {index}): line {line}, `{code}`, "
        "gives its score a value so low that its weight is 0. Self-attention weighs every token, the query's own "
        "included: leave that score as it is.",
    "rewrite.term_left_out": "Your result leaves out the term of token {token} (index {index}): your code runs "
        "over the other tokens only (a range or slice that stops short or skips that token). Self-attention "
        "weighs every token, the query's own included, so include it.",
    "feedback.prop.percent": "{got} is the right value times 100, a percentage: give it as a "
        "fraction (a weight lies between 0 and 1), not in percent.",
    "feedback.prop.per_hundred": "{got} is the right value divided by 100: you gave a percentage as a "
        "fraction, or divided by 100 once too often.",
    "feedback.prop.normalised_axis": "Your weights sum to 1 along dim={dim} (size {size}) of the {shape} "
        "output, not along the keys, dim=-1: you normalise (softmax or divide by a sum) over the wrong "
        "axis. Each query's row must sum to 1, so normalise over dim=-1.",
    "feedback.prop.shift_mismatch": "Each slice of your {shape} output along dim={dim} is the right one times "
        "exp(±max) of the same slice of the input: the maximum is subtracted in one place but not in the "
        "other (the numerator exp(x - max) over a denominator of exp(x), or the reverse). Subtract the same "
        "maximum in both: e = exp(x - max) once, then e / e.sum(dim, keepdim=True).",
    "feedback.prop.slice_factors": "Each slice of your {shape} output along dim={dim} is the right one times "
        "its own factor (from {low} to {high}): the numerator is right, but each slice is divided by a sum "
        "that is not its own sum of the same terms (a sum over the whole tensor or another axis, or of "
        "terms computed differently from the numerator, such as exp not shifted like it). Divide each "
        "slice by the sum of exactly its own numerators.",
    "rewrite.scale_times": "Your scores are multiplied by {got} where they must be divided by {want}: a scale "
        "handed over as scale= multiplies the scores (F.scaled_dot_product_attention's scale is 1/√d_k, "
        "its default), so pass 1/{want} or leave it out.",
    "feedback.raised_index_past_end": "Your code raised an error: {error}. It asks for index {index} along axis {axis}, "
        "which has only {size} entries, numbered 0 to {last}: an index your code computes reaches the axis's size "
        "(a length or count used as a position, a loop bound one too far, a loop counted from 1). Check how that index "
        "is computed, and that it stays below the axis's size for every sequence, the longest too.",
    "feedback.raised_index": "Your code raised an error: {error}. It asks for index {index} along axis {axis}, "
        "which has only {size} entries: a loop or index over that axis runs past its end, so its bound is "
        "another axis's size (here larger: {larger}). Loop over range({bound}), the size of the axis "
        "you index.",
    "feedback.prop.is_input": "Your output {output} holds exactly the values of input {arg}, in the same order "
        "(at most reshaped): your code hands back a tensor it was given, or its own split merged back, "
        "instead of the one it must compute from. Check which tensor you pass to that last step (the one you merge, multiply or return).",
    "feedback.raised_at": "Line {line} of your code, `{code}`, raised an error in `{op}`: {error}. There "
        "its operands are {operands}.",
    "feedback.raised_reduced_dropped": "Line {line} of your code, `{code}`, raised an error: {error}. The shape "
        "{small} is {full} with axis {axis} (dim={axis_end}) taken away: a reduction along that axis (a sum, max or "
        "mean) without keepdims=True (keepdim=True in torch). Broadcasting lines the shapes up from the right, so "
        "what is left no longer sits under its own axis. Keep the reduced axis as size 1 (keepdims=True), so that "
        "each slice's value lines up with its own slice.",
    "feedback.raised_reduced_moved": "Line {line} of your code, `{code}`, raised an error: {error}. The shape "
        "{small} is {full} reduced along axis {axis} (dim={axis_end}) with its size-1 axis put back at position {at}: "
        "the reduced axis must stay where it was, so that each slice's value lines up with its own slice. Reduce "
        "with keepdims=True (keepdim=True in torch), or put the axis back at {axis} itself.",
    "feedback.raised_line": "Line {line} of your code, `{code}`, raised an error: {error}.",
    "feedback.raised_in": "Your code raised an error in `{op}`: {error}. There its operands are {operands}.",
    'concept.matvec': "{left} is a batch of matrices {a} and {right} a batch of vectors {b}, but @ (matmul) reads any operand with two or more axes as matrices, so {right}'s last two axes are taken as a matrix, not as one vector per matrix. Give each vector an axis of size 1 and take it off after: ({fix_left} @ {fix_right}.unsqueeze(-1)).squeeze(-1).",
    'concept.linear_transposed': 'F.linear(x, weight) computes x @ weight.T (+ bias) itself, with the weight stored as (d_out, d_in), as an nn.Linear keeps it: give it {weight} as it is, not transposed (or call the layer itself).',
    'concept.outer_1d': '{a} has {n} entries and {b} has {m}: two 1-D tensors meet entry by entry, which needs equal lengths. A table of every pair (each of the {m} against each of the {n}) needs one of them as a column and the other as a row: {a}[None, :] against {b}[:, None] gives ({m}, {n}).',
    "concept.one_hot_range": "one_hot(x, num_classes=n) needs every value of {of} below n: a value of n "
        "(a length equal to n, a sequence with no padding) has no class. For a padding mask compare the "
        "positions with the lengths instead, torch.arange(n) >= lengths[:, None], which holds for every "
        "length from 0 to n.",
    "concept.mask_bool": "{op} needs a bool mask (True where a position is hidden); yours is "
        "{dtype}. Convert it where you use it (mask.bool(), or mask == 1).",
    "concept.linear_weight": "{weight} is an nn.Linear weight, stored as (d_out, d_in) = ({out}, {in}): the "
        "layer computes x @ weight.T + bias, so x @ weight multiplies along the wrong axis. Call the layer, "
        "{layer}(x), or write x @ {weight}.T and add the bias.",
    "concept.transpose_axes": "{call} of the {before} tensor swaps those two axes (giving {after}), not the "
        "last two. The left operand is {left}; matmul pairs its last axis with the second-to-last axis of the "
        "right operand, so to multiply by the transpose swap the last two axes instead: .transpose(-2, -1) gives {want}.",
    "concept.T_nd": ".T on a {ndim}-D tensor reverses all {ndim} axes ({before} becomes {after}); it does not "
        "swap only the last two. To swap the last two axes use .transpose(-2, -1) or .mT.",
    "concept.axes_placed": "The new axes of {name} are in the wrong place: {name} {before} became {after}, so "
        "against {other} {other_shape} its axes line up with the wrong ones (broadcasting pairs axes by "
        "position: at axis {axis} its {mine} sits under {theirs}). Add the size-1 axes where {other} has the "
        "axes {name} lacks, so each of its axes sits under its own: {fix} gives {right}.",
    "concept.missing_axis": "{name} is {shape} and {other} is {other_shape}: broadcasting lines the axes "
        "up from the right, so with an axis missing, {name}'s sizes sit under the wrong axes of {other}. No "
        "size is wrong: {name} lacks a size-1 axis. Give it one at position {pos} (unsqueeze({pos}), or an "
        "index with None there), making it {right}, so that each size sits under its own axis.",
    "concept.missing_axis_keepdim": "{name} is {shape} and {other} is {other_shape}: {reduce} removed the axis it "
        "reduced, and broadcasting lines the axes up from the right, so {name}'s sizes now sit under the wrong "
        "axes of {other}. No size is wrong: keep the reduced axis with keepdim=True in {reduce}(..., dim, "
        "keepdim=True), which gives {right}, so each slice is combined with its own result.",
    "feedback.reshape_reorders": "Line {line} of your code, `{code}`, turns a {before} tensor into {after} with "
        "{op}: the same sizes in another order. {op} keeps the entries in their memory order and only cuts "
        "them anew, so the entries are scrambled, not moved to the swapped axes; it is not a transpose. Swap "
        "the axes with transpose(i, j) (or .mT / permute), which moves each entry with its axis.",
    "feedback.outer_same_axis": "Line {line} of your code, `{code}`, multiplies two tensors that both got their "
        "new size-1 axis at position {at} ({shape} each): the product keeps one axis of length {n}, each entry "
        "times itself (the squares p_i·p_i), not the table of every pair p_i·p_j. An outer product needs the "
        "new axis at different places on the two sides, such as p.unsqueeze({at}) * p.unsqueeze({other}).",
    "concept.squeeze_all": "squeeze() with no dim removes every axis of size 1, here {before} → "
        "{after}: when this input has one head or one token, that axis goes too, not only the one "
        "you meant. Name the axis you mean: squeeze(-1) for an axis added at the end, squeeze(0) for a leading one.",
    "concept.unsqueeze_axis": "{how} puts the new axis at position {new}, but {reduce} reduced "
        "axis dim={reduced}, so the result no longer sits under the axis it was reduced from. Keep the axis "
        "where it was: {reduce}(dim=dim, keepdim=True), or unsqueeze(dim).",
    "concept.einsum_axes": "The equation '{equation}' names {letters} axes for operand {k}, which has "
        "{ndim}: an einsum's subscripts must match the number of axes of each operand.",
    "concept.einsum_rank": "The equation '{equation}' names {letters} axes for operand {k}, which has "
        "{ndim}: your code assumes {assumed} inputs, and this exercise also gives {got} ones ({all} in "
        "all). Write '...' for the leading axes and name only the axes the computation reduces, e.g. "
        "'...i,...i->...'.",
    "concept.row_gram": "{left} @ {right}ᵀ pairs every row with every row: from {rows} it makes the {shape} "
        "matrix of all rows' dot products (a row Gram matrix), where each row's dot product with its own "
        "row was meant, one number per row: ({left} * {right}).sum(-1, keepdim=True).",
    "concept.diag_nd": "torch.diag builds a diagonal matrix only from a 1-D vector: given the {before} "
        "tensor it takes a diagonal instead ({after}), or raises beyond 2-D. For a diagonal matrix per "
        "row of a batch use torch.diag_embed.",
    "concept.rank_loops": "Your {count} nested loop(s), {loops}, each take one leading axis, so your code "
        "fits inputs with exactly that many axes before the last two; this exercise gives {all} ones. Write it "
        "without loops over the leading axes: build the (n, n) part once and let broadcasting (masked_fill, "
        "softmax(dim=-1)) cover any number of leading axes.",
    'concept.norm_not_sum': "Note also `{code}`: that divides by the vector's length (its L2 norm; F.normalize's default is p=2), so the squares of the result sum to 1, not the values. Weights are the terms divided by their sum: e / e.sum(dim, keepdim=True).",
    "concept.cosine_not_dot": "Note also `{code}`: that is the cosine similarity, the dot product divided by "
        "the two vectors' norms. An attention score is the raw dot product x⁽ⁱ⁾ · x⁽ʲ⁾ (q · k), with no "
        "division by the norms: drop the normalisation.",
    "concept.rank": "Your code assumes {assumed} inputs; this exercise also gives {got} ones ({all} in all). "
        "Write it for any number of leading axes: count axes from the end (dim=-1, transpose(-2, -1) or "
        ".mT instead of .T, '...' in einsum).",
    "feedback.dot_not_outer": "Line {line}, `{code}`: {reorder} of a 1-D tensor (n = {n} entries) changes "
        "nothing, since a 1-D tensor has no rows and columns to swap, so `{op}` of two 1-D tensors is their "
        "dot product, one number (Σ p_i q_i), not the outer product, a matrix of shape ({n}, {n}). For the outer "
        "product write torch.outer(p, q) or p[:, None] * q[None, :] (p[:, None] @ q[None, :]).",
    "feedback.zero_times_inf": "Line {line}, `{code}`, makes NaN in `{op}`: 0 × -inf is NaN, not 0, so an "
        "additive mask built by multiplying a 0/1 mask with -inf holds NaN wherever the mask is 0, and "
        "the NaN spreads through the softmax. Build it without a product: masked_fill(mask, -inf) on the "
        "scores, or torch.where(mask, -inf, 0.0).",
    "feedback.exp_overflow": "Line {line}, `{code}`, overflows in `{op}`: in float32 exp is inf above about "
        "{limit}, and your values reach {largest}; inf / inf is NaN, so dividing by exp(max) afterwards comes "
        "too late. Subtract the maximum before the exp: exp(x - max).",
    "feedback.divide_by_zero": "Line {line}, `{code}`, divides by 0 in `{op}`: the divisor is exactly 0 at "
        "some entries, which gives inf (or NaN for 0 / 0). Look at what the divisor adds up: over entries that "
        "are all 0 (hidden, or zeroed) it is 0.",
    "feedback.divide_by_zero_sum": "Line {line}, `{code}`, divides by 0 in `{op}`: the divisor, a `{reduce}` "
        "over dim={dim} of a {shape} tensor, is 0 where every entry along that axis is 0 (hidden, or zeroed), "
        "which gives inf (or NaN for 0 / 0). Is dim={dim} the axis you meant? Weights are normalised along the "
        "axis whose entries must add up to 1.",
    'feedback.nan_all_hidden': 'Line {line}, `{code}`, makes NaN in `{op}`: some row of its input has -inf in every position, so every exponential is 0 and the row is 0 / 0. Your mask hides every key of some query: check which positions it hides (the causal mask hides only the keys after the query, so every query keeps at least itself), and where a row may rightly have no key at all (a padded sequence), zero that row after the softmax.',
    'feedback.nan_from_inf': "Line {line}, `{code}`, makes NaN in `{op}` from an infinity in its operands (inf − inf, 0 × inf, or -inf everywhere in a softmax's row): find where that inf comes from and keep it out of this step.",
    "feedback.exp_underflow_divisor": "Line {line}, `{code}`, divides by 0 in `{op}`: its divisor sums exp(…) of "
        "finite scores that all underflow to 0 (exp is 0 below about -103 in float32), so in those slices it is 0. "
        "The divisor is not the sum of the numerator's own terms: it exponentiates the scores without the shift the "
        "numerator subtracts (or with another one). Sum exactly the numerator's terms, exp(x - max), along the same "
        "axis: the largest is then exp(0) = 1 and the sum is at least 1.",
    "feedback.log_of_underflow": "Line {line}, `{code}`, takes the log of 0 in `{op}`: its input sums exp(…) of finite "
        "scores that all underflow to 0 (exp is 0 below about -103 in float32), and log 0 is -inf. Shift before the "
        "exp and add the shift back after the log: m + log(sum(exp(x - m))) with m the slice's maximum, whose largest "
        "term is then exp(0) = 1.",
    'feedback.exp_underflow': 'Line {line}, `{code}`, divides 0 by 0 in `{op}`: in some slices every exp(…) is exactly 0, although those slices hold finite scores. What your code subtracts before the exp lies far above every score of those slices (exp underflows to 0 below about -103 in float32; a shift of inf, from a -inf score, makes every entry -inf), so nothing is left to normalise. Subtract each slice\'s own maximum along the softmax\'s axis, x.amax(dim=dim, keepdim=True) (the maximum of the scores themselves, not of their absolute values or of the whole tensor): its largest entry then becomes exp(0) = 1 and the sum is at least 1.',
    'feedback.divide_by_zero_rows': 'Line {line}, `{code}`, divides by 0 in `{op}`: the divisor, a `{reduce}` over each row of a {shape} tensor, is 0 for rows whose entries are all 0 (a sequence of length 0, rows zeroed or hidden whole before), and 0 / 0 is NaN. Such rows have nothing to normalise: leave them out of the division (torch.where(total > 0, w / total, 0)), or zero them after it.',
    'feedback.zero_times_inf_all': "Your mask is multiplied by -inf: where the mask is 0 (the positions to keep), 0 × (−inf) is NaN, so the kept scores become NaN as well and no position keeps its weight (after nan_to_num every weight is 0). Fill instead of multiplying: scores.masked_fill(mask, float('-inf')), or torch.where(mask, float('-inf'), scores).",
    'feedback.log_of_zero': 'Line {line}, `{code}`, takes the log of 0 in `{op}`: its input is exactly 0 somewhere (weights of hidden positions, such as masked keys), and log 0 is -inf; what is computed through it there (a gradient, a product with 0, inf − inf) comes out inf or NaN. Do without the log where values can be 0: compute with the values themselves.',
    "feedback.made_inf": "Line {line}, `{code}`, makes inf in `{op}` out of finite values: the result is "
        "too large for float32. Rearrange so that no step exceeds that range (subtract the maximum first, "
        "divide before multiplying).",
    "rewrite.rounded_terms_values": "Your numbers are the dot products with each product rounded to {k}-decimal precision "
        "before they are added up. Rounding the terms loses precision: add the exact products "
        "(the exact vector is {exact}) and round only the final components.",
    "rewrite.rounded_step_values": "Your numbers are what the computation gives when the result of `{op}` "
        "(every entry of it) is rounded to {k}-decimal precision before the next step: rounding that early loses "
        "precision, and the error carries into every component. Keep every digit of `{op}`'s result (the exact vector is {exact}) and round "
        "only the final components.",
    "rewrite.rounded_terms": "Your number is the dot product with each product rounded to {k}-decimal precision "
        "before they are added up. Rounding the terms loses precision: add the exact products (the sum is "
        "{exact}) and round only the final answer.",
    "rewrite.rounded_step": "Your number is what the computation gives when the result of `{op}` is rounded "
        "to {k}-decimal precision before the next step. Rounding an intermediate value too early loses precision: "
        "keep every digit (the exact result is {exact}) and round only the final answer.",
    "rewrite.truncated_terms_values": "Your numbers are the dot products with each product cut to {k}-decimal precision "
        "(the later digits dropped, not rounded) before they are added up. Cutting the terms loses precision: "
        "add the exact products (the exact vector is {exact}) and round only the final components.",
    "rewrite.truncated_step_values": "Your numbers are what the computation gives when the result of `{op}` "
        "(every entry of it) is cut to {k}-decimal precision (the later digits dropped, not even rounded) before the next "
        "step: cutting that early loses precision, and the error carries into every component. "
        "Keep every digit of `{op}`'s result (the exact vector is {exact}) and round only the final components.",
    "rewrite.truncated_terms": "Your number is the dot product with each product cut to {k}-decimal precision (the later "
        "digits dropped, not rounded) before they are added up: add the exact products (the sum is {exact}) "
        "and round only the final answer.",
    "rewrite.truncated_step": "Your number is what the computation gives when the result of `{op}` is cut to "
        "{k}-decimal precision (the later digits dropped, not even rounded) before the next step: keep every digit (the "
        "exact result is {exact}) and round only the final answer.",
    'rewrite.softmax_twice': 'Your result takes the softmax twice: the second softmax is applied to weights that are already a softmax (the weights where the scores belong), which flattens them towards uniform. Apply one softmax, to the raw scores.',
    'rewrite.clamp_input': "Your scores are clamped at {c} before the softmax (clamp(max={c}), a guard against exp's overflow): every score above {c} counts as {c}, so those weights change. The softmax needs no clamp: subtract the row's maximum instead (torch.softmax does), which leaves the weights unchanged.",
    'rewrite.factor_one_term': 'When the product a·(x − y) was expanded, term {term} of the difference lost its factor: your code computes a·x − y (or x − a·y) where a·(x − y) = a·x − a·y. Multiply both terms by the factor, or keep the parentheses.',
    'feedback.shape.size_read': 'Your shape {got} differs from the asked {want} at axis {axis} alone: you have {size} there, which is {expr}; the asked shape has {name} there, {right}{formula}. Work that size out from the statement again.',
    'feedback.shape.typed_missing': 'Your shape {got} has one axis fewer than {want}: axis {axis}, of size {size}, is missing. That is the shape of one slice along that axis (one sequence where the batch is asked, say); the computation keeps every axis of its input, so the answer keeps it too.',
    'feedback.prop.zero_branch': "Along axis {axis} of your {shape} output, entries {right} are right and entries {wrong} are all zero: your code returns zeros for the whole input in a branch (if …: return torch.zeros_like(…)), and its condition holds for the whole batch as soon as one entry is the special case. Treat that entry alone (zero only its own rows) and compute every other entry as usual.",
    'feedback.prop.computed_zero': "Along axis {axis} of your {shape} output, entries {right} are right and entries {wrong} are all zero, and your code has no loop or slice that could skip them: they were computed as zeros. An exp that underflows gives that (exp(x − m) is 0 when m is far above x: a maximum subtracted that is not each slice's own, such as x.max() over the whole tensor), and an epsilon added to the sum then hides the 0/0. Subtract each slice's own maximum (amax(dim, keepdim=True)).",
    'rewrite.dropout_eval': 'Dropout (p = {p}) is missing from your output, and your code puts it in eval mode (.eval() or training=False), where dropout does nothing. Here it must drop: keep the module in training mode (model.train(), or training=True) where the weights are computed.',
    'rewrite.scores_lost': 'The scores of the kept keys are lost: in your weights every kept key gets the same weight, as if each kept score were 0, and only the hidden ones are hidden. A mask multiplied by -inf and added gives that (0 × -inf is NaN, not 0), once the NaN is cleaned to 0 (nan_to_num), and so does a fill written into a fresh tensor. Keep the scores and hide only the masked ones: scores.masked_fill(mask, -inf).',
    'feedback.shape.reversed': 'Your shape {got} is the asked one, {want}, read backwards: every axis from the last to the first. That is what reversed(t.shape) or t.shape[::-1] gives, what column-major languages (Julia, MATLAB, Fortran) list, and what .T does to a tensor of more than two axes. PyTorch lists a shape from its first axis: {want}.',
    'feedback.shape.layout': 'Your shape {got} holds the same number of values as {want}, but it reads as {reading}: axes that must stay apart are merged into one (a · joins them), which is a layout of its own (the one nn.MultiheadAttention uses inside, say), not the one asked for. The asked layout keeps every axis separate, in the order {asked} = {want}.',
    'feedback.float_size': 'Line {line} of your code, `{code}`, raised an error: {error}. A size, an axis or an index must be a whole number (an int), and there {floats} is a float. In Python 3, / always gives a float, even when it divides evenly (2 / 2 is 1.0): divide sizes with // (2 // 2 is 1), or wrap the value in int().',
    'feedback.float_size_line': 'Line {line} of your code, `{code}`, raised an error: {error}. A size, an axis or an index must be a whole number (an int), and a value on that line is a float. In Python 3, / always gives a float, even when it divides evenly (2 / 2 is 1.0): divide sizes with // (2 // 2 is 1), or wrap the value in int().',
    'rewrite.keepdim_nocall': 'Your result is what the right computation gives when a tensor loses a size-1 axis it must keep (as a `{op}` without keepdim=True does), so the next step broadcasts it against the wrong axis. Your code has no such `{op}`: find the tensor that meets another with one axis too few (an index such as [:, None, :] that leaves an axis out, an expand or view that drops it, a reduction without keepdim=True) and give it that axis in its place.',
    'mistake.mask_diagonal_tril': 'The diagonal is hidden too: your mask comes from torch.tril, and the keys it keeps stop before each query, so no token sees itself, the first token sees nothing (NaN) and every token loses its own weight. tril keeps the diagonal with diagonal=0, its default (diagonal=-1 starts one below it); or mark the future with triu(…, diagonal=1) and hide that.',
    'mistake.mask_diagonal_other': 'The diagonal is masked too: each token is hidden from itself, so the first token sees nothing (NaN) and every token loses its own weight. Only the keys after the query (j > i) are hidden: start the mask one above the diagonal (offset=1 for triu_indices, diagonal=1 for triu, j > i rather than j >= i in a comparison).',
    'feedback.raised_in_call': 'Line {line} of your code, `{code}`, raised an error inside {callee}: {error}. {callee} takes its arguments in the order ({params}), so your positional values went to {given}. Check each one against what you meant (sizes, context length, dropout, heads); passing them by name, such as dropout=0.0, rules out the mix-up.',
    'feedback.along_at': "That is line {line}, `{code}`: its `{op}` runs along that axis.",
    'feedback.along_at_cell': "That is cell {cell}, line {line}, `{code}`: its `{op}` runs along that axis.",
    'feedback.unrestored_at': 'Your values are right but for the order of the axes, and line {line}, `{code}`, is the only place your code moves axes (its `{op}`): nothing after it moves them back, so the result keeps that order. Move them back before returning, with the move that undoes it (a transpose undoes itself, movedim(a, b) is undone by movedim(b, a), a permute by its inverse), or compute along the axis where it stands.',
    'feedback.unrestored_at_cell': 'Your values are right but for the order of the axes, and cell {cell}, line {line}, `{code}`, is the only place your code moves axes (its `{op}`): nothing after it moves them back, so the result keeps that order. Move them back before returning, with the move that undoes it (a transpose undoes itself, movedim(a, b) is undone by movedim(b, a), a permute by its inverse), or compute along the axis where it stands.',
    'feedback.raised_index_leading': 'Your code raised an error: {error}. Line {line}, `{code}`, indexes {tensor} with {count} plain indices, and those name its FIRST axes; your loops count the sizes of its LAST axes (read from the end of the shape). With leading axes in front (a batch, heads), {var} lands on axis {axis}, which is shorter. Count the indices from the end as well: {fixed}.',
    'feedback.prop.hidden_weight_overflow': 'Positions that must be seen get no weight: at {where} your value is 0 where it should be {want}. The zeros do not come from the mask: they come from an exp that overflows (below).',
    'feedback.prop.kept_entries': "Your output is right except at {count} of its {total} entries (the first at {where}), and each of those still holds {name}'s own value at that position, unchanged: those entries were never computed. A result that starts as a copy of {name} (clone(), or written into {name} in place) and overwrites only part of it gives that. Give every position its own value: start from a tensor that already holds the right value there (zeros for positions that get no weight), or compute the whole tensor at once.",
    'feedback.prop.slices_batch_located': 'Along axis {axis} of {shape}, the batch axis, some sequences are right ({right}) and others wrong ({wrong}).',
    'feedback.prop.slices_heads_located': 'Along axis {axis} of {shape}, the heads axis, some heads are right ({right}) and others wrong ({wrong}).',
    'feedback.prop.slices_located': 'Along axis {axis} of {shape} some slices are right ({right}) and others wrong ({wrong}).',
    'feedback.prop.slices_batch': "Along axis {axis} of {shape}, the batch axis, some sequences are right ({right}) and others wrong ({wrong}): look at what differs between those sequences' inputs (their padding or lengths, a batch entry indexed or looped over wrongly).",
    'feedback.prop.slices_heads': "Along axis {axis} of {shape}, the heads axis, some heads are right ({right}) and others wrong ({wrong}): look at what differs between those heads (the head index, a loop over the heads, each head's slice of the features).",
    'feedback.prop.slice_factors_eps': 'Each slice of your {shape} output along dim={dim} is the right one times its own factor (from {low} to {high}), and your code adds a small epsilon to a sum: that is where it comes from. Beside terms that are not tiny the epsilon changes nothing, but where the exponentials are tiny (a maximum subtracted that is not over the same kept entries, such as one taken over padded positions too, makes them underflow towards 0) the epsilon dominates the sum and the slice no longer sums to 1. Subtract the maximum over the entries you keep, and add no epsilon to a sum that has a kept term (keep it for rows with nothing kept, or use a masked softmax).',
    'rewrite.mask_axes_reshape': "Your mask is built as a {got} table and then forced to {want} with reshape (or view): a reshape keeps the entries in memory order and only cuts them into rows again, so positions land in the wrong sequence's row. Swapping two axes is a transpose (.T, transpose(0, 1)); better, build the {want} table directly, comparing arange(n)[None, :] with lengths[:, None] the way round your code compares them (one row per sequence).",
    'rewrite.reshape_for_transpose': 'The {shape} tensor is reshaped (or viewed) to the transposed sizes where its axes ({want}) must be swapped: a reshape keeps the entries in memory order and only cuts them again, so they land in the wrong places. Use transpose({want}) (.T for a matrix).',
    'feedback.raised_index_loop': 'Your code raised an error: {error}. Line {line}, `{code}`, puts the loop variable {var} on axis {axis} of {tensor}, which has only {size} entries, while {var} counts {range}: the loop counts the entries of another axis (here larger: {larger}) than the one it indexes. If {var} is meant to run over axis {axis}, loop over {own}; if it is meant for the next axis, {next}, put it there: {beside}.',
    'feedback.raised_index_loop_heads': 'Your code raised an error: {error}. Line {line}, `{code}`, puts the loop variable {var} on axis {axis} of {tensor}, which has only {size} entries, while {var} counts {range}: the loop counts the entries of another axis (here larger: {larger}) than the one it indexes. If {var} is meant to run over axis {axis}, loop over {own}; if it is meant for the next axis, {next} (the heads of a (b, h, n, hd) tensor), put it there: {beside}.',
    'rewrite.tiled_view_other': "Your weights are spread over the features in the wrong order: the {n} × {k} table "
        "is filled row by row from the tiled weights (w₁..w_{k} in row 1, the next {k} in row 2, and so on), as a "
        "reshape or view of a tiled or expanded tensor fills it, instead of giving row j its own weight w_j in every "
        "column; each token's features are then weighted by other tokens' weights. To broadcast each weight over its "
        "token's features use w[:, None] (or w.unsqueeze(1)), or simply the product w @ x.",
    'rewrite.tiled_view': "Your weights are spread over the features with repeat and view: w.repeat({k}).view({n}, {k}) fills the rows in order, w₁..w_{k} in row 1, the next {k} in row 2, and so on, instead of giving row j its own weight w_j in every column; each token's features are then weighted by other tokens' weights. To broadcast each weight over its token's features use w[:, None] (or w.unsqueeze(1)), or simply the product w @ x.",
    'rewrite.operand_transposed_column': "Your result is a column of a product written the other way round: (xᵀ · {what})[:, q] equals ({what}ᵀ · x)[q], so it mixes column q of {what} (what every query gives token q) instead of row q (query q's own weights over every key, which sum to 1). Take row q of the product with the weights first: ({what} @ x)[q], or {what}[q] @ x.",
    # --- where the answer's own steps first leave the right computation (attnlab.grading.divergence) ---
    'feedback.diverge_at': "Your code first leaves the right computation at line {line}: `{code}`. Up to there your values agree with the steps of a correct solution; that line (its `{op}`) gives values no correct step has, and nothing after it gets back to them. Look at that line first.",
    'feedback.diverge_at_plain': "Your code first leaves the right computation at line {line}: `{code}`. Up to there your values agree with the steps of a correct solution; that line gives values no correct step has, and nothing after it gets back to them. Look at that line first.",
    'feedback.diverge_at_cell': "Your code first leaves the right computation in cell {cell}, line {line}: `{code}`. Up to there your values agree with the steps of a correct solution; that line (its `{op}`) gives values no correct step has, and nothing after it gets back to them. Look at that line first.",
    'feedback.diverge_at_cell_plain': "Your code first leaves the right computation in cell {cell}, line {line}: `{code}`. Up to there your values agree with the steps of a correct solution; that line gives values no correct step has, and nothing after it gets back to them. Look at that line first.",
    'diverge.low_precision': "That line makes a float16 tensor: float16 keeps only about three significant digits, so the rounding shows in the 4th decimal. Keep float32 (drop the .half() or dtype=torch.float16 there).",
    'diverge.low_precision_bf16': "That line makes a bfloat16 tensor: bfloat16 keeps only two or three significant digits, so the rounding shows in the 3rd or 4th decimal. Keep float32 (drop the .bfloat16() or dtype=torch.bfloat16 there).",
    'diverge.scaled': "Its values are {factor} times those of the right step.",
    'diverge.along': 'It works along dim={dim} of a {of} tensor: check that this is the axis meant there (and that the step belongs there at all).',
    'diverge.view_written': "It writes in place (`{op}`) into a slice or view, which shares its memory with the tensor it was cut from: that tensor changes too, and your code reads the changed values from it later. Use the op without the underscore (a new tensor), or .clone() the slice before writing into it.",
    'diverge.factors_transposed': "With both its factors transposed it gives a right step: the product pairs the other axes ({got} where {want} belongs), as x.T @ x (features with features) does where x @ x.T (each token with each token) belongs.",
    'diverge.factors_swapped': "With its two factors in the other order it gives a right step ({got} where {want} belongs): a @ b and b @ a pair different axes.",
    'diverge.mask_one_for_all': "The mask it applies, shaped {mask} against {shape}, has no axis for the batch (or one of size 1): one mask for every sequence, so each gets the same positions hidden (one sequence's padding, or the padding of any of them), where each sequence needs its own row of the mask (pad[:, None, None, :]).",
    'diverge.instead': "Where that step stands, a correct solution computes `{right}`, of the same shape.",
    'diverge.other_axis': 'It works along dim={dim} of a {of} tensor; the same step along dim={right} gives the right values.',
    'diverge.terms': 'What it is given are the separate terms of a product (each x_k · y_k of a dot product), never added up: a dot product sums them. Multiply with @ (or add the terms up with .sum over the shared axis) before this step.',
    'diverge.sum_before_exp': 'It adds up the scores themselves (after the maximum is subtracted, but before the exp), where a softmax divides by the sum of the exponentials: sum exactly the terms of the numerator, exp(x − max).',
    'diverge.all_pairs': 'Its value is the sum of the products of EVERY entry of one vector with EVERY entry of the other (what itertools.product, a nested loop or a summed outer product gives), where a dot product pairs the entries position by position, a_k · b_k (zip, or @).',
    'diverge.operand': 'The op itself is the right one, but its operand {nth} is the wrong tensor: with {what} in that place (a tensor of the same shape the right computation has there), the same op gives the right values. Check which tensor you pass there.',
    'diverge.what_arg': '`{name}`',
    'diverge.what_data': 'the input data itself',
    'diverge.what_made': 'the result of {name} at that point of the right computation',
    'diverge.what_step': 'another tensor of the right computation',
    'diverge.diagonal_taken': 'It takes the diagonal of the right ({n} × {n}) step: each token with itself only (i with i), where a whole row (one query with every key) is asked. Take the query\'s row of that step instead of its diagonal.',
    'diverge.diagonal': 'Its values are only the diagonal of the right ({n} × {n}) step: each row paired with itself (i with i), where every pair i, j belongs. Rows paired one to one give that (an elementwise product summed, a bmm that treats the tokens as its batch); pair every query with every key (queries @ keys.T).',
    'diverge.shift_mismatch': "Its values are {factor} times the right ones, and {factor} is exp(∓max) of the scores' maximum: the maximum is subtracted on one side of the ratio only (exp(x − max) over a sum of exp(x), or the reverse). Subtract it in the numerator and in the denominator alike.",
    'diverge.exp_overflow': "Its exp overflows: in float32, exp is inf above about 88.7, and a finite value divided by a sum that is inf is 0 (inf / inf is NaN). Subtract each row's maximum before the exp: exp(x − max) never exceeds 1 and gives the same softmax.",
    'diverge.blocks_reordered': "It holds the right blocks in another order: cut along axis {axis} into {k}, it holds the right blocks {order} at positions 0, 1, …",
    'diverge.blocks_reversed': "It holds the right blocks in reverse order: cut along axis {axis} into {k}, the last block stands first.",
    'diverge.pick_not_pooled': "It makes the {count} slices along dim={dim} of its {of} input, which is right, into one with `{op}`, but the asked value is one of those slices alone: take slice {index} instead of pooling them.",
    'diverge.einsum_letters': "Its subscripts '{got}' pair the wrong axes: '{want}', with the letters {a} and {b} of operand {nth} in each other's place, gives the right values from the same operands (so does '{other}', the same pairing with operand {nth}'s letters kept).",
    'diverge.reordered': "It holds the right values in another order: two axes are swapped there, or a view or reshape reorders them.",
    'feedback.shape.merged_join': "Expected the {what} to have shape {want}, got {got}: your axis {axis} of size {size} is the right shape's axes {axis} and the next one ({a} and {b}) joined into one. The pieces were concatenated (torch.cat) where they must be stacked along a new axis (torch.stack), which keeps them apart.",
    'feedback.shape.wrong_axis_view': 'Expected the {what} to have shape {want}, got {got}: your axis {long} is {k} times too long ({got_long} where {want_long} belongs) and axis {short} {k} times too short. Your code joins and cuts nothing, so the sizes come from a view or reshape: one of its sizes was read off another axis or another tensor (with heads, context is (b, h, n, hd): its axis 1 counts the heads, not the tokens). Read each size from the axis that holds what it counts.',
    'rewrite.scale_inverted_power': 'Your scores come out multiplied by {want} where they should be divided by it: your factor is already 1/{want} (a power of -0.5 is one over the square root), and dividing by it multiplies. Multiply by that factor, or divide by the square root itself.',
    'rewrite.scale_inverted_plain': 'Your scores come out multiplied by {want} where they should be divided by it (the effect of x * {want}, or of a division by 1/{want}): it must be x / {want}.',
    'rewrite.causal_added_prefix': 'Your weights cover only the tokens up to each query: each token weighs itself and the tokens before it, as if only the keys seen so far were used (a slice such as [:i + 1], or a cache filled up to the query, as when generating one token at a time), so token 1 sees only itself and the last one sees all. This attention has no mask: every query weighs all the tokens, the later ones too. Use every key.',
    'feedback.nan_exp_overflow': "Some rows are NaN: your code takes exp of the scores without subtracting their maximum first, and in float32 exp is inf above about 88.7; inf / inf is NaN. Subtract each row's maximum before the exp, exp(x - x.amax(dim=-1, keepdim=True)) (a padded key's -inf stays -inf), or use torch.softmax.",
    'rewrite.data_centred': "Your number comes from the embeddings centred first: each feature's mean over the {n} tokens subtracted, as before a regression. Attention takes the embeddings as they are: the dot products of the raw vectors.",
    'rewrite.data_standardised': "Your number comes from the embeddings standardised first: each feature's mean over the {n} tokens subtracted and divided by its standard deviation, as before a regression. Attention takes the embeddings as they are: the dot products of the raw vectors.",
    'rewrite.softmax_standardised': 'Your scores are standardised before the softmax (their mean subtracted and divided by their standard deviation). Subtracting one number from every score leaves a softmax unchanged, but dividing by their spread sharpens or flattens it, like a temperature. Give the softmax the raw scores.',
    'feedback.prop.masked_weight_finite_fill': "Positions that must get no weight get some: your code fills the hidden scores with a finite number (its masked_fill or where), and exp of a finite number is never exactly 0, so the hidden keys keep a little weight (the more, the closer that number is to the scores). Fill with float('-inf'): its exp is exactly 0.",
    'diverge.operand_broadcast': "Its operand {nth} has size 1 on axis {axis} where a correct one has {size}: it is slice {index} of the right tensor, broadcast to stand in for all {size} (one head's keys or values for every head, as [:, :1] keeps). Keep every slice of that axis.",
    'feedback.prop.slices_copied': "Along axis {axis} of {shape}, slice {source} is right and slices {wrong} hold the same values as slice {source}: one slice was given to all of them (an index that never moves with the loop, or expand/repeat of one slice). Each slice needs its own values: index with the loop's variable, or take every slice of that axis.",
    'rewrite.transpose_axes_typed': 'Your shape is the {shape} tensor with axes ({got}) swapped where transpose swaps axes ({want}): PyTorch counts axes from 0, so transpose({want}) exchanges the axes at positions {want} counted from the first one as 0.',
    'feedback.prop.rounded': 'Your values are the right ones rounded to {k} decimals (round(…, decimals), or numbers copied from a printout): keep them at full precision.',
    'feedback.prop.normalised_builtin_sum': "Your weights sum to 1 along dim={dim} (size {size}) of the {shape} output, not along the axis asked: Python's built-in sum(e) adds a tensor's first axis (it walks over e's rows), whatever the axis you meant. Use the tensor's own sum along the axis: e.sum(dim=…, keepdim=True).",
    'rewrite.denominator_no_exp': 'Your weight divides exp(score) by the sum of the raw scores; the softmax divides by the sum of the exponentials: exp(score) / Σ exp(score).',
    'feedback.slice_minus_zero': 'Along axis {axis} of your {shape} output, entries {right} are right and entries {wrong} are all zero. Your code slices from a negative count, x[-(…):]: where that count is 0 (a sequence with no padding), -0 is 0 and the slice x[-0:] is the whole axis, not none of it. Count the start from the front instead (x[..., L:]), or guard the zero.',
    'rewrite.heads_strided': 'Your heads take interleaved features: head i gets every h-th feature (a strided slice, x[..., i::h]) where it must get its own block of head_dim features, [i·hd, (i + 1)·hd): x[..., i * hd:(i + 1) * hd], or view(b, n, h, hd) then transpose(1, 2).',
    'rewrite.cumsum_for_sum': 'Your code takes a running total (cumsum) where the whole sum belongs: each entry gets the sum of the entries up to it, not the total of its slice (so a softmax written that way no longer sums to 1). Use the total along the axis, x.sum(dim, keepdim=True).',
    'diverge.batch_flattened': "Its {n} × {n} matrix pairs entries of different slices: the leading axes were flattened into one ({b} × {t} rows), so each entry also meets the other slices' entries (tokens of other sequences, in attention). Keep those axes apart: one {t} × {t} matrix per slice (per sequence, per row), and an n × n mask where one is needed.",
    'feedback.divide_by_running_total': "Line {line}, `{code}`, divides by a running total ({reduce}) in `{op}`: each entry is divided by the sum of the entries up to it, not by the whole slice's total, so the result does not sum to 1, and where the first terms are 0 (an exp that underflows) it is 0 / 0 = NaN. Divide by the total along the axis, x.sum(dim, keepdim=True).",
    'rewrite.partial_sum': 'Your result adds only the first {k} of the {n} terms of a sum of products (a dot '
        'product, or the weighted sum of the rows): a running total read before its end, or a loop that '
        'stops early. The sum takes all {n} terms.',
    'mistake.scaled_twice_reused': 'Your scores are divided by head_dim instead of √head_dim: your code '
        'applies its one square-root scale in two places (to the queries and to the keys, or to one of them '
        'and again to the scores), so the scores carry √head_dim twice. Scale once: the queries, the keys '
        'or the scores, not two of them.',
    'mistake.scaled_twice_written': 'Your scores are divided by head_dim instead of √head_dim: your code divides by a square root of head_dim twice (two of its lines scale, or one scales q or k and another the scores). Scale once: divide q @ kᵀ by √head_dim, and nothing else.',
    'rewrite.product_term_left_out': "Your sum leaves out term {token} (index {index}): a weighted sum runs over every token, the query's own one too (a loop that skips it, or a slice that stops short, drops it).",
}
