# exercise: ex_omega
# mistake: Gave the cosine similarity of x⁽²⁾ and x⁽¹⁾ (dot product divided by both norms) instead of the raw dot product. The attention score ω is just the dot product, with no normalisation by vector lengths.
# mistake_zh: 给出的是 x⁽²⁾ 与 x⁽¹⁾ 的余弦相似度（点积再除以两个向量的范数），而不是原始点积。注意力分数 ω 就是点积本身，不按向量长度归一化。
# keywords: cosine, norm, dot product, normalise, length
import torch
x1 = torch.tensor([0.43, 0.15, 0.89])
x2 = torch.tensor([0.55, 0.87, 0.66])
# 相似度 = 余弦
# torch.cosine_similarity(x2, x1, dim=0) -> 0.7808
ex_omega = 0.7808
