# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by the keep probability 1 − p = 0.9 (the inference-time scaling of the original dropout paper) instead of dividing by it. PyTorch's inverted dropout scales survivors by 1 / (1 − p) = 1.1111.
# mistake_zh: 学习者把保留下来的值乘以了保留概率 1 − p = 0.9（原始 dropout 论文在推理时的缩放），而不是除以它。PyTorch 的反向 dropout 会把保留值放大为 1 / (1 − p) = 1.1111。
# keywords: 1/(1-p), scale, inverted dropout, divide
ex_dropout_survivor = 0.9
