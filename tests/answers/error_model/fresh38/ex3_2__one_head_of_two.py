# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) output with a single head of d_out=2 (num_heads=1); the exercise asks for num_heads=2 heads of d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    torch_shape_wanted = (2, 6, 2)
    d_out = torch_shape_wanted[-1]
    mha = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=1)
    return mha
