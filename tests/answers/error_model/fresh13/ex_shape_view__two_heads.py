# exercise: ex_shape_view
# mistake: It uses the book's 2 heads (head_dim 6) giving (2, 2, 5, 6); with 3 heads head_dim is 12/3 = 4 and the shape is (2, 3, 5, 4).
# mistake_zh: 它用了书中的 2 个头（head_dim 为 6），得到 (2, 2, 5, 6)；3 个头时 head_dim = 12/3 = 4，形状为 (2, 3, 5, 4)。
# keywords: num_heads, 3, head_dim, 4
ex_shape_view = (2, 2, 5, 6)
