# exercise: ex_dropout_survivor
# mistake: Multiplies by the keep probability 1 - p = 0.9, as in the old inference-time scaling; PyTorch's inverted dropout divides survivors by 1 - p, 1/0.9 = 1.1111.
# mistake_zh: 乘以保留概率 1 - p = 0.9（旧式在推理时缩放的做法）；PyTorch 的反向 dropout 是把保留下来的值除以 1 - p，即 1/0.9 = 1.1111。
# keywords: scale, 1/(1-p), inverted dropout, divide
ex_dropout_survivor = 0.9
