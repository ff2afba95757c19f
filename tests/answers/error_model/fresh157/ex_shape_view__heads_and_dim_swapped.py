# exercise: ex_shape_view
# mistake: Took head_dim as the number of heads (4 heads of size 3) after the transpose; with 3 heads of size 4 the shape is (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
