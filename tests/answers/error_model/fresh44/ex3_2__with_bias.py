# exercise: ex3_2
# mistake: Built the heads with qkv_bias=True, so the query, key and value layers get biases; the statement asks for the book's layers without bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    torch_dims = dict(d_in=3, d_out=1, context_length=6, dropout=0.0)
    return MultiHeadAttentionWrapper(**torch_dims, num_heads=2, qkv_bias=True)
