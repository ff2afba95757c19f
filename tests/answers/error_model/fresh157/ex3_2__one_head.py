# exercise: ex3_2
# mistake: Got 2 output dimensions by using a single head with d_out=2 instead of keeping num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
