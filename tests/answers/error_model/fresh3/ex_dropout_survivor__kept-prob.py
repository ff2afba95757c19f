# exercise: ex_dropout_survivor
# mistake: You multiplied the survivors by the keep probability 0.9, but dropout divides them by 1 − p, giving 1/0.9.
# mistake_zh: 你把保留下来的元素乘以保留概率 0.9，但 dropout 是除以 1 − p，结果是 1/0.9。
# keywords: scale, 1/(1-p), survivors, dropout

ex_dropout_survivor = 0.9
