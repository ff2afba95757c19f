# exercise: ex3_2
# mistake: Passes qkv_bias=True, so the query, key and value layers get biases (and other random weights) although the book's layers have none; leave qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_per_head, heads = 3, 1, 2
    return MultiHeadAttentionWrapper(
        d_in, d_out_per_head, context_length=6, dropout=0.0, num_heads=heads, qkv_bias=True
    )
