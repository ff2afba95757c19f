"""Exercise ex_mha_forward: its title, statement, hints and feedback in English."""

STRINGS: dict[str, str] = {
    "ex_mha_forward.title": "MultiHeadAttention.forward",
    "ex_mha_forward.statement": "Write `ex_mha_forward(mha, x)`: the forward pass of the "
        "efficient multi-head class. `mha` has the layers `W_query`, `W_key`, `W_value`, "
        "`out_proj`, `dropout` (as in the book, with p = 0), the buffer `mask` (context_length "
        "× context_length, 1 above the diagonal; the context length may exceed the number of "
        "tokens) and the ints `num_heads`, `head_dim`, `d_out`, but no forward of its own. `x` "
        "has shape (b, n, d_in); return the (b, n, d_out) context vectors: causal, scores "
        "scaled by √head_dim, dropout (if you apply it) on the attention weights. {device_rule}",
    "ex_mha_forward.hint.1": "Project, then view(b, n, num_heads, head_dim).transpose(1, 2).",
    "ex_mha_forward.hint.2": "mask.bool()[:n, :n] marks the future; fill it with -inf before "
        "the softmax over the keys (the last axis).",
    "ex_mha_forward.hint.3": "After weights @ values, transpose back, merge with "
        ".contiguous().view (or reshape), then apply out_proj.",
    "ex_mha_forward.no_mask": "Your output is attention without the causal mask: apply mask.bool()[:n, :n] before "
        "the softmax.",
    "ex_mha_forward.no_scale_written": "The scores come out unscaled, though your code computes a square root for "
        "the scale: that factor never reaches q @ kᵀ before the softmax. Check where it is applied (a keyword that "
        "multiplies another term, such as baddbmm's beta instead of alpha, or a result that is not kept).",
    "ex_mha_forward.no_scale": "The scores are not scaled: divide them by √head_dim before the softmax.",
    "ex_mha_forward.scale_d_out": "You scale by d_out (or √d_out), the size of all heads together: each head's scores "
        "are scaled by √head_dim.",
    "ex_mha_forward.scale_after": "You scale after the softmax: divide the scores by √head_dim before it.",
    "ex_mha_forward.softmax_dim": "The softmax runs over the wrong axis: the weights of each query are normalised over "
        "the keys, the last axis (dim=-1).",
    "ex_mha_forward.view_no_transpose": "Your split reads the (b, n, d_out) projections straight into the heads' "
        "layout (a view or reshape to (b, num_heads, n, head_dim), or to (b·num_heads, n, head_dim)), which "
        "mixes tokens: each head gets features of several tokens. View as (b, n, num_heads, head_dim), then "
        "transpose(1, 2).",
    "ex_mha_forward.merge_no_transpose": "The merge skips the transpose: (weights @ values) is (b, h, n, hd); transpose(1, 2) "
        "back to (b, n, h, hd) before merging to (b, n, d_out).",
    "ex_mha_forward.no_out_proj": "The output projection is missing: apply mha.out_proj to the merged context vectors.",
    "ex_mha_forward.mask_unsliced": "The mask is context_length × context_length, longer than these n tokens: slice it "
        "as mask.bool()[:n, :n].",
    "ex_mha_forward.sdpa_no_transpose": "scaled_dot_product_attention attends over the second-to-last axis, but your q, k, v "
        "are (b, n, num_heads, head_dim), so it mixes heads instead of tokens: transpose(1, 2) "
        "to (b, num_heads, n, head_dim) before it, and back after.",
    "ex_mha_forward.sdpa_inverted": "scaled_dot_product_attention keeps the True entries of a boolean attn_mask, the "
        "opposite of the book's mask: pass ~mask.bool()[:n, :n], or use is_causal=True.",
    "ex_mha_forward.mask_tril": "You masked the past and the diagonal instead of the future: the future is the upper "
        "triangle, torch.triu(..., diagonal=1), which the buffer mha.mask already holds.",
    "ex_mha_forward.scale_d_in_heads": "You scale by √(d_in // num_heads), a head size worked out from the "
        "input's width: the heads split the projected d_out features, so each head's scores are divided "
        "by √head_dim with head_dim = d_out // num_heads (mha.head_dim).",
    "ex_mha_forward.scale_d_in": "You scale by d_in (or √d_in), the size of the input embeddings: each head's scores "
        "are scaled by √head_dim.",
    "ex_mha_forward.scale_tokens": "You scale by the square root of the number of tokens: the scaling depends on the "
        "length of each query and key vector, √head_dim, not on how many tokens there are.",
    "ex_mha_forward.scale_heads": "You scale by √num_heads: each head's scores are scaled by √head_dim, the length of "
        "its query and key vectors.",
    'ex_mha_forward.scores_transposed_sdpa': 'The scores are transposed: F.scaled_dot_product_attention takes (query, key, value) in that order, and your call hands it the keys where the queries go and the queries where the keys go, so it computes keys @ queriesᵀ. Pass them as scaled_dot_product_attention(q, k, v).',
    "ex_mha_forward.scores_transposed_einsum": "The scores are transposed: your einsum puts the keys' index before the queries' in its output (…kq where …qk belongs), so row i holds what every query gives key i. Name the output query first, 'bhqd,bhkd->bhqk', so that row i holds query i's scores over the keys (and mask and normalise along the last axis).",
    "ex_mha_forward.wide_raised": "Your forward gives the right values in float32, but with a float64 module and input (as a float64 notebook has them) it raises: {error}. Line {line}, `{code}`: a dtype written into the code (.float(), dtype=torch.float32, a tensor made in torch's default float32) meets float64 tensors there. Keep the inputs' dtype throughout: cast back with .to(x.dtype), and make new tensors with dtype=x.dtype.",
    "ex_mha_forward.wide_raised_noline": "Your forward gives the right values in float32, but with a float64 module and input (as a float64 notebook has them) it raises: {error}. A dtype written into the code (.float(), dtype=torch.float32, a tensor made in torch's default float32) meets float64 tensors: keep the inputs' dtype throughout (.to(x.dtype), dtype=x.dtype).",
    "ex_mha_forward.scores_transposed": "The scores are transposed: keys @ queriesᵀ puts the keys in the rows. Compute "
        "queries @ keys.transpose(2, 3), so that row i holds query i's scores.",
    "ex_mha_forward.sdpa_float_mask": "A float attn_mask is added to the scores, so the buffer's 1s only nudge the future: "
        "pass a boolean mask where True means keep (~mask.bool()[:n, :n]), or is_causal=True.",
    'ex_mha_forward.stateful_again': "Your answer is right on each module the first time, but called again on the same mha with one token fewer, it gives a wrong result (or raises): it keeps something from the first call (a mask or a size cached on mha, in a global or in a default argument) and uses it for an input of another length. Compute everything from x and mha's layers on each call: slice the buffer as mha.mask.bool()[:n, :n] with the n of this call.",
    'ex_mha_forward.stateful_values': "Your answer is right on each module the first time, but called again on the same mha with another input of the same shape (the same tokens in reverse order), it gives a wrong result: it keeps something it computed from the first x (keys or values cached on mha, a global, a default argument) and uses it for the next x. A forward pass projects keys, values and queries from the x of this call: keep nothing between calls.",
    'ex_mha_forward.stateful': "Your output changes from one call to the next on the same input, and your code draws nothing at random: it keeps something between calls (a cache such as past keys and values, a global, an attribute set on mha) that changes what the next call computes. A forward pass depends on its inputs only: compute everything from x and mha's layers on each call.",
    'ex_mha_forward.random_layer': 'Your output changes from call to call: your code builds a new layer (an nn.Linear or the like) inside the forward, and each new layer draws new random weights. Use the layers mha already holds (mha.W_query, mha.W_key, mha.W_value, mha.out_proj): their weights are the ones to apply.',
    "ex_mha_forward.random": "Your output changes from call to call: dropout is active (F.dropout trains by "
        "default). Use mha.dropout, or no dropout.",
    'ex_mha_forward.mask_inverted_fill': 'Your mask is inverted: mha.mask holds 1 above the diagonal (the future), so `mask == 0` (or ~mask, 1 − mask) selects the past and the diagonal, and masked_fill hides those, leaving each query only the future (the last row has nothing left: NaN, which nan_to_num only hides). Fill where the buffer is 1: masked_fill(mha.mask.bool()[:n, :n], -inf).',
}
