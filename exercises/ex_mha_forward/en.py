"""Exercise ex_mha_forward: its title, statement and hints in English."""

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
}
