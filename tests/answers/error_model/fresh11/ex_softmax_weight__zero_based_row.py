# exercise: ex_softmax_weight
# mistake: With zero-based indexing the learner takes row 2 / column 2 of the weight matrix (“starts” on itself, 0.2326); “journey” is token 2 in the book's 1-based numbering, attn[1, 1] = 0.2379.
# mistake_zh: 学习者按从 0 开始的下标取了权重矩阵的第 2 行第 2 列（“starts” 对自身，0.2326）；书中 “journey” 是从 1 开始编号的第 2 个词，即 attn[1, 1] = 0.2379。
# keywords: journey, index, row, itself
ex_softmax_weight = 0.2326
