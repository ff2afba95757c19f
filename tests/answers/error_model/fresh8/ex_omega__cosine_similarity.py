# exercise: ex_omega
# mistake: The learner gave the cosine similarity (dot product divided by both vector norms) instead of the plain dot product the book uses as the attention score. Drop the normalisation: ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
# mistake_zh: 学习者给出的是余弦相似度（点积再除以两个向量的范数），而书中的注意力分数就是普通的点积。去掉归一化：ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544。
# keywords: dot product, cosine, norm, normalise
# torch.cosine_similarity(inputs[1], inputs[0], dim=0)
ex_omega = 0.7808
