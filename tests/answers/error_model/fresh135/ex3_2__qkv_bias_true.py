# exercise: ex3_2
# mistake: The learner built the heads with qkv_bias=True (GPT-2's c_attn has biases), so the query, key and value layers get random biases; the book's layers have no bias (qkv_bias=False).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1          # 2 heads x 1 = 2 dims out
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2, qkv_bias=True)
