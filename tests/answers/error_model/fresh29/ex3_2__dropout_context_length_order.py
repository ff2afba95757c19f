# exercise: ex3_2
# mistake: The learner passed the positional arguments as (d_in, d_out, dropout, context_length), so dropout became 6 and context_length 0.0 and the wrapper cannot be built; the order is (d_in, d_out, context_length, dropout).
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 1
    num_tokens = 6
    dropout = 0.0
    mha = MultiHeadAttentionWrapper(d_in, d_out, dropout, num_tokens, num_heads=2)
    return mha
