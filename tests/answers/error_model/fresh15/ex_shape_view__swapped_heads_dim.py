# exercise: ex_shape_view
# mistake: Swapped num_heads and head_dim (head_dim = 3, 4 heads): view (2, 5, 4, 3) then transpose gives (2, 4, 5, 3) instead of (2, 3, 5, 4).
ex_shape_view = (2, 4, 5, 3)
