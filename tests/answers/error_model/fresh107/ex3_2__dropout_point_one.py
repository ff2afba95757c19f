# exercise: ex3_2
# mistake: Passes dropout=0.1 (the GPT-2 drop rate) instead of the required 0.0, so in training mode the heads drop attention weights and the output is random.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out_total, num_heads = 3, 2, 2
    context_length = 6
    drop_rate = 0.1
    mha = MultiHeadAttentionWrapper(d_in, d_out_total // num_heads, context_length, drop_rate, num_heads=num_heads)
    return mha
