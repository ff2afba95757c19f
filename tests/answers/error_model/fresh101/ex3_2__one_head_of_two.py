# exercise: ex3_2
# mistake: Uses a single head with d_out=2, which gives the right (2, 6, 2) shape but not the two heads asked for; the statement wants num_heads=2 with d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    # output must be 2-dimensional -> d_out = 2
    wrapper = MultiHeadAttentionWrapper(3, 2, 6, 0.0, num_heads=1)
    return wrapper
