# exercise: ex_shape_view
# mistake: You used head_dim = 3 and 4 heads; with 3 heads, head_dim = 12 / 3 = 4, so the head axis is 3 and the last axis is 4.
# mistake_zh: 你把 head_dim 当成 3、头数当成 4；3 个头时 head_dim = 12 / 3 = 4，所以头轴是 3、最后一轴是 4。
# keywords: head_dim, num_heads, divide, shape

b, n, d_out, num_heads = 2, 5, 12, 3
ex_shape_view = (b, 4, n, 3)
