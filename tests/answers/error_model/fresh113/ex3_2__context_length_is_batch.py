# exercise: ex3_2
# mistake: The learner passes 2 (the number of sequences) as context_length, so the causal mask is only 2x2 and the 6-token batch cannot be processed; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    batch_size, num_tokens, d_in = 2, 6, 3
    num_heads = 2
    d_out = 2 // num_heads        # per head, concatenated -> 2
    assert d_out * num_heads == 2
    context_length = batch_size
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=num_heads)
    return mha
