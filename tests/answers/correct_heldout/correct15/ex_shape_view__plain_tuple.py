# exercise: ex_shape_view
# style: a literal tuple with a comment deriving it (b, num_heads, n, head_dim).
# head_dim = 12 // 3 = 4; view -> (2, 5, 3, 4); transpose(1, 2) -> (2, 3, 5, 4)
ex_shape_view = (2, 3, 5, 4)
