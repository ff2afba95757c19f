# exercise: ex3_2
# mistake: The learner gets the 2-dimensional output with a single head of d_out=2; the statement asks for num_heads=2 with d_out=1 per head.
def ex3_2(MultiHeadAttentionWrapper):
    target_dim = 2
    heads = 1 if target_dim < 3 else 2   # small output, one head is enough
    return MultiHeadAttentionWrapper(3, target_dim // heads, 6, 0.0, num_heads=heads)
