# exercise: ex3_2
# mistake: The learner builds the heads with qkv_bias=True, although the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3        # C
    context_length = 6   # T
    num_heads = 2   # H
    d_out = 1       # per head, H * d_out = 2
    return MultiHeadAttentionWrapper(d_in=d_in, d_out=d_out, context_length=context_length,
                                     dropout=0.0, num_heads=num_heads, qkv_bias=True)
