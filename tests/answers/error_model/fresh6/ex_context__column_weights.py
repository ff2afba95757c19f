# exercise: ex_context
# mistake: Took the column attn_weights[:, 1] (how much every query attends to 'journey') instead of the row attn_weights[1] (how 'journey' attends to every key), so the weights don't even sum to 1. z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ uses row 2 of the weight matrix.
# mistake_zh: 取了列 attn_weights[:, 1]（每个查询对 “journey” 的关注程度），而不是行 attn_weights[1]（“journey” 对每个键的权重），这些权重加起来甚至不等于 1。z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾ 用的是权重矩阵的第 2 行。
# keywords: column, row, transpose, sum to 1, attn_weights[1]
# all_context = attn_weights.T @ inputs   ->  row 1
ex_context = [0.5595, 0.7824, 0.6953]
