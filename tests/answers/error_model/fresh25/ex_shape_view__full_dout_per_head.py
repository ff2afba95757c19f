# exercise: ex_shape_view
# mistake: The learner kept d_out = 12 as each head's size, as in the wrapper class, answering (2, 3, 5, 12); each head gets 12 / 3 = 4 features, so the shape is (2, 3, 5, 4).
b, n, d_out, num_heads = 2, 5, 12, 3
# (b, num_heads, n, d_out) after moving the heads forward
ex_shape_view = (b, num_heads, n, d_out)
