# exercise: ex3_2
# mistake: The learner read "two-dimensional embedding vectors" as the input size and set d_in=2, so the module cannot take the book's 3-dimensional inputs; d_in stays 3 and only the output (d_out=1 per head) is 2-dimensional.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 2, 1
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=2)
