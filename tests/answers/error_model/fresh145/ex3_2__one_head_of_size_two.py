# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) output with a single head of size 2 (num_heads=1, d_out=2); the statement asks for num_heads=2, i.e. two heads of size d_out=1.
def ex3_2(MultiHeadAttentionWrapper):
    d_in = 3
    wanted_output_size = 2
    heads = 1
    d_out = wanted_output_size // heads
    print("d_out per head:", d_out)
    mha = MultiHeadAttentionWrapper(d_in, d_out, 6, 0.0, num_heads=heads)
    return mha
