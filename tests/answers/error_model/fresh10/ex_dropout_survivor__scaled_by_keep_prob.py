# exercise: ex_dropout_survivor
# mistake: The learner multiplied the survivors by 1 - p = 0.9; during training dropout divides them by 1 - p, so survivors are 1 / 0.9 = 1.1111.
# mistake_zh: 学习者把保留下来的值乘以了 1 - p = 0.9；训练时 dropout 是除以 1 - p，所以保留值为 1 / 0.9 = 1.1111。
# keywords: scale, 1/(1-p), divide, keep probability

ex_dropout_survivor = 0.9
