# exercise: ex_shape_view
# mistake: The last two axes are typed in the wrong order (tokens after head_dim, as for transposed keys); after view and transpose(1, 2) the shape is (b, heads, n, head_dim) = (2, 3, 5, 4).
# b=2, heads=12/4... head_dim = 12/3 = 4, tokens = 5
ex_shape_view = (2, 3, 4, 5)
