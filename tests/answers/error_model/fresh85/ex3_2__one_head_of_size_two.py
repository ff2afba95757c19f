# exercise: ex3_2
# mistake: Builds a wrapper with num_heads=1 and d_out=2, which has the right output shape but not the two heads the statement asks for; it should be num_heads=2 with d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out, context_length = 3, 2, 6
    # output should be 2-dimensional -> d_out = 2
    return MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
