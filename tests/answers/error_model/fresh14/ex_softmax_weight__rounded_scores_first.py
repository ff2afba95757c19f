# exercise: ex_softmax_weight
# mistake: Rounds the six scores to one decimal (1.0, 1.5, 1.5, 0.8, 0.7, 1.1) before the softmax, giving 0.2368 instead of 0.2379.
# 手算：先把六个分数保留一位小数，再做 softmax
import math

scores = [1.0, 1.5, 1.5, 0.8, 0.7, 1.1]   # 0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865
exps = [math.exp(s) for s in scores]
ex_softmax_weight = round(exps[1] / sum(exps), 4)
