# exercise: ex_softmax_weight
# mistake: The learner divided the scores by √3 (the scaled dot-product of the later trainable-weights section) before the softmax, but this question asks for raw, unscaled dot products. Apply the softmax directly to ω₂ⱼ.
# mistake_zh: 学习者在 softmax 之前把分数除以了 √3（这是后面可训练权重一节的缩放点积），但本题要求的是未缩放的原始点积。直接对 ω₂ⱼ 做 softmax。
# keywords: scaling, sqrt, unscaled, raw scores
# torch.softmax(attn_scores_2 / 3 ** 0.5, dim=0)[1]
ex_softmax_weight = 0.2070
