# exercise: ex3_2
# mistake: Passes qkv_bias=True to be "safe", but the statement asks for the book's query, key and value layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, context_length, num_heads = 3, 6, 2
    d_out_total = 2
    if d_out_total % num_heads:
        raise ValueError("output size must be divisible by the number of heads")
    d_out = d_out_total // num_heads
    return MultiHeadAttentionWrapper(
        d_in, d_out, context_length, dropout=0.0, num_heads=num_heads, qkv_bias=True
    )
