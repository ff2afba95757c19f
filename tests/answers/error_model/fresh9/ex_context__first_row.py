# exercise: ex_context
# mistake: Gives the context vector of the first token 'Your' (row 0 of the all-pairs result, [0.4421, 0.5931, 0.5790]) instead of z⁽²⁾ of 'journey' (row 1).
# mistake_zh: 给出的是第一个词元“Your”的上下文向量（全部结果的第 0 行，[0.4421, 0.5931, 0.5790]），而不是“journey”的 z⁽²⁾（第 1 行）。
# keywords: row, journey, index, query
ex_context = [0.4421, 0.5931, 0.5790]
