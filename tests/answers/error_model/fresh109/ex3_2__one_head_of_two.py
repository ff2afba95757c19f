# exercise: ex3_2
# mistake: The learner got the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    torch_batch_shape = (2, 6, 3)
    d_in = torch_batch_shape[-1]
    wanted = 2
    heads = 1
    return MultiHeadAttentionWrapper(d_in, wanted // heads, 6, 0.0, num_heads=heads)
