# exercise: ex3_2
# mistake: The learner builds the wrapper with qkv_bias=True; the statement asks for the book's query, key and value layers without bias (qkv_bias=False), with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    ctx_len = 6
    heads = 2
    per_head = 1   # 2 output dims / 2 heads
    return MultiHeadAttentionWrapper(d_in, per_head, ctx_len, 0.0, num_heads=heads, qkv_bias=True)
