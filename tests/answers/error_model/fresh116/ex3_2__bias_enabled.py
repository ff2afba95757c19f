# exercise: ex3_2
# mistake: Passed qkv_bias=True (Keras Dense uses a bias by default); the book's query, key and value layers have no bias, qkv_bias=False.
def ex3_2(MultiHeadAttentionWrapper):
    # d_in=3, per-head d_out=1, 6 tokens, no dropout
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, num_heads=2, qkv_bias=True)
    return mha
