# exercise: ex3_2
# mistake: Passed a sixth positional argument True, which is qkv_bias, so the layers get biases; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    # d_in, d_out, context_length, dropout, num_heads
    mha = MultiHeadAttentionWrapper(3, 1, 6, 0.0, 2, True)
    return mha
