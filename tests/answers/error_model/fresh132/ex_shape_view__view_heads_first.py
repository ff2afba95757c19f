# exercise: ex_shape_view
# mistake: The learner thinks the view puts the heads before the tokens, (b, num_heads, n, head_dim), so the transpose gives (2, 5, 3, 4); the view is (2, 5, 3, 4) and the transpose gives (2, 3, 5, 4).
ex_shape_view = (2, 5, 3, 4)
