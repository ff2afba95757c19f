# exercise: ex_dropout_survivor
# mistake: The learner assumes survivors keep their value 1.0 (scaling left to test time); PyTorch scales survivors during training by 1/(1 - p) = 1.1111 so the expectation is unchanged.
# mistake_zh: 学习者以为保留下来的元素仍是 1.0（缩放留到测试时做）；PyTorch 在训练时就把保留的元素乘以 1/(1 - p) = 1.1111，使期望不变。
# keywords: scale, 1/(1-p), expectation, training
ex_dropout_survivor = 1.0
