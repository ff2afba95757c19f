# exercise: ex_shape_view
# mistake: The learner gave the shape right after .view (b, n, num_heads, head_dim) and forgot that .transpose(1, 2) then swaps the token and head axes. The answer is (2, 3, 5, 4).
# mistake_zh: 学习者给出的是 .view 之后的形状 (b, n, num_heads, head_dim)，忘了随后的 .transpose(1, 2) 会交换词元维和头维。答案是 (2, 3, 5, 4)。
# keywords: transpose, swap, axes 1 and 2, head axis
ex_shape_view = (2, 5, 3, 4)
