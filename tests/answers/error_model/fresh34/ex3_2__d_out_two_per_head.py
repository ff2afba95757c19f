# exercise: ex3_2
# mistake: The learner passed d_out=2 to each of the 2 heads, so the concatenated output is (2, 6, 4); each head needs d_out=1 for (2, 6, 2).

def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 2, 6   # want 2-dim context vectors
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
