# exercise: ex3_2
# mistake: Got the 2-dimensional output with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2, each head with d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
