# exercise: ex_context
# mistake: The learner used attn_weights[2] (0-based row 2, the query 'starts') as journey's weights, getting [0.4431, 0.6496, 0.5671]; journey is row 1 (0-based): z⁽²⁾ = [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者把 attn_weights[2]（从 0 开始的第 2 行，即查询“starts”）当成了 journey 的权重，得到 [0.4431, 0.6496, 0.5671]；journey 是下标 1 的那一行：z⁽²⁾ = [0.4419, 0.6515, 0.5683]。
# keywords: index, query, journey, row

# z(2) = attn_weights[2] @ inputs ，第 2 个词元
ex_context = [0.4431, 0.6496, 0.5671]
