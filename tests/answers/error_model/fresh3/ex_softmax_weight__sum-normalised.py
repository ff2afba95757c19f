# exercise: ex_softmax_weight
# mistake: You normalised the scores by dividing by their sum instead of applying the softmax (exponentials first).
# mistake_zh: 你只是把分数除以它们的和做归一化，而没有做 softmax（先取指数）。
# keywords: softmax, exp, normalize, sum

# 简单归一化: attn_scores_2 / attn_scores_2.sum()
ex_softmax_weight = 0.2278
