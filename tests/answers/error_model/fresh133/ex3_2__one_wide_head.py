# exercise: ex3_2
# mistake: The learner gets the (2, 6, 2) shape with a single head of size 2 (num_heads=1, d_out=2); the exercise asks for num_heads=2 with d_out=1 each.
def ex3_2(MultiHeadAttentionWrapper):
    # output width = num_heads * d_out = 2
    nh = 1
    d_out = 2
    w = MultiHeadAttentionWrapper(3, d_out, 6, 0.0, num_heads=nh)
    print("heads:", len(w.heads))
    return w
