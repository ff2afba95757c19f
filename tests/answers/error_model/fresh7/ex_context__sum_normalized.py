# exercise: ex_context
# mistake: Normalized the scores by dividing by their sum (ω₂ⱼ / Σω₂ⱼ) instead of using the softmax, giving [0.4355, 0.6451, 0.5680]. The statement asks for softmax weights; the book uses the simple normalization only as a first step.
# mistake_zh: 用分数除以它们的和（ω₂ⱼ / Σω₂ⱼ）来归一化，而不是用 softmax，得到 [0.4355, 0.6451, 0.5680]。题目要求 softmax 权重；书中的简单归一化只是第一步演示。
# keywords: softmax, normalization, sum, exp, weights
# attn_weights_2_tmp = attn_scores_2 / attn_scores_2.sum()
ex_context = [0.4355, 0.6451, 0.5680]
