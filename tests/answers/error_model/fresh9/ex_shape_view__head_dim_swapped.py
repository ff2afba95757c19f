# exercise: ex_shape_view
# mistake: Swaps num_heads and head_dim (4 heads of 3), giving (2, 4, 5, 3); with 3 heads head_dim is 12 / 3 = 4, so (2, 3, 5, 4).
# mistake_zh: 把 num_heads 和 head_dim 弄反了（4 个头、每头 3 维），得到 (2, 4, 5, 3)；3 个头时 head_dim = 12 / 3 = 4，应为 (2, 3, 5, 4)。
# keywords: head_dim, num_heads, 12/3, shape
ex_shape_view = (2, 4, 5, 3)
