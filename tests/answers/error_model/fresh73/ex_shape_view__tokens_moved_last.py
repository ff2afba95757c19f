# exercise: ex_shape_view
# mistake: Moved the token axis to the end, as in keys.transpose before a matmul, answering (2, 3, 4, 5); transpose(1, 2) gives (b, num_heads, n, head_dim) = (2, 3, 5, 4).
# (b, n, h, hd) -> heads come to the front, tokens go to the back for the matmul
ex_shape_view = (2, 3, 4, 5)
