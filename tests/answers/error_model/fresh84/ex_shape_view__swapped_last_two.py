# exercise: ex_shape_view
# mistake: Thinks transpose(1, 2) swaps the heads and head_dim (counting axes from 1), giving (2, 5, 4, 3) instead of (2, 3, 5, 4).
ex_shape_view=(2,5,4,3)
