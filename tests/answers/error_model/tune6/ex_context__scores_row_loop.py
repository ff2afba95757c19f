# exercise: ex_context
# mistake: Gives the six attention scores of 'journey' (its dot products with every input, before the softmax) instead of the context vector, the softmax-weighted sum of the inputs.
# mistake_zh: 给出的是 'journey' 的六个注意力分数（它与每个输入的点积，softmax 之前），而不是上下文向量，即用 softmax 权重对输入的加权和。
# keywords: attention scores, softmax, context, step
rows = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
        [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = rows[1]
ex_context = [sum(a * b for a, b in zip(q, r)) for r in rows]
