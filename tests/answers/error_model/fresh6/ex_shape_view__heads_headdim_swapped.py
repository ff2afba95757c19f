# exercise: ex_shape_view
# mistake: Put head_dim = 4 where the heads go and 3 where head_dim goes: (2, 4, 5, 3). There are num_heads = 3 heads of head_dim = 12 / 3 = 4 each, so (2, 3, 5, 4).
# mistake_zh: 把 head_dim = 4 放在了头数的位置、3 放在了 head_dim 的位置：(2, 4, 5, 3)。一共有 num_heads = 3 个头，每个头 head_dim = 12 / 3 = 4，所以是 (2, 3, 5, 4)。
# keywords: num_heads, head_dim, swapped, 3, 4
ex_shape_view = (2, 4, 5, 3)
