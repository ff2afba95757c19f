# exercise: ex_context
# mistake: The context vector uses sum-normalised weights ω₂ⱼ / Σω₂ⱼ; it must use the softmax weights, giving [0.4419, 0.6515, 0.5683].
# mistake_zh: 上下文向量用了简单归一化的权重 ω₂ⱼ / Σω₂ⱼ；应使用 softmax 权重，结果为 [0.4419, 0.6515, 0.5683]。
# keywords: softmax, weights, normalisation, sum, context

import torch
inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    scores[i] = torch.dot(x_i, query)
weights = scores / scores.sum()
context_vec_2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    context_vec_2 += weights[i] * x_i
ex_context = [round(v, 4) for v in context_vec_2.tolist()]
