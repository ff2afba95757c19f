# exercise: ex_context
# mistake: The learner built the context vector from weights normalised by the plain sum of the scores rather than by the softmax. Use softmax weights, then z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾.
# mistake_zh: 学习者用“分数除以分数之和”得到的权重来计算上下文向量，而不是用 softmax 权重。应先做 softmax，再算 z⁽²⁾ = Σⱼ α₂ⱼ x⁽ʲ⁾。
# keywords: softmax, weights, sum normalisation, context vector
ex_context = [0.4355, 0.6451, 0.5680]
