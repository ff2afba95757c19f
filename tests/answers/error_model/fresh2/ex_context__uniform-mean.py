# exercise: ex_context
# mistake: This is the plain mean of the six inputs (uniform weights 1/6); z⁽²⁾ weights each input by its softmax weight α₂ⱼ, giving [0.4419, 0.6515, 0.5683].
# mistake_zh: 这是六个输入的简单平均（权重都是 1/6）；z⁽²⁾ 应按 softmax 权重 α₂ⱼ 对每个输入加权，结果为 [0.4419, 0.6515, 0.5683]。
# keywords: weights, softmax, mean, uniform, context

# context = average of the token vectors (X + mean idea from the lecture)
X = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
ex_context = [round(sum(row[k] for row in X) / len(X), 4) for k in range(3)]
