# exercise: ex3_2
# mistake: Builds the wrapper with qkv_bias=True, although the book's query, key and value layers have no bias; the shape is right but the module has extra parameters and other outputs.
def ex3_2(MultiHeadAttentionWrapper):
    # each head -> 1 dim, 2 heads concatenated -> 2 dims
    mha = MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
    return mha
