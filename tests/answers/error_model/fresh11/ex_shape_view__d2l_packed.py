# exercise: ex_shape_view
# mistake: Thinking of d2l's transpose_qkv, which packs batch and heads into one axis, the learner answers (6, 5, 4); view + transpose(1, 2) keeps four axes: (2, 3, 5, 4).
# mistake_zh: 想到 d2l 的 transpose_qkv 会把 batch 和头合并成一个轴，学习者回答 (6, 5, 4)；view 加 transpose(1, 2) 保留四个轴：(2, 3, 5, 4)。
# keywords: four axes, transpose, heads, batch
ex_shape_view = (6, 5, 4)
