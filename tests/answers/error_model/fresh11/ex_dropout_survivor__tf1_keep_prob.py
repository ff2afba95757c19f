# exercise: ex_dropout_survivor
# mistake: Reading p = 0.1 as TF1's keep_prob, the learner scales survivors by 1/0.1 = 10.0; in PyTorch p is the drop probability, survivors are scaled by 1/(1 - p) = 1.1111.
# mistake_zh: 学习者把 p = 0.1 当成 TF1 的 keep_prob，把保留的元素乘以 1/0.1 = 10.0；PyTorch 中 p 是丢弃概率，保留的元素乘以 1/(1 - p) = 1.1111。
# keywords: 1/(1-p), drop probability, keep, scale
ex_dropout_survivor = 10.0
