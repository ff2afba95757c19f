# exercise: ex3_2
# mistake: The learner passes context_length=3 (the embedding size) instead of 6, so the causal mask is 3x3 and the forward pass on 6 tokens fails; context_length must be at least the 6 tokens.
CFG = dict(d_in=3, num_heads=2, dropout=0.0)


def ex3_2(MultiHeadAttentionWrapper):
    d_out = 2 // CFG["num_heads"]  # each head gives 1, two heads -> 2
    return MultiHeadAttentionWrapper(
        CFG["d_in"], d_out, CFG["d_in"], CFG["dropout"], num_heads=CFG["num_heads"]
    )
