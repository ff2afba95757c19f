# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability 1-p = 0.9 instead of dividing by it; dropout scales them by 1/(1-p) = 1.1111.
# 保留的元素乘以保留概率，期望值不变
p = 0.1
ex_dropout_survivor = round(1.0 * (1 - p), 4)
