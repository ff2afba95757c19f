# exercise: ex_context
# mistake: Scaled the scores by 1/√3 before the softmax, as in the trainable self-attention. This question uses the softmax of the raw dot products, unscaled.
# mistake_zh: 在 softmax 之前把分数乘以了 1/√3，这是带可训练权重的自注意力的做法。本题用的是原始点积的 softmax，不缩放。
# keywords: scaled, sqrt(3), √d_k, raw dot products, softmax
ex_context = [0.4362, 0.6228, 0.5523]
