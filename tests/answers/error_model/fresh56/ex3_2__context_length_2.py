# exercise: ex3_2
# mistake: The learner reads '2 sequences' as the context length and passes context_length=2, so the causal mask is 2x2 and the forward pass on 6 tokens fails; context_length must be 6.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    d_out = 1  # per head, 2 heads -> 2
    context_length = 2  # 2 sequences in the batch
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
