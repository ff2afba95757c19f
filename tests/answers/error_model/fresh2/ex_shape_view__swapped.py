# exercise: ex_shape_view
# mistake: The heads and head_dim are swapped: there are num_heads = 3 heads of head_dim = 4, so the shape is (2, 3, 5, 4), not (2, 4, 5, 3).
# mistake_zh: head 数和 head_dim 弄反了：共有 num_heads = 3 个头，每个 head_dim = 4，形状应为 (2, 3, 5, 4)，而不是 (2, 4, 5, 3)。
# keywords: heads, head_dim, swapped, num_heads, shape

ex_shape_view = (2, 4, 5, 3)
