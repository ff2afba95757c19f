# exercise: ex3_2
# mistake: The learner passed the batch size 2 as context_length (the third argument), so the causal mask is only 2x2 and the forward pass fails on 6 tokens; context_length must be 6, the number of tokens.
def ex3_2(MultiHeadAttentionWrapper):
    batch_rows = 2   # sequences in the batch
    tokens = 6
    d_in = 3
    return MultiHeadAttentionWrapper(d_in, 1, batch_rows, 0.0, num_heads=2)
