# exercise: ex_omega
# mistake: The learner computed the cosine similarity (the dot product divided by both vectors' norms, 0.7808) instead of the raw dot-product attention score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544; the score is not normalised by the lengths.
# mistake_zh: 学习者算的是余弦相似度（点积再除以两个向量的范数，0.7808），而不是原始的点积注意力分数 ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544；注意力分数不除以向量长度。
# keywords: cosine, dot product, norm, normalised
import torch
import torch.nn.functional as F

x1 = torch.tensor([0.43, 0.15, 0.89])  # Your
x2 = torch.tensor([0.55, 0.87, 0.66])  # journey
# 相似度 = 注意力分数
ex_omega = 0.7808  # F.cosine_similarity(x2, x1, dim=0)
