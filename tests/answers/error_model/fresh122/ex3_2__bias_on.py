# exercise: ex3_2
# mistake: Created the wrapper with qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length = 3, 6
    out_total = 2
    heads = 2
    per_head = 0
    while (per_head + 1) * heads <= out_total:
        per_head += 1
    return MultiHeadAttentionWrapper(d_in, per_head, context_length, 0.0, num_heads=heads, qkv_bias=True)
