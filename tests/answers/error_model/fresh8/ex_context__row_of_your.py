# exercise: ex_context
# mistake: The learner took the first row of the full weight matrix (the weights of the query "Your") and so returned z⁽¹⁾ instead of z⁽²⁾. Use row index 1, the query "journey".
# mistake_zh: 学习者取了完整权重矩阵的第一行（查询“Your”的权重），因此给出的是 z⁽¹⁾ 而不是 z⁽²⁾。应使用下标为 1 的行，即查询“journey”。
# keywords: row, query, journey, index
# all_context_vecs[0]
ex_context = [0.4421, 0.5931, 0.5790]
