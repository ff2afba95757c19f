# exercise: ex3_2
# mistake: Built the wrapper with qkv_bias=True, adding biases to the query, key and value layers, so the outputs differ from the book's bias-free layers; qkv_bias must be False.
def ex3_2(MultiHeadAttentionWrapper):
    # d_out=1 per head, 2 heads -> (2, 6, 2)
    return MultiHeadAttentionWrapper(
        d_in=3, d_out=1, context_length=6, dropout=0.0, num_heads=2, qkv_bias=True
    )
