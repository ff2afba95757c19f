# exercise: ex_dropout_survivor
# mistake: The learner approximated the rescaling as 1 + p = 1.1, "10 % more", but dropout divides by the keep probability: 1 / (1 − 0.1) = 1.1111.
# mistake_zh: 学习者把放大系数近似成 1 + p = 1.1（“多 10%”），但 dropout 是除以保留概率：1 / (1 − 0.1) = 1.1111。
# keywords: 1/(1-p), keep probability, rescale, divide
ex_dropout_survivor = 1.1
