# exercise: ex3_2
# mistake: The learner passed context_length=2 (confusing it with the batch size), so the causal mask buffer is 2×2 and the forward on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch = 2
    wrapper = MultiHeadAttentionWrapper(d_in=3, d_out=1, context_length=batch,
                                        dropout=0.0, num_heads=2)
    return wrapper
