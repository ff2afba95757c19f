# exercise: ex_shape_view
# mistake: The learner assumes each head keeps all 12 features (as in the wrapper) and answers (2, 3, 5, 12); head_dim is 12 / 3 = 4.
ex_shape_view = (2, 3, 5, 12)
