# exercise: ex_shape_view
# mistake: Swapped num_heads and head_dim in the view (view(2, 5, 4, 3)), then transposed: (2, 4, 5, 3). There are 3 heads of head_dim = 12 / 3 = 4, so the result is (2, 3, 5, 4).
# mistake_zh: 在 view 中把 num_heads 和 head_dim 弄反了（view(2, 5, 4, 3)），再转置得到 (2, 4, 5, 3)。共有 3 个头，head_dim = 12 / 3 = 4，结果应为 (2, 3, 5, 4)。
# keywords: num_heads, head_dim, swapped, 12/3, view
ex_shape_view = (2, 4, 5, 3)
