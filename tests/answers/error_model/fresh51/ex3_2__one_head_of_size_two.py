# exercise: ex3_2
# mistake: Got the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    dropout = 0.0
    # output must be 2-dimensional
    wrapper = MultiHeadAttentionWrapper(d_in, d_out, context_length, dropout, num_heads=1)
    return wrapper
