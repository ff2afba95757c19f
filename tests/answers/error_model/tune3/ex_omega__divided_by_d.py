# exercise: ex_omega
# mistake: Divided the dot product by the embedding size d = 3 ("average per dimension"); the attention score ω is the plain dot product, no scaling.
# mistake_zh: 把点积除以了嵌入维度 d = 3（"每一维的平均"）；注意力分数 ω 就是点积本身，不做缩放。
# keywords: divided, 3, raw, dot product, scaling
ex_omega = 0.3181
