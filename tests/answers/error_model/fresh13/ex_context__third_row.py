# exercise: ex_context
# mistake: [0.4431, 0.6496, 0.5671] is row 3 (z(3), 'starts') of the printed all-context-vectors matrix; z(2) is row 2: [0.4419, 0.6515, 0.5683].
# mistake_zh: [0.4431, 0.6496, 0.5671] 是打印出的全部上下文向量矩阵的第 3 行（z(3)，“starts”）；z(2) 是第 2 行：[0.4419, 0.6515, 0.5683]。
# keywords: journey, row, z(2), context
ex_context = [0.4431, 0.6496, 0.5671]
