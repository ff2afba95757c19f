# exercise: ex_context
# mistake: The learner divided the raw dot products by √3 before the softmax; this question (simplified attention without projections) uses the unscaled scores, giving [0.4419, 0.6515, 0.5683].
# mistake_zh: 学习者在 softmax 之前把原始点积除以了 √3；本题（没有投影的简化注意力）使用未缩放的分数，结果应为 [0.4419, 0.6515, 0.5683]。
# keywords: scaled, sqrt, √3, raw, unscaled
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
query = inputs[1]
scores = inputs @ query
w = torch.softmax(scores / inputs.shape[-1] ** 0.5, dim=0)
ex_context = [round(v, 4) for v in (w @ inputs).tolist()]
