# exercise: ex_context
# mistake: Weights the inputs with scores divided by their sum instead of the softmax weights, giving a slightly different vector than [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
# 1. 计算注意力分数
scores = torch.empty(inputs.shape[0])
for i, x_i in enumerate(inputs):
    scores[i] = torch.dot(x_i, query)
# 2. 归一化
weights = scores / scores.sum()
# 3. 上下文向量
z2 = torch.zeros(query.shape)
for i, x_i in enumerate(inputs):
    z2 += weights[i] * x_i
ex_context = [round(float(t), 4) for t in z2]
