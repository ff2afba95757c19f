# exercise: ex3_2
# mistake: The learner passes the batch size 2 as context_length, so the causal mask buffer is 2x2 and the forward on 6 tokens fails; the context length must be 6 (the number of tokens).
def ex3_2(MultiHeadAttentionWrapper):
    batch_size = 2
    d_in, d_out = 3, 1
    mha = MultiHeadAttentionWrapper(d_in, d_out, batch_size, 0.0, num_heads=2)
    return mha
