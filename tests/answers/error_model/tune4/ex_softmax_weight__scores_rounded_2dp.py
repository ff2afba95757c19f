# exercise: ex_softmax_weight
# mistake: Rounded the attention scores to 2 decimals before the softmax (math.exp of the rounded scores), which gives 0.2386 instead of 0.2379; keep the scores' full precision and round only the final weight.
# mistake_zh: 在 softmax 之前把注意力分数四舍五入到 2 位小数（对取整后的分数求 math.exp），得到 0.2386 而不是 0.2379；应保留分数的全部精度，只对最终的权重取整。
# keywords: rounded, scores, decimals, 0.2379
import math

rows = [[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
        [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]]
q = rows[1]
scores = [round(sum(a * b for a, b in zip(r, q)), 2) for r in rows]
ex_softmax_weight = round(math.exp(scores[1]) / sum(math.exp(s) for s in scores), 4)
