# exercise: ex3_2
# mistake: Gets the (2, 6, 2) shape with num_heads=1 and d_out=2, a single head; the exercise asks for num_heads=2 heads of size 1 each.
def ex3_2(MultiHeadAttentionWrapper):
    d_in, d_out = 3, 2
    context_length = 6
    # output is num_heads * d_out -> want 2
    mha = MultiHeadAttentionWrapper(d_in, d_out, context_length, 0.0, num_heads=1)
    return mha
