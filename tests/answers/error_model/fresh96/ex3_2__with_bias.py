# exercise: ex3_2
# mistake: Set qkv_bias=True, so the query, key and value layers get biases (more parameters, other numbers); the book's layers have no bias.
def ex3_2(MultiHeadAttentionWrapper):
    sizes = dict(d_in=3, d_out=1, context_length=6, dropout=0.0)
    return MultiHeadAttentionWrapper(**sizes, num_heads=2, qkv_bias=True)
