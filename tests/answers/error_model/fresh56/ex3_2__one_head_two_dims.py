# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) output with a single head of d_out=2 (num_heads=1); the statement asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    heads = 1
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=heads)
